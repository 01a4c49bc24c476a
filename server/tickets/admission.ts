// What each item of an order admits to, read from the service's transaction record: the check-in list it belongs to
// (an event day, a screening, a departure, a hotel's arrivals on a day), when that starts, and when the ticket may be
// used at the door. Every day and time is Lagos's.
//
// Validity windows, as a door team expects them:
// - an event: from the start of its first day to 06:00 the morning after its last day (a concert running past
//   midnight, a crowd leaving late);
// - a screening: from 2 hours before the showtime (the lobby, the queue) to 30 minutes after the screening ends
//   (4 hours after the showtime when the record gives no end);
// - a timed departure: from 4 hours before it leaves (a busy terminal, early boarding) to 1 hour after (a late bus);
//   a flexible trip, given out at boarding, the whole day of its date;
// - a hotel stay: from the start of the check-in date to the end of the check-out date (an early arrival is still
//   welcomed, and the booking still reads at check-out).
import 'server-only';
import { showtimeMinutes } from '@/lib/cinema/showtime';
import { formatCalendarDate } from '@/lib/format/calendar-date';
import { lagosDateTimeFormat, parseEventDate } from '@/lib/format/event-date';
import {
  addDays,
  isCalendarDay,
  lagosDay,
  lagosInstant,
  LAGOS_OFFSET_MS,
  type CalendarDay,
} from '@/lib/format/lagos-day';
import type { SellableKind } from '@/lib/sellables/kinds';
import type { RecordOf } from '@/server/ticketing/kinds/kind';
import { kindOfRecord } from '@/server/ticketing/kinds/registry';
import type { busRecordFields } from '@/server/ticketing/kinds/bus/wire';
import type { cinemaRecordFields } from '@/server/ticketing/kinds/cinema/wire';
import type { hotelRecordFields } from '@/server/ticketing/kinds/hotel/wire';

const HOUR_MS = 60 * 60 * 1000;

/** The transaction record with every kind's own fields, as admissions read it. */
export type AdmissionRecord = RecordOf<
  typeof cinemaRecordFields & typeof busRecordFields & typeof hotelRecordFields
>;

/** One item of an order as the door sees it. */
export interface Admission {
  /** The item's place in the order, from 0. */
  position: number;
  kind: SellableKind;
  /** The service's own code of the item. */
  serviceCode: string;
  listKey: string;
  listTitle: string;
  /** When the event, screening, departure or stay starts (epoch ms); null for a trip without a set time. */
  startsAt: number | null;
  validFrom: number;
  validUntil: number;
  /** The ticket category, `Seat` on a coach, the room type of a stay. */
  ticketType: string;
  seat: string | null;
  room: string | null;
  nights: number | null;
}

/** What one kind's list is: the same for every item of the order. */
type ListOf = Pick<Admission, 'listKey' | 'listTitle' | 'startsAt' | 'validFrom' | 'validUntil'>;

export interface AdmissionOptions {
  /** When a stay's rooms are ready (HOTEL_CHECKIN_FROM, `HH:MM`): the start of the hotel's arrivals. */
  hotelCheckinFrom: string;
}

/** Midnight in Lagos at the start of a day. */
const dayStart = (day: CalendarDay) => lagosInstant(day, 0);

/** `YYYY-MM-DDTHH:MM` of an instant on the Lagos clock. */
const lagosMinute = (time: number) => new Date(time + LAGOS_OFFSET_MS).toISOString().slice(0, 16);

const instantOf = (text: string | null | undefined): number | null => {
  const time = text ? Date.parse(text) : NaN;
  return Number.isNaN(time) ? null : time;
};

const realDay = (text: string | null | undefined): CalendarDay | null =>
  text && isCalendarDay(text) ? text : null;

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

function eventList(record: AdmissionRecord): ListOf | null {
  const { experience } = record;
  const start = instantOf(
    experience?.start_date ? parseEventDate(experience.start_date).iso : null,
  );
  if (!experience?.id || start === null) return null;
  const end = instantOf(experience.end_date ? parseEventDate(experience.end_date).iso : null);
  const firstDay = lagosDay(start);
  const lastDay = lagosDay(Math.max(start, end ?? start));
  return {
    listKey: `event:${experience.id}:${firstDay}`,
    listTitle: `${experience.title ?? 'Event'}, ${formatCalendarDate(firstDay)}`,
    startsAt: start,
    validFrom: dayStart(firstDay),
    validUntil: lagosInstant(addDays(lastDay, 1), 6 * 60),
  };
}

function cinemaList(record: AdmissionRecord): ListOf | null {
  const { experience, screening } = record;
  const day = realDay(screening?.attendance_date);
  const minutes = screening?.start ? showtimeMinutes(screening.start) : null;
  const start =
    instantOf(screening?.starts_at) ??
    (day && minutes !== null ? lagosInstant(day, minutes) : null);
  if (!experience?.id || !screening?.cinema_location_id || start === null) return null;
  const endMinutes = screening.end ? showtimeMinutes(screening.end) : null;
  let end = endMinutes === null ? null : lagosInstant(lagosDay(start), endMinutes);
  // A screening ending after midnight ends the next day.
  if (end !== null && end <= start) end += 24 * HOUR_MS;
  const place = screening.location_name ? `, ${screening.location_name}` : '';
  return {
    listKey: `cinema:${experience.id}:${screening.cinema_location_id}:${lagosMinute(start)}`,
    listTitle: `${experience.title ?? 'Film'}${place}, ${lagosDateTimeFormat.format(start)}`,
    startsAt: start,
    validFrom: start - 2 * HOUR_MS,
    validUntil: end === null ? start + 4 * HOUR_MS : end + HOUR_MS / 2,
  };
}

function busList(record: AdmissionRecord): ListOf | null {
  const { trip } = record;
  const departure = instantOf(trip?.departure_at);
  const day = realDay(trip?.departure_date) ?? (departure === null ? null : lagosDay(departure));
  if (!trip?.schedule_id || !day) return null;
  const origin = trip.route?.origin?.city;
  const destination = trip.route?.destination?.city;
  const route = origin && destination ? `${origin} → ${destination}` : 'Trip';
  if (departure === null) {
    return {
      listKey: `bus:${trip.schedule_id}:${day}`,
      listTitle: `${route}, ${formatCalendarDate(day)}`,
      startsAt: null,
      validFrom: dayStart(day),
      validUntil: dayStart(addDays(day, 1)),
    };
  }
  return {
    listKey: `bus:${trip.schedule_id}:${day}`,
    listTitle: `${route}, ${lagosDateTimeFormat.format(departure)}`,
    startsAt: departure,
    validFrom: departure - 4 * HOUR_MS,
    validUntil: departure + HOUR_MS,
  };
}

function hotelList(record: AdmissionRecord, options: AdmissionOptions): ListOf | null {
  const { stay } = record;
  const checkin = realDay(stay?.checkin_date);
  const checkout = realDay(stay?.checkout_date);
  if (!stay?.hotel?.id || !checkin || !checkout) return null;
  return {
    listKey: `hotel:${stay.hotel.id}:${checkin}`,
    listTitle: `${stay.hotel.name ?? 'Hotel'} arrivals, ${formatCalendarDate(checkin)}`,
    startsAt: lagosInstant(checkin, minutesOf(options.hotelCheckinFrom)),
    validFrom: dayStart(checkin),
    validUntil: dayStart(addDays(checkout > checkin ? checkout : checkin, 1)),
  };
}

const LISTS: Record<
  SellableKind,
  (record: AdmissionRecord, options: AdmissionOptions) => ListOf | null
> = {
  event: eventList,
  cinema: cinemaList,
  bus: busList,
  hotel: hotelList,
};

/** What one item is, besides its list: its type, seat, room and nights. */
function itemFacts(
  kind: SellableKind,
  record: AdmissionRecord,
  item: NonNullable<AdmissionRecord['items']>[number],
) {
  switch (kind) {
    case 'bus':
      return { ticketType: 'Seat', seat: item.seat_number ?? null, room: null, nights: null };
    case 'hotel': {
      const room = record.stay?.room?.room_name ?? item.title ?? 'Room';
      return { ticketType: room, seat: null, room, nights: record.stay?.number_of_nights ?? null };
    }
    default:
      return { ticketType: item.title ?? 'Ticket', seat: null, room: null, nights: null };
  }
}

/**
 * The admissions of an order's items, in order; none when the record does not say what they admit to (a provider
 * leaving out the event's id or date): such an order still checks in by its reference, online.
 */
export function admissionsOf(record: AdmissionRecord, options: AdmissionOptions): Admission[] {
  const kind = kindOfRecord(record.kind);
  const list = LISTS[kind](record, options);
  if (!list) return [];
  return (record.items ?? []).map((item, position) => ({
    position,
    kind,
    serviceCode: item.code,
    ...list,
    ...itemFacts(kind, record, item),
  }));
}
