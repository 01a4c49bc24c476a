// The four kinds of thing the storefront sells, and what a customer chose of each (browser-safe schemas).
import { z } from 'zod';

export const SELLABLE_KINDS = ['event', 'cinema', 'bus', 'hotel'] as const;
export type SellableKind = (typeof SELLABLE_KINDS)[number];

const uuid = z.guid('This item could not be found.');
const positiveId = z.coerce.number().int().positive();
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose a date.');

/** What identifies the thing bought, apart from the quantities: enough to hold it again and to buy it. */
export const selectionSchemas = {
  event: z.object({ eventId: uuid }),
  cinema: z.object({
    filmId: uuid,
    locationId: positiveId,
    timeId: positiveId,
    date: isoDate,
  }),
  bus: z.object({
    scheduleId: positiveId,
    scheduleType: z.enum(['timed', 'random']),
    /** Timed schedules: the departure as the hold wants it (`Y-m-d H:i`). */
    departure: z.string().max(16).optional(),
    routeId: positiveId,
    /** Random schedules: the bus and date the hold names. */
    busId: positiveId.optional(),
    departureDate: isoDate.optional(),
    seatIds: z.array(positiveId).max(10).optional(),
  }),
  hotel: z.object({
    hotelId: positiveId,
    roomId: positiveId,
    checkin: isoDate,
    checkout: isoDate,
    guests: z.coerce.number().int().min(1).max(100),
  }),
} as const;

export const selectionSchema = z.discriminatedUnion('kind', [
  selectionSchemas.event.extend({ kind: z.literal('event') }),
  selectionSchemas.cinema.extend({ kind: z.literal('cinema') }),
  selectionSchemas.bus.extend({ kind: z.literal('bus') }),
  selectionSchemas.hotel.extend({ kind: z.literal('hotel') }),
]);

export type Selection = z.output<typeof selectionSchema>;
export type SelectionOf<K extends SellableKind> = Extract<Selection, { kind: K }>;

/** One chosen line: a ticket category, a schedule's seats or a room type, and how many. */
export interface ChosenLine {
  id: string;
  quantity: number;
}
