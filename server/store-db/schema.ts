// Tables of the storefront's own database: payments, what happened to them, refunds, box-office staff, their audit log and their sales, where orders came from, embeds' links to a new tab, coach passengers' names, the tickets sold with their check-ins at the door, waiting rooms, and promo codes with their uses.
import type { Generated } from 'kysely';
import type { StaffRole } from '@/lib/box-office/roles';
import type { SaleStatus } from '@/lib/box-office/sale-status';
import type { TenderKind } from '@/lib/box-office/tender';

/** The life of a payment; see server/payments/settle.ts for the transitions. */
export type PaymentStatus =
  'pending' | 'paid' | 'buying' | 'bought' | 'refunding' | 'refunded' | 'declined' | 'abandoned';

export interface PaymentsTable {
  /** The order's merchant reference, also the provider's transaction reference. */
  reference: string;
  /** The order this payment is for: the first reference of its checkout, shared by a retry that pays again
   * for the same holds under a new reference, so that only one of them is bought. */
  order_key: string;
  provider: string;
  status: PaymentStatus;
  amount_kobo: number;
  currency: string;
  email: string;
  /** The checkout as it was when the customer went to pay: enough to hold again and to buy without a session. */
  checkout: string;
  /** Where the customer came back to, and where the test provider sends its webhooks. */
  origin: string;
  /** Where the provider takes the customer's money; reused when they press Pay again. */
  authorization_url: string | null;
  failure: string | null;
  attempts: Generated<number>;
  created_at: number;
  updated_at: number;
  paid_at: number | null;
  settled_at: number | null;
}

export interface PaymentEventsTable {
  id: string;
  reference: string;
  /** initialized, verified, webhook, bought, held_again, buy_failed, refund_started, refunded, declined, abandoned */
  type: string;
  /** The provider's id of a webhook delivery, so a replay is recognised; null for our own events. */
  delivery_id: string | null;
  detail: string | null;
  created_at: number;
}

export interface RefundsTable {
  reference: string;
  amount_kobo: number;
  reason: string;
  status: 'pending' | 'processed' | 'failed';
  created_at: number;
  updated_at: number;
}

/** The payment of an order that may buy it; released when that payment is refunded. */
export interface OrderClaimsTable {
  order_key: string;
  reference: string;
  created_at: number;
}

/** The built-in test provider's own ledger (what a real provider keeps on its side). */
export interface TestPaymentsTable {
  reference: string;
  amount_kobo: number;
  currency: string;
  email: string;
  callback_url: string;
  /** pending until the customer answers; success or failed after; reversed once refunded. */
  status: 'pending' | 'success' | 'failed' | 'abandoned' | 'reversed';
  /** An approval that takes effect later ("approve after 30 s"). */
  succeeds_at: number | null;
  /** What is being bought, as the shop described it, shown on the payment page. */
  description: string | null;
  created_at: number;
  /** What was given back so far by partial refunds (a full refund reverses the payment instead). */
  refunded_kobo: number | null;
}

/** A customer's basket (server/basket): its choices, and once reserved the held order of several parts. */
export interface BasketsTable {
  /** Random and unguessable; the customer's session cookie names it. */
  id: string;
  /** JSON: the chosen items (server/basket/state.ts). */
  items: string;
  /** JSON: the held order (parts with their holds and references), or null before reserving. */
  checkout: string | null;
  created_at: number;
  updated_at: number;
}

export interface StaffTable {
  id: string;
  /** Lower-cased. */
  email: string;
  name: string;
  role: StaffRole;
  /** scrypt, with its salt and parameters: see server/staff/password.ts. */
  password_hash: string;
  /** Set when the account may no longer sign in; its open session ends at the next request. */
  disabled_at: number | null;
  created_at: number;
  updated_at: number;
}

export interface AuditLogTable {
  id: string;
  at: number;
  /** Who acted; null when nobody signed in did (a refused sign-in of an unknown address, the command line). */
  staff_id: string | null;
  /** sign-in, sign-in-refused, sign-out, locked-out, staff changes, sale, reprint, tender-failed, … */
  action: string;
  /** What the action was about: an email, a merchant reference. */
  subject: string | null;
  /** JSON object of further facts; never a password or a card number. */
  detail: string | null;
  /** The client address the request came from, when known. */
  address: string | null;
}

/** Where each bought order came from: its channel, the site that embedded the shop, and the campaign. */
export interface OrderSourcesTable {
  /** The order's merchant reference. */
  reference: string;
  channel: 'web' | 'embed' | 'pos';
  /** The embedding site's origin (one of EMBED_ALLOWED_ORIGINS); null outside embeds. */
  host: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  /** What the order cost when bought, so sales add up without the service. */
  amount_kobo: number;
  currency: string;
  created_at: number;
}

/** One sale at the box office, from the hold (the staff member's basket) to the service's record. */
export interface SalesTable {
  /** The merchant reference (`pos-…`), also the sale's number on the receipt. */
  reference: string;
  staff_id: string;
  kind: string;
  title: string;
  subtitle: string | null;
  /** The held lines as JSON: title, note, quantity, unit price. */
  lines: string;
  /** The held checkout as JSON: enough to buy, hold again or release without any session. */
  checkout: string;
  amount_kobo: number;
  currency: string;
  tender: TenderKind | null;
  cash_received_kobo: number | null;
  change_kobo: number | null;
  /** The card terminal's or the bank transfer's reference. */
  tender_reference: string | null;
  /** See server/box-office/sale/sale-flow.ts for the transitions. */
  status: SaleStatus;
  failure: string | null;
  /** The customer's contact as JSON; null for a walk-in sold under the box office's own contact. */
  customer: string | null;
  created_at: number;
  updated_at: number;
  tendered_at: number | null;
  settled_at: number | null;
  printed_count: Generated<number>;
  /** The promo code the sale took, if any (its use is in promo_uses under the sale's reference). */
  promo_code: string | null;
  /** What was taken off the service's price: the code's discount or a supervisor's manual discount. */
  discount_kobo: number | null;
  /** A manual discount's reason, as the supervisor gave it; null for a code's discount. */
  discount_reason: string | null;
}

/** What became of one part of a box-office sale of several items: held (or removed before the tender), then bought, or not bought and waiting (failed), or its share of the tender refunded. */
export type SalePartStatus = 'held' | 'removed' | 'bought' | 'failed' | 'refunded';

/** One part of a box-office sale of several items, bought under its own reference. */
export interface SalePartsTable {
  /** The part's reference: the sale's with `-1` to `-9` (lib/basket/part-reference.ts). */
  reference: string;
  sale_reference: string;
  /** 0-based; the reference's last digit less one. */
  position: number;
  kind: string;
  title: string;
  subtitle: string | null;
  /** The part's held checkout as JSON, under the part's reference. */
  checkout: string;
  amount_kobo: number;
  status: SalePartStatus;
  /** Why the service did not sell it, or how its share was refunded. */
  failure: string | null;
  created_at: number;
  updated_at: number;
}

export interface SaleEventsTable {
  id: string;
  reference: string;
  /** held, released, tendered, bought, buy_failed, held_again, voided, printed */
  type: string;
  staff_id: string | null;
  detail: string | null;
  created_at: number;
}

/** A cashier's shift: open from sign-in until closed with the drawer counted; amounts in kobo, set at the close. */
export interface ShiftsTable {
  id: string;
  staff_id: string;
  opened_at: number;
  closed_at: number | null;
  /** Who closed it: the cashier, or a supervisor for them. */
  closed_by: string | null;
  opening_float_kobo: number | null;
  cash_sales_kobo: number | null;
  cash_refunds_kobo: number | null;
  expected_kobo: number | null;
  counted_kobo: number | null;
  /** Counted less expected: positive over, negative short. */
  difference_kobo: number | null;
}

/** A customer's choice carried from an embed's frame to a new tab: opened once, within its time, then deleted. */
export interface EmbedContinueLinksTable {
  /** SHA-256 (hex) of the link's random id: the database alone opens no link. */
  token_hash: string;
  /** The choice (selection, quantities, contact, source), sealed with SESSION_SECRET. */
  sealed: string;
  expires_at: number;
}

/** A coach order's passenger: the name given at checkout for one seat (or a flexible trip's place). */
export interface BusPassengersTable {
  /** The order's merchant reference. */
  reference: string;
  /** The seat's place in the order, from 0. */
  position: number;
  /** Null on a flexible trip, whose seats are given out at boarding. */
  seat_number: string | null;
  name: string;
  created_at: number;
}

/** One ticket the storefront sold, with what it admits to: written once when its order completes. */
export interface TicketsTable {
  /** Random, short; the signed code carries it. */
  id: string;
  /** The order's merchant reference. */
  reference: string;
  /** The ticket's place in the order's items, from 0. */
  position: number;
  kind: string;
  /** The service's own code of the item (what orders sold before signed codes carry in their QR). */
  service_code: string;
  /** What it admits to: one check-in list (an event day, a screening, a departure, a hotel's arrivals on a day). */
  list_key: string;
  list_title: string;
  starts_at: number | null;
  /** When it may be used, epoch ms. */
  valid_from: number;
  valid_until: number;
  ticket_type: string;
  seat: string | null;
  room: string | null;
  nights: number | null;
  holder_name: string;
  holder_email: string;
  holder_phone: string;
  channel: 'web' | 'embed' | 'pos';
  /** The code its QR shows, signed with the merchant's Ed25519 key. */
  signed_code: string;
  created_at: number;
}

/** A ticket checked in (or out) at a gate; unique per ticket, entry and direction. */
export interface CheckInsTable {
  id: string;
  ticket_id: string;
  list_key: string;
  /** 1 for the first entry; a re-entry after a check-out is the next. */
  entry: number;
  direction: 'in' | 'out';
  gate: string;
  staff_id: string;
  device_id: string;
  /** When the device scanned it (it may have been offline); `recorded_at` is when the server heard of it. */
  scanned_at: number;
  recorded_at: number;
}

/** A scan of a ticket another device had already checked in, found when an offline device synced. */
export interface CheckInConflictsTable {
  id: string;
  ticket_id: string;
  list_key: string;
  /** The check-in that was recorded first. */
  check_in_id: string;
  gate: string;
  staff_id: string;
  device_id: string;
  scanned_at: number;
  recorded_at: number;
  resolved_at: number | null;
  resolved_by: string | null;
}

/** A waiting room in front of an on-sale (`event:<experienceId>` or `shop`); times in ms since the epoch. */
export interface WaitingRoomsTable {
  id: string;
  enabled: number;
  /** From when visitors may take a place (they wait for the on-sale's random draw). */
  opens_at: number;
  on_sale_at: number;
  /** At most this many new shoppers a minute, and/or at most this many shopping at once. */
  admit_per_minute: number | null;
  max_active: number | null;
  /** How long an admitted visitor has to reserve. */
  turn_seconds: number;
  /** Places let in so far: only grows, under the row's lock. */
  admitted: number;
  last_admit_at: number | null;
  sold_out_at: number | null;
  updated_at: number;
  updated_by: string;
}

/** One browser's place in a waiting room. */
export interface WaitingRoomPlacesTable {
  id: string;
  room_id: string;
  address_key: string;
  joined_at: number;
  /** 1: arrived before the on-sale, ordered by a random draw (sort_key); 0: ordered by arrival. */
  early: number;
  sort_key: number;
  admitted_at: number | null;
  turn_ends_at: number | null;
  /** Bought, left, or the room closed for it. */
  finished_at: number | null;
  email: string | null;
  notified_at: number | null;
}

/** How a promo code lowers a ticket's price: a percentage off, an amount off, or a fixed price. */
export type PromoDiscountKind = 'percent' | 'amount' | 'price';

/** A promo code and its rules (lib/promo/rules.ts); amounts in kobo, times in ms since the epoch. */
export interface PromoCodesTable {
  /** Upper case, letters, digits and dashes, 3 to 32 characters. */
  code: string;
  campaign: string | null;
  note: string | null;
  discount_kind: PromoDiscountKind;
  /** Percent: 1 to 100; amount and price: kobo per ticket (per room for a stay). */
  discount_value: number;
  /** JSON of the PromoScope: where the code applies. */
  scope: string;
  valid_from: number | null;
  valid_until: number | null;
  max_uses: number | null;
  max_uses_per_customer: number | null;
  max_tickets_per_order: number | null;
  min_tickets: number | null;
  /** The batch a generated code belongs to; null for a code made on its own. */
  batch: string | null;
  enabled: number;
  /** Uses claimed or used: the cap's counter, never above `max_uses`. */
  claimed: Generated<number>;
  /** A staff id, or `command line`. */
  created_by: string;
  created_at: number;
  /** Who last turned it on or off (or created it). */
  updated_by: string;
  updated_at: number;
}

/** claimed when payment starts, used once bought, returned when the payment fails or the holds lapse. */
export type PromoUseStatus = 'claimed' | 'used' | 'returned';

/** One order's use of a promo code. */
export interface PromoUsesTable {
  /** A web checkout's order key, or a box-office sale's reference. */
  order_key: string;
  /** The payment or sale reference being paid. */
  reference: string;
  code: string;
  channel: 'web' | 'embed' | 'pos';
  /** Trimmed and lower-cased. */
  customer_email: string | null;
  /** International form (`+2348031234567`). */
  customer_phone: string | null;
  tickets: number;
  gross_kobo: number;
  discount_kobo: number;
  status: PromoUseStatus;
  /** When an unpaid claim lapses: the holds' expiry. */
  expires_at: number;
  /** When the purchase completed. */
  used_at: number | null;
  created_at: number;
  updated_at: number;
  /** Why a use was given back (declined, abandoned, refunded, lapsed, another code). */
  returned_reason: string | null;
}

/** A waiting list for one sold-out thing (server/waiting-list). */
export interface WaitingListsTable {
  key: string;
  kind: string;
  /** The selection (JSON) whose availability the list's line is read from. */
  selection: string;
  line_id: string;
  title: string;
  /** The page the thing is sold from. */
  href: string;
  /** The shop's address (STOREFRONT_PUBLIC_URL) it was joined on: only that shop's storefronts hand it on. */
  origin: string;
  /** Turns given so far; bumped under the row's lock by each hand-on. */
  offered: number;
  created_at: number;
  updated_at: number;
}

export interface WaitingListEntriesTable {
  id: string;
  list_key: string;
  email: string;
  phone: string | null;
  quantity: number;
  status: 'waiting' | 'offered' | 'reserved' | 'lapsed' | 'left';
  leave_token: string;
  turn_token: string | null;
  joined_at: number;
  offered_at: number | null;
  offer_ends_at: number | null;
  offered_quantity: number | null;
  reserved_reference: string | null;
  updated_at: number;
}

export interface StoreDB {
  payments: PaymentsTable;
  payment_events: PaymentEventsTable;
  refunds: RefundsTable;
  order_claims: OrderClaimsTable;
  test_payments: TestPaymentsTable;
  baskets: BasketsTable;
  staff: StaffTable;
  audit_log: AuditLogTable;
  order_sources: OrderSourcesTable;
  sales: SalesTable;
  sale_events: SaleEventsTable;
  sale_parts: SalePartsTable;
  embed_continue_links: EmbedContinueLinksTable;
  bus_passengers: BusPassengersTable;
  shifts: ShiftsTable;
  tickets: TicketsTable;
  check_ins: CheckInsTable;
  check_in_conflicts: CheckInConflictsTable;
  waiting_rooms: WaitingRoomsTable;
  waiting_room_places: WaitingRoomPlacesTable;
  promo_codes: PromoCodesTable;
  promo_uses: PromoUsesTable;
  waiting_lists: WaitingListsTable;
  waiting_list_entries: WaitingListEntriesTable;
}
