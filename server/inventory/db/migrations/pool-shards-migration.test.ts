// Migration 0002 on a database with data: pools and allocations of the one-counter layout become
// shard 0 of the sharded one, nothing lost, and holds keep working on them.
import { Migrator, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing/harness';
import { migrateToLatest } from '../migrate';
import { initialMigration } from './0001-initial';

let test: TestDatabase;

beforeAll(async () => {
  test = await createTestDatabase();
});

afterAll(() => test.drop());

describe('migration 0002-pool-shards', () => {
  it('keeps every pool and allocation, as shard 0 with the pool’s capacity', async () => {
    const { database } = test;
    const db = database.db;
    const first = new Migrator({
      db,
      provider: {
        getMigrations: async () => ({ '0001-initial': initialMigration(database.engine) }),
      },
    });
    expect((await first.migrateToLatest()).error).toBeUndefined();
    // Rows as the one-counter layout had them (its columns only, written as plain SQL values).
    const old = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
    await old
      .insertInto('merchants')
      .values({ id: 'm1', name: 'M', hold_ttl_seconds: null, created_at: 1 })
      .execute();
    await old
      .insertInto('inventory_pools')
      .values([
        { environment: 'staging', pool_key: 'tc:a', capacity: 10, used: 3 },
        { environment: 'live', pool_key: 'tc:a', capacity: 10, used: 0 },
      ])
      .execute();
    await old
      .insertInto('holds')
      .values({
        id: 'h1',
        merchant_id: 'm1',
        environment: 'staging',
        ticket_type: 'entertainment',
        resource_id: 'a',
        quantity: 3,
        metadata: '{}',
        owner_email: 'a@example.com',
        owner_phone: null,
        status: 'active',
        fingerprint: 'f1',
        medium: 'Web',
        created_at: 1,
        expires_at: 2,
        updated_at: 1,
        transaction_id: null,
      })
      .execute();
    await old
      .insertInto('hold_allocations')
      .values({
        hold_id: 'h1',
        environment: 'staging',
        pool_key: 'tc:a',
        quantity: 3,
        expires_at: 2,
      })
      .execute();

    await migrateToLatest(database);

    const pools = await db
      .selectFrom('inventory_pools')
      .select(['environment', 'pool_key', 'shard', 'capacity', 'used', 'pool_capacity'])
      .orderBy('environment')
      .execute();
    expect(pools).toEqual([
      { environment: 'live', pool_key: 'tc:a', shard: 0, capacity: 10, used: 0, pool_capacity: 10 },
      {
        environment: 'staging',
        pool_key: 'tc:a',
        shard: 0,
        capacity: 10,
        used: 3,
        pool_capacity: 10,
      },
    ]);
    const allocations = await db.selectFrom('hold_allocations').selectAll().execute();
    expect(allocations.map((a) => ({ ...a, expires_at: Number(a.expires_at) }))).toEqual([
      {
        hold_id: 'h1',
        environment: 'staging',
        pool_key: 'tc:a',
        shard: 0,
        quantity: 3,
        expires_at: 2,
      },
    ]);
    // A second shard of the same pool is a new row now (the key includes the shard).
    await db
      .insertInto('inventory_pools')
      .values({
        environment: 'staging',
        pool_key: 'tc:a',
        shard: 1,
        capacity: 0,
        used: 0,
        pool_capacity: 10,
      })
      .execute();
    expect(await db.selectFrom('inventory_pools').select('shard').execute()).toHaveLength(3);
  });
});
