// Tests of the new tab an embed's frame opens: the link fills in the choice once; opened again, it says so plainly.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sealContinueChoice, type ContinueChoice } from '@/server/embed/continue-token';
import { installFakeService, reply, TEST_ENV } from '@/server/ticketing/test-support/fake-service';
import { renderHtml } from '@/server/ticketing/test-support/next-request';
import * as recorded from '@/server/ticketing/test-support/recorded-replies';
import { ROUTES } from '@/server/ticketing/test-support/routes';
import ContinuePage from './page';

vi.mock('@/server/env', async () => {
  const { TEST_ENV } = await import('@/server/ticketing/test-support/fake-service');
  return { storefrontEnv: () => TEST_ENV };
});
// The ticket picker is the event page's; here it shows what it was handed.
vi.mock('@/components/catalogue/tickets-section', () => ({
  TicketsLoading: () => null,
  TicketsSection: ({ draft }: { draft: { contact: { email: string } } }) => (
    <p>filled in for {draft.contact.email}</p>
  ),
}));

const choice: ContinueChoice = {
  selection: { kind: 'event', eventId: recorded.EVENT_ID },
  quantities: { [recorded.VIP_ID]: 2 },
  contact: { name: 'Ada Obi', email: 'ada@example.com', phone: '08031234567' },
  source: {
    host: 'https://blog.example',
    utmSource: 'newsletter',
    utmMedium: null,
    utmCampaign: null,
  },
};

const open = async (t: string) =>
  renderHtml(await ContinuePage({ searchParams: Promise.resolve({ t }) }));

beforeEach(() => {
  vi.unstubAllGlobals();
  installFakeService({ [ROUTES.detail]: [reply(200, recorded.experienceDetail)] });
});

describe('the continue page', () => {
  it('fills in the choice the first time, and the second time says the link was used or has expired', async () => {
    const token = await sealContinueChoice(choice, TEST_ENV.SESSION_SECRET);
    const first = await open(token);
    expect(first).toContain('Finish your order');
    expect(first).toContain('filled in for ada@example.com');
    const second = await open(token);
    expect(second).toContain('This link has already been used or has expired');
    expect(second).not.toContain('ada@example.com');
  });

  it('says the same of a link that never was', async () => {
    expect(await open('A'.repeat(32))).toContain('This link has already been used or has expired');
  });
});
