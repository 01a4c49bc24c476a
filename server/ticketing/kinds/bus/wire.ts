// Wire shapes of the bus listings (an extension of the service; docs/api-extensions.md, "Transport listings") and
// of a trip's transaction record.
import { z } from 'zod';
import { idString, numberish, wirePriceBreakdown } from '@/server/ticketing/wire/primitives';

const text = z.string().nullish();
const place = z.object({ city: z.string(), terminal: text });

export const wireBusRoute = z.object({
  id: idString,
  origin: place,
  destination: place,
  duration_minutes: numberish.nullish(),
  distance_km: numberish.nullish(),
  operator: z.object({ id: idString, name: z.string(), slug: text, photo: text }).nullish(),
});

export const wireBusSchedule = z.object({
  id: idString,
  schedule_type: z.enum(['timed', 'random']),
  route_id: idString,
  bus_id: idString,
  departure: text,
  departure_at: text,
  departure_date: z.string(),
  bus: z
    .object({ id: idString, name: z.string(), plate_number: text, capacity: numberish })
    .nullish(),
  seats_available: numberish,
  bookable: z.boolean().default(true),
  price: numberish,
  price_breakdown: wirePriceBreakdown.nullish(),
});

export const wireSeat = z.object({
  id: idString,
  seat_number: z.string(),
  row: numberish,
  column: numberish,
  state: z.enum(['available', 'held', 'sold']).catch('sold'),
});

export const wireSeatMap = z.object({
  rows: numberish,
  columns: numberish,
  aisle_after: numberish.nullish(),
  seats: z.array(wireSeat),
});

export const wireScheduleDetail = z.object({
  schedule: wireBusSchedule,
  route: wireBusRoute,
  seat_map: wireSeatMap.nullish(),
});

export type WireScheduleDetail = z.output<typeof wireScheduleDetail>;

export const wireRouteList = z.object({
  routes: z.array(wireBusRoute),
  next_page: numberish.nullish(),
});

export const wireRouteSchedules = z.object({
  route: wireBusRoute,
  date: z.string(),
  schedules: z.array(wireBusSchedule),
});

const recordPlace = z.object({ city: text, terminal: text });

/** The transaction record's fields of a trip bought. */
export const busRecordFields = {
  trip: z
    .object({
      schedule_id: idString.nullish(),
      schedule_type: text,
      departure: text,
      departure_at: text,
      departure_date: text,
      route: z
        .object({ origin: recordPlace.nullish(), destination: recordPlace.nullish() })
        .nullish(),
      operator: z.object({ name: text }).nullish(),
      bus: z.object({ name: text, plate_number: text }).nullish(),
      seats: z.array(idString).nullish(),
    })
    .nullish(),
};

export type WireBusRoute = z.output<typeof wireBusRoute>;
export type WireBusSchedule = z.output<typeof wireBusSchedule>;
