// The hand-on: when tickets come back on a list's thing, the next people in order get a turn each, as many as there
// are tickets (the sum of the quantities offered never above what is left minus the offers still outstanding).
// Turns not used in time lapse and their tickets pass to the next. It runs under the list row's lock (PostgreSQL
// `for update`; on SQLite one write transaction), so two storefront instances never offer the same tickets twice.
import 'server-only';
import { PostgresAdapter, type Transaction } from 'kysely';
import type { StoreDatabase } from '@/server/store-db/connect';
import type { StoreDB } from '@/server/store-db/schema';
import { newToken, type Entry } from './store';

export interface HandOnResult {
  /** The entries given a turn by this call (with their turn token), in order. */
  offered: Entry[];
  /** Turns that ran out unused, closed by this call. */
  lapsed: number;
}

const isPostgres = (db: Transaction<StoreDB>) =>
  db.getExecutor().adapter instanceof PostgresAdapter;

/** Takes the list's lock: PostgreSQL locks the row; SQLite takes the write lock with a first (empty) write. */
async function lockList(trx: Transaction<StoreDB>, key: string): Promise<boolean> {
  if (isPostgres(trx))
    return (
      (await trx
        .selectFrom('waiting_lists')
        .select('key')
        .where('key', '=', key)
        .forUpdate()
        .executeTakeFirst()) !== undefined
    );
  const touched = await trx
    .updateTable('waiting_lists')
    .set((eb) => ({ offered: eb.ref('offered') }))
    .where('key', '=', key)
    .executeTakeFirst();
  return Number(touched.numUpdatedRows) > 0;
}

/** How many each of the next entries is offered: its count, or what is left of the free tickets for the last. */
export function turnsFor(
  waiting: readonly Pick<Entry, 'id' | 'quantity'>[],
  free: number,
): { id: string; quantity: number }[] {
  const turns: { id: string; quantity: number }[] = [];
  let left = free;
  for (const entry of waiting) {
    if (left <= 0) break;
    const quantity = Math.min(entry.quantity, left);
    turns.push({ id: entry.id, quantity });
    left -= quantity;
  }
  return turns;
}

/**
 * Hands the list on with `available` tickets of its thing left now (the service's figure): lapses turns that ran
 * out, then offers the free tickets to the next people waiting, each for `turnMs`.
 */
export async function handOn(
  db: StoreDatabase,
  key: string,
  available: number,
  now: number,
  turnMs: number,
): Promise<HandOnResult> {
  return db.transaction().execute(async (trx) => {
    if (!(await lockList(trx, key))) return { offered: [], lapsed: 0 };
    const lapsed = await trx
      .updateTable('waiting_list_entries')
      .set({ status: 'lapsed', updated_at: now })
      .where('list_key', '=', key)
      .where('status', '=', 'offered')
      .where('offer_ends_at', '<=', now)
      .executeTakeFirst();
    const kept = await trx
      .selectFrom('waiting_list_entries')
      .select((eb) => eb.fn.sum<number | string | null>('offered_quantity').as('kept'))
      .where('list_key', '=', key)
      .where('status', '=', 'offered')
      .executeTakeFirst();
    const free = available - Number(kept?.kept ?? 0);
    if (free <= 0) return { offered: [], lapsed: Number(lapsed.numUpdatedRows) };
    const waiting = await trx
      .selectFrom('waiting_list_entries')
      .selectAll()
      .where('list_key', '=', key)
      .where('status', '=', 'waiting')
      .orderBy('joined_at')
      .orderBy('id')
      .limit(Math.min(free, 1_000))
      .execute();
    const offered: Entry[] = [];
    const endsAt = now + turnMs;
    for (const turn of turnsFor(waiting, free)) {
      const values = {
        status: 'offered' as const,
        turn_token: newToken(),
        offered_at: now,
        offer_ends_at: endsAt,
        offered_quantity: turn.quantity,
        updated_at: now,
      };
      // Conditional: an entry that left meanwhile is not offered.
      const claimed = await trx
        .updateTable('waiting_list_entries')
        .set(values)
        .where('id', '=', turn.id)
        .where('status', '=', 'waiting')
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) > 0)
        offered.push({ ...waiting.find((entry) => entry.id === turn.id)!, ...values });
    }
    if (offered.length > 0) {
      await trx
        .updateTable('waiting_lists')
        .set((eb) => ({ offered: eb('offered', '+', offered.length), updated_at: now }))
        .where('key', '=', key)
        .execute();
    }
    return { offered, lapsed: Number(lapsed.numUpdatedRows) };
  });
}
