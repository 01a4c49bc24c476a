// Purchases raced over real concurrent HTTP requests, the holds made and connections opened before
// each race. Each race opens with its negative control, on a service with exactly one guard turned
// off (race-guards.ts): without it the same race sells a hold or a merchant_reference twice. Where
// SQLite's single writer makes the guard redundant (`interleavingEngine`), the control says so and
// checks the race still comes out right there; the PostgreSQL run is what catches its loss.
import { describe, expect, it } from 'vitest';
import { insertFixtures } from '../fixtures';
import { type ServedTestService } from '../harness';
import { interleavingEngine, raceAll, statusCounts, warmUp } from '../races';
import { walletKobo } from '../reads';
import { buyBody, experienceItem, newCustomer } from '../requests';
import { engineUnderTest, httpRequest, TEST_MERCHANT_ID } from '../harness';
import { setUpRacingServices } from '../per-file';

const { safe, without } = setUpRacingServices([
  'active-status-condition',
  'unique-merchant-reference',
]);

const VIP_PRICE_KOBO = 1_050_000;
const HOLDS = 4;
const BUYERS = 6;

async function holdVip(s: ServedTestService, experienceCategory: string, customer = newCustomer()) {
  const res = await httpRequest(s.url, 'POST', '/api/v1/svc/validate', {
    body: { tickets: [experienceItem(experienceCategory, 1)], customer_info: customer },
  });
  expect(res.status).toBe(201);
  return { id: res.body.data.reservations[0].reservation_id as string, customer };
}

const transactionsFor = (
  s: ServedTestService,
  filter: { reservationId?: string; merchantReference?: string },
) => {
  let q = s.service.deps.database.db
    .selectFrom('transactions')
    .select(['reference', 'reservation_ids', 'merchant_reference']);
  if (filter.merchantReference) q = q.where('merchant_reference', '=', filter.merchantReference);
  if (filter.reservationId) q = q.where('reservation_ids', 'like', `%${filter.reservationId}%`);
  return q.execute();
};

/** HOLDS holds made first, then each bought by BUYERS requests at once. */
async function sameHoldRace(s: ServedTestService) {
  const f = await insertFixtures(s.service.deps.database.db, s.service.clock.now());
  const holds: Awaited<ReturnType<typeof holdVip>>[] = [];
  for (let i = 0; i < HOLDS; i += 1) holds.push(await holdVip(s, f.regular.vip.id));
  const before = await walletKobo(s.service.deps.database.db, TEST_MERCHANT_ID, 'staging');
  await warmUp(s);
  const replies = await raceAll(HOLDS * BUYERS, (i) => {
    const { id, customer } = holds[i % HOLDS]!;
    return httpRequest(s.url, 'POST', '/api/v1/svc/experience/buy/tickets', {
      body: buyBody({
        experienceId: f.regular.experienceId,
        reservationIds: [id],
        tickets: [{ id: f.regular.vip.id, count: 1 }],
        customer,
      }),
    });
  });
  const debited =
    before - (await walletKobo(s.service.deps.database.db, TEST_MERCHANT_ID, 'staging'));
  const soldPerHold = await Promise.all(
    holds.map(async ({ id }) => (await transactionsFor(s, { reservationId: id })).length),
  );
  return { counts: statusCounts(replies), soldPerHold, debited };
}

/** One merchant_reference raced on several holds of different customers. */
async function sameReferenceRace(s: ServedTestService, reference: string) {
  const f = await insertFixtures(s.service.deps.database.db, s.service.clock.now());
  const holds: Awaited<ReturnType<typeof holdVip>>[] = [];
  for (let i = 0; i < 4; i += 1) holds.push(await holdVip(s, f.regular.vip.id));
  const before = await walletKobo(s.service.deps.database.db, TEST_MERCHANT_ID, 'staging');
  await warmUp(s);
  const replies = await raceAll(holds.length, (i) =>
    httpRequest(s.url, 'POST', '/api/v1/svc/experience/buy/tickets', {
      body: buyBody({
        experienceId: f.regular.experienceId,
        reservationIds: [holds[i]!.id],
        tickets: [{ id: f.regular.vip.id, count: 1 }],
        customer: holds[i]!.customer,
        merchantReference: reference,
      }),
    }),
  );
  const debited =
    before - (await walletKobo(s.service.deps.database.db, TEST_MERCHANT_ID, 'staging'));
  return {
    replies,
    counts: statusCounts(replies),
    transactions: await transactionsFor(s, { merchantReference: reference }),
    debited,
  };
}

describe(`purchases under concurrency (${engineUnderTest})`, () => {
  it.runIf(interleavingEngine)(
    '(c) negative control: without the status condition a hold is sold several times',
    async () => {
      const { soldPerHold, debited } = await sameHoldRace(without['active-status-condition']);
      expect(Math.max(...soldPerHold)).toBeGreaterThan(1);
      expect(debited).toBeGreaterThan(HOLDS * VIP_PRICE_KOBO);
    },
  );

  it.skipIf(interleavingEngine)(
    '(c) on SQLite a buy cannot race without the status condition (it reads the holds in the same lone transaction); the PostgreSQL run catches its loss',
    async () => {
      const { soldPerHold, debited } = await sameHoldRace(without['active-status-condition']);
      expect(soldPerHold).toEqual(Array(HOLDS).fill(1));
      expect(debited).toBe(HOLDS * VIP_PRICE_KOBO);
    },
  );

  it('(c) a hold bought concurrently gives one purchase and one debit', async () => {
    const { counts, soldPerHold, debited } = await sameHoldRace(safe);
    expect(counts).toEqual({ 201: HOLDS, 404: HOLDS * (BUYERS - 1) });
    expect(soldPerHold).toEqual(Array(HOLDS).fill(1));
    expect(debited).toBe(HOLDS * VIP_PRICE_KOBO);
  });

  it.runIf(interleavingEngine)(
    '(d) negative control: without the unique index the reference is used twice',
    async () => {
      const { counts, transactions } = await sameReferenceRace(
        without['unique-merchant-reference'],
        'race-ref',
      );
      expect(counts[201]).toBeGreaterThan(1);
      expect(transactions.length).toBeGreaterThan(1);
    },
  );

  it.skipIf(interleavingEngine)(
    '(d) on SQLite the reference cannot race without the unique index (the lookup before the buy runs in the same lone transaction); the PostgreSQL run catches its loss',
    async () => {
      const { counts, transactions } = await sameReferenceRace(
        without['unique-merchant-reference'],
        'race-ref',
      );
      expect(counts).toEqual({ 201: 1, 409: 3 });
      expect(transactions).toHaveLength(1);
    },
  );

  it('(d) one merchant_reference raced on several holds gives one transaction', async () => {
    const { replies, counts, transactions, debited } = await sameReferenceRace(safe, 'race-ref');
    expect(counts).toEqual({ 201: 1, 409: 3 });
    expect(transactions).toHaveLength(1);
    expect(debited).toBe(VIP_PRICE_KOBO);
    for (const reply of replies.filter((r) => r.status === 409))
      expect(reply.body.data.reference).toBe(transactions[0]!.reference);
  });
});
