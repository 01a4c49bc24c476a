// Tests of an order's calendar entry: per kind, its start and end as Lagos wall-clock times when read back, the
// merchant as organizer, a stable id; and the Google Calendar link's dates.
import { describe, expect, it } from 'vitest';
import { calendarFile, googleCalendarLink } from './calendar';
import { CONTEXT, DETAILS, orderOf } from './testing/orders';

/** The properties of the one VEVENT, unfolded (RFC 5545 folds lines at 75 octets). */
function eventOf(ics: string): Map<string, string> {
  const lines = ics.replace(/\r?\n[ \t]/g, '').split(/\r?\n/);
  const start = lines.indexOf('BEGIN:VEVENT');
  const end = lines.indexOf('END:VEVENT');
  const props = new Map<string, string>();
  for (const line of lines.slice(start + 1, end)) {
    if (line.startsWith('BEGIN:VALARM')) break;
    const colon = line.indexOf(':');
    props.set(line.slice(0, colon), line.slice(colon + 1));
  }
  return props;
}

/** An RFC 5545 UTC date-time read back as Lagos wall-clock time. */
function lagos(value: string | undefined): string {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value ?? '');
  if (!match) throw new Error(`not a UTC date-time: ${value}`);
  const [, y, mo, d, h, mi, s] = match.map(Number) as number[];
  const instant = new Date(Date.UTC(y!, mo! - 1, d!, h!, mi!, s!));
  return new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Africa/Lagos',
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(instant);
}

describe('calendarFile', () => {
  it('enters an event from its start to its end, in UTC that reads back as Lagos time', () => {
    const ics = calendarFile(orderOf('event'), CONTEXT)!;
    // RFC 5545 lines end in CRLF.
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\nVERSION:2.0\r\n/);
    const event = eventOf(ics);
    expect(event.get('DTSTART')).toBe('20261205T150000Z');
    expect(lagos(event.get('DTSTART'))).toBe('2026-12-05 16:00');
    expect(lagos(event.get('DTEND'))).toBe('2026-12-05 22:00');
    expect(event.get('SUMMARY')).toBe('Lagos Jazz Night');
    expect(event.get('LOCATION')).toBe('Muson Centre\\, Onikan\\, Lagos');
    expect(event.get('ORGANIZER;CN="Eko Tickets"')).toBe('MAILTO:support@tickets.example');
    expect(event.get('URL')).toBe(CONTEXT.orderUrl);
    expect(event.get('DESCRIPTION')).toContain('Booking reference: TXN-ABC123');
  });

  it('keeps one id per order, whatever else changes', () => {
    const first = eventOf(calendarFile(orderOf('event'), CONTEXT)!).get('UID');
    const again = eventOf(calendarFile(orderOf('event', { items: [] }), CONTEXT)!).get('UID');
    const other = eventOf(
      calendarFile(orderOf('event', { merchantReference: 'web-BBBBBBBBBBBBBBBBBBBBBB' }), CONTEXT)!,
    ).get('UID');
    expect(first).toBe('order-web-AAAAAAAAAAAAAAAAAAAAAA@tickets.example');
    expect(again).toBe(first);
    expect(other).not.toBe(first);
  });

  it('enters a screening from its showtime, for the length of a feature', () => {
    const event = eventOf(calendarFile(orderOf('cinema'), CONTEXT)!);
    expect(lagos(event.get('DTSTART'))).toBe('2026-11-26 19:30');
    expect(lagos(event.get('DTEND'))).toBe('2026-11-26 22:00');
    expect(event.get('LOCATION')).toContain('Lagoon Screens Surulere');
  });

  it('enters a departure at its time from its terminal, with the reporting time, and no end while the arrival is unknown', () => {
    const event = eventOf(calendarFile(orderOf('bus'), CONTEXT)!);
    expect(lagos(event.get('DTSTART'))).toBe('2026-12-01 07:00');
    expect(event.has('DTEND')).toBe(false);
    expect(event.get('LOCATION')).toBe('Jibowu Terminal\\, Lagos');
    expect(event.get('SUMMARY')).toBe('Lagos → Abuja (Crosslink Motors)');
    expect(event.get('DESCRIPTION')).toContain('30 minutes before departure');
  });

  it("enters a stay from check-in to check-out at the merchant's hours", () => {
    const event = eventOf(calendarFile(orderOf('hotel'), CONTEXT)!);
    expect(lagos(event.get('DTSTART'))).toBe('2026-11-26 14:00');
    expect(lagos(event.get('DTEND'))).toBe('2026-11-28 12:00');
    const late = eventOf(
      calendarFile(orderOf('hotel'), {
        ...CONTEXT,
        stay: { ...CONTEXT.stay, checkinFrom: '15:30', checkoutBy: '11:00' },
      })!,
    );
    expect(lagos(late.get('DTSTART'))).toBe('2026-11-26 15:30');
    expect(lagos(late.get('DTEND'))).toBe('2026-11-28 11:00');
    expect(event.get('DESCRIPTION')).toContain('BK-1234567890');
  });

  it('offers no entry for an order whose start is unknown', () => {
    expect(
      calendarFile(orderOf('event', { details: { ...DETAILS.event, startsAt: null } }), CONTEXT),
    ).toBeNull();
    expect(
      calendarFile(orderOf('bus', { details: { ...DETAILS.bus, departureAt: null } }), CONTEXT),
    ).toBeNull();
    expect(
      googleCalendarLink(
        orderOf('hotel', { details: { ...DETAILS.hotel, checkin: null } }),
        CONTEXT,
      ),
    ).toBeNull();
  });
});

describe('googleCalendarLink', () => {
  it("gives Google's add-event page the UTC start and end, shown in Lagos", () => {
    const url = new URL(googleCalendarLink(orderOf('event'), CONTEXT)!);
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('dates')).toBe('20261205T150000Z/20261205T210000Z');
    expect(url.searchParams.get('ctz')).toBe('Africa/Lagos');
    expect(url.searchParams.get('details')).toContain(CONTEXT.orderUrl);
    const trip = new URL(googleCalendarLink(orderOf('bus'), CONTEXT)!);
    expect(trip.searchParams.get('dates')).toBe('20261201T060000Z/20261201T060000Z');
  });
});
