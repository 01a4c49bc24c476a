// A fresh storefront database for a test: SQLite in memory, or PostgreSQL (emptied) when a URL is given.
import { sql } from 'kysely';
import {
  createStoreDatabase,
  migrateStoreDatabase,
  type StoreDatabase,
} from '@/server/store-db/connect';

const TABLES = [
  'waiting_list_entries',
  'waiting_lists',
  'promo_uses',
  'promo_codes',
  'baskets',
  'waiting_room_places',
  'waiting_rooms',
  'check_in_conflicts',
  'check_ins',
  'tickets',
  'bus_passengers',
  'shifts',
  'embed_continue_links',
  'payment_events',
  'refunds',
  'order_claims',
  'test_payments',
  'payments',
  'order_sources',
  'sale_parts',
  'sale_events',
  'sales',
  'audit_log',
  'staff',
] as const;

export async function testStoreDatabase(): Promise<StoreDatabase> {
  const url = process.env.STOREFRONT_DATABASE_URL;
  const db = createStoreDatabase({ url, sqlitePath: ':memory:' });
  await migrateStoreDatabase(db);
  if (url) for (const table of TABLES) await sql`delete from ${sql.table(table)}`.execute(db);
  return db;
}
