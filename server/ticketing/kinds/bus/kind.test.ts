// Tests of the bus kind: the seats and places it quotes, holds and buys, what it tells the order page, and where it links.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SelectionOf } from '@/lib/sellables/kinds';
import { TicketingError } from '@/server/ticketing/errors';
import { installFakeService, reply } from '@/server/ticketing/test-support/fake-service';
import { checkoutOf, NOW, receipt, record } from '@/server/ticketing/test-support/kind-checkouts';
import * as kinds from '@/server/ticketing/test-support/recorded-kinds';
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

describe('bus', () => {
  const timed: SelectionOf<'bus'> = {
    kind: 'bus',
    scheduleId: kinds.SCHEDULE_ID,
    scheduleType: 'timed',
    routeId: 1,
    departure: '2026-11-24 06:00',
    seatIds: [1, 2],
  };
  const random: SelectionOf<'bus'> = {
    kind: 'bus',
    scheduleId: 38,
    scheduleType: 'random',
    routeId: 1,
    busId: 3,
    departureDate: '2026-11-24',
  };
  const SCHEDULE = `GET /api/v1/svc/transport/schedules/${kinds.SCHEDULE_ID}`;

  it('names the chosen seats that are no longer free', async () => {
    installFakeService({ [SCHEDULE]: [reply(200, kinds.timedSchedule({ 2: 'held' }))] });
    const quote = await kindModule('bus').quote(
      timed,
      [{ id: String(kinds.SCHEDULE_ID), quantity: 2 }],
      NOW,
    );
    expect(quote).toMatchObject({
      title: 'Lagos → Abuja',
      subtitle: 'Tue, 24 Nov 2026, 6:00 am from Jibowu Terminal',
      lines: [
        {
          id: '35',
          title: 'Seats on the Crosslink Motors coach',
          note: 'Seats 1, 2',
          quantity: 2,
          unitPrice: 28700,
        },
      ],
      shortfalls: [{ title: 'Seat 2', remaining: 0, unit: 'seat' }],
    });
  });

  it('refuses a departure that has left or is no longer bookable', async () => {
    installFakeService({ [SCHEDULE]: [reply(200, kinds.timedSchedule({}, false))] });
    await expect(kindModule('bus').quote(timed, [], NOW)).resolves.toMatchObject({
      refusal: expect.stringMatching(/has left/),
    });
    installFakeService({ [SCHEDULE]: [reply(200, kinds.timedSchedule())] });
    const afterDeparture = Date.parse('2026-11-24T05:00:01.000Z');
    await expect(kindModule('bus').quote(timed, [], afterDeparture)).resolves.toMatchObject({
      refusal: expect.stringMatching(/has left/),
    });
  });

  it('holds timed seats or random places with the metadata the spec asks for, and buys through the bus buy', async () => {
    expect(kindModule('bus').holdItems(timed, [])).toEqual([
      {
        ticket_type: 'bus',
        resource_id: 35,
        quantity: 2,
        metadata: {
          schedule_type: 'timed',
          schedule_timestamp: '2026-11-24 06:00',
          seat_ids: [1, 2],
        },
      },
    ]);
    expect(kindModule('bus').holdItems(random, [{ id: '38', quantity: 3 }])).toEqual([
      {
        ticket_type: 'bus',
        resource_id: 38,
        quantity: 3,
        metadata: { schedule_type: 'random', bus_id: 3, route_id: 1, departure_date: '2026-11-24' },
      },
    ]);
    const service = installFakeService({ 'POST /api/v1/svc/bus/buy/tickets': [receipt] });
    await kindModule('bus').buy(
      checkoutOf(timed, [{ id: '35', title: 'Seat', quantity: 2, unitPrice: 1 }]),
      'Web',
    );
    expect(service.calls[0]?.body).toEqual({
      reservation_ids: ['h1', 'h2'],
      customer_info: { name: 'Ada Obi', email: 'ada@example.com', phone_number: '08031234567' },
      merchant_reference: 'pos-AAAAAAAAAAAAAAAAAAAAAA',
    });
  });

  it('quotes free seats in full: the route, the departure, the operator’s seat line and no shortfall', async () => {
    installFakeService({ [SCHEDULE]: [reply(200, kinds.timedSchedule())] });
    await expect(kindModule('bus').quote({ ...timed, seatIds: [1] }, [], NOW)).resolves.toEqual({
      title: 'Lagos → Abuja',
      subtitle: 'Tue, 24 Nov 2026, 6:00 am from Jibowu Terminal',
      lines: [
        {
          id: '35',
          title: 'Seat 1 on the Crosslink Motors coach',
          note: undefined,
          quantity: 1,
          unitPrice: 28700,
        },
      ],
      shortfalls: [],
      refusal: undefined,
    });
    await expect(
      kindModule('bus').quote({ ...timed, seatIds: [9] }, [], NOW),
    ).resolves.toMatchObject({
      shortfalls: [{ title: 'A seat you chose', wanted: 1, remaining: 0, unit: 'seat' }],
    });
  });

  it('quotes places on a flexible schedule, and names the route when too few are left', async () => {
    const flexible = kinds.timedSchedule();
    const schedule = {
      ...flexible.data.schedule,
      id: 38,
      schedule_type: 'random',
      departure: null,
      departure_at: null,
      seats_available: 2,
    };
    installFakeService({
      'GET /api/v1/svc/transport/schedules/38': [
        reply(200, { ...flexible, data: { ...flexible.data, schedule, seat_map: null } }),
      ],
    });
    await expect(
      kindModule('bus').quote(random, [{ id: '38', quantity: 2 }], NOW),
    ).resolves.toEqual({
      title: 'Lagos → Abuja',
      subtitle: 'Tue, 24 Nov 2026, any time from Jibowu Terminal',
      lines: [
        {
          id: '38',
          title: 'Seats on the Crosslink Motors coach',
          note: 'Seat assigned at boarding',
          quantity: 2,
          unitPrice: 28700,
        },
      ],
      shortfalls: [],
      refusal: undefined,
    });
    await expect(
      kindModule('bus').quote(random, [{ id: '38', quantity: 3 }], NOW),
    ).resolves.toMatchObject({
      shortfalls: [{ title: 'Lagos → Abuja', wanted: 3, remaining: 2, unit: 'place' }],
    });
  });

  it('has no quote for a schedule the service does not know or cannot read, and passes on an outage', async () => {
    for (const status of [404, 422]) {
      installFakeService({ [SCHEDULE]: [reply(status, recorded.notFound())] });
      await expect(kindModule('bus').quote(timed, [], NOW)).resolves.toBeNull();
    }
    installFakeService({
      [SCHEDULE]: [reply(401, { success: false, status: 401, message: 'Unauthenticated' })],
    });
    await expect(kindModule('bus').quote(timed, [], NOW)).rejects.toBeInstanceOf(TicketingError);
  });

  it('reads a record without its trip as an unnamed trip', () => {
    expect(kindModule('bus').orderDetails(record({}))).toEqual({
      kind: 'bus',
      title: 'Your trip',
      operator: null,
      from: null,
      to: null,
      departureAt: null,
      departureDate: null,
      bus: null,
      seats: [],
    });
  });

  it('reads the trip from the record', () => {
    expect(kindModule('bus').orderDetails(record(kinds.busRecord))).toEqual({
      kind: 'bus',
      title: 'Lagos → Abuja',
      operator: 'Crosslink Motors',
      from: { city: 'Lagos', terminal: 'Jibowu Terminal' },
      to: { city: 'Abuja', terminal: 'Utako Park' },
      departureAt: '2026-11-24T06:00:00+01:00',
      departureDate: '2026-11-24',
      bus: 'Toyota HiAce (14 seats)',
      seats: ['1', '2'],
    });
    expect(hrefOf(timed)).toBe('/bus/1/35');
  });

  it('refuses seats that do not match the number of travellers', async () => {
    installFakeService({ [SCHEDULE]: [reply(200, kinds.timedSchedule())] });
    const quote = await kindModule('bus').quote(timed, [{ id: '35', quantity: 3 }], NOW);
    expect(quote?.refusal).toBe('Choose 3 seats, one per traveller (you chose 2).');
  });

  it('offers a flexible trip as one line with the places left, none once it is off sale', async () => {
    const RANDOM = `GET /api/v1/svc/transport/schedules/${kinds.RANDOM_SCHEDULE_ID}`;
    installFakeService({
      [RANDOM]: [reply(200, kinds.randomSchedule(6)), reply(200, kinds.randomSchedule(6, false))],
    });
    const options = await kindModule('bus').availability!(random);
    expect(options).toEqual([
      {
        id: '38',
        title: 'Traveller (seat assigned at boarding)',
        price: 25830,
        free: false,
        breakdown: { ticketPrice: 25200, convenienceFee: 360, merchantCommission: 270 },
        remaining: 6,
      },
    ]);
    await expect(kindModule('bus').availability!(random)).resolves.toMatchObject([
      { remaining: 0 },
    ]);
    const quote = await kindModule('bus').quote(random, [{ id: '38', quantity: 7 }], NOW);
    expect(quote).toMatchObject({
      subtitle: 'Tue, 24 Nov 2026, any time from Jibowu Terminal',
      lines: [{ note: 'Seat assigned at boarding', quantity: 7 }],
      shortfalls: [{ remaining: 6, unit: 'place' }],
    });
  });

  it('explains a departure refused for having left, and nothing else', () => {
    const departed = new TicketingError(422, 'invalid', {
      'tickets.0.resource_id': ['This schedule has departed.'],
    });
    const leftWhilePaying = new TicketingError(422, 'invalid', {
      reservation_ids: ['The schedule has departed.'],
    });
    const other = new TicketingError(422, 'invalid', {
      'tickets.0.metadata.seat_ids': ['Unknown seat.'],
    });
    expect(kindModule('bus').explainRejection!(departed)).toMatch(/has left/);
    expect(kindModule('bus').explainRejection!(leftWhilePaying)).toMatch(/has left/);
    expect(kindModule('bus').explainRejection!(other)).toBeNull();
  });
});
