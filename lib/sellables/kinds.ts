// The four kinds of thing the storefront sells, and what a customer chose of each (browser-safe schemas).
import * as z from '@/lib/validation/zod-mini';

export const SELLABLE_KINDS = ['event', 'cinema', 'bus', 'hotel'] as const;
export type SellableKind = (typeof SELLABLE_KINDS)[number];

const uuid = z.guid('This item could not be found.');
const positiveId = z.coerce.number().check(z.int(), z.positive());
const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose a date.'));

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
    departure: z.optional(z.string().check(z.maxLength(16))),
    routeId: positiveId,
    /** Random schedules: the bus and date the hold names. */
    busId: z.optional(positiveId),
    departureDate: z.optional(isoDate),
    seatIds: z.optional(z.array(positiveId).check(z.maxLength(10))),
  }),
  hotel: z.object({
    hotelId: positiveId,
    roomId: positiveId,
    checkin: isoDate,
    checkout: isoDate,
    guests: z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)),
  }),
} as const satisfies Record<SellableKind, z.ZodMiniObject>;

export const selectionSchema = z.discriminatedUnion('kind', [
  z.extend(selectionSchemas.event, { kind: z.literal('event') }),
  z.extend(selectionSchemas.cinema, { kind: z.literal('cinema') }),
  z.extend(selectionSchemas.bus, { kind: z.literal('bus') }),
  z.extend(selectionSchemas.hotel, { kind: z.literal('hotel') }),
]);

export type Selection = z.output<typeof selectionSchema>;
export type SelectionOf<K extends SellableKind> = Extract<Selection, { kind: K }>;

/** One chosen line: a ticket category, a schedule's seats or a room type, and how many. */
export interface ChosenLine {
  id: string;
  quantity: number;
}
