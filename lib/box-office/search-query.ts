// The box office's search box and what a cashier picked from its results, read from the sale screen's URL.
import { z } from 'zod';
import { isCalendarDay } from '@/lib/format/lagos-day';
import { selectionSchemas, type SellableKind } from '@/lib/sellables/kinds';

/** A merchant reference of a box-office sale (`pos-` and 22 characters), typed or scanned from a receipt. */
export const SALE_REFERENCE = /^pos-[A-Za-z0-9_-]{22}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type SearchInput =
  | { type: 'empty' }
  | { type: 'sale'; reference: string }
  | { type: 'id'; id: string }
  | { type: 'text'; words: string[] };

/** What was typed or scanned: a sale's reference, an event or film id, or words to look for. */
export function readSearch(raw: string | undefined): SearchInput {
  const text = (raw ?? '').trim().slice(0, 100);
  if (!text) return { type: 'empty' };
  if (SALE_REFERENCE.test(text)) return { type: 'sale', reference: text };
  if (UUID.test(text)) return { type: 'id', id: text.toLowerCase() };
  return { type: 'text', words: text.toLowerCase().split(/\s+/).filter(Boolean).slice(0, 6) };
}

/** True when every word appears somewhere in the fields (any order, any case). */
export function matchesWords(
  words: readonly string[],
  ...fields: (string | null | undefined)[]
): boolean {
  const haystack = fields.filter(Boolean).join(' ').toLowerCase();
  return words.every((word) => haystack.includes(word));
}

/** A real calendar day (`2027-02-30` is not one: day arithmetic on it would throw). */
const isoDate = z.string().refine(isCalendarDay);

/** How the sale screen's URL names the item picked, for each kind (read in this order). */
const pickSchemas = {
  event: z
    .object({ event: selectionSchemas.event.shape.eventId })
    .transform((p) => ({ kind: 'event' as const, eventId: p.event })),
  cinema: z
    .object({
      film: selectionSchemas.cinema.shape.filmId,
      location: z.coerce.number().int().positive(),
      time: z.coerce.number().int().positive(),
      date: isoDate,
    })
    .transform((p) => ({
      kind: 'cinema' as const,
      filmId: p.film,
      locationId: p.location,
      timeId: p.time,
      date: p.date,
    })),
  bus: z
    .object({ schedule: z.coerce.number().int().positive() })
    .transform((p) => ({ kind: 'bus' as const, scheduleId: p.schedule })),
  hotel: z
    .object({
      hotel: z.coerce.number().int().positive(),
      checkin: isoDate.optional(),
      checkout: isoDate.optional(),
      guests: z.coerce.number().int().min(1).max(100).optional(),
    })
    .transform((p) => ({
      kind: 'hotel' as const,
      hotelId: p.hotel,
      checkin: p.checkin,
      checkout: p.checkout,
      guests: p.guests,
    })),
} satisfies Record<SellableKind, z.ZodType<{ kind: SellableKind }>>;

/** The item picked from the results, as the sale screen's URL carries it. */
export const pickSchema = z.union(Object.values(pickSchemas));

export type PickedItem = z.output<typeof pickSchema>;
type HotelPick = Extract<PickedItem, { kind: 'hotel' }>;
/** A picked item to link to: a hotel may be linked before its dates are chosen. */
export type PickLink =
  Exclude<PickedItem, HotelPick> | (Pick<HotelPick, 'kind' | 'hotelId'> & Partial<HotelPick>);
type LinkOf<K extends SellableKind> = Extract<PickLink, { kind: K }>;
type PickParams = Record<string, string | number | undefined>;

/** The URL parameters of a picked item, for each kind; those left undefined are not written. */
const pickParams: { [K in SellableKind]: (pick: LinkOf<K>) => PickParams } = {
  event: (pick) => ({ event: pick.eventId }),
  cinema: (pick) => ({
    film: pick.filmId,
    location: pick.locationId,
    time: pick.timeId,
    date: pick.date,
  }),
  bus: (pick) => ({ schedule: pick.scheduleId }),
  hotel: (pick) => ({
    hotel: pick.hotelId,
    checkin: pick.checkin,
    checkout: pick.checkout,
    guests: pick.guests,
  }),
};

/** The picked item, or null when the URL names none (or names it badly). */
export function readPick(params: Record<string, string | string[] | undefined>): PickedItem | null {
  const flat = Object.fromEntries(
    Object.entries(params).map(([key, value]) => [key, Array.isArray(value) ? value[0] : value]),
  );
  const parsed = pickSchema.safeParse(flat);
  return parsed.success ? parsed.data : null;
}

/** The sale screen's address for a picked item. */
export function pickHref(pick: PickLink): string {
  // The table is typed by kind; the pick chose the entry, so it is of its kind.
  const toParams = pickParams[pick.kind] as (pick: PickLink) => PickParams;
  const params = Object.entries(toParams(pick)).flatMap(([key, value]) =>
    value === undefined ? [] : [[key, String(value)]],
  );
  return `/box-office?${new URLSearchParams(params)}`;
}
