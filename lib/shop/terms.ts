// The words of a coach trip's and a hotel stay's terms, from the merchant's settings (server/merchant.ts), the
// same on the listing pages, the checkout, the order and the /refunds page.
import { formatMinutes, showtimeMinutes } from '@/lib/cinema/showtime';
import { formatLagosTime } from '@/lib/format/calendar-date';

/** The terms of a stay, as server/merchant.ts reads them. */
export interface StayTermsText {
  checkinFrom: string;
  checkoutBy: string;
  taxNote: string;
  freeCancellationHours: number;
}

/** `14:00` → `2:00 pm`, midnight `12:00 am`: the storefront's way of writing a time of day. */
export function hourText(hhmm: string): string {
  return formatMinutes(showtimeMinutes(hhmm) ?? 0);
}

/** When to be at the terminal: a clock time for a timed departure (`departureAt`), a margin for a flexible trip. */
export function reportingText(departureAt: string | null, minutes: number): string {
  const departs = departureAt ? Date.parse(departureAt) : Number.NaN;
  if (Number.isNaN(departs))
    return `Be at the terminal at least ${minutes} minutes before you mean to travel; seats are given out at boarding.`;
  return `Be at the terminal by ${formatLagosTime(new Date(departs - minutes * 60_000).toISOString())}, ${minutes} minutes before departure.`;
}

/** Until when a stay is cancelled free of charge, and what a later cancellation or a no-show costs. */
export function hotelCancellationText({
  checkinFrom,
  freeCancellationHours,
}: StayTermsText): string {
  const checkin = `check-in (${hourText(checkinFrom)} on your arrival day)`;
  return freeCancellationHours > 0
    ? `Free cancellation until ${freeCancellationHours} hours before ${checkin}. After that, or if you do not arrive, the first night is charged and the rest refunded.`
    : `Free cancellation until ${checkin}. If you do not arrive, the first night is charged and the rest refunded.`;
}

/** The hours of a stay in a line: `Check-in from 2:00 pm, check-out by 12:00 pm.` */
export function stayHoursText({
  checkinFrom,
  checkoutBy,
}: Pick<StayTermsText, 'checkinFrom' | 'checkoutBy'>): string {
  return `Check-in from ${hourText(checkinFrom)}, check-out by ${hourText(checkoutBy)}.`;
}

/** A timed departure as holds name it (`Y-m-d H:i`, Lagos time) → ISO 8601 with Lagos's offset (no daylight saving). */
export function lagosDepartureIso(departure: string): string | null {
  return /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/.test(departure)
    ? `${departure.replace(' ', 'T')}:00+01:00`
    : null;
}
