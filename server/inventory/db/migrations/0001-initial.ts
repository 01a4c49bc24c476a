// The whole schema, portable across SQLite and PostgreSQL (times bigint ms, money bigint kobo).
import { sql, type Kysely, type Migration } from 'kysely';
import type { Engine } from '../connect';

export function initialMigration(engine: Engine): Migration {
  // An auto-numbered integer key: SQLite's rowid alias, PostgreSQL's serial.
  const serial = engine === 'postgres' ? sql`serial` : sql`integer`;
  const autoIncrement = engine === 'sqlite';

  return {
    async up(db: Kysely<unknown>) {
      const serialPk = (t: string, column = 'id') =>
        db.schema
          .createTable(t)
          .addColumn(column, serial, (c) =>
            autoIncrement ? c.primaryKey().autoIncrement() : c.primaryKey(),
          );

      await db.schema
        .createTable('merchants')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('hold_ttl_seconds', 'integer')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('api_keys')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('merchant_id', 'text', (c) => c.notNull().references('merchants.id'))
        .addColumn('environment', 'text', (c) => c.notNull())
        .addColumn('key_hash', 'text', (c) => c.notNull().unique())
        .addColumn('key_hint', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('wallets')
        .addColumn('merchant_id', 'text', (c) => c.notNull().references('merchants.id'))
        .addColumn('environment', 'text', (c) => c.notNull())
        .addColumn('balance_kobo', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('wallets_pk', ['merchant_id', 'environment'])
        .execute();

      await serialPk('wallet_entries')
        .addColumn('merchant_id', 'text', (c) => c.notNull())
        .addColumn('environment', 'text', (c) => c.notNull())
        .addColumn('amount_kobo', 'bigint', (c) => c.notNull())
        .addColumn('balance_after_kobo', 'bigint', (c) => c.notNull())
        .addColumn('transaction_id', 'text')
        .addColumn('note', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('categories')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('slug', 'text', (c) => c.notNull().unique())
        .addColumn('name', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('businesses')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('slug', 'text')
        .addColumn('photo', 'text')
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('cinema', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('businesses_type')
        .on('businesses')
        .columns(['type', 'cinema'])
        .execute();

      await db.schema
        .createTable('experiences')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('business_id', 'text', (c) => c.notNull().references('businesses.id'))
        .addColumn('category_id', 'text', (c) => c.notNull().references('categories.id'))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('start_at', 'bigint', (c) => c.notNull())
        .addColumn('end_at', 'bigint', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('featured', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('cinema', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('street', 'text', (c) => c.notNull())
        .addColumn('town', 'text', (c) => c.notNull())
        .addColumn('city', 'text', (c) => c.notNull())
        .addColumn('country', 'text', (c) => c.notNull())
        .addColumn('images', 'text', (c) => c.notNull())
        .addColumn('showing', 'text')
        .addColumn('shared_times', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('shared_tickets', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('per_day_times', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('specific_dates', 'text', (c) => c.notNull().defaultTo('[]'))
        .execute();
      await db.schema
        .createIndex('experiences_business')
        .on('experiences')
        .column('business_id')
        .execute();
      await db.schema
        .createIndex('experiences_category')
        .on('experiences')
        .column('category_id')
        .execute();
      await db.schema
        .createIndex('experiences_start')
        .on('experiences')
        .column('start_at')
        .execute();

      await serialPk('cinema_locations')
        .addColumn('experience_id', 'text', (c) => c.notNull().references('experiences.id'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('street', 'text', (c) => c.notNull())
        .addColumn('town', 'text', (c) => c.notNull())
        .addColumn('city', 'text', (c) => c.notNull())
        .addColumn('country', 'text', (c) => c.notNull())
        .addColumn('is_headquarters', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createIndex('cinema_locations_experience')
        .on('cinema_locations')
        .column('experience_id')
        .execute();

      await serialPk('cinema_times')
        .addColumn('experience_id', 'text', (c) => c.notNull().references('experiences.id'))
        .addColumn('location_id', 'integer')
        .addColumn('day_key', 'text')
        .addColumn('start_time', 'text', (c) => c.notNull())
        .addColumn('end_time', 'text', (c) => c.notNull())
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createIndex('cinema_times_experience')
        .on('cinema_times')
        .column('experience_id')
        .execute();

      await db.schema
        .createTable('ticket_categories')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('experience_id', 'text', (c) => c.notNull().references('experiences.id'))
        .addColumn('location_id', 'integer')
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('ticket_price_kobo', 'bigint', (c) => c.notNull())
        .addColumn('convenience_fee_kobo', 'bigint', (c) => c.notNull())
        .addColumn('commission_kobo', 'bigint', (c) => c.notNull())
        .addColumn('capacity', 'integer', (c) => c.notNull())
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createIndex('ticket_categories_experience')
        .on('ticket_categories')
        .column('experience_id')
        .execute();

      await db.schema
        .createTable('inventory_pools')
        .addColumn('environment', 'text', (c) => c.notNull())
        .addColumn('pool_key', 'text', (c) => c.notNull())
        .addColumn('capacity', 'integer', (c) => c.notNull())
        .addColumn('used', 'integer', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('inventory_pools_pk', ['environment', 'pool_key'])
        .addCheckConstraint('inventory_pools_used_range', sql`used >= 0`)
        .execute();

      await db.schema
        .createTable('holds')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('merchant_id', 'text', (c) => c.notNull().references('merchants.id'))
        .addColumn('environment', 'text', (c) => c.notNull())
        .addColumn('ticket_type', 'text', (c) => c.notNull())
        .addColumn('resource_id', 'text', (c) => c.notNull())
        .addColumn('quantity', 'integer', (c) => c.notNull())
        .addColumn('metadata', 'text', (c) => c.notNull())
        .addColumn('owner_email', 'text')
        .addColumn('owner_phone', 'text')
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('fingerprint', 'text', (c) => c.notNull())
        .addColumn('medium', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addColumn('transaction_id', 'text')
        .execute();
      // At most one active hold per identical request of one owner: concurrent duplicates collapse.
      await db.schema
        .createIndex('holds_active_fingerprint')
        .unique()
        .on('holds')
        .columns(['environment', 'fingerprint'])
        .where(sql.ref('status'), '=', 'active')
        .execute();
      await db.schema
        .createIndex('holds_status_expiry')
        .on('holds')
        .columns(['status', 'expires_at'])
        .execute();

      await db.schema
        .createTable('hold_allocations')
        .addColumn('hold_id', 'text', (c) => c.notNull().references('holds.id'))
        .addColumn('environment', 'text', (c) => c.notNull())
        .addColumn('pool_key', 'text', (c) => c.notNull())
        .addColumn('quantity', 'integer', (c) => c.notNull())
        .addColumn('expires_at', 'bigint')
        .addPrimaryKeyConstraint('hold_allocations_pk', ['hold_id', 'pool_key'])
        .execute();
      // Finds lapsed-but-unswept allocations of a pool without scanning sold ones (expires_at null).
      await db.schema
        .createIndex('hold_allocations_pool')
        .on('hold_allocations')
        .columns(['environment', 'pool_key', 'expires_at'])
        .execute();

      await serialPk('transactions', 'invoice_id')
        .addColumn('id', 'text', (c) => c.notNull().unique())
        .addColumn('reference', 'text', (c) => c.notNull().unique())
        .addColumn('merchant_id', 'text', (c) => c.notNull().references('merchants.id'))
        .addColumn('environment', 'text', (c) => c.notNull())
        .addColumn('merchant_reference', 'text')
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('amount_kobo', 'bigint', (c) => c.notNull())
        .addColumn('ticket_price_kobo', 'bigint', (c) => c.notNull())
        .addColumn('convenience_fee_kobo', 'bigint', (c) => c.notNull())
        .addColumn('commission_kobo', 'bigint', (c) => c.notNull())
        .addColumn('medium', 'text', (c) => c.notNull())
        .addColumn('customer', 'text', (c) => c.notNull())
        .addColumn('details', 'text', (c) => c.notNull())
        .addColumn('items', 'text', (c) => c.notNull())
        .addColumn('reservation_ids', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      // NULLs are distinct on both engines, so purchases without a merchant_reference never clash.
      await db.schema
        .createIndex('transactions_merchant_reference')
        .unique()
        .on('transactions')
        .columns(['merchant_id', 'environment', 'merchant_reference'])
        .execute();

      await serialPk('transport_routes')
        .addColumn('business_id', 'text', (c) => c.notNull().references('businesses.id'))
        .addColumn('origin_city', 'text', (c) => c.notNull())
        .addColumn('origin_terminal', 'text', (c) => c.notNull())
        .addColumn('destination_city', 'text', (c) => c.notNull())
        .addColumn('destination_terminal', 'text', (c) => c.notNull())
        .addColumn('duration_minutes', 'integer', (c) => c.notNull())
        .addColumn('distance_km', 'integer', (c) => c.notNull())
        .execute();

      await serialPk('buses')
        .addColumn('business_id', 'text', (c) => c.notNull().references('businesses.id'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('plate_number', 'text', (c) => c.notNull())
        .addColumn('seat_rows', 'integer', (c) => c.notNull())
        .addColumn('seats_per_row', 'integer', (c) => c.notNull())
        .addColumn('aisle_after', 'integer', (c) => c.notNull())
        .addColumn('capacity', 'integer', (c) => c.notNull())
        .execute();

      await serialPk('bus_seats')
        .addColumn('bus_id', 'integer', (c) => c.notNull().references('buses.id'))
        .addColumn('seat_number', 'text', (c) => c.notNull())
        .addColumn('seat_row', 'integer', (c) => c.notNull())
        .addColumn('seat_col', 'integer', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('bus_seats_bus').on('bus_seats').column('bus_id').execute();

      await serialPk('schedules')
        .addColumn('route_id', 'integer', (c) => c.notNull().references('transport_routes.id'))
        .addColumn('bus_id', 'integer', (c) => c.notNull().references('buses.id'))
        .addColumn('schedule_type', 'text', (c) => c.notNull())
        .addColumn('departure_at', 'bigint')
        .addColumn('departure_date', 'text', (c) => c.notNull())
        .addColumn('ticket_price_kobo', 'bigint', (c) => c.notNull())
        .addColumn('convenience_fee_kobo', 'bigint', (c) => c.notNull())
        .addColumn('commission_kobo', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('schedules_route_date')
        .on('schedules')
        .columns(['route_id', 'departure_date'])
        .execute();

      await serialPk('hotels')
        .addColumn('business_id', 'text', (c) => c.notNull().references('businesses.id'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('city', 'text', (c) => c.notNull())
        .addColumn('address', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('star_rating', 'integer')
        .addColumn('images', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('hotels_city').on('hotels').column('city').execute();

      await serialPk('rooms')
        .addColumn('hotel_id', 'integer', (c) => c.notNull().references('hotels.id'))
        .addColumn('room_name', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('price_kobo', 'bigint', (c) => c.notNull())
        .addColumn('max_occupancy', 'integer', (c) => c.notNull())
        .addColumn('total_rooms', 'integer', (c) => c.notNull())
        .addColumn('amenities', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('rooms_hotel').on('rooms').column('hotel_id').execute();
    },
  };
}
