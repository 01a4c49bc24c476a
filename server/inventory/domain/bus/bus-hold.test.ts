// Bus holds (ticket_type bus): seats of timed schedules and places on random ones, validated in
// full, all or none.
import { describe, expect, it } from 'vitest';
import { insertFixtures, type Fixtures } from '../../testing/fixtures';
import { newCustomer } from '../../testing/requests';
import { setUpFixtureService } from '../../testing/per-file';
import { poolKeys } from '../core/inventory';

const { service, fx } = setUpFixtureService();
const hold = (items: unknown[], customer_info: unknown = newCustomer()) =>
  service.request('POST', '/api/v1/svc/validate', { body: { tickets: items, customer_info } });
const timed = (f: Fixtures, seats: number[], extra: Record<string, unknown> = {}) => ({
  ticket_type: 'bus',
  resource_id: f.bus.timedId,
  quantity: seats.length,
  metadata: {
    schedule_type: 'timed',
    schedule_timestamp: f.bus.timedTimestamp,
    seat_ids: seats,
    ...extra,
  },
});
const random = (f: Fixtures, quantity: number, extra: Record<string, unknown> = {}) => ({
  ticket_type: 'bus',
  resource_id: f.bus.randomId,
  quantity,
  metadata: {
    schedule_type: 'random',
    bus_id: f.bus.busId,
    route_id: f.bus.routeId,
    departure_date: f.bus.randomDate,
    ...extra,
  },
});

describe('bus holds: timed schedules', () => {
  it('holds the seats, returns the schedule id as a string and expires_at with the Lagos offset', async () => {
    const f = await insertFixtures(service.deps.database.db, service.clock.now());
    const res = await hold([timed(f, [f.bus.seatIds[1]!, f.bus.seatIds[0]!])]);
    expect(res.status).toBe(201);
    const [reservation] = res.body.data.reservations;
    expect(reservation).toMatchObject({
      ticket_type: 'bus',
      resource_id: String(f.bus.timedId),
      quantity: 2,
      status: 'active',
      seconds_remaining: 180,
    });
    expect(reservation.expires_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+01:00$/);
    expect(Date.parse(reservation.expires_at)).toBe(
      Math.floor((service.clock.now() + 180_000) / 1000) * 1000,
    );
    expect(reservation.metadata.seat_ids).toEqual([f.bus.seatIds[0], f.bus.seatIds[1]]);
  });

  it('locks all seats or none, with a 409 that says how many are left', async () => {
    const f = await insertFixtures(service.deps.database.db, service.clock.now());
    const [a, b, c, d] = f.bus.seatIds as [number, number, number, number];
    expect((await hold([timed(f, [a, b])])).status).toBe(201);
    const clash = await hold([timed(f, [c, b])]);
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe(
      'Insufficient inventory: seat 1B is already taken or held; 2 seats available on this schedule.',
    );
    expect(clash.body.errors.tickets).toHaveLength(1);
    // Seat 2A was not kept by the failed request.
    expect((await hold([timed(f, [c, d])])).status).toBe(201);
  });

  it('counts the seats free before the request when seats it took come before the taken one', async () => {
    const f = await insertFixtures(service.deps.database.db, service.clock.now());
    // Claims go in pool-key order: hold the later-sorting seat first, so the request takes the
    // other one before it falls short (that seat is counted as free: it is rolled back).
    const [first, last] = [f.bus.seatIds[0]!, f.bus.seatIds[1]!].sort((a, b) =>
      poolKeys.seat(f.bus.timedId, a) < poolKeys.seat(f.bus.timedId, b) ? -1 : 1,
    ) as [number, number];
    expect((await hold([timed(f, [last])])).status).toBe(201);
    const clash = await hold([timed(f, [first, last])]);
    expect(clash.status).toBe(409);
    const free = f.bus.seatIds.length - 1;
    expect(clash.body.message).toMatch(
      new RegExp(`is already taken or held; ${free} seats available on this schedule\\.$`),
    );
  });

  it('answers 409 for a seat that does not exist on the bus', async () => {
    const res = await hold([timed(fx, [fx.bus.seatIds[0]!, 999_999])]);
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(
      /^Insufficient inventory: seat 999999 does not exist on this bus; \d seats? available/,
    );
  });

  const invalid: [string, () => unknown, string][] = [
    [
      'resource_id not positive',
      () => ({ ...timed(fx, [fx.bus.seatIds[0]!]), resource_id: 0 }),
      'tickets.0.resource_id',
    ],
    [
      'resource_id a UUID',
      () => ({ ...timed(fx, [fx.bus.seatIds[0]!]), resource_id: fx.regular.vip.id }),
      'tickets.0.resource_id',
    ],
    [
      'resource_id fractional',
      () => ({ ...timed(fx, [fx.bus.seatIds[0]!]), resource_id: 1.5 }),
      'tickets.0.resource_id',
    ],
    [
      'metadata missing',
      () => ({ ticket_type: 'bus', resource_id: fx.bus.timedId, quantity: 1 }),
      'tickets.0.metadata',
    ],
    [
      'schedule_type unknown',
      () => timed(fx, [fx.bus.seatIds[0]!], { schedule_type: 'express' }),
      'tickets.0.metadata.schedule_type',
    ],
    ['seat_ids empty', () => ({ ...timed(fx, []), quantity: 1 }), 'tickets.0.metadata.seat_ids'],
    [
      'seat_ids not integers',
      () => ({
        ...timed(fx, []),
        quantity: 1,
        metadata: {
          schedule_type: 'timed',
          schedule_timestamp: fx.bus.timedTimestamp,
          seat_ids: ['1A'],
        },
      }),
      'tickets.0.metadata.seat_ids.0',
    ],
    [
      'seat_ids repeated',
      () => timed(fx, [fx.bus.seatIds[0]!, fx.bus.seatIds[0]!]),
      'tickets.0.metadata.seat_ids',
    ],
    [
      'quantity not the seat count',
      () => ({ ...timed(fx, [fx.bus.seatIds[0]!]), quantity: 2 }),
      'tickets.0.quantity',
    ],
    [
      'timestamp in another format',
      () =>
        timed(fx, [fx.bus.seatIds[0]!], {
          schedule_timestamp: fx.bus.timedTimestamp.replace(' ', 'T'),
        }),
      'tickets.0.metadata.schedule_timestamp',
    ],
    [
      'timestamp missing',
      () => timed(fx, [fx.bus.seatIds[0]!], { schedule_timestamp: undefined }),
      'tickets.0.metadata.schedule_timestamp',
    ],
    [
      'timestamp not the departure',
      () =>
        timed(fx, [fx.bus.seatIds[0]!], {
          schedule_timestamp: fx.bus.timedTimestamp.replace(/\d\d$/, '45'),
        }),
      'tickets.0.metadata.schedule_timestamp',
    ],
    [
      'random metadata on a timed schedule',
      () => ({ ...random(fx, 1), resource_id: fx.bus.timedId }),
      'tickets.0.metadata.schedule_type',
    ],
    [
      'a departed schedule',
      () => ({
        ...timed(fx, [fx.bus.seatIds[0]!], { schedule_timestamp: fx.bus.departedTimestamp }),
        resource_id: fx.bus.departedId,
      }),
      'tickets.0.resource_id',
    ],
  ];
  it.each(invalid)('answers 422 for %s', async (_name, item, key) => {
    const res = await hold([item()]);
    expect(res.status).toBe(422);
    expect(res.body.errors[key], JSON.stringify(res.body.errors)).toEqual([expect.any(String)]);
  });

  it('answers 404 for an unknown schedule', async () => {
    const res = await hold([{ ...timed(fx, [fx.bus.seatIds[0]!]), resource_id: 987_654 }]);
    expect(res.status).toBe(404);
    expect(res.body.errors['tickets.0.resource_id']).toHaveLength(1);
  });
});

describe('bus holds: random schedules', () => {
  it('holds places up to the bus capacity and then says how many are left', async () => {
    const f = await insertFixtures(service.deps.database.db, service.clock.now());
    const res = await hold([random(f, 3)]);
    expect(res.status).toBe(201);
    expect(res.body.data.reservations[0]).toMatchObject({
      resource_id: String(f.bus.randomId),
      quantity: 3,
    });
    const short = await hold([random(f, 2)]);
    expect(short.status).toBe(409);
    expect(short.body.message).toBe(
      'Insufficient inventory: only 1 seat available on this schedule.',
    );
  });

  const invalid: [string, Record<string, unknown>, string][] = [
    ['another bus', { bus_id: 999 }, 'tickets.0.metadata.bus_id'],
    ['another route', { route_id: 999 }, 'tickets.0.metadata.route_id'],
    ['another date', { departure_date: '2099-01-01' }, 'tickets.0.metadata.departure_date'],
    ['a malformed date', { departure_date: '01-01-2099' }, 'tickets.0.metadata.departure_date'],
    ['bus_id missing', { bus_id: undefined }, 'tickets.0.metadata.bus_id'],
    ['route_id not an integer', { route_id: 'r1' }, 'tickets.0.metadata.route_id'],
  ];
  it.each(invalid)('answers 422 for %s', async (_name, extra, key) => {
    const res = await hold([random(fx, 1, extra)]);
    expect(res.status).toBe(422);
    expect(res.body.errors[key], JSON.stringify(res.body.errors)).toEqual([expect.any(String)]);
  });

  it('rolls back a mixed batch when the bus item fails', async () => {
    const f = await insertFixtures(service.deps.database.db, service.clock.now());
    const customer = newCustomer();
    const res = await hold(
      [{ ticket_type: 'entertainment', resource_id: f.regular.vip.id, quantity: 1 }, random(f, 5)],
      customer,
    );
    expect(res.status).toBe(409);
    const rows = await service.deps.database.db
      .selectFrom('holds')
      .select('id')
      .where('owner_email', '=', customer.email)
      .execute();
    expect(rows).toEqual([]);
  });
});
