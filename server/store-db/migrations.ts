// The storefront database's migrations, portable between SQLite and PostgreSQL, applied in order at start.
import { sql, type Kysely, type Migration } from 'kysely';

export const STORE_MIGRATIONS: Record<string, Migration> = {
  '0001-payments': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('payments')
        .addColumn('reference', 'varchar(255)', (c) => c.primaryKey())
        .addColumn('provider', 'varchar(32)', (c) => c.notNull())
        .addColumn('status', 'varchar(16)', (c) => c.notNull())
        .addColumn('amount_kobo', 'bigint', (c) => c.notNull())
        .addColumn('currency', 'varchar(3)', (c) => c.notNull())
        .addColumn('email', 'varchar(254)', (c) => c.notNull())
        .addColumn('checkout', 'text', (c) => c.notNull())
        .addColumn('origin', 'varchar(255)', (c) => c.notNull())
        .addColumn('authorization_url', 'text')
        .addColumn('failure', 'text')
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addColumn('paid_at', 'bigint')
        .addColumn('settled_at', 'bigint')
        .execute();
      await db.schema
        .createIndex('payments_status')
        .on('payments')
        .columns(['status', 'updated_at'])
        .execute();
      await db.schema
        .createTable('payment_events')
        .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
        .addColumn('reference', 'varchar(255)', (c) => c.notNull())
        .addColumn('type', 'varchar(32)', (c) => c.notNull())
        .addColumn('delivery_id', 'varchar(255)')
        .addColumn('detail', 'text')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('payment_events_reference')
        .on('payment_events')
        .column('reference')
        .execute();
      // A webhook delivered twice is recorded once.
      await db.schema
        .createIndex('payment_events_delivery')
        .on('payment_events')
        .column('delivery_id')
        .unique()
        .execute();
      await db.schema
        .createTable('refunds')
        .addColumn('reference', 'varchar(255)', (c) => c.primaryKey())
        .addColumn('amount_kobo', 'bigint', (c) => c.notNull())
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('status', 'varchar(16)', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('test_payments')
        .addColumn('reference', 'varchar(255)', (c) => c.primaryKey())
        .addColumn('amount_kobo', 'bigint', (c) => c.notNull())
        .addColumn('currency', 'varchar(3)', (c) => c.notNull())
        .addColumn('email', 'varchar(254)', (c) => c.notNull())
        .addColumn('callback_url', 'text', (c) => c.notNull())
        .addColumn('status', 'varchar(16)', (c) => c.notNull())
        .addColumn('succeeds_at', 'bigint')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
    },
  },
  '0002-staff': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('staff')
        .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
        // Stored lower-cased, so one address is one account however it is typed.
        .addColumn('email', 'varchar(254)', (c) => c.notNull().unique())
        .addColumn('name', 'varchar(200)', (c) => c.notNull())
        .addColumn('role', 'varchar(16)', (c) => c.notNull())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('disabled_at', 'bigint')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('audit_log')
        .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
        .addColumn('at', 'bigint', (c) => c.notNull())
        .addColumn('staff_id', 'varchar(36)')
        .addColumn('action', 'varchar(32)', (c) => c.notNull())
        .addColumn('subject', 'varchar(255)')
        .addColumn('detail', 'text')
        .addColumn('address', 'varchar(64)')
        .execute();
      await db.schema.createIndex('audit_log_at').on('audit_log').column('at').execute();
      await db.schema
        .createIndex('audit_log_staff')
        .on('audit_log')
        .columns(['staff_id', 'at'])
        .execute();
      await db.schema
        .createIndex('audit_log_action')
        .on('audit_log')
        .columns(['action', 'at'])
        .execute();
    },
  },
  '0003-box-office-sales': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('sales')
        .addColumn('reference', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('staff_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('kind', 'varchar(16)', (c) => c.notNull())
        .addColumn('title', 'varchar(255)', (c) => c.notNull())
        .addColumn('subtitle', 'varchar(255)')
        .addColumn('lines', 'text', (c) => c.notNull())
        .addColumn('checkout', 'text', (c) => c.notNull())
        .addColumn('amount_kobo', 'bigint', (c) => c.notNull())
        .addColumn('currency', 'varchar(3)', (c) => c.notNull())
        .addColumn('tender', 'varchar(16)')
        .addColumn('cash_received_kobo', 'bigint')
        .addColumn('change_kobo', 'bigint')
        .addColumn('tender_reference', 'varchar(64)')
        .addColumn('status', 'varchar(16)', (c) => c.notNull())
        .addColumn('failure', 'text')
        .addColumn('customer', 'text')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addColumn('tendered_at', 'bigint')
        .addColumn('settled_at', 'bigint')
        .addColumn('printed_count', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createIndex('sales_staff_status')
        .on('sales')
        .columns(['staff_id', 'status'])
        .execute();
      await db.schema.createIndex('sales_created').on('sales').column('created_at').execute();
      await db.schema
        .createTable('sale_events')
        .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
        .addColumn('reference', 'varchar(64)', (c) => c.notNull())
        .addColumn('type', 'varchar(32)', (c) => c.notNull())
        .addColumn('staff_id', 'varchar(64)')
        .addColumn('detail', 'text')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('sale_events_reference')
        .on('sale_events')
        .column('reference')
        .execute();
    },
  },
  '0004-order-sources': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('order_sources')
        .addColumn('reference', 'varchar(255)', (c) => c.primaryKey())
        .addColumn('channel', 'varchar(16)', (c) => c.notNull())
        .addColumn('host', 'varchar(255)')
        .addColumn('utm_source', 'varchar(100)')
        .addColumn('utm_medium', 'varchar(100)')
        .addColumn('utm_campaign', 'varchar(100)')
        .addColumn('amount_kobo', 'bigint', (c) => c.notNull())
        .addColumn('currency', 'varchar(3)', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('order_sources_created')
        .on('order_sources')
        .column('created_at')
        .execute();
    },
  },
  '0005-embed-continue-links': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('embed_continue_links')
        .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('sealed', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('embed_continue_links_expires')
        .on('embed_continue_links')
        .column('expires_at')
        .execute();
    },
  },
  '0006-payment-orders': {
    async up(db: Kysely<unknown>) {
      // Payments of one checkout (a retry under a new reference for the same holds) share an order key:
      // the first reference. A payment made before keys existed is an order of its own.
      await db.schema.alterTable('payments').addColumn('order_key', 'varchar(255)').execute();
      await sql`update payments set order_key = reference`.execute(db);
      await db.schema
        .createIndex('payments_order_key')
        .on('payments')
        .columns(['order_key', 'status'])
        .execute();
      // Which payment of an order may buy it: one row per order, so two payments paid together buy once.
      await db.schema
        .createTable('order_claims')
        .addColumn('order_key', 'varchar(255)', (c) => c.primaryKey())
        .addColumn('reference', 'varchar(255)', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
    },
  },
  '0007-test-payment-description': {
    async up(db: Kysely<unknown>) {
      // The test provider's page names what is being bought, as a provider's hosted page does.
      await db.schema
        .alterTable('test_payments')
        .addColumn('description', 'varchar(300)')
        .execute();
    },
  },
  '0008-shifts': {
    async up(db: Kysely<unknown>) {
      // A cashier's shift, opened at sign-in and closed with the cash counted against the cash expected.
      await db.schema
        .createTable('shifts')
        .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
        .addColumn('staff_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('opened_at', 'bigint', (c) => c.notNull())
        .addColumn('closed_at', 'bigint')
        .addColumn('closed_by', 'varchar(64)')
        .addColumn('opening_float_kobo', 'bigint')
        .addColumn('cash_sales_kobo', 'bigint')
        .addColumn('cash_refunds_kobo', 'bigint')
        .addColumn('expected_kobo', 'bigint')
        .addColumn('counted_kobo', 'bigint')
        .addColumn('difference_kobo', 'bigint')
        .execute();
      // One open shift per staff member: two sign-ins at once continue the same shift.
      await db.schema
        .createIndex('shifts_one_open')
        .on('shifts')
        .column('staff_id')
        .unique()
        .where(sql.ref('closed_at'), 'is', null)
        .execute();
      await db.schema.createIndex('shifts_closed').on('shifts').column('closed_at').execute();
    },
  },
  '0009-bus-passengers': {
    async up(db: Kysely<unknown>) {
      // A coach order's passengers, one row per seat (or place), under the order's merchant reference.
      await db.schema
        .createTable('bus_passengers')
        .addColumn('reference', 'varchar(255)', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('seat_number', 'varchar(16)')
        .addColumn('name', 'varchar(100)', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('bus_passengers_pk', ['reference', 'position'])
        .execute();
    },
  },
  '0010-tickets-and-check-ins': {
    async up(db: Kysely<unknown>) {
      // Every ticket the storefront sold (web, embed, box office), written when the purchase completes: the door's lists.
      await db.schema
        .createTable('tickets')
        .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
        .addColumn('reference', 'varchar(255)', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('kind', 'varchar(16)', (c) => c.notNull())
        .addColumn('service_code', 'varchar(255)', (c) => c.notNull())
        .addColumn('list_key', 'varchar(255)', (c) => c.notNull())
        .addColumn('list_title', 'varchar(255)', (c) => c.notNull())
        .addColumn('starts_at', 'bigint')
        .addColumn('valid_from', 'bigint', (c) => c.notNull())
        .addColumn('valid_until', 'bigint', (c) => c.notNull())
        .addColumn('ticket_type', 'varchar(255)', (c) => c.notNull())
        .addColumn('seat', 'varchar(32)')
        .addColumn('room', 'varchar(255)')
        .addColumn('nights', 'integer')
        .addColumn('holder_name', 'varchar(255)', (c) => c.notNull())
        .addColumn('holder_email', 'varchar(254)', (c) => c.notNull())
        .addColumn('holder_phone', 'varchar(32)', (c) => c.notNull())
        .addColumn('channel', 'varchar(8)', (c) => c.notNull())
        .addColumn('signed_code', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addUniqueConstraint('tickets_reference_position', ['reference', 'position'])
        .execute();
      await db.schema
        .createIndex('tickets_list')
        .on('tickets')
        .columns(['list_key', 'starts_at'])
        .execute();
      await db.schema
        .createIndex('tickets_service_code')
        .on('tickets')
        .column('service_code')
        .execute();
      // One row per ticket, entry and direction: a check-in is recorded once, whichever device sends it first.
      await db.schema
        .createTable('check_ins')
        .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
        .addColumn('ticket_id', 'varchar(32)', (c) => c.notNull())
        .addColumn('list_key', 'varchar(255)', (c) => c.notNull())
        .addColumn('entry', 'integer', (c) => c.notNull())
        .addColumn('direction', 'varchar(3)', (c) => c.notNull())
        .addColumn('gate', 'varchar(64)', (c) => c.notNull())
        .addColumn('staff_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('device_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('scanned_at', 'bigint', (c) => c.notNull())
        .addColumn('recorded_at', 'bigint', (c) => c.notNull())
        .addUniqueConstraint('check_ins_once', ['ticket_id', 'entry', 'direction'])
        .execute();
      await db.schema
        .createIndex('check_ins_list')
        .on('check_ins')
        .columns(['list_key', 'gate'])
        .execute();
      // A scan another device had already recorded (two devices offline at once): shown to supervisors after sync.
      await db.schema
        .createTable('check_in_conflicts')
        .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
        .addColumn('ticket_id', 'varchar(32)', (c) => c.notNull())
        .addColumn('list_key', 'varchar(255)', (c) => c.notNull())
        .addColumn('check_in_id', 'varchar(36)', (c) => c.notNull())
        .addColumn('gate', 'varchar(64)', (c) => c.notNull())
        .addColumn('staff_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('device_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('scanned_at', 'bigint', (c) => c.notNull())
        .addColumn('recorded_at', 'bigint', (c) => c.notNull())
        .addColumn('resolved_at', 'bigint')
        .addColumn('resolved_by', 'varchar(64)')
        .execute();
      await db.schema
        .createIndex('check_in_conflicts_list')
        .on('check_in_conflicts')
        .columns(['list_key', 'resolved_at'])
        .execute();
    },
  },
  '0011-waiting-rooms': {
    async up(db: Kysely<unknown>) {
      // A waiting room in front of an on-sale: for one event (`event:<experienceId>`) or the whole shop (`shop`).
      // `admitted` counts the places let in so far; it only grows, under the row's lock, so two instances never
      // admit the same turn twice.
      await db.schema
        .createTable('waiting_rooms')
        .addColumn('id', 'varchar(255)', (c) => c.primaryKey())
        .addColumn('enabled', 'integer', (c) => c.notNull())
        .addColumn('opens_at', 'bigint', (c) => c.notNull())
        .addColumn('on_sale_at', 'bigint', (c) => c.notNull())
        .addColumn('admit_per_minute', 'integer')
        .addColumn('max_active', 'integer')
        .addColumn('turn_seconds', 'integer', (c) => c.notNull())
        .addColumn('admitted', 'integer', (c) => c.notNull())
        .addColumn('last_admit_at', 'bigint')
        .addColumn('sold_out_at', 'bigint')
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_by', 'varchar(64)', (c) => c.notNull())
        .execute();
      // One place per browser and room. Arrivals before the on-sale (`early` = 1) are ordered by a random draw,
      // later ones by arrival: `sort_key` holds the one or the other.
      await db.schema
        .createTable('waiting_room_places')
        .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
        .addColumn('room_id', 'varchar(255)', (c) => c.notNull())
        .addColumn('address_key', 'varchar(64)', (c) => c.notNull())
        .addColumn('joined_at', 'bigint', (c) => c.notNull())
        .addColumn('early', 'integer', (c) => c.notNull())
        .addColumn('sort_key', 'bigint', (c) => c.notNull())
        .addColumn('admitted_at', 'bigint')
        .addColumn('turn_ends_at', 'bigint')
        .addColumn('finished_at', 'bigint')
        .addColumn('email', 'varchar(254)')
        .addColumn('notified_at', 'bigint')
        .execute();
      await db.schema
        .createIndex('waiting_room_places_order')
        .on('waiting_room_places')
        .columns(['room_id', 'admitted_at', 'early', 'sort_key'])
        .execute();
      await db.schema
        .createIndex('waiting_room_places_address')
        .on('waiting_room_places')
        .columns(['room_id', 'address_key'])
        .execute();
      await db.schema
        .createIndex('waiting_room_places_turns')
        .on('waiting_room_places')
        .columns(['room_id', 'turn_ends_at'])
        .execute();
    },
  },
  '0012-baskets': {
    async up(db: Kysely<unknown>) {
      // A customer's basket: choices of several kinds, then (once reserved) the held parts of one order. Its id is
      // random and unguessable, kept in the customer's session cookie.
      await db.schema
        .createTable('baskets')
        .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
        .addColumn('items', 'text', (c) => c.notNull())
        .addColumn('checkout', 'text')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('baskets_updated').on('baskets').column('updated_at').execute();
      // A partial refund (a basket's part that could not be bought) is smaller than the payment.
      await db.schema.alterTable('test_payments').addColumn('refunded_kobo', 'bigint').execute();
    },
  },
  '0013-sale-parts': {
    async up(db: Kysely<unknown>) {
      // The parts of a box-office sale of several items (its reference ends `-0`): each held, bought and refunded on
      // its own, under its own reference (`-1` to `-9`). A sale of one item has none.
      await db.schema
        .createTable('sale_parts')
        .addColumn('reference', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('sale_reference', 'varchar(64)', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('kind', 'varchar(16)', (c) => c.notNull())
        .addColumn('title', 'varchar(255)', (c) => c.notNull())
        .addColumn('subtitle', 'varchar(255)')
        .addColumn('checkout', 'text', (c) => c.notNull())
        .addColumn('amount_kobo', 'bigint', (c) => c.notNull())
        .addColumn('status', 'varchar(16)', (c) => c.notNull())
        .addColumn('failure', 'text')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('sale_parts_sale')
        .on('sale_parts')
        .columns(['sale_reference', 'position'])
        .execute();
    },
  },
  '0014-promo-codes': {
    async up(db: Kysely<unknown>) {
      // A promo code: its discount, where it applies, when, and its caps. `claimed` counts the uses claimed or used;
      // it changes only by a conditional update under the row's lock, so it never passes `max_uses`.
      await db.schema
        .createTable('promo_codes')
        .addColumn('code', 'varchar(32)', (c) => c.primaryKey())
        .addColumn('campaign', 'varchar(100)')
        .addColumn('note', 'text')
        .addColumn('discount_kind', 'varchar(16)', (c) => c.notNull())
        .addColumn('discount_value', 'bigint', (c) => c.notNull())
        .addColumn('scope', 'text', (c) => c.notNull())
        .addColumn('valid_from', 'bigint')
        .addColumn('valid_until', 'bigint')
        .addColumn('max_uses', 'integer')
        .addColumn('max_uses_per_customer', 'integer')
        .addColumn('max_tickets_per_order', 'integer')
        .addColumn('min_tickets', 'integer')
        .addColumn('batch', 'varchar(64)')
        .addColumn('enabled', 'integer', (c) => c.notNull())
        .addColumn('claimed', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_by', 'varchar(64)', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_by', 'varchar(64)', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('promo_codes_batch').on('promo_codes').column('batch').execute();
      await db.schema
        .createIndex('promo_codes_campaign')
        .on('promo_codes')
        .column('campaign')
        .execute();
      // One use per order (a web checkout's order key, a box-office sale's reference): claimed when payment starts,
      // used once bought, returned when the payment fails or the holds lapse.
      await db.schema
        .createTable('promo_uses')
        .addColumn('order_key', 'varchar(255)', (c) => c.primaryKey())
        .addColumn('reference', 'varchar(255)', (c) => c.notNull())
        .addColumn('code', 'varchar(32)', (c) => c.notNull())
        .addColumn('channel', 'varchar(16)', (c) => c.notNull())
        .addColumn('customer_email', 'varchar(254)')
        .addColumn('customer_phone', 'varchar(32)')
        .addColumn('tickets', 'integer', (c) => c.notNull())
        .addColumn('gross_kobo', 'bigint', (c) => c.notNull())
        .addColumn('discount_kobo', 'bigint', (c) => c.notNull())
        .addColumn('status', 'varchar(16)', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('used_at', 'bigint')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addColumn('returned_reason', 'varchar(64)')
        .execute();
      await db.schema
        .createIndex('promo_uses_code')
        .on('promo_uses')
        .columns(['code', 'status'])
        .execute();
      await db.schema
        .createIndex('promo_uses_email')
        .on('promo_uses')
        .columns(['code', 'customer_email'])
        .execute();
      await db.schema
        .createIndex('promo_uses_phone')
        .on('promo_uses')
        .columns(['code', 'customer_phone'])
        .execute();
      await db.schema
        .createIndex('promo_uses_lapse')
        .on('promo_uses')
        .columns(['status', 'expires_at'])
        .execute();
      await db.schema
        .createIndex('promo_uses_used')
        .on('promo_uses')
        .columns(['status', 'used_at'])
        .execute();
      // A box-office sale's code, or a supervisor's manual discount with its reason.
      await db.schema.alterTable('sales').addColumn('promo_code', 'varchar(32)').execute();
      await db.schema.alterTable('sales').addColumn('discount_kobo', 'bigint').execute();
      await db.schema.alterTable('sales').addColumn('discount_reason', 'text').execute();
    },
  },
  '0015-waiting-lists': {
    async up(db: Kysely<unknown>) {
      // A waiting list for one sold-out thing a customer can choose (an event's ticket category, a screening's ticket
      // type, a departure, a room type for some dates), under a stable key (`event:<eventId>:<categoryId>`, …). Its
      // row is what a hand-on locks, so two storefront instances never offer the same tickets twice.
      await db.schema
        .createTable('waiting_lists')
        .addColumn('key', 'varchar(255)', (c) => c.primaryKey())
        .addColumn('kind', 'varchar(16)', (c) => c.notNull())
        .addColumn('selection', 'text', (c) => c.notNull())
        .addColumn('line_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('title', 'varchar(255)', (c) => c.notNull())
        .addColumn('href', 'varchar(512)', (c) => c.notNull())
        // The shop's address the list was joined on: each storefront hands on its own shop's lists only.
        .addColumn('origin', 'varchar(255)', (c) => c.notNull())
        .addColumn('offered', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      // One entry per email and list, served in order of joining. `status`: waiting, offered (a turn given, until
      // `offer_ends_at`), reserved (held in the turn, under `reserved_reference`), lapsed or left. Tokens are random.
      await db.schema
        .createTable('waiting_list_entries')
        .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
        .addColumn('list_key', 'varchar(255)', (c) => c.notNull())
        .addColumn('email', 'varchar(254)', (c) => c.notNull())
        .addColumn('phone', 'varchar(16)')
        .addColumn('quantity', 'integer', (c) => c.notNull())
        .addColumn('status', 'varchar(16)', (c) => c.notNull())
        .addColumn('leave_token', 'varchar(64)', (c) => c.notNull())
        .addColumn('turn_token', 'varchar(64)')
        .addColumn('joined_at', 'bigint', (c) => c.notNull())
        .addColumn('offered_at', 'bigint')
        .addColumn('offer_ends_at', 'bigint')
        .addColumn('offered_quantity', 'integer')
        .addColumn('reserved_reference', 'varchar(255)')
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('waiting_list_entries_email')
        .on('waiting_list_entries')
        .columns(['list_key', 'email'])
        .unique()
        .execute();
      await db.schema
        .createIndex('waiting_list_entries_order')
        .on('waiting_list_entries')
        .columns(['list_key', 'status', 'joined_at'])
        .execute();
      await db.schema
        .createIndex('waiting_list_entries_leave')
        .on('waiting_list_entries')
        .column('leave_token')
        .unique()
        .execute();
      await db.schema
        .createIndex('waiting_list_entries_turn')
        .on('waiting_list_entries')
        .column('turn_token')
        .unique()
        .execute();
    },
  },
};
