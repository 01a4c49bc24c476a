// POST /api/v1/svc/bus/buy/tickets, the buys that go through: seats of a timed schedule, places on
// a random one; the wallet (402) and the environments.
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../clock';
import { addDays, lagosDate } from '../../domain/core/time';
import { SEED_ROUTE_IDS, BUS_OPERATORS } from '../../seed/bus-data';
import { busCalls } from '../../testing/bus-calls';
import { TEST_KEYS, TEST_MERCHANT_ID } from '../../testing/harness';
import { setUpTestService } from '../../testing/per-file';
import { walletKobo } from '../../testing/reads';
import { newCustomer } from '../../testing/requests';

const START = Date.parse('2030-03-11T05:00:00Z'); // 06:00 in Lagos
const day = (n: number) => addDays(lagosDate(START), n);

const service = setUpTestService({ clock: new ManualClock(START) });
const db = () => service.deps.database.db;
const { schedulesOf, seatMap, timedItem, randomItem, holdFor, buy } = busCalls(service);

describe('POST /api/v1/svc/bus/buy/tickets', () => {
  it('buys held seats of a timed schedule: seat numbers, schedule, one ticket per seat, wallet debited, seats sold', async () => {
    const [timed] = await schedulesOf(day(1));
    const seats = await seatMap(timed!.id);
    const { ids, customer } = await holdFor([timedItem(timed!, [seats[3]!.id, seats[1]!.id])]);
    const before = await walletKobo(db(), TEST_MERCHANT_ID, 'staging');
    const res = await buy(ids, customer, { merchant_reference: 'bus-order-1' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const data = res.body.data;
    expect(data).toMatchObject({
      reference: expect.stringMatching(/^TXN-/),
      invoice_id: expect.any(Number),
      name: 'Chidi Okeke',
      email: customer.email,
      phone_number: customer.phone_number,
      merchant_reference: 'bus-order-1',
      seats: [seats[1]!.seat_number, seats[3]!.seat_number],
      schedule: {
        schedule_id: timed!.id,
        schedule_type: 'timed',
        departure: timed!.departure,
        departure_at: `${timed!.departure!.replace(' ', 'T')}:00+01:00`,
        departure_date: day(1),
        route: {
          id: SEED_ROUTE_IDS.lagosIbadan,
          origin: { city: 'Lagos' },
          destination: { city: 'Ibadan' },
        },
        operator: { id: BUS_OPERATORS.oduduwa, name: 'Oduduwa Travels' },
        seats: [seats[1]!.seat_number, seats[3]!.seat_number],
      },
    });
    expect(data.tickets).toHaveLength(2);
    expect(new Set(data.tickets.map((t: { id: string }) => t.id)).size).toBe(2);
    expect(
      data.tickets.map((t: { seat_number: string; price: number }) => [t.seat_number, t.price]),
    ).toEqual([
      [seats[1]!.seat_number, timed!.price],
      [seats[3]!.seat_number, timed!.price],
    ]);
    expect(await walletKobo(db(), TEST_MERCHANT_ID, 'staging')).toBe(
      before - Math.round(timed!.price * 200),
    );
    const after = await seatMap(timed!.id);
    expect([after[1]!.state, after[3]!.state, after[0]!.state]).toEqual([
      'sold',
      'sold',
      'available',
    ]);
    service.clock.advance(3_600_000); // sold seats stay sold after any TTL
    expect((await seatMap(timed!.id))[1]!.state).toBe('sold');
    expect((await seatMap(timed!.id, TEST_KEYS.live))[1]!.state).toBe('available');
    service.clock.set(START);

    const lookup = await service.request(
      'GET',
      '/api/v1/svc/transaction?merchant_reference=bus-order-1',
    );
    expect(lookup.status).toBe(200);
    const record = lookup.body.data;
    expect(record).toMatchObject({
      reference: data.reference,
      kind: 'bus',
      environment: 'staging',
      medium: 'Mobile',
      amount: timed!.price * 2,
      trip: data.schedule,
      reservation_ids: ids,
    });
    expect(
      record.breakdown.ticket_price +
        record.breakdown.convenience_fee +
        record.breakdown.merchant_commission,
    ).toBeCloseTo(record.amount, 2);
    expect(
      record.items.map((i: { code: string; type: string; seat_number: string }) => [
        i.code,
        i.type,
        i.seat_number,
      ]),
    ).toEqual(
      data.tickets.map((t: { id: string; seat_number: string }) => [t.id, 'seat', t.seat_number]),
    );
    const byReference = await service.request('GET', `/v2/svc/transactions/${data.reference}`);
    expect(byReference.body.data).toEqual(record);
  });

  it('buys places on a random schedule: one ticket per passenger, no seat numbers', async () => {
    const random = (await schedulesOf(day(2))).find((s) => s.schedule_type === 'random')!;
    const { ids, customer } = await holdFor([randomItem(random, 3)]);
    const res = await buy(ids, {
      phone_number: customer.phone_number,
      email: 'someone.else@example.com',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({
      seats: [],
      schedule: {
        schedule_id: random.id,
        schedule_type: 'random',
        departure: null,
        departure_date: day(2),
        seats: [],
      },
    });
    expect(res.body.data.tickets).toHaveLength(3);
    expect(
      res.body.data.tickets.every(
        (t: { seat_number: null; price: number }) =>
          t.seat_number === null && t.price === random.price,
      ),
    ).toBe(true);
    const left = (await schedulesOf(day(2))).find((s) => s.id === random.id)!;
    expect(left.seats_available).toBe(random.seats_available - 3);
  });

  it('answers 402 when the wallet cannot pay: nothing recorded, holds stay active, the live wallet untouched', async () => {
    const [, , third] = await schedulesOf(day(5));
    const { ids, customer } = await holdFor([
      timedItem(third!, [(await seatMap(third!.id))[0]!.id]),
    ]);
    const live = await walletKobo(db(), TEST_MERCHANT_ID, 'live');
    const balance = await walletKobo(db(), TEST_MERCHANT_ID, 'staging');
    await db()
      .updateTable('wallets')
      .set({ balance_kobo: 100 })
      .where('merchant_id', '=', TEST_MERCHANT_ID)
      .where('environment', '=', 'staging')
      .execute();
    const res = await buy(ids, customer, { merchant_reference: 'bus-broke' });
    expect(res.status).toBe(402);
    expect(
      (await service.request('GET', '/api/v1/svc/transaction?merchant_reference=bus-broke')).status,
    ).toBe(404);
    await db()
      .updateTable('wallets')
      .set({ balance_kobo: balance })
      .where('merchant_id', '=', TEST_MERCHANT_ID)
      .where('environment', '=', 'staging')
      .execute();
    expect((await buy(ids, customer, { merchant_reference: 'bus-broke' })).status).toBe(201);
    expect(await walletKobo(db(), TEST_MERCHANT_ID, 'live')).toBe(live);
  });

  it('keeps environments apart: a live purchase debits the live wallet and only live seats', async () => {
    const [timed] = await schedulesOf(day(6), SEED_ROUTE_IDS.lagosIbadan, TEST_KEYS.live);
    const seat = (await seatMap(timed!.id, TEST_KEYS.live))[5]!;
    const staging = await walletKobo(db(), TEST_MERCHANT_ID, 'staging');
    const { ids, customer } = await holdFor(
      [timedItem(timed!, [seat.id])],
      newCustomer(),
      TEST_KEYS.live,
    );
    const res = await buy(
      ids,
      customer,
      { merchant_reference: 'same-ref-both-envs' },
      TEST_KEYS.live,
    );
    expect(res.status).toBe(201);
    expect((await seatMap(timed!.id, TEST_KEYS.live))[5]!.state).toBe('sold');
    expect((await seatMap(timed!.id))[5]!.state).toBe('available');
    expect(await walletKobo(db(), TEST_MERCHANT_ID, 'staging')).toBe(staging);
    expect(
      (
        await service.request(
          'GET',
          '/api/v1/svc/transaction?merchant_reference=same-ref-both-envs',
        )
      ).status,
    ).toBe(404);
    const record = await service.request(
      'GET',
      '/api/v1/svc/transaction?merchant_reference=same-ref-both-envs',
      { key: TEST_KEYS.live },
    );
    expect(record.body.data).toMatchObject({ environment: 'live', kind: 'bus' });
  });
});
