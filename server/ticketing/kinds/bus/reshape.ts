// Turns the service's transport replies into the storefront's bus types.
import 'server-only';
import type { BusRoute, BusSchedule, ScheduleDetail } from '@/lib/bus/types';
import type { WireBusRoute, WireBusSchedule, WireScheduleDetail } from './wire';

const toId = (id: string) => Number(id);

export function reshapeRoute(route: WireBusRoute): BusRoute {
  return {
    id: toId(route.id),
    origin: { city: route.origin.city, terminal: route.origin.terminal ?? null },
    destination: { city: route.destination.city, terminal: route.destination.terminal ?? null },
    durationMinutes: route.duration_minutes ?? null,
    operator: route.operator?.name ?? null,
  };
}

export function reshapeSchedule(schedule: WireBusSchedule): BusSchedule {
  const parts = schedule.price_breakdown;
  return {
    id: toId(schedule.id),
    type: schedule.schedule_type,
    routeId: toId(schedule.route_id),
    busId: toId(schedule.bus_id),
    departure: schedule.departure ?? null,
    departureAt: schedule.departure_at ?? null,
    departureDate: schedule.departure_date,
    bus: schedule.bus ? { name: schedule.bus.name, capacity: schedule.bus.capacity } : null,
    seatsAvailable: schedule.seats_available,
    bookable: schedule.bookable,
    price: schedule.price,
    breakdown: parts
      ? {
          ticketPrice: parts.ticket_price,
          convenienceFee: parts.convenience_fee,
          merchantCommission: parts.merchant_commission,
        }
      : null,
  };
}

export function reshapeScheduleDetail(detail: WireScheduleDetail): ScheduleDetail {
  const map = detail.seat_map;
  return {
    schedule: reshapeSchedule(detail.schedule),
    route: reshapeRoute(detail.route),
    seatMap:
      detail.schedule.schedule_type === 'timed' && map
        ? {
            rows: map.rows,
            columns: map.columns,
            aisleAfter: map.aisle_after ?? null,
            seats: map.seats.map((s) => ({
              id: toId(s.id),
              number: s.seat_number,
              row: s.row,
              column: s.column,
              state: s.state,
            })),
          }
        : null,
  };
}
