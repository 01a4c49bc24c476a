// Bus trips: seats of a timed departure, or places on a flexible (random) schedule, bought through the
// bus buy (docs/api-extensions.md, "bus purchase").
import 'server-only';
import { totalQuantity } from '@/lib/checkout/order-total';
import type { Shortfall } from '@/lib/checkout/availability';
import { departureOption } from '@/lib/bus/schedule-option';
import { formatCalendarDate, formatLagosDateTime } from '@/lib/format/calendar-date';
import type { SelectionOf } from '@/lib/sellables/kinds';
import { busSeatsTitle, seatNumbersNote } from '@/lib/sellables/wording';
import { ticketingRequest } from '@/server/ticketing/client';
import { wirePurchaseReceipt } from '@/server/ticketing/wire/purchase';
import { buyBasics } from '../buy-request';
import type { Quote, SellableKindModule } from '../kind';
import { readScheduleDetail } from './reads';
import { reshapeScheduleDetail } from './reshape';
import { busHits, busTodayTiles } from './search';
import { busRecordFields, type WireScheduleDetail } from './wire';

type BusSelection = SelectionOf<'bus'>;

export const DEPARTED = 'This departure has left or is no longer on sale. Choose another one.';
export const TRIP_GONE = 'This departure is no longer on sale.';

const seatCountRefusal = (wanted: number, chosen: number) =>
  `Choose ${wanted} seat${wanted === 1 ? '' : 's'}, one per traveller (you chose ${chosen}).`;

const routeTitle = ({ route }: WireScheduleDetail) =>
  `${route.origin.city} → ${route.destination.city}`;

/** When and from where, as the checkout says it: `Tue, 24 Nov 2026, 06:00 from Jibowu Terminal`. */
function tripWhen({ schedule, route }: WireScheduleDetail): string {
  const when = schedule.departure_at
    ? formatLagosDateTime(schedule.departure_at)
    : `${formatCalendarDate(schedule.departure_date)}, any time`;
  return route.origin.terminal ? `${when} from ${route.origin.terminal}` : when;
}

/** The seats a timed hold asks for that are not free now, by seat number. */
function seatShortfalls(detail: WireScheduleDetail, seatIds: readonly number[]): Shortfall[] {
  const seats = new Map((detail.seat_map?.seats ?? []).map((seat) => [Number(seat.id), seat]));
  return seatIds.flatMap((id) => {
    const seat = seats.get(id);
    if (seat?.state === 'available') return [];
    return [
      {
        title: seat ? `Seat ${seat.seat_number}` : 'A seat you chose',
        wanted: 1,
        remaining: 0,
        unit: 'seat',
      },
    ];
  });
}

function quoteTrip(
  detail: WireScheduleDetail,
  selection: BusSelection,
  wanted: number,
  now: number,
): Quote {
  const { schedule } = detail;
  const timed = schedule.schedule_type === 'timed';
  const seatIds = selection.seatIds ?? [];
  const seatNumbers = (detail.seat_map?.seats ?? [])
    .filter((seat) => seatIds.includes(Number(seat.id)))
    .map((seat) => seat.seat_number);
  const quantity = timed ? seatIds.length : wanted;
  const departsAt = schedule.departure_at ? Date.parse(schedule.departure_at) : Number.NaN;
  const left = !schedule.bookable || departsAt <= now;
  // The hold takes the seats named; the number of travellers must match them (a form without scripts may not).
  const miscounted = timed && wanted > 0 && wanted !== seatIds.length;
  const shortfalls = timed
    ? seatShortfalls(detail, seatIds)
    : schedule.seats_available < quantity
      ? [
          {
            title: routeTitle(detail),
            wanted: quantity,
            remaining: schedule.seats_available,
            unit: 'place',
          },
        ]
      : [];
  return {
    title: routeTitle(detail),
    subtitle: tripWhen(detail),
    lines: [
      {
        id: String(schedule.id),
        title: busSeatsTitle(
          detail.route.operator?.name ?? null,
          timed ? seatNumbers : [],
          Math.max(1, quantity),
        ),
        note: timed ? seatNumbersNote(seatNumbers) : 'Seat assigned at boarding',
        quantity: Math.max(1, quantity),
        unitPrice: schedule.price,
      },
    ],
    shortfalls,
    refusal: left ? DEPARTED : miscounted ? seatCountRefusal(wanted, seatIds.length) : undefined,
  };
}

export const busKind: SellableKindModule<'bus', typeof busRecordFields> = {
  kind: 'bus',
  goneMessage: TRIP_GONE,

  async quote(selection, chosen, now) {
    const detail = await readScheduleDetail(selection.scheduleId);
    if (!detail) return null;
    const wanted = totalQuantity(chosen);
    return quoteTrip(detail, selection, wanted, now);
  },

  holdItems(selection, chosen) {
    const base = { ticket_type: 'bus' as const, resource_id: selection.scheduleId };
    if (selection.scheduleType === 'timed') {
      const seatIds = selection.seatIds ?? [];
      return [
        {
          ...base,
          quantity: seatIds.length,
          metadata: {
            schedule_type: 'timed',
            schedule_timestamp: selection.departure,
            seat_ids: seatIds,
          },
        },
      ];
    }
    const quantity = totalQuantity(chosen);
    const metadata = {
      schedule_type: 'random',
      bus_id: selection.busId,
      route_id: selection.routeId,
      departure_date: selection.departureDate,
    };
    return [{ ...base, quantity, metadata }];
  },

  async buy(checkout, medium) {
    await ticketingRequest('/api/v1/svc/bus/buy/tickets', {
      method: 'POST',
      medium,
      schema: wirePurchaseReceipt,
      body: buyBasics(checkout),
    });
  },

  recordFields: busRecordFields,

  orderDetails({ trip }) {
    const origin = trip?.route?.origin;
    const destination = trip?.route?.destination;
    const place = (p: typeof origin) =>
      p?.city ? { city: p.city, terminal: p.terminal ?? '' } : null;
    return {
      kind: 'bus',
      title:
        origin?.city && destination?.city ? `${origin.city} → ${destination.city}` : 'Your trip',
      operator: trip?.operator?.name ?? null,
      from: place(origin),
      to: place(destination),
      departureAt: trip?.departure_at ?? null,
      departureDate: trip?.departure_date ?? null,
      bus: trip?.bus?.name ?? null,
      seats: trip?.seats ?? [],
    };
  },

  href: (s) => `/bus/${s.routeId}/${s.scheduleId}`,

  // One line per departure: what a flexible trip's quantity picker shows, and the free seats of a timed one's map.
  async availability(selection) {
    const detail = await readScheduleDetail(selection.scheduleId);
    return detail ? [departureOption(reshapeScheduleDetail(detail))] : null;
  },

  // The service refuses a hold or a buy of a departure that has left as invalid, keyed by the schedule.
  explainRejection(error) {
    const departed =
      error.messagesFor('tickets.0.resource_id').length > 0 ||
      error.messagesFor('reservation_ids').length > 0;
    return departed ? DEPARTED : null;
  },

  searchHits: busHits,

  todayTiles: busTodayTiles,
};
