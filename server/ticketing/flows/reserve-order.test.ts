// Tests of reserving an order of several parts: the service's own kinds held in one request, hotel stays after, and a
// failure that releases every hold already taken and names the part that could not be held.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { isBasketReference, partReference } from '@/lib/basket/part-reference';
import { installFakeService, reply } from '@/server/ticketing/test-support/fake-service';
import { NOW } from '@/server/ticketing/test-support/kind-checkouts';
import * as kinds from '@/server/ticketing/test-support/recorded-kinds';
import * as recorded from '@/server/ticketing/test-support/recorded-replies';
import { holdGroups, reserveOrder, type OrderRequest } from './reserve';

vi.mock('@/server/env', async () => {
  const { TEST_ENV } = await import('@/server/ticketing/test-support/fake-service');
  return { storefrontEnv: () => TEST_ENV };
});

const HOLDS = 'POST /api/v1/svc/validate';
const TICKETS = `GET /api/v1/svc/experience/tickets/${recorded.EVENT_ID}`;
const DETAIL = `GET /api/v1/svc/experience/v/${recorded.EVENT_ID}`;
const ROOMS = `GET /v2/svc/hotels/${kinds.HOTEL_ID}/rooms`;
const release = (id: string) => `DELETE /api/v1/svc/validate/${id}`;

const HOTEL_HOLD = '9c8b7a6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d';
const hotelHeld = {
  success: true,
  status: 201,
  message: 'Reservations created',
  data: {
    reservations: [
      {
        reservation_id: HOTEL_HOLD,
        ticket_type: 'hotel',
        resource_id: kinds.ROOM_ID,
        quantity: 1,
        status: 'active',
        expires_at: '2026-11-21T12:02:00.000Z',
        seconds_remaining: 120,
        metadata: {},
      },
    ],
  },
};

const request: OrderRequest = {
  parts: [
    {
      selection: { kind: 'event', eventId: recorded.EVENT_ID },
      lines: [
        { id: recorded.VIP_ID, quantity: 2 },
        { id: recorded.REGULAR_ID, quantity: 1 },
      ],
      title: 'Lagos Jazz Night',
    },
    {
      selection: {
        kind: 'hotel',
        hotelId: kinds.HOTEL_ID,
        roomId: kinds.ROOM_ID,
        checkin: '2026-11-24',
        checkout: '2026-11-25',
        guests: 2,
      },
      lines: [{ id: String(kinds.ROOM_ID), quantity: 1 }],
      title: 'Lagoon Crest',
    },
  ],
  contact: { name: 'Ada Obi', email: 'ada@example.com', phone: '08031234567' },
  channel: 'web',
};

beforeEach(() => {
  vi.unstubAllGlobals();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('holdGroups', () => {
  it('puts the service’s own kinds in one request and each hotel stay in its own, after them', () => {
    const groups = holdGroups([
      { hotel: true, holdCount: 1 },
      { hotel: false, holdCount: 2 },
      { hotel: false, holdCount: 1 },
      { hotel: true, holdCount: 1 },
    ]);
    expect(groups).toEqual([[1, 2], [0], [3]]);
  });

  it('never sends more than ten holds in one request, nor splits an item', () => {
    expect(
      holdGroups([
        { hotel: false, holdCount: 6 },
        { hotel: false, holdCount: 4 },
        { hotel: false, holdCount: 3 },
      ]),
    ).toEqual([[0, 1], [2]]);
  });
});

describe('reserveOrder: an order of several parts', () => {
  it('holds the show in one request and the stay right after, each part under a reference of the basket’s', async () => {
    const fake = installFakeService({
      [DETAIL]: [reply(200, recorded.experienceDetail)],
      [TICKETS]: [reply(200, recorded.ticketCategories)],
      [ROOMS]: [reply(200, kinds.hotelRooms())],
      [HOLDS]: [reply(201, recorded.createdHolds), reply(201, hotelHeld)],
    });
    const outcome = await reserveOrder(request, () => NOW);
    if (!outcome.ok) throw new Error(outcome.message);
    const sent = fake
      .callsTo(HOLDS)
      .map((call) =>
        (call.body as { tickets: { ticket_type: string }[] }).tickets.map((t) => t.ticket_type),
      );
    expect(sent).toEqual([['entertainment', 'entertainment'], ['hotel']]);
    const { order: checkout } = outcome;
    expect(isBasketReference(checkout.merchantReference)).toBe(true);
    expect(checkout.parts.map((part) => part.merchantReference)).toEqual([
      partReference(checkout.merchantReference, 0),
      partReference(checkout.merchantReference, 1),
    ]);
    expect(checkout.parts.map((part) => part.holds)).toEqual([
      [recorded.RESERVATION_VIP, recorded.RESERVATION_REGULAR],
      [HOTEL_HOLD],
    ]);
    // One countdown: the earliest expiry of every hold (the stay's, here).
    expect(checkout.expiresAt).toBe('2026-11-21T12:02:00.000Z');
  });

  it('releases the show’s holds when the stay cannot be held, and names the stay', async () => {
    const fake = installFakeService({
      [DETAIL]: [reply(200, recorded.experienceDetail)],
      [TICKETS]: [reply(200, recorded.ticketCategories)],
      // Free when the basket was checked; gone by the time it is held.
      [ROOMS]: [reply(200, kinds.hotelRooms()), reply(200, kinds.hotelRooms(0))],
      [HOLDS]: [reply(201, recorded.createdHolds), reply(409, recorded.insufficientInventory)],
      [release(recorded.RESERVATION_VIP)]: [reply(200, { success: true, message: 'Released' })],
      [release(recorded.RESERVATION_REGULAR)]: [reply(200, { success: true, message: 'Released' })],
    });
    const outcome = await reserveOrder(request, () => NOW);
    expect(outcome).toMatchObject({ ok: false, part: 1 });
    if (outcome.ok) return;
    expect(outcome.message).toMatch(/^Lagoon Crest Victoria Island: /);
    expect(fake.callsTo(release(recorded.RESERVATION_VIP))).toHaveLength(1);
    expect(fake.callsTo(release(recorded.RESERVATION_REGULAR))).toHaveLength(1);
  });

  it('holds nothing when an item is already short, and names it', async () => {
    const fake = installFakeService({
      [DETAIL]: [reply(200, recorded.experienceDetail)],
      [TICKETS]: [reply(200, recorded.ticketCategories)],
      [ROOMS]: [reply(200, kinds.hotelRooms(0))],
    });
    const outcome = await reserveOrder(request, () => NOW);
    expect(outcome).toMatchObject({ ok: false, part: 1 });
    expect(fake.callsTo(HOLDS)).toHaveLength(0);
  });
});

describe('reserveOrder: an order of one part', () => {
  it('is held under a reference of its own (no part suffix), its part bought under the same, and a refusal not named', async () => {
    installFakeService({
      [DETAIL]: [reply(200, recorded.experienceDetail)],
      [TICKETS]: [reply(200, recorded.ticketCategories)],
      [HOLDS]: [reply(201, recorded.createdHolds)],
    });
    const one = { ...request, parts: [request.parts[0]!] };
    const outcome = await reserveOrder(one, () => NOW);
    if (!outcome.ok) throw new Error(outcome.message);
    expect(isBasketReference(outcome.order.merchantReference)).toBe(false);
    expect(outcome.order.parts.map((part) => part.merchantReference)).toEqual([
      outcome.order.merchantReference,
    ]);
    installFakeService({
      [DETAIL]: [reply(200, recorded.experienceDetail)],
      [TICKETS]: [reply(200, recorded.ticketCategories)],
      [ROOMS]: [reply(200, kinds.hotelRooms(0))],
    });
    const refused = await reserveOrder({ ...request, parts: [request.parts[1]!] }, () => NOW);
    expect(refused).toMatchObject({ ok: false, part: 0 });
    if (!refused.ok) expect(refused.message).not.toMatch(/^Lagoon Crest/);
  });
});
