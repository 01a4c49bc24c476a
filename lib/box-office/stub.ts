// What a printed ticket stub says it admits to, told by the kind: the event, film, trip or stay; when, in Lagos
// time; and where (venue, cinema, route or hotel). The stub adds the ticket type, seat and code.
import type { OrderDetails } from '@/lib/checkout/types';
import { formatShowtime } from '@/lib/cinema/showtime';
import { formatCalendarDate, formatLagosDateTime } from '@/lib/format/calendar-date';
import { formatEventDate } from '@/lib/format/event-date';
import type { SellableKind } from '@/lib/sellables/kinds';

export interface StubHeading {
  what: string;
  when: string | null;
  where: string | null;
}

type Of<K extends SellableKind> = Extract<OrderDetails, { kind: K }>;

const joined = (parts: readonly (string | null | undefined | false)[], separator: string) =>
  parts.filter(Boolean).join(separator) || null;

const place = (stop: Of<'bus'>['from']) => (stop ? joined([stop.terminal, stop.city], ', ') : null);

const HEADINGS: { [K in SellableKind]: (details: Of<K>) => StubHeading } = {
  event: (d) => ({
    what: d.title,
    when: d.startsAt && formatEventDate(d.startsAt),
    where: d.venue || null,
  }),
  cinema: (d) => ({
    what: d.title,
    when: joined([d.date && formatCalendarDate(d.date), d.start && formatShowtime(d.start)], ', '),
    where: joined([d.location, d.venue], ', '),
  }),
  bus: (d) => ({
    what: d.title,
    when: d.departureAt
      ? `Departs ${formatLagosDateTime(d.departureAt)}`
      : d.departureDate && `Departs ${formatCalendarDate(d.departureDate)}`,
    where: joined([place(d.from), place(d.to)], ' → '),
  }),
  hotel: (d) => ({
    what: d.title,
    when: joined(
      [
        d.checkin && `Check-in ${formatCalendarDate(d.checkin)}`,
        d.checkout && `check-out ${formatCalendarDate(d.checkout)}`,
      ],
      ', ',
    ),
    where: d.address || null,
  }),
};

export function stubHeading(details: OrderDetails): StubHeading {
  // The table is typed by kind; the details picked it, so they are of its kind.
  const heading = HEADINGS[details.kind] as (details: OrderDetails) => StubHeading;
  return heading(details);
}
