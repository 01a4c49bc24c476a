// The kinds the storefront sells, by name: the checkout's flows, the order lookup and the box office's search
// dispatch through here, and nothing else in server/ticketing imports a kind's folder.
import 'server-only';
import { z } from 'zod';
import { SELLABLE_KINDS, type Selection, type SellableKind } from '@/lib/sellables/kinds';
import { wireTransaction } from '../wire/purchase';
import { busKind } from './bus/kind';
import { cinemaKind } from './cinema/kind';
import { eventKind } from './event/kind';
import { hotelKind } from './hotel/kind';
import type { SellableKindModule } from './kind';

// Each module is typed for its own kind; the map is read with the kind of the selection at hand.
const KINDS: { [K in SellableKind]: SellableKindModule<K> } = {
  event: eventKind,
  cinema: cinemaKind,
  bus: busKind,
  hotel: hotelKind,
};

/** The transaction record as the order lookup reads it: the shared fields and every kind's own. */
const recordFields: z.ZodRawShape = Object.assign(
  {},
  ...SELLABLE_KINDS.map((kind) => KINDS[kind].recordFields),
);
export const wireOrderRecord = wireTransaction.and(z.object(recordFields));
export type WireOrderRecord = z.output<typeof wireOrderRecord>;

/** The module of a kind; callers pass it selections of that same kind (the selection's `kind` picked it). */
export function kindModule(kind: SellableKind): SellableKindModule<SellableKind> {
  return KINDS[kind] as unknown as SellableKindModule<SellableKind>;
}

/** The storefront's kind of a transaction record (the service writes `entertainment` for events). */
export function kindOfRecord(kind: string | null | undefined): SellableKind {
  return SELLABLE_KINDS.find((known) => known === kind) ?? 'event';
}

/** The page a selection was made on. */
export const hrefOf = (selection: Selection): string => kindModule(selection.kind).href(selection);
