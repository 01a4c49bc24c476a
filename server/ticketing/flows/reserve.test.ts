// Tests of Reserve: holds made in one request, and each failure told in plain words.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CHECKOUT_MESSAGES } from '@/lib/checkout/messages';
import { CUSTOMER_REFERENCE_PATTERN } from '@/server/channel';
import { reserve, type ReserveRequest } from './reserve';
import { installFakeService, reply, timeout, type FakeReply } from '../test-support/fake-service';
import * as recorded from '../test-support/recorded-replies';

vi.mock('@/server/env', async () => {
  const { TEST_ENV } = await import('../test-support/fake-service');
  return { storefrontEnv: () => TEST_ENV };
});

const HOLDS = 'POST /api/v1/svc/validate';
const TICKETS = `GET /api/v1/svc/experience/tickets/${recorded.EVENT_ID}`;
const DETAIL = `GET /api/v1/svc/experience/v/${recorded.EVENT_ID}`;

const request: ReserveRequest = {
  selection: { kind: 'event', eventId: recorded.EVENT_ID },
  lines: [
    { id: recorded.VIP_ID, quantity: 2 },
    { id: recorded.REGULAR_ID, quantity: 1 },
  ],
  contact: { name: 'Ada Obi', email: 'ada@example.com', phone: '08031234567' },
  channel: 'web',
};

const withTickets = (tickets: object[]) => reply(200, { data: { tickets } });
const soldOutVip = withTickets([
  { ...recorded.ticketCategories.data.tickets[0], slots_remaining: 0 },
  recorded.ticketCategories.data.tickets[1]!,
]);

function service(
  holds: FakeReply[],
  tickets: FakeReply[] = [reply(200, recorded.ticketCategories)],
) {
  return installFakeService({
    [DETAIL]: [reply(200, recorded.experienceDetail)],
    [TICKETS]: tickets,
    [HOLDS]: holds,
  });
}

beforeEach(() => {
  vi.unstubAllGlobals();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('reserve (events)', () => {
  it('creates one hold per ticket type in one request and builds the checkout', async () => {
    const fake = service([reply(201, recorded.createdHolds)]);
    // The service's clock says 180 s are left at 12:00:00Z; ours reads 11:59:50Z, 10 s behind.
    const outcome = await reserve(request, () => Date.parse('2026-11-21T11:59:50.000Z'));
    expect(fake.callsTo(HOLDS)[0]?.body).toEqual({
      tickets: [
        { ticket_type: 'entertainment', resource_id: recorded.VIP_ID, quantity: 2 },
        { ticket_type: 'entertainment', resource_id: recorded.REGULAR_ID, quantity: 1 },
      ],
      customer_info: { email: 'ada@example.com', phone_number: '08031234567' },
    });
    expect(fake.callsTo(HOLDS)[0]?.headers['transactionmedium']).toBe('Web');
    if (!outcome.ok) throw new Error(outcome.message);
    expect(outcome.checkout).toMatchObject({
      title: 'Lagos Jazz Night',
      selection: request.selection,
      channel: 'web',
      holds: [recorded.RESERVATION_VIP, recorded.RESERVATION_REGULAR],
      lines: [
        { title: 'VIP', quantity: 2, unitPrice: 10500 },
        { title: 'Regular', quantity: 1, unitPrice: 5250 },
      ],
      expiresAt: '2026-11-21T12:03:00.000Z',
      clockOffsetMs: 10_000,
    });
    expect(outcome.checkout.merchantReference).toMatch(CUSTOMER_REFERENCE_PATTERN);
    expect(outcome.checkout.merchantReference).toMatch(/^web-/);
  });

  it('names the ticket that ran short before asking for holds', async () => {
    const fake = service([reply(201, recorded.createdHolds)], [soldOutVip]);
    await expect(reserve(request)).resolves.toEqual({
      ok: false,
      message: 'VIP is sold out. Change your tickets and try again.',
    });
    expect(fake.callsTo(HOLDS)).toHaveLength(0);
  });

  it('explains a 409 with fresh numbers: which ticket and how many are left', async () => {
    const fewer = withTickets([
      { ...recorded.ticketCategories.data.tickets[0], slots_remaining: 1 },
      recorded.ticketCategories.data.tickets[1]!,
    ]);
    service(
      [reply(409, recorded.insufficientInventory)],
      [reply(200, recorded.ticketCategories), fewer],
    );
    await expect(reserve(request)).resolves.toEqual({
      ok: false,
      message: 'Only 1 VIP ticket is left. Change your tickets and try again.',
    });
  });

  it("falls back to the service's own words when fresh numbers show no shortfall", async () => {
    service([reply(409, recorded.insufficientInventory)]);
    await expect(reserve(request)).resolves.toEqual({
      ok: false,
      message: 'Only 2 VIP tickets are available',
    });
  });

  it('maps validation errors by path onto the form fields', async () => {
    service([reply(422, recorded.holdValidationError)]);
    await expect(reserve(request)).resolves.toMatchObject({
      ok: false,
      fieldErrors: { phone: 'The phone number must be 11 to 13 digits.' },
    });
  });

  it('says ticketing is unavailable and nothing was charged when the service does not answer', async () => {
    service([timeout()]);
    await expect(reserve(request)).resolves.toEqual({
      ok: false,
      message: CHECKOUT_MESSAGES.unavailable,
    });
  });

  it('refuses an event the service does not know', async () => {
    installFakeService({
      [DETAIL]: [reply(404, recorded.notFound())],
      [TICKETS]: [reply(404, recorded.notFound())],
    });
    await expect(reserve(request)).resolves.toEqual({
      ok: false,
      message: CHECKOUT_MESSAGES.eventGone,
    });
  });

  it('says the event is gone when the holds answer 404', async () => {
    service([reply(404, recorded.notFound())]);
    await expect(reserve(request)).resolves.toEqual({
      ok: false,
      message: CHECKOUT_MESSAGES.eventGone,
    });
  });

  it('says ticketing is unavailable for any other refusal of the holds', async () => {
    service([reply(500, { success: false, status: 500, message: 'Server error' })]);
    await expect(reserve(request)).resolves.toEqual({
      ok: false,
      message: CHECKOUT_MESSAGES.unavailable,
    });
  });

  it('joins every message of a 409, and has its own words when the service gives none', async () => {
    const twice = {
      ...recorded.insufficientInventory,
      errors: { tickets: ['Only 2 VIP left.', 'Only 1 Regular left.'] },
    };
    service([reply(409, twice)]);
    await expect(reserve(request)).resolves.toEqual({
      ok: false,
      message: 'Only 2 VIP left. Only 1 Regular left.',
    });
    service([reply(409, { success: false, status: 409, message: 'Insufficient inventory' })]);
    await expect(reserve(request)).resolves.toEqual({
      ok: false,
      message: 'Some of these were just taken. Check what is left and try again.',
    });
  });

  it('puts each validation message on its field and no other', async () => {
    service([reply(422, recorded.holdValidationError)]);
    await expect(reserve(request)).resolves.toEqual({
      ok: false,
      message: 'Please check the highlighted details.',
      fieldErrors: { phone: 'The phone number must be 11 to 13 digits.' },
    });
  });
});
