// Merchants, their per-environment API keys (stored hashed) and wallets.
import { createHash, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { compiled } from '../../db/compiled-query';
import type { DB, Environment } from '../../db/schema';

export const ENVIRONMENTS: readonly Environment[] = ['staging', 'live'];

export function hashKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

export function keyHint(key: string): string {
  return key.length <= 8 ? '****' : `${key.slice(0, 4)}…${key.slice(-4)}`;
}

export interface KeyOwner {
  merchantId: string;
  merchantName: string;
  environment: Environment;
  holdTtlSeconds: number | null;
}

const keyOwner = compiled<{ keyHash: string }>()((db, p) =>
  db
    .selectFrom('api_keys')
    .innerJoin('merchants', 'merchants.id', 'api_keys.merchant_id')
    .select([
      'merchants.id',
      'merchants.name',
      'api_keys.environment',
      'merchants.hold_ttl_seconds',
    ])
    .where('api_keys.key_hash', '=', p.keyHash),
);

export async function findKeyOwner(db: Kysely<DB>, key: string): Promise<KeyOwner | undefined> {
  const row = await keyOwner.first(db, { keyHash: hashKey(key) });
  if (!row) return undefined;
  return {
    merchantId: row.id,
    merchantName: row.name,
    environment: row.environment,
    holdTtlSeconds: row.hold_ttl_seconds,
  };
}

export interface MerchantSpec {
  id: string;
  name: string;
  keys: Record<Environment, string>;
  /** opening balance of each wallet, kobo */
  openingBalanceKobo: number;
  holdTtlSeconds?: number | null;
}

/** Creates the merchant, its wallets and keys if missing; keys given here are (re)attached to it. */
export async function ensureMerchant(
  db: Kysely<DB>,
  spec: MerchantSpec,
  now: number,
): Promise<void> {
  await db
    .insertInto('merchants')
    .values({
      id: spec.id,
      name: spec.name,
      hold_ttl_seconds: spec.holdTtlSeconds ?? null,
      created_at: now,
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  for (const environment of ENVIRONMENTS) {
    const inserted = await db
      .insertInto('wallets')
      .values({
        merchant_id: spec.id,
        environment,
        balance_kobo: spec.openingBalanceKobo,
        updated_at: now,
      })
      .onConflict((oc) => oc.columns(['merchant_id', 'environment']).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) {
      await db
        .insertInto('wallet_entries')
        .values({
          merchant_id: spec.id,
          environment,
          amount_kobo: spec.openingBalanceKobo,
          balance_after_kobo: spec.openingBalanceKobo,
          transaction_id: null,
          note: 'opening balance',
          created_at: now,
        })
        .execute();
    }
    const key = spec.keys[environment];
    await db
      .insertInto('api_keys')
      .values({
        id: randomUUID(),
        merchant_id: spec.id,
        environment,
        key_hash: hashKey(key),
        key_hint: keyHint(key),
        created_at: now,
      })
      .onConflict((oc) => oc.column('key_hash').doUpdateSet({ merchant_id: spec.id, environment }))
      .execute();
  }
}
