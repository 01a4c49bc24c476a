// Purchases raced over real concurrent HTTP requests. Each race opens with its negative control
// (`unsafeDisableLocks`, and the unique index dropped where the index is the guard): without the
// guard the same race sells a hold or a merchant_reference twice.
import { describe, expect, it } from 'vitest';
import { insertFixtures } from '../fixtures';
import { type ServedTestService } from '../harness';
import { raceAll, statusCounts } from '../races';
import { walletKobo } from '../reads';
import { buyBody, experienceItem, newCustomer } from '../requests';
import { engineUnderTest, httpRequest, TEST_MERCHANT_ID } from '../harness';
import { setUpRacingServices } from '../per-file';

const { safe, unsafe } = setUpRacingServices();

const VIP_PRICE_KOBO = 1_050_000;

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

/** N concurrent buys of one hold. */
async function sameHoldRace(s: ServedTestService) {
  const f = await insertFixtures(s.service.deps.database.db, s.service.clock.now());
  const { id, customer } = await holdVip(s, f.regular.vip.id);
  const before = await walletKobo(s.service.deps.database.db, TEST_MERCHANT_ID, 'staging');
  const body = buyBody({
    experienceId: f.regular.experienceId,
    reservationIds: [id],
    tickets: [{ id: f.regular.vip.id, count: 1 }],
    customer,
  });
  const replies = await raceAll(6, () =>
    httpRequest(s.url, 'POST', '/api/v1/svc/experience/buy/tickets', { body }),
  );
  const debited =
    before - (await walletKobo(s.service.deps.database.db, TEST_MERCHANT_ID, 'staging'));
  return {
    counts: statusCounts(replies),
    transactions: await transactionsFor(s, { reservationId: id }),
    debited,
  };
}

/** One merchant_reference raced on several holds of different customers. */
async function sameReferenceRace(s: ServedTestService, reference: string) {
  const f = await insertFixtures(s.service.deps.database.db, s.service.clock.now());
  const holds: Awaited<ReturnType<typeof holdVip>>[] = [];
  for (let i = 0; i < 4; i += 1) holds.push(await holdVip(s, f.regular.vip.id));
  const before = await walletKobo(s.service.deps.database.db, TEST_MERCHANT_ID, 'staging');
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
  it('(c) negative control: without the lock the hold is sold several times', async () => {
    const { counts, transactions, debited } = await sameHoldRace(unsafe);
    expect(counts[201]).toBeGreaterThan(1);
    expect(transactions.length).toBeGreaterThan(1);
    expect(debited).toBeGreaterThan(VIP_PRICE_KOBO);
  });

  it('(c) one hold bought concurrently gives one purchase and one debit', async () => {
    const { counts, transactions, debited } = await sameHoldRace(safe);
    expect(counts).toEqual({ 201: 1, 404: 5 });
    expect(transactions).toHaveLength(1);
    expect(debited).toBe(VIP_PRICE_KOBO);
  });

  it('(d) negative control: without the lock and the unique index the reference is used twice', async () => {
    await unsafe.service.deps.database.db.schema
      .dropIndex('transactions_merchant_reference')
      .ifExists()
      .execute();
    const { counts, transactions } = await sameReferenceRace(unsafe, 'race-ref');
    expect(counts[201]).toBeGreaterThan(1);
    expect(transactions.length).toBeGreaterThan(1);
  });

  it('(d) one merchant_reference raced on several holds gives one transaction', async () => {
    const { replies, counts, transactions, debited } = await sameReferenceRace(safe, 'race-ref');
    expect(counts).toEqual({ 201: 1, 409: 3 });
    expect(transactions).toHaveLength(1);
    expect(debited).toBe(VIP_PRICE_KOBO);
    for (const reply of replies.filter((r) => r.status === 409))
      expect(reply.body.data.reference).toBe(transactions[0]!.reference);
  });
});
