// What the tests read back from the database: tickets left in a pool, a wallet's balance, a hold's
// status, the number of transactions.
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { availableUnits, poolKeys } from '../domain/core/inventory';
import type { CategoryFixture } from './fixtures/catalogue-rows';
import type { TestService } from './harness';

/**
 * Tickets of a (regular event's) category left in one environment, as the catalogue reads them
 * (lapsed holds count as free), at `now` (the service's clock by default).
 */
export async function ticketsLeft(
  service: Pick<TestService, 'deps' | 'clock'>,
  category: CategoryFixture,
  environment: 'staging' | 'live' = 'staging',
  now = service.clock.now(),
) {
  const poolKey = poolKeys.ticketCategory(category.id);
  const pools = [{ poolKey, capacity: category.capacity }];
  return (
    (await availableUnits(service.deps.database.db, environment, pools, now)).get(poolKey) ?? 0
  );
}

/** The wallet balance of a merchant in one environment, kobo. */
export async function walletKobo(
  db: Kysely<DB>,
  merchantId: string,
  environment: 'staging' | 'live',
) {
  const row = await db
    .selectFrom('wallets')
    .select('balance_kobo')
    .where('merchant_id', '=', merchantId)
    .where('environment', '=', environment)
    .executeTakeFirstOrThrow();
  return Number(row.balance_kobo);
}

/** The status of a hold. */
export async function holdStatus(db: Kysely<DB>, id: string) {
  const row = await db
    .selectFrom('holds')
    .select('status')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.status;
}

/** How many transactions the database holds. */
export async function transactionCount(db: Kysely<DB>) {
  const row = await db
    .selectFrom('transactions')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
