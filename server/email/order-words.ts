// The words of an order in an email: where and when, as the order page says it, and what a box-office sale's
// customer shows instead of an order page.
import type { OrderDetails } from '@/lib/checkout/types';
import { formatShowtime } from '@/lib/cinema/showtime';
import { formatCalendarDate, formatLagosDateTime } from '@/lib/format/calendar-date';
import { formatEventDate } from '@/lib/format/event-date';
import { plural } from '@/lib/hotels/price';
import type { SellableKind } from '@/lib/sellables/kinds';

/** Where and when, as the order page says it, in a line or two of plain text (empty lines left out). */
export function whereAndWhen(details: OrderDetails): string[] {
  return linesOf(details).filter(Boolean);
}

function linesOf(details: OrderDetails): string[] {
  switch (details.kind) {
    case 'event':
      return [details.startsAt ? formatEventDate(details.startsAt) : '', details.venue];
    case 'cinema':
      return [
        [
          details.date && formatCalendarDate(details.date),
          details.start && formatShowtime(details.start),
        ]
          .filter(Boolean)
          .join(', '),
        [details.location, details.venue].filter(Boolean).join(', '),
      ];
    case 'bus': {
      const place = (p: typeof details.from) =>
        p ? [p.terminal, p.city].filter(Boolean).join(', ') : '';
      const departs = details.departureAt
        ? formatLagosDateTime(details.departureAt)
        : details.departureDate && `${formatCalendarDate(details.departureDate)}, any time`;
      return [
        departs ? `Departs ${departs}` : '',
        [place(details.from), place(details.to)].filter(Boolean).join(' → '),
        details.operator ?? '',
      ];
    }
    case 'hotel': {
      const nights = details.nights !== null ? ` (${plural(details.nights, 'night')})` : '';
      const stay =
        details.checkin && details.checkout
          ? `Check-in ${formatCalendarDate(details.checkin)}, check-out ${formatCalendarDate(details.checkout)}${nights}`
          : '';
      return [details.address, stay, details.room ?? ''];
    }
  }
}

/** What to show when the order has no page to link (a box-office sale, whose codes were printed at the counter). */
export const PRINTED: Record<SellableKind, string> = {
  event: 'Show these codes, or the tickets printed for you, at the entrance.',
  cinema: 'Show these codes, or the tickets printed for you, at the entrance.',
  bus: 'Show these codes, or the boarding passes printed for you, when you board.',
  hotel: 'Show your booking number, or the booking printed for you, at check-in.',
};
