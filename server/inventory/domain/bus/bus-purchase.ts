// Buying bus tickets (extension): the holds of one schedule become seats (timed) or places
// (random), priced per seat, then the shared purchase steps convert, debit and record.
import { z } from 'zod';
import { compiled, inList, listValue } from '../../db/compiled-query';
import type { Tx } from '../../db/transaction';
import { ApiError } from '../core/errors';
import {
  buyerInfoField,
  merchantReferenceField,
  reservationIdsField,
} from '../core/purchases/buy-fields';
import { runBuy, type BuyScope } from '../core/purchases/run-buy';
import { customerRecord, itemsPerUnit } from '../core/purchases/purchase-draft';
import { type DraftItem } from '../core/purchases/transactions';
import { reservationsNotFound, type OwnedHold } from '../core/purchases/owned-holds';
import { priceOf, totalKobo } from '../core/money';
import { findRoute, type RouteView } from './bus-catalogue';
import { departureOf, findScheduleRow, isBookable, type ScheduleRow } from './bus-schedules';

// Same customer, reference and reservation rules as the experience buy.
export const busBuySchema = z.object({
  reservation_ids: reservationIdsField,
  customer_info: buyerInfoField,
  merchant_reference: merchantReferenceField,
});

export type BusBuyRequest = z.output<typeof busBuySchema>;

/** The trip as the transaction record's `trip` and the purchase result's `schedule` show it. */
export interface TripView {
  schedule_id: number;
  schedule_type: 'timed' | 'random';
  departure: string | null;
  departure_at: string | null;
  departure_date: string;
  route: {
    id: number;
    origin: RouteView['origin'];
    destination: RouteView['destination'];
    duration_minutes: number;
  };
  operator: { id: string; name: string };
  bus: { id: number; name: string; plate_number: string };
  /** seat numbers in seat order; empty for a random schedule (seats are not assigned) */
  seats: string[];
}

/** The one schedule all the holds are for, bookable now. */
async function scheduleOf(tx: Tx, holds: OwnedHold[], now: number): Promise<ScheduleRow> {
  const ids = new Set(holds.map((h) => h.resource_id));
  if (ids.size !== 1)
    throw reservationsNotFound('All reservations of a bus purchase must be for the same schedule.');
  const schedule = await findScheduleRow(tx, Number(holds[0]!.resource_id));
  if (!schedule) throw reservationsNotFound();
  if (!isBookable(schedule, now)) {
    throw new ApiError(422, 'This schedule has already departed.', {
      errors: { reservation_ids: ['The schedule of these reservations has already departed.'] },
    });
  }
  return schedule;
}

const seatsById = compiled<{ ids: unknown }>()((db, p, engine) =>
  db
    .selectFrom('bus_seats')
    .select(['id', 'seat_number', 'seat_row', 'seat_col'])
    .where(inList('id', p.ids, engine)),
);

/** Seat ids and numbers of timed holds, in seat order. */
async function seatsOf(tx: Tx, holds: OwnedHold[]) {
  const seatIds = holds.flatMap((h) =>
    Array.isArray(h.metadata.seat_ids) ? (h.metadata.seat_ids as number[]) : [],
  );
  if (seatIds.length === 0) return [];
  const rows = await seatsById.rows(tx, { ids: listValue(tx, seatIds) });
  const byId = new Map(rows.map((r) => [r.id, r]));
  return holds
    .flatMap((h) =>
      ((h.metadata.seat_ids as number[] | undefined) ?? []).map((id) => ({
        hold: h,
        seat: byId.get(id)!,
      })),
    )
    .filter((s) => s.seat !== undefined)
    .sort((a, b) => a.seat.seat_row - b.seat.seat_row || a.seat.seat_col - b.seat.seat_col);
}

function tripOf(schedule: ScheduleRow, route: RouteView, seats: string[]): TripView {
  return {
    schedule_id: schedule.id,
    schedule_type: schedule.schedule_type,
    ...departureOf(schedule),
    departure_date: schedule.departure_date,
    route: {
      id: route.id,
      origin: route.origin,
      destination: route.destination,
      duration_minutes: route.duration_minutes,
    },
    operator: { id: route.operator.id, name: route.operator.name },
    bus: { id: schedule.bus_id, name: schedule.bus_name, plate_number: schedule.plate_number },
    seats,
  };
}

export async function buyBusTickets(scope: BuyScope, body: BusBuyRequest) {
  return runBuy(scope, body, { kind: 'bus' }, async (purchase) => {
    const { tx } = purchase;
    const holds = await purchase.takeHolds();
    const schedule = await scheduleOf(tx, holds, purchase.now);
    const route = (await findRoute(tx, schedule.route_id))!;
    const seats = await seatsOf(tx, holds);
    const trip = tripOf(
      schedule,
      route,
      seats.map((s) => s.seat.seat_number),
    );
    const title = `${route.origin.city} → ${route.destination.city}`;
    const unit = totalKobo(priceOf(schedule, 1));
    const common = {
      schedule_id: schedule.id,
      departure: trip.departure,
      departure_date: schedule.departure_date,
    };
    const items: DraftItem[] =
      schedule.schedule_type === 'timed'
        ? seats.map(({ hold, seat }) => ({
            type: 'seat',
            title: `${title}, seat ${seat.seat_number}`,
            price_kobo: unit,
            ...common,
            seat_id: seat.id,
            seat_number: seat.seat_number,
            reservation_id: hold.id,
          }))
        : itemsPerUnit(holds, (_hold, n) => ({
            type: 'seat',
            title: `${title}, passenger ${n + 1}`,
            price_kobo: unit,
            ...common,
            seat_id: null,
            seat_number: null,
          }));
    return purchase.complete(holds, {
      kind: 'bus',
      customer: customerRecord(body.customer_info),
      breakdownKobo: priceOf(schedule, items.length),
      details: { trip },
      items,
    });
  });
}
