// The words of a coach trip's and a hotel stay's terms, from the merchant's settings (server/merchant.ts), the
// same on the listing pages, the checkout, the order and the /refunds page.

/** The terms of a stay, as server/merchant.ts reads them. */
export interface StayTermsText {
  checkinFrom: string;
  checkoutBy: string;
  taxNote: string;
  freeCancellationHours: number;
}

// The storefront's way of writing a time of day (as lib/bus/format.ts): `2:00 pm`, midnight `12:00 am`.
/** `14:00` → `2:00 pm`. */
export function hourText(hhmm: string): string {
  const [hours = 0, minutes = 0] = hhmm.split(':').map(Number);
  const suffix = hours < 12 ? 'am' : 'pm';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, '0')} ${suffix}`;
}

const lagosClock = new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Lagos', hour: 'numeric', minute: '2-digit', hourCycle: 'h12' });

/** When to be at the terminal: a clock time for a timed departure (`departureAt`), a margin for a flexible trip. */
export function reportingText(departureAt: string | null, minutes: number): string {
  const departs = departureAt ? Date.parse(departureAt) : Number.NaN;
  if (Number.isNaN(departs)) return `Be at the terminal at least ${minutes} minutes before you mean to travel; seats are given out at boarding.`;
  return `Be at the terminal by ${lagosClock.format(new Date(departs - minutes * 60_000))}, ${minutes} minutes before departure.`;
}

/** Until when a stay is cancelled free of charge, and what a later cancellation or a no-show costs. */
export function hotelCancellationText({ checkinFrom, freeCancellationHours }: StayTermsText): string {
  const checkin = `check-in (${hourText(checkinFrom)} on your arrival day)`;
  return freeCancellationHours > 0
    ? `Free cancellation until ${freeCancellationHours} hours before ${checkin}. After that, or if you do not arrive, the first night is charged and the rest refunded.`
    : `Free cancellation until ${checkin}. If you do not arrive, the first night is charged and the rest refunded.`;
}

/** The hours of a stay in a line: `Check-in from 2:00 pm, check-out by 12:00 pm.` */
export function stayHoursText({ checkinFrom, checkoutBy }: Pick<StayTermsText, 'checkinFrom' | 'checkoutBy'>): string {
  return `Check-in from ${hourText(checkinFrom)}, check-out by ${hourText(checkoutBy)}.`;
}

/** A timed departure as holds name it (`Y-m-d H:i`, Lagos time) → ISO 8601 with Lagos's offset (no daylight saving). */
export function lagosDepartureIso(departure: string): string | null {
  return /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/.test(departure) ? `${departure.replace(' ', 'T')}:00+01:00` : null;
}
