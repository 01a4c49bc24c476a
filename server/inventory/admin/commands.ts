// Operator commands behind `npm run inventory:admin`: list merchants (key hints, wallets, hold TTL),
// top up a wallet, set a merchant's hold TTL, put an event on sale. Keys are stored hashed: only hints are ever shown.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/connect';
import type { DB, Environment } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { koboFromNaira, nairaFromKobo } from '../domain/core/money';
import { ENVIRONMENTS } from '../domain/core/merchants';

export class AdminError extends Error {}

export interface MerchantSummary {
  id: string;
  name: string;
  /** null: the service default (HOLD_TTL_SECONDS) */
  holdTtlSeconds: number | null;
  keyHints: Record<Environment, string[]>;
  /** Naira */
  wallets: Record<Environment, number | null>;
}

export async function listMerchants(db: Kysely<DB>): Promise<MerchantSummary[]> {
  const [merchants, keys, wallets] = await Promise.all([
    db
      .selectFrom('merchants')
      .select(['id', 'name', 'hold_ttl_seconds'])
      .orderBy('created_at')
      .orderBy('name')
      .execute(),
    db
      .selectFrom('api_keys')
      .select(['merchant_id', 'environment', 'key_hint'])
      .orderBy('created_at')
      .execute(),
    db.selectFrom('wallets').select(['merchant_id', 'environment', 'balance_kobo']).execute(),
  ]);
  return merchants.map((m) => ({
    id: m.id,
    name: m.name,
    holdTtlSeconds: m.hold_ttl_seconds,
    keyHints: Object.fromEntries(
      ENVIRONMENTS.map((env) => [
        env,
        keys.filter((k) => k.merchant_id === m.id && k.environment === env).map((k) => k.key_hint),
      ]),
    ) as Record<Environment, string[]>,
    wallets: Object.fromEntries(
      ENVIRONMENTS.map((env) => {
        const wallet = wallets.find((w) => w.merchant_id === m.id && w.environment === env);
        return [env, wallet ? nairaFromKobo(wallet.balance_kobo) : null];
      }),
    ) as Record<Environment, number | null>,
  }));
}

/** Adds to a wallet with one conditional update and records the entry, in one transaction. */
export async function topUpWallet(
  database: Database,
  input: { merchantId: string; environment: Environment; amountNaira: number; now: number },
): Promise<{ balanceNaira: number }> {
  const amountKobo = koboFromNaira(input.amountNaira);
  if (!Number.isFinite(input.amountNaira) || amountKobo <= 0 || amountKobo > 1_000_000_000_00) {
    throw new AdminError('The amount must be a positive number of Naira, at most 1,000,000,000.');
  }
  return inTransaction(database, async (tx) => {
    const updated = await tx
      .updateTable('wallets')
      .set((eb) => ({ balance_kobo: eb('balance_kobo', '+', amountKobo), updated_at: input.now }))
      .where('merchant_id', '=', input.merchantId)
      .where('environment', '=', input.environment)
      .returning('balance_kobo')
      .executeTakeFirst();
    if (!updated)
      throw new AdminError(`No ${input.environment} wallet for merchant ${input.merchantId}.`);
    await tx
      .insertInto('wallet_entries')
      .values({
        merchant_id: input.merchantId,
        environment: input.environment,
        amount_kobo: amountKobo,
        balance_after_kobo: updated.balance_kobo,
        transaction_id: null,
        note: 'operator top-up',
        created_at: input.now,
      })
      .execute();
    return { balanceNaira: nairaFromKobo(updated.balance_kobo) };
  });
}

/** Sets (or with null clears) a merchant's own hold time-to-live. */
export async function setHoldTtl(
  db: Kysely<DB>,
  merchantId: string,
  seconds: number | null,
): Promise<void> {
  if (seconds !== null && (!Number.isInteger(seconds) || seconds < 1 || seconds > 86_400)) {
    throw new AdminError(
      'The hold TTL must be a whole number of seconds from 1 to 86400, or "default".',
    );
  }
  const result = await db
    .updateTable('merchants')
    .set({ hold_ttl_seconds: seconds })
    .where('id', '=', merchantId)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw new AdminError(`No merchant ${merchantId}.`);
}

export interface NewEvent {
  title: string;
  /** Tickets of the event's one category. */
  tickets: number;
  priceNaira: number;
  /** When the event starts, ms since the epoch. */
  startAt: number;
  now: number;
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * Puts an event on sale with one ticket category of `tickets` tickets, under the catalogue's first entertainment
 * organiser and category (an on-sale's rehearsal on a fresh database). Returns the new ids.
 */
export async function addEvent(
  database: Database,
  input: NewEvent,
): Promise<{ experienceId: string; ticketCategoryId: string }> {
  const title = input.title.trim();
  if (title.length < 1 || title.length > 120)
    throw new AdminError('The title must be 1 to 120 characters.');
  if (!Number.isInteger(input.tickets) || input.tickets < 1 || input.tickets > 1_000_000) {
    throw new AdminError('The number of tickets must be a whole number from 1 to 1,000,000.');
  }
  if (!Number.isFinite(input.priceNaira) || input.priceNaira < 0 || input.priceNaira > 10_000_000) {
    throw new AdminError('The price must be from 0 to 10,000,000 Naira.');
  }
  if (!Number.isFinite(input.startAt) || input.startAt <= input.now)
    throw new AdminError('The event must start in the future.');
  const [business, category] = await Promise.all([
    database.db
      .selectFrom('businesses')
      .select('id')
      .where('type', '=', 'entertainment')
      .where('cinema', '=', 0)
      .orderBy('created_at')
      .limit(1)
      .executeTakeFirst(),
    database.db.selectFrom('categories').select('id').orderBy('name').limit(1).executeTakeFirst(),
  ]);
  if (!business || !category)
    throw new AdminError(
      'The catalogue has no entertainment organiser or category yet (start the service once to seed it).',
    );
  const ids = { experienceId: randomUUID(), ticketCategoryId: randomUUID() };
  await inTransaction(database, async (tx) => {
    await tx
      .insertInto('experiences')
      .values({
        id: ids.experienceId,
        business_id: business.id,
        category_id: category.id,
        title,
        description: `${title}.`,
        start_at: input.startAt,
        end_at: input.startAt + 4 * HOUR_MS,
        created_at: input.now,
        featured: 0,
        cinema: 0,
        street: 'Eko Convention Centre, Adeola Hopewell Street',
        town: 'Victoria Island',
        city: 'Lagos',
        country: 'Nigeria',
        images: '[]',
        showing: null,
        shared_times: 1,
        shared_tickets: 1,
        per_day_times: 0,
        specific_dates: '[]',
      })
      .execute();
    await tx
      .insertInto('ticket_categories')
      .values({
        id: ids.ticketCategoryId,
        experience_id: ids.experienceId,
        location_id: null,
        title: 'Regular',
        ticket_price_kobo: koboFromNaira(input.priceNaira),
        convenience_fee_kobo: 0,
        commission_kobo: 0,
        capacity: input.tickets,
        sort: 0,
      })
      .execute();
  });
  return ids;
}
