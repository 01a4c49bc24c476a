// The box office's search box and what a cashier picked from its results, read from the sale screen's URL.
import { z } from 'zod';
import { selectionSchemas } from '@/lib/sellables/kinds';

/** A merchant reference of a box-office sale (`pos-` and 22 characters), typed or scanned from a receipt. */
export const SALE_REFERENCE = /^pos-[A-Za-z0-9_-]{22}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type SearchInput = { type: 'empty' } | { type: 'sale'; reference: string } | { type: 'id'; id: string } | { type: 'text'; words: string[] };

/** What was typed or scanned: a sale's reference, an event or film id, or words to look for. */
export function readSearch(raw: string | undefined): SearchInput {
  const text = (raw ?? '').trim().slice(0, 100);
  if (!text) return { type: 'empty' };
  if (SALE_REFERENCE.test(text)) return { type: 'sale', reference: text };
  if (UUID.test(text)) return { type: 'id', id: text.toLowerCase() };
  return { type: 'text', words: text.toLowerCase().split(/\s+/).filter(Boolean).slice(0, 6) };
}

/** True when every word appears somewhere in the fields (any order, any case). */
export function matchesWords(words: readonly string[], ...fields: (string | null | undefined)[]): boolean {
  const haystack = fields.filter(Boolean).join(' ').toLowerCase();
  return words.every((word) => haystack.includes(word));
}

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** The item picked from the results, as the sale screen's URL carries it. */
export const pickSchema = z.union([
  z.object({ event: selectionSchemas.event.shape.eventId }).transform((p) => ({ kind: 'event' as const, eventId: p.event })),
  z
    .object({ film: selectionSchemas.cinema.shape.filmId, location: z.coerce.number().int().positive(), time: z.coerce.number().int().positive(), date: isoDate })
    .transform((p) => ({ kind: 'cinema' as const, filmId: p.film, locationId: p.location, timeId: p.time, date: p.date })),
  z.object({ schedule: z.coerce.number().int().positive() }).transform((p) => ({ kind: 'bus' as const, scheduleId: p.schedule })),
  z
    .object({
      hotel: z.coerce.number().int().positive(),
      checkin: isoDate.optional(),
      checkout: isoDate.optional(),
      guests: z.coerce.number().int().min(1).max(100).optional(),
    })
    .transform((p) => ({ kind: 'hotel' as const, hotelId: p.hotel, checkin: p.checkin, checkout: p.checkout, guests: p.guests })),
]);

export type PickedItem = z.output<typeof pickSchema>;
type HotelPick = Extract<PickedItem, { kind: 'hotel' }>;
/** A picked item to link to: a hotel may be linked before its dates are chosen. */
export type PickLink = Exclude<PickedItem, HotelPick> | (Pick<HotelPick, 'kind' | 'hotelId'> & Partial<HotelPick>);

/** The picked item, or null when the URL names none (or names it badly). */
export function readPick(params: Record<string, string | string[] | undefined>): PickedItem | null {
  const flat = Object.fromEntries(Object.entries(params).map(([key, value]) => [key, Array.isArray(value) ? value[0] : value]));
  const parsed = pickSchema.safeParse(flat);
  return parsed.success ? parsed.data : null;
}

/** The sale screen's address for a picked item. */
export function pickHref(pick: PickLink): string {
  const params = new URLSearchParams();
  if (pick.kind === 'event') params.set('event', pick.eventId);
  if (pick.kind === 'cinema') {
    params.set('film', pick.filmId);
    params.set('location', String(pick.locationId));
    params.set('time', String(pick.timeId));
    params.set('date', pick.date);
  }
  if (pick.kind === 'bus') params.set('schedule', String(pick.scheduleId));
  if (pick.kind === 'hotel') {
    params.set('hotel', String(pick.hotelId));
    for (const key of ['checkin', 'checkout', 'guests'] as const) if (pick[key] !== undefined) params.set(key, String(pick[key]));
  }
  return `/box-office?${params}`;
}
