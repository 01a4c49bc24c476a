// A hotel stay (dates, guests, rooms) with the service's rules, one zod schema for the browser and the server.
// zod/mini keeps the search page's JavaScript small; the schema is the same zod schema on both sides.
import * as z from 'zod/mini';
import { addDays, daysBetween, isCalendarDay, lagosDay } from '@/lib/format/lagos-day';

import { DEFAULT_GUESTS, MAX_DAYS_AHEAD, MAX_GUESTS, MAX_NIGHTS, MAX_ROOMS } from './stay-limits';

/** The service refuses longer stays and check-ins further ahead. */
export { DEFAULT_GUESTS, MAX_DAYS_AHEAD, MAX_GUESTS, MAX_NIGHTS, MAX_ROOMS };

const calendarDate = (missing: string) =>
  z.string({ error: missing }).check(
    z.trim(),
    z.refine((value) => value !== '', missing),
    z.refine((value) => value === '' || isCalendarDay(value), 'Enter a real date.'),
  );

const count = (one: string, many: string, max: number) =>
  z.coerce
    .number({ error: `Enter the number of ${many}.` })
    .check(
      z.int(`Enter a whole number of ${many}.`),
      z.minimum(1, `Choose at least 1 ${one}.`),
      z.maximum(max, `At most ${max} ${many} in one booking.`),
    );

/** The stay's fields, checked against the service's date rules as of `today` (Lagos). */
export function staySchema(today: string = lagosDay()) {
  return z
    .object({
      checkin: calendarDate('Choose a check-in date.'),
      checkout: calendarDate('Choose a check-out date.'),
      guests: count('guest', 'guests', MAX_GUESTS),
      rooms: count('room', 'rooms', MAX_ROOMS),
    })
    .check(
      z.superRefine((stay, ctx) => {
        if (!isCalendarDay(stay.checkin) || !isCalendarDay(stay.checkout)) return;
        const problem = (path: StayField, message: string) =>
          ctx.addIssue({ code: 'custom', path: [path], message });
        const ahead = daysBetween(today, stay.checkin);
        if (ahead < 0)
          problem('checkin', 'Check-in cannot be in the past. Choose today or a later date.');
        if (ahead > MAX_DAYS_AHEAD)
          problem('checkin', `Check-in can be at most ${MAX_DAYS_AHEAD} days from today.`);
        const nights = daysBetween(stay.checkin, stay.checkout);
        if (nights < 1) problem('checkout', 'Check-out must be after check-in.');
        if (nights > MAX_NIGHTS) problem('checkout', `A stay can be at most ${MAX_NIGHTS} nights.`);
      }),
    );
}

export type Stay = z.output<ReturnType<typeof staySchema>>;
export type StayField = keyof Stay;
export type StayErrors = Partial<Record<StayField, string>>;

/** The first message per field, to show next to each input. */
export function stayErrorsOf(error: {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}): StayErrors {
  const errors: StayErrors = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (field === 'checkin' || field === 'checkout' || field === 'guests' || field === 'rooms')
      errors[field] ??= issue.message;
  }
  return errors;
}

/** What the fields hold as typed (or as the URL had them), to fill the form again. */
export type StayInput = Record<StayField, string>;

export type StayRead =
  { ok: true; stay: Stay; input: StayInput } | { ok: false; errors: StayErrors; input: StayInput };

const first = (value: string | string[] | undefined | null) =>
  (Array.isArray(value) ? value[0] : value) ?? undefined;

/** A stay from a URL's query or a form: missing values take defaults (tonight, 2 guests, 1 room). */
export function readStay(
  values: Record<string, string | string[] | undefined | null>,
  today: string = lagosDay(),
): StayRead {
  const checkin = first(values.checkin) || today;
  const fallbackCheckout = isCalendarDay(checkin) ? addDays(checkin, 1) : '';
  const input: StayInput = {
    checkin,
    checkout: first(values.checkout) || fallbackCheckout,
    guests: first(values.guests) || String(DEFAULT_GUESTS),
    rooms: first(values.rooms) || '1',
  };
  const parsed = staySchema(today).safeParse(input);
  return parsed.success
    ? { ok: true, stay: parsed.data, input }
    : { ok: false, errors: stayErrorsOf(parsed.error), input };
}

/** The stay as a query string, in a stable order. */
export function stayQuery(
  stay: Stay | StayInput,
  extra: Record<string, string | undefined> = {},
): string {
  const entries: [string, string][] = [];
  for (const [key, value] of Object.entries(extra)) if (value) entries.push([key, value]);
  entries.push(
    ['checkin', String(stay.checkin)],
    ['checkout', String(stay.checkout)],
    ['guests', String(stay.guests)],
    ['rooms', String(stay.rooms)],
  );
  return new URLSearchParams(entries).toString();
}
