// What each kind of sellable (event, cinema screening, bus trip, hotel stay) tells the shared checkout and the box office.
import 'server-only';
import type { z } from 'zod';
import type { TodayTile } from '@/lib/box-office/today';
import type { TicketOption } from '@/lib/catalogue/types';
import type { Shortfall } from '@/lib/checkout/availability';
import type { OrderDetails } from '@/lib/checkout/types';
import type { ChosenLine, SellableKind, SelectionOf } from '@/lib/sellables/kinds';
import type { TransactionMedium } from '@/server/channel';
import type { CheckoutState, HeldLine } from '@/server/session/checkout-state';
import type { TicketingError } from '../errors';
import type { WireTransaction } from '../wire/purchase';

/** One item of the create-holds request, as the service takes it. */
export interface HoldItem {
  /** The service's kind of hold, named by each kind module: `entertainment` (ticket categories), `bus`, `hotel`. */
  ticket_type: string;
  resource_id: string | number;
  quantity: number;
  metadata?: Record<string, unknown>;
}

/** Fresh numbers for what the customer chose, read right before holding. */
export interface Quote {
  title: string;
  subtitle?: string;
  lines: HeldLine[];
  shortfalls: Shortfall[];
  /** Why this cannot be sold at all now (a screening that started, a stay too big for the rooms). */
  refusal?: string;
}

/** One result of the box office's search: a link that picks the item on the sale screen. */
export interface SearchHit {
  key: string;
  kind: SellableKind;
  title: string;
  detail: string;
  href: string;
}

export type CheckoutOf<K extends SellableKind> = CheckoutState & { selection: SelectionOf<K> };

/** The transaction record as a kind reads it: the shared fields and the kind's own. */
export type RecordOf<F extends z.ZodRawShape> = WireTransaction & z.output<z.ZodObject<F>>;

export interface SellableKindModule<
  K extends SellableKind,
  F extends z.ZodRawShape = z.ZodRawShape,
> {
  readonly kind: K;
  /** Said when the item is no longer known to the service. */
  readonly goneMessage: string;
  /** Null when the item does not exist (any more). `now` is the storefront's clock, for what has started. */
  quote(
    selection: SelectionOf<K>,
    lines: readonly ChosenLine[],
    now: number,
  ): Promise<Quote | null>;
  holdItems(selection: SelectionOf<K>, lines: readonly ChosenLine[]): HoldItem[];
  /** Buys the checkout's holds under its merchant reference; throws the client's errors. */
  buy(checkout: CheckoutOf<K>, medium: TransactionMedium): Promise<void>;
  /** The transaction record's fields only this kind's records carry (a trip's `trip`), read leniently. */
  readonly recordFields: F;
  /** The kind's part of the order page, from the transaction record (and what the catalogue adds to it). */
  orderDetails(record: RecordOf<F>): OrderDetails | Promise<OrderDetails>;
  /** The page the customer bought from, to go back to. */
  href(selection: SelectionOf<K>): string;
  /** Ticket categories with what is left, for kinds sold by category (events, screenings); null when unknown. */
  availability?(selection: SelectionOf<K>): Promise<TicketOption[] | null>;
  /** The customer's words for a hold the service refused as invalid (422), when the kind knows better. */
  explainRejection?(error: TicketingError): string | null;
  /** The box office's search: what of this kind matches every word (lower case), on sale from `now`. */
  searchHits(words: readonly string[], now: number): Promise<SearchHit[]>;
  /** The box office's scan of an id (events and films); none when the id names nothing of this kind. */
  hitsById?(id: string, now: number): Promise<SearchHit[]>;
  /** The box office's today screen: what of this kind is on today in Lagos and still to start (events: not over). */
  todayTiles?(now: number): Promise<TodayTile[]>;
}
