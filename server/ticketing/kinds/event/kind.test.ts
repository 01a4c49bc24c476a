// Tests of the event kind: what it holds, how it buys, and where it links.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SelectionOf } from '@/lib/sellables/kinds';
import { installFakeService } from '@/server/ticketing/test-support/fake-service';
import { checkoutOf, receipt } from '@/server/ticketing/test-support/kind-checkouts';
import * as recorded from '@/server/ticketing/test-support/recorded-replies';
import { hrefOf, kindModule } from '../registry';

vi.mock('@/server/env', async () => {
  const { TEST_ENV } = await import('@/server/ticketing/test-support/fake-service');
  return { storefrontEnv: () => TEST_ENV };
});

beforeEach(() => {
  vi.unstubAllGlobals();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('event', () => {
  const selection: SelectionOf<'event'> = { kind: 'event', eventId: recorded.EVENT_ID };

  it('holds one entertainment item per category, without metadata, and buys with counts per category', async () => {
    expect(
      kindModule('event').holdItems(selection, [{ id: recorded.VIP_ID, quantity: 2 }]),
    ).toEqual([{ ticket_type: 'entertainment', resource_id: recorded.VIP_ID, quantity: 2 }]);
    const service = installFakeService({ 'POST /api/v1/svc/experience/buy/tickets': [receipt] });
    await kindModule('event').buy(
      checkoutOf(selection, [{ id: recorded.VIP_ID, title: 'VIP', quantity: 2, unitPrice: 1 }]),
      'POS',
    );
    expect(service.calls[0]?.body).toEqual({
      reservation_ids: ['h1', 'h2'],
      customer_info: { name: 'Ada Obi', email: 'ada@example.com', phone_number: '08031234567' },
      merchant_reference: 'pos-AAAAAAAAAAAAAAAAAAAAAA',
      tickets: [{ id: recorded.VIP_ID, count: 2 }],
      experience_id: recorded.EVENT_ID,
    });
    expect(service.calls[0]?.headers['transactionmedium']).toBe('POS');
  });

  it('links back to the event page', () => {
    expect(hrefOf(selection)).toBe(`/events/${recorded.EVENT_ID}`);
  });
});
