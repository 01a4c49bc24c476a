// Table types of the inventory database (the same on SQLite and PostgreSQL).
// Times are epoch milliseconds, money is integer kobo, booleans are 0/1, JSON is text.
import type { Generated } from 'kysely';

export type Environment = 'staging' | 'live';
export type BusinessType = 'entertainment' | 'transport' | 'hospitality';
export type HoldStatus = 'active' | 'converted' | 'released' | 'expired';
export type HoldKind = 'entertainment' | 'bus' | 'hotel';
export type TransactionKind = 'entertainment' | 'cinema' | 'bus' | 'hotel';
export type Medium = 'Web' | 'Mobile' | 'POS';

export interface MerchantsTable {
  id: string;
  name: string;
  hold_ttl_seconds: number | null;
  created_at: number;
}

export interface ApiKeysTable {
  id: string;
  merchant_id: string;
  environment: Environment;
  /** sha256 of the key, hex; the key itself is never stored. */
  key_hash: string;
  /** first and last characters, for the operator's listing */
  key_hint: string;
  created_at: number;
}

export interface WalletsTable {
  merchant_id: string;
  environment: Environment;
  balance_kobo: number;
  updated_at: number;
}

export interface WalletEntriesTable {
  id: Generated<number>;
  merchant_id: string;
  environment: Environment;
  amount_kobo: number;
  balance_after_kobo: number;
  transaction_id: string | null;
  note: string;
  created_at: number;
}

export interface CategoriesTable {
  id: string;
  slug: string;
  name: string;
}

export interface BusinessesTable {
  id: string;
  name: string;
  slug: string | null;
  photo: string | null;
  type: BusinessType;
  cinema: number;
  created_at: number;
}

export interface ExperiencesTable {
  id: string;
  business_id: string;
  category_id: string;
  title: string;
  description: string;
  start_at: number;
  end_at: number;
  created_at: number;
  featured: number;
  cinema: number;
  street: string;
  town: string;
  city: string;
  country: string;
  /** JSON array of image URLs */
  images: string;
  /** cinema only: daily | weekly | monthly */
  showing: string | null;
  shared_times: number;
  shared_tickets: number;
  per_day_times: number;
  /** JSON array of YYYY-MM-DD (daily showing) */
  specific_dates: string;
}

export interface CinemaLocationsTable {
  id: Generated<number>;
  experience_id: string;
  name: string;
  street: string;
  town: string;
  city: string;
  country: string;
  is_headquarters: number;
}

export interface CinemaTimesTable {
  id: Generated<number>;
  experience_id: string;
  /** null when the experience shares its times across locations */
  location_id: number | null;
  /** null unless per_day_times: weekly '1'..'7', monthly '1'..'31', daily 'YYYY-MM-DD' */
  day_key: string | null;
  start_time: string;
  end_time: string;
  sort: number;
}

export interface TicketCategoriesTable {
  id: string;
  experience_id: string;
  /** null: offered at every location (or a regular event) */
  location_id: number | null;
  title: string;
  ticket_price_kobo: number;
  convenience_fee_kobo: number;
  commission_kobo: number;
  /** per event for regular experiences; per screening for cinema */
  capacity: number;
  sort: number;
}

/**
 * One counter shard of a pool of sellable units (a ticket category, a screening, a seat, a bus, a
 * room-night): the pool's capacity is shared among its shards, each counting its own units.
 */
export interface InventoryPoolsTable {
  environment: Environment;
  pool_key: string;
  shard: Generated<number>;
  /** this shard's share of the pool's capacity */
  capacity: number;
  used: number;
  /** the pool's capacity when the shares were last split; null until a claim splits them */
  pool_capacity: number | null;
}

export interface HoldsTable {
  id: string;
  merchant_id: string;
  environment: Environment;
  ticket_type: HoldKind;
  resource_id: string;
  quantity: number;
  /** JSON object */
  metadata: string;
  owner_email: string | null;
  owner_phone: string | null;
  status: HoldStatus;
  /** identifies an identical request by the same owner, unique among active holds */
  fingerprint: string;
  medium: Medium;
  created_at: number;
  expires_at: number;
  updated_at: number;
  transaction_id: string | null;
}

/**
 * The units a hold takes from each pool. Rows of released or expired holds are deleted; rows of
 * converted (sold) holds stay with `expires_at` null, so `expires_at <= now` finds exactly the
 * lapsed holds that the sweeper has not yet expired.
 */
export interface HoldAllocationsTable {
  hold_id: string;
  environment: Environment;
  pool_key: string;
  /** the pool's counter shard the units count on */
  shard: Generated<number>;
  quantity: number;
  expires_at: number | null;
}

export interface TransactionsTable {
  id: string;
  invoice_id: Generated<number>;
  reference: string;
  merchant_id: string;
  environment: Environment;
  merchant_reference: string | null;
  kind: TransactionKind;
  status: string;
  amount_kobo: number;
  ticket_price_kobo: number;
  convenience_fee_kobo: number;
  commission_kobo: number;
  medium: Medium;
  /** JSON objects */
  customer: string;
  details: string;
  items: string;
  reservation_ids: string;
  created_at: number;
}

export interface TransportRoutesTable {
  id: Generated<number>;
  business_id: string;
  origin_city: string;
  origin_terminal: string;
  destination_city: string;
  destination_terminal: string;
  duration_minutes: number;
  distance_km: number;
}

export interface BusesTable {
  id: Generated<number>;
  business_id: string;
  name: string;
  plate_number: string;
  seat_rows: number;
  seats_per_row: number;
  /** seats left of the aisle in each row */
  aisle_after: number;
  capacity: number;
}

export interface BusSeatsTable {
  id: Generated<number>;
  bus_id: number;
  seat_number: string;
  seat_row: number;
  seat_col: number;
}

export interface SchedulesTable {
  id: Generated<number>;
  route_id: number;
  bus_id: number;
  schedule_type: 'timed' | 'random';
  /** timed only */
  departure_at: number | null;
  /** YYYY-MM-DD in Africa/Lagos */
  departure_date: string;
  ticket_price_kobo: number;
  convenience_fee_kobo: number;
  commission_kobo: number;
}

export interface HotelsTable {
  id: Generated<number>;
  business_id: string;
  name: string;
  kind: 'hotel' | 'apartment';
  city: string;
  address: string;
  description: string;
  star_rating: number | null;
  /** JSON array of image URLs */
  images: string;
}

export interface RoomsTable {
  id: Generated<number>;
  hotel_id: number;
  room_name: string;
  description: string;
  price_kobo: number;
  max_occupancy: number;
  total_rooms: number;
  /** JSON array of strings */
  amenities: string;
}

export interface DB {
  merchants: MerchantsTable;
  api_keys: ApiKeysTable;
  wallets: WalletsTable;
  wallet_entries: WalletEntriesTable;
  categories: CategoriesTable;
  businesses: BusinessesTable;
  experiences: ExperiencesTable;
  cinema_locations: CinemaLocationsTable;
  cinema_times: CinemaTimesTable;
  ticket_categories: TicketCategoriesTable;
  inventory_pools: InventoryPoolsTable;
  holds: HoldsTable;
  hold_allocations: HoldAllocationsTable;
  transactions: TransactionsTable;
  transport_routes: TransportRoutesTable;
  buses: BusesTable;
  bus_seats: BusSeatsTable;
  schedules: SchedulesTable;
  hotels: HotelsTable;
  rooms: RoomsTable;
}
