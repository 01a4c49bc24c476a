// POST /api/v1/svc/bus/buy/tickets, the buys it refuses: invalid fields (400 with a reason),
// reservations that cannot be used (404), several schedules, a repeated merchant_reference (409).
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../clock';
import { addDays, lagosDate } from '../../domain/core/time';
import { busCalls } from '../../testing/bus-calls';
import { TEST_KEYS, TEST_MERCHANT_ID } from '../../testing/harness';
import { setUpTestService } from '../../testing/per-file';
import { walletKobo } from '../../testing/reads';
import { newCustomer } from '../../testing/requests';

const START = Date.parse('2030-03-11T05:00:00Z'); // 06:00 in Lagos
const day = (n: number) => addDays(lagosDate(START), n);
const BUY = '/api/v1/svc/bus/buy/tickets';

const service = setUpTestService({ clock: new ManualClock(START) });
const db = () => service.deps.database.db;
const { schedulesOf, seatMap, timedItem, holdFor, buy } = busCalls(service);

describe('POST /api/v1/svc/bus/buy/tickets: refusals', () => {
  it('answers 400 for missing fields or bad formats, with a reason', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [
        { customer_info: { name: 'A', email: 'a@example.com', phone_number: '08012345678' } },
        'reservation_ids',
      ],
      [
        {
          reservation_ids: ['nope'],
          customer_info: { name: 'A', email: 'a@example.com', phone_number: '08012345678' },
        },
        'reservation_ids.0',
      ],
      [
        {
          reservation_ids: [crypto.randomUUID()],
          customer_info: { email: 'a@example.com', phone_number: '08012345678' },
        },
        'customer_info.name',
      ],
      [
        {
          reservation_ids: [crypto.randomUUID()],
          customer_info: { name: 'A', email: 'a@example.com', phone_number: '+234 801' },
        },
        'customer_info.phone_number',
      ],
      [
        {
          reservation_ids: [crypto.randomUUID()],
          customer_info: { name: 'A', email: 'nope', phone_number: '08012345678' },
        },
        'customer_info.email',
      ],
    ];
    for (const [body, key] of cases) {
      const res = await service.request('POST', BUY, { body });
      expect(res.status, key).toBe(400);
      expect(res.body.errors[key], JSON.stringify(res.body)).toBeDefined();
      expect(typeof res.body.reason).toBe('string');
    }
    const malformed = await service.request('POST', BUY, { body: '{"reservation_ids": [' });
    expect(malformed.status).toBe(400);
  });

  it('answers 404 for unknown, foreign, released, expired, converted or other-environment reservations', async () => {
    const [, second] = await schedulesOf(day(3));
    const seats = await seatMap(second!.id);
    const notFound = async (ids: string[], customer: object, key?: string) => {
      const res = await buy(ids, customer, {}, key);
      expect(res.status, JSON.stringify(res.body)).toBe(404);
      expect(res.body.message).toBe(
        'One or more reservations were not found or have already been used',
      );
    };
    const owner = newCustomer();
    await notFound([crypto.randomUUID()], owner);
    const { ids } = await holdFor([timedItem(second!, [seats[0]!.id])], owner);
    await notFound(ids, newCustomer()); // not the owner
    await notFound(ids, owner, TEST_KEYS.live); // another environment
    await notFound(ids, owner, TEST_KEYS.otherStaging); // another merchant
    service.clock.advance(180_000); // lapsed
    await notFound(ids, owner);
    service.clock.set(START);
    const fresh = await holdFor([timedItem(second!, [seats[1]!.id])]);
    expect(
      (
        await service.request('DELETE', `/api/v1/svc/validate/${fresh.ids[0]}`, {
          body: { customer_info: fresh.customer },
        })
      ).status,
    ).toBe(200);
    await notFound(fresh.ids, fresh.customer); // released
    const bought = await holdFor([timedItem(second!, [seats[2]!.id])]);
    expect((await buy(bought.ids, bought.customer)).status).toBe(201);
    await notFound(bought.ids, bought.customer); // converted
  });

  it('refuses reservations of several schedules, and a repeated merchant_reference with 409', async () => {
    const [a, b] = await schedulesOf(day(4));
    const customer = newCustomer();
    const first = await holdFor([timedItem(a!, [(await seatMap(a!.id))[0]!.id])], customer);
    const second = await holdFor([timedItem(b!, [(await seatMap(b!.id))[0]!.id])], customer);
    const mixed = await buy([...first.ids, ...second.ids], customer);
    expect(mixed.status).toBe(404);
    expect(mixed.body.reason).toMatch(/same schedule/);

    const done = await buy(first.ids, customer, { merchant_reference: 'bus-dup' });
    expect(done.status).toBe(201);
    const before = await walletKobo(db(), TEST_MERCHANT_ID, 'staging');
    const again = await buy(second.ids, customer, { merchant_reference: 'bus-dup' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      data: { reference: done.body.data.reference },
      errors: { merchant_reference: [expect.any(String)] },
    });
    expect(await walletKobo(db(), TEST_MERCHANT_ID, 'staging')).toBe(before);
    const hold = await db()
      .selectFrom('holds')
      .select('status')
      .where('id', '=', second.ids[0]!)
      .executeTakeFirstOrThrow();
    expect(hold.status).toBe('active');
  });
});
