// Tests of the reserve action in-process: it refuses other sites, replaces the session's earlier holds, and opens checkout.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CHECKOUT_MESSAGES } from '@/lib/checkout/messages';
import { sessionCheckout } from '@/server/checkout/test-support';
import { getCheckoutSession, type CheckoutState } from '@/server/session/checkout-session';
import { eventCheckout } from '@/server/ticketing/test-support/checkouts';
import {
  installFakeService,
  reply,
  TEST_ENV,
  timeout,
} from '@/server/ticketing/test-support/fake-service';
import { unsealContinueChoice } from '@/server/embed/continue-token';
import { FRAME_COOKIE } from '@/server/session/frame-cookie';
import {
  clearCookies,
  redirectOf,
  request,
  startRequest,
} from '@/server/ticketing/test-support/next-request';
import * as recorded from '@/server/ticketing/test-support/recorded-replies';
import { releasedReply, ROUTES } from '@/server/ticketing/test-support/routes';
import { reserve } from './actions';

vi.mock(
  'next/headers',
  async () => (await import('@/server/ticketing/test-support/next-request')).nextHeaders,
);
vi.mock(
  'next/navigation',
  async () => (await import('@/server/ticketing/test-support/next-request')).nextNavigation,
);
vi.mock('@/server/env', async () => {
  const { TEST_ENV } = await import('@/server/ticketing/test-support/fake-service');
  return { storefrontEnv: () => ({ ...TEST_ENV, MAX_TICKETS_PER_ORDER: 10 }) };
});

const { holds: HOLDS, tickets: TICKETS, detail: DETAIL } = ROUTES;
const EARLIER_HOLD = '9e8d7c6b-5a49-4837-a261-504f3e2d1c0b';
const RELEASE_EARLIER = ROUTES.release(EARLIER_HOLD);

const earlier = eventCheckout({
  lines: [{ id: recorded.REGULAR_ID, title: 'Regular', quantity: 3, unitPrice: 5250 }],
  contact: { name: 'Ada Obi', email: 'ada.before@example.com', phone: '08031234567' },
  holds: [EARLIER_HOLD],
  merchantReference: 'web-BBBBBBBBBBBBBBBBBBBBBB',
});

function reserveForm(fields: Record<string, string> = {}) {
  const form = new FormData();
  const values = {
    kind: 'event',
    'selection.eventId': recorded.EVENT_ID,
    [`quantity.${recorded.VIP_ID}`]: '2',
    [`quantity.${recorded.REGULAR_ID}`]: '1',
    name: 'Ada Obi',
    email: 'ada@example.com',
    phone: '08031234567',
    ...fields,
  };
  for (const [name, value] of Object.entries(values)) form.set(name, value);
  return form;
}

function service() {
  return installFakeService({
    [DETAIL]: [reply(200, recorded.experienceDetail)],
    [TICKETS]: [reply(200, recorded.ticketCategories)],
    [HOLDS]: [reply(201, recorded.createdHolds)],
    [RELEASE_EARLIER]: [reply(200, releasedReply)],
  });
}

async function sessionWith(checkout: CheckoutState) {
  const session = await getCheckoutSession();
  session.checkout = checkout;
  session.draft = {
    selection: checkout.selection,
    quantities: { [recorded.REGULAR_ID]: 3 },
    contact: checkout.contact,
  };
  await session.save();
}

beforeEach(() => {
  vi.unstubAllGlobals();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  clearCookies();
  startRequest();
});

describe('reserve action', () => {
  it('holds the chosen tickets, stores them in the session and opens checkout', async () => {
    const fake = service();
    await expect(redirectOf(reserve(null, reserveForm()))).resolves.toBe('/checkout');
    expect(fake.callsTo(HOLDS)).toHaveLength(1);
    const { draft } = await getCheckoutSession();
    const checkout = await sessionCheckout();
    expect(checkout?.holds).toEqual([recorded.RESERVATION_VIP, recorded.RESERVATION_REGULAR]);
    expect(checkout?.contact.email).toBe('ada@example.com');
    expect(draft).toBeUndefined();
  });

  it('releases the holds of an earlier reservation in this session before holding again, as their owner', async () => {
    await sessionWith(earlier);
    const fake = service();
    await redirectOf(reserve(null, reserveForm()));
    const [release] = fake.callsTo(RELEASE_EARLIER);
    expect(release?.body).toEqual({
      customer_info: { email: 'ada.before@example.com', phone_number: '08031234567' },
    });
    // Released before the new holds are asked for, so the customer's own tickets count as free again.
    expect(fake.calls.findIndex((call) => call.method === 'DELETE')).toBeLessThan(
      fake.calls.findIndex((call) => call.method === 'POST'),
    );
    expect((await sessionCheckout())?.holds).not.toContain(EARLIER_HOLD);
  });

  it.each([
    ['another site', 'https://evil.example'],
    ['no Origin at all', null],
    ['a malformed Origin', 'not a url'],
  ])('refuses a post from %s: nothing is held, released or changed', async (_, origin) => {
    await sessionWith(earlier);
    const fake = service();
    startRequest(origin);
    await expect(reserve(null, reserveForm())).resolves.toEqual({
      ok: false,
      message: CHECKOUT_MESSAGES.crossSite,
    });
    expect(fake.calls).toEqual([]);
    expect(await sessionCheckout()).toEqual(earlier);
  });

  it('answers bad details with the fields to fix, without calling the service', async () => {
    const fake = service();
    const state = await reserve(
      null,
      reserveForm({
        phone: '12345',
        [`quantity.${recorded.VIP_ID}`]: '0',
        [`quantity.${recorded.REGULAR_ID}`]: '0',
      }),
    );
    expect(state).toMatchObject({ ok: false, message: 'Please check the highlighted details.' });
    expect(state?.fieldErrors).toEqual({
      quantities: 'Choose at least one ticket.',
      phone: expect.stringMatching(/^Enter a phone number/),
    });
    // A foreign number of ten digits is a phone, but not one the service holds tickets under.
    const foreign = await reserve(null, reserveForm({ phone: '+65 9123 4567' }));
    expect(foreign?.fieldErrors).toEqual({ phone: expect.stringMatching(/11 to 13 digits/) });
    expect(fake.calls).toEqual([]);
  });

  it('refuses more tickets than the merchant allows per order', async () => {
    service();
    const state = await reserve(
      null,
      reserveForm({
        [`quantity.${recorded.VIP_ID}`]: '6',
        [`quantity.${recorded.REGULAR_ID}`]: '5',
      }),
    );
    expect(state?.fieldErrors?.quantities).toBe('One order can hold at most 10 tickets.');
  });

  it('stays on the page with the reason when holding fails, and leaves no checkout behind', async () => {
    await sessionWith(earlier);
    installFakeService({
      [DETAIL]: [reply(200, recorded.experienceDetail)],
      [TICKETS]: [reply(200, recorded.ticketCategories)],
      [HOLDS]: [timeout()],
      [RELEASE_EARLIER]: [reply(200, releasedReply)],
    });
    await expect(reserve(null, reserveForm())).resolves.toEqual({
      ok: false,
      message: CHECKOUT_MESSAGES.unavailable,
    });
    const session = await getCheckoutSession();
    expect(await sessionCheckout()).toBeUndefined();
    expect(session.draft).toBeUndefined();
  });

  describe('from an embed', () => {
    const embedForm = (fields: Record<string, string> = {}) =>
      reserveForm({
        'embed.host': 'https://blog.example',
        'embed.utm_source': 'newsletter',
        'embed.utm_campaign': 'jazz',
        'embed.framed': '1',
        ...fields,
      });

    it('in a frame that keeps cookies, holds on the embed channel with the embedding site and campaign', async () => {
      request.cookies.set(FRAME_COOKIE, 'https://blog.example');
      service();
      await expect(redirectOf(reserve(null, embedForm()))).resolves.toBe('/checkout');
      const checkout = await sessionCheckout();
      expect(checkout?.channel).toBe('embed');
      expect(checkout?.merchantReference).toMatch(/^emb-/);
      expect(checkout?.source).toEqual({
        host: 'https://blog.example',
        utmSource: 'newsletter',
        utmMedium: null,
        utmCampaign: 'jazz',
      });
    });

    it('keeps no host outside the allowed origins, and drops a campaign label that is not one', async () => {
      request.cookies.set(FRAME_COOKIE, 'https://blog.example');
      service();
      await redirectOf(
        reserve(
          null,
          embedForm({ 'embed.host': 'https://evil.example', 'embed.utm_source': 'x'.repeat(101) }),
        ),
      );
      expect((await sessionCheckout())?.source).toEqual({
        host: null,
        utmSource: null,
        utmMedium: null,
        utmCampaign: 'jazz',
      });
    });

    it('in a frame whose cookies the browser refused, holds nothing and hands the choice, sealed, to a new tab', async () => {
      const fake = service();
      const state = await reserve(null, embedForm());
      expect(state).toMatchObject({ ok: false, message: CHECKOUT_MESSAGES.continueInNewTab });
      expect(fake.calls).toEqual([]);
      const token = new URL(state!.continueUrl!, 'https://shop.example').searchParams.get('t')!;
      expect(token).not.toContain('ada@example.com');
      await expect(unsealContinueChoice(token, TEST_ENV.SESSION_SECRET)).resolves.toEqual({
        selection: { kind: 'event', eventId: recorded.EVENT_ID },
        quantities: { [recorded.VIP_ID]: 2, [recorded.REGULAR_ID]: 1 },
        contact: { name: 'Ada Obi', email: 'ada@example.com', phone: '08031234567' },
        source: {
          host: 'https://blog.example',
          utmSource: 'newsletter',
          utmMedium: null,
          utmCampaign: 'jazz',
        },
        // No campaign code came with the embed: the new tab's checkout opens without one.
        code: null,
      });
      const tampered = `${token.slice(0, 60)}${token[60] === 'A' ? 'B' : 'A'}${token.slice(61)}`;
      await expect(unsealContinueChoice(tampered, TEST_ENV.SESSION_SECRET)).resolves.toBeNull();
      await expect(unsealContinueChoice(token, 'y'.repeat(32))).resolves.toBeNull();
    });

    it('the new tab (not framed) holds on the embed channel without the frame cookie', async () => {
      service();
      await expect(redirectOf(reserve(null, embedForm({ 'embed.framed': '' })))).resolves.toBe(
        '/checkout',
      );
      expect((await sessionCheckout())?.channel).toBe('embed');
    });

    it('checks the details before handing anything to a new tab', async () => {
      const state = await reserve(null, embedForm({ phone: '12' }));
      expect(state?.continueUrl).toBeUndefined();
      expect(state?.fieldErrors?.phone).toBeDefined();
    });
  });
});
