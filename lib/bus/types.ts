// The storefront's own shapes of coach routes, departures and seat maps (browser-safe).
import * as z from '@/lib/validation/zod-mini';
import { SEAT_STATES, type SeatState } from './seat-states';

export interface BusPlace {
  city: string;
  terminal: string | null;
}

export interface BusRoute {
  id: number;
  origin: BusPlace;
  destination: BusPlace;
  durationMinutes: number | null;
  operator: string | null;
}

export interface PriceParts {
  ticketPrice: number;
  convenienceFee: number;
  merchantCommission: number;
}

export interface BusSchedule {
  id: number;
  type: 'timed' | 'random';
  routeId: number;
  busId: number;
  /** Timed: `Y-m-d H:i` (Africa/Lagos), what a hold names; null for flexible schedules. */
  departure: string | null;
  /** Timed: ISO 8601 with the Lagos offset; null for flexible schedules. */
  departureAt: string | null;
  departureDate: string;
  bus: { name: string; capacity: number } | null;
  seatsAvailable: number;
  bookable: boolean;
  price: number;
  breakdown: PriceParts | null;
}

export interface Seat {
  id: number;
  number: string;
  row: number;
  column: number;
  state: SeatState;
}

export interface SeatMapData {
  rows: number;
  columns: number;
  /** The aisle runs between this column and the next; null when the bus has none. */
  aisleAfter: number | null;
  seats: Seat[];
}

/** A departure with its route, and its seat map when seats are chosen (timed schedules). */
export interface ScheduleDetail {
  schedule: BusSchedule;
  route: BusRoute;
  seatMap: SeatMapData | null;
}

/** The live seat-state route's reply, checked in the browser. */
export const seatStatesReplySchema = z.object({
  bookable: z.boolean(),
  seatsAvailable: z.number().check(z.int()),
  seats: z.array(z.object({ id: z.number().check(z.int()), state: z.enum(SEAT_STATES) })),
  fetchedAt: z.number(),
});

export type SeatStatesReply = z.output<typeof seatStatesReplySchema>;

/** One search result: a schedule with the route it runs on. */
export interface Departure {
  route: BusRoute;
  schedule: BusSchedule;
}
