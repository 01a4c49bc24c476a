// Pools split into counter shards: a pool's capacity is shared among several rows (`shard`), so
// concurrent holds of one popular pool update different rows instead of queueing on one. Each
// allocation names the shard it counts on. Existing pools become shard 0 with their whole
// capacity (claims re-split them, see inventory.ts); existing allocations count on shard 0.
import { sql, type Kysely, type Migration } from 'kysely';
import type { Engine } from '../connect';

export function poolShardsMigration(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (engine === 'postgres') {
        await sql`alter table inventory_pools add column shard integer not null default 0`.execute(
          db,
        );
        await sql`alter table inventory_pools add column pool_capacity integer`.execute(db);
        await sql`update inventory_pools set pool_capacity = capacity`.execute(db);
        await sql`alter table inventory_pools drop constraint inventory_pools_pk`.execute(db);
        await sql`alter table inventory_pools add constraint inventory_pools_pk
          primary key (environment, pool_key, shard)`.execute(db);
        await sql`alter table hold_allocations add column shard integer not null default 0`.execute(
          db,
        );
        await sql`alter table hold_allocations drop constraint hold_allocations_pk`.execute(db);
        await sql`alter table hold_allocations add constraint hold_allocations_pk
          primary key (hold_id, pool_key, shard)`.execute(db);
        return;
      }
      // SQLite cannot change a primary key: each table is rebuilt and its rows copied.
      await db.schema
        .createTable('inventory_pools_sharded')
        .addColumn('environment', 'text', (c) => c.notNull())
        .addColumn('pool_key', 'text', (c) => c.notNull())
        .addColumn('shard', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('capacity', 'integer', (c) => c.notNull())
        .addColumn('used', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('pool_capacity', 'integer')
        .addPrimaryKeyConstraint('inventory_pools_pk', ['environment', 'pool_key', 'shard'])
        .addCheckConstraint('inventory_pools_used_range', sql`used >= 0`)
        .execute();
      await sql`insert into inventory_pools_sharded
        (environment, pool_key, shard, capacity, used, pool_capacity)
        select environment, pool_key, 0, capacity, used, capacity from inventory_pools`.execute(db);
      await db.schema.dropTable('inventory_pools').execute();
      await sql`alter table inventory_pools_sharded rename to inventory_pools`.execute(db);

      await db.schema
        .createTable('hold_allocations_sharded')
        .addColumn('hold_id', 'text', (c) => c.notNull().references('holds.id'))
        .addColumn('environment', 'text', (c) => c.notNull())
        .addColumn('pool_key', 'text', (c) => c.notNull())
        .addColumn('shard', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('quantity', 'integer', (c) => c.notNull())
        .addColumn('expires_at', 'bigint')
        .addPrimaryKeyConstraint('hold_allocations_pk', ['hold_id', 'pool_key', 'shard'])
        .execute();
      await sql`insert into hold_allocations_sharded
        (hold_id, environment, pool_key, shard, quantity, expires_at)
        select hold_id, environment, pool_key, 0, quantity, expires_at from hold_allocations`.execute(
        db,
      );
      await db.schema.dropTable('hold_allocations').execute();
      await sql`alter table hold_allocations_sharded rename to hold_allocations`.execute(db);
      // Finds lapsed-but-unswept allocations of a pool without scanning sold ones (expires_at null).
      await db.schema
        .createIndex('hold_allocations_pool')
        .on('hold_allocations')
        .columns(['environment', 'pool_key', 'expires_at'])
        .execute();
    },
  };
}
