// Whether the parts of a basket fit together as one trip: coaches that get there before the show and leave after it,
// stays in the show's city over the show's night, coaches that chain. Plain sentences, Lagos time (browser-safe).
import {
  formatCalendarDate,
  formatLagosDateTime,
  formatLagosTime,
} from '@/lib/format/calendar-date';
import { lagosDay, type CalendarDay } from '@/lib/format/lagos-day';

export type ItemFacts =
  | { kind: 'show'; title: string; city: string; startsAt: string /* ISO */; endsAt: string | null }
  | {
      kind: 'coach';
      title: string;
      from: string;
      to: string;
      departsAt: string /* ISO */;
      arrivesAt: string | null;
      /** A flexible coach leaves some time that day: `departsAt` is only the day's first instant in Lagos. */
      anyTime?: boolean;
    }
  | {
      kind: 'stay';
      title: string;
      city: string;
      checkin: string /* YYYY-MM-DD */;
      checkout: string;
    };

type Show = Extract<ItemFacts, { kind: 'show' }>;
type Coach = Extract<ItemFacts, { kind: 'coach' }>;
type Stay = Extract<ItemFacts, { kind: 'stay' }>;

const HOUR_MS = 60 * 60 * 1000;
// Hours after midnight still belong to the night before: a show from 10 pm to 2 am is that evening's.
const NIGHT_ENDS_HOURS = 6;

/** `Port  Harcourt` and `port harcourt` are one city. */
export const sameCity = (a: string, b: string) =>
  a.replace(/\s+/g, '').toLowerCase() === b.replace(/\s+/g, '').toLowerCase();

/** The night (Lagos calendar day of its evening) an instant belongs to. */
export function nightOf(iso: string): CalendarDay {
  return lagosDay(Date.parse(iso) - NIGHT_ENDS_HOURS * HOUR_MS);
}

const time = (iso: string) => Date.parse(iso);
/** When a show is over: its end, or its start when it gave none. */
export const showOver = (show: Pick<Show, 'startsAt' | 'endsAt'>) =>
  time(show.endsAt ?? show.startsAt);
const coachName = (coach: Coach) => `the ${coach.title} coach`;
const leaves = (coach: Coach) =>
  coach.anyTime
    ? `some time on ${formatCalendarDate(lagosDay(time(coach.departsAt)))}`
    : `at ${formatLagosDateTime(coach.departsAt)}`;
const covers = (stay: Stay, night: CalendarDay) => stay.checkin <= night && night < stay.checkout;
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The coach to the show's city, left before the show is over: arriving late, on another day, or at a time not known. */
function arrivalWarning(show: Show, coach: Coach, stays: readonly Stay[]): string | null {
  const start = time(show.startsAt);
  if (coach.arrivesAt === null) {
    if (lagosDay(time(coach.departsAt)) !== lagosDay(start)) return null;
    return `${capitalised(coachName(coach))} leaves ${leaves(coach)} and may not reach ${show.city} before ${show.title} starts at ${formatLagosTime(show.startsAt)}.`;
  }
  const arrives = time(coach.arrivesAt);
  if (arrives > start) {
    return `${capitalised(coachName(coach))} arrives in ${coach.to} at ${formatLagosDateTime(coach.arrivesAt)}, after ${show.title} starts at ${formatLagosDateTime(show.startsAt)}.`;
  }
  const arrivalDay = lagosDay(arrives);
  const bridged = stays.some((stay) => sameCity(stay.city, show.city) && covers(stay, arrivalDay));
  if (arrivalDay < lagosDay(start) && !bridged) {
    return `${capitalised(coachName(coach))} arrives in ${coach.to} on ${formatCalendarDate(arrivalDay)}, not on the day of ${show.title} (${formatCalendarDate(lagosDay(start))}), and no stay there covers that night.`;
  }
  return null;
}

/** A coach out of the show's city from the show's day on, leaving before the show is over (earlier days are other legs). */
function departureWarning(show: Show, coach: Coach): string | null {
  const departs = time(coach.departsAt);
  // A flexible coach's `departsAt` is its day's first instant: the earliest it may leave.
  if (lagosDay(departs) < lagosDay(time(show.startsAt)) || departs >= showOver(show)) return null;
  const end = show.endsAt
    ? `ends at ${formatLagosDateTime(show.endsAt)}`
    : `starts at ${formatLagosDateTime(show.startsAt)}`;
  return `${capitalised(coachName(coach))} leaves ${coach.from} ${leaves(coach)}, before ${show.title} ${end}.`;
}

function showWarnings(show: Show, coaches: readonly Coach[], stays: readonly Stay[]): string[] {
  const over = showOver(show);
  const there = coaches.filter(
    (c) => sameCity(c.to, show.city) && !sameCity(c.from, show.city) && time(c.departsAt) < over,
  );
  const away = coaches.filter((c) => sameCity(c.from, show.city) && !sameCity(c.to, show.city));
  const night = nightOf(show.startsAt);
  const staysHere = stays.filter((stay) => sameCity(stay.city, show.city));
  const uncovered = staysHere.length > 0 && !staysHere.some((stay) => covers(stay, night));
  // Coming by coach and leaving after the night (a coach past midnight still belongs to it): that night needs a bed,
  // and none is in the basket.
  const leavesLater = away.find((coach) => nightOf(coach.departsAt) > night);
  const homeless = there.length > 0 && leavesLater && staysHere.length === 0;
  return [
    ...there.map((coach) => arrivalWarning(show, coach, stays)),
    ...away.map((coach) => departureWarning(show, coach)),
    uncovered
      ? `No stay in ${show.city} covers the night of ${show.title} (${formatCalendarDate(night)}): ${staysHere.map(stayText).join('; ')}.`
      : null,
    homeless
      ? `Nothing in your basket covers the night of ${show.title} in ${show.city} (${formatCalendarDate(night)}): ${coachName(leavesLater)} leaves ${leaves(leavesLater)}.`
      : null,
  ].filter((warning): warning is string => warning !== null);
}

const stayText = (stay: Stay) =>
  `${stay.title} is from ${formatCalendarDate(stay.checkin)} to ${formatCalendarDate(stay.checkout)}`;

/** Stays in a city where none of the shows is. */
function strayStays(shows: readonly Show[], stays: readonly Stay[]): string[] {
  if (shows.length === 0) return [];
  const cities = [...new Set(shows.map((show) => show.city))];
  return stays
    .filter((stay) => !shows.some((show) => sameCity(show.city, stay.city)))
    .map(
      (stay) =>
        `${stay.title} is in ${stay.city}, but ${shows.length === 1 ? shows[0]!.title : 'the shows'} ${shows.length === 1 ? 'is' : 'are'} in ${cities.join(' and ')}.`,
    );
}

const sameDeparture = (a: Coach, b: Coach) =>
  a.departsAt === b.departsAt && sameCity(a.from, b.from) && sameCity(a.to, b.to);

/** Consecutive coaches (by departure) that do not chain: the next leaves from elsewhere, or before the last arrives. */
function chainWarnings(coaches: readonly Coach[]): string[] {
  const sorted = [...coaches].sort((a, b) => time(a.departsAt) - time(b.departsAt));
  return sorted.slice(1).flatMap((next, index) => {
    const last = sorted[index]!;
    // Seats of one departure added apart travel together.
    if (sameDeparture(last, next)) return [];
    if (!sameCity(last.to, next.from)) {
      return [
        `${capitalised(coachName(last))} arrives in ${last.to}, but the next one, ${coachName(next)}, leaves from ${next.from}.`,
      ];
    }
    if (last.arrivesAt !== null && !next.anyTime && time(next.departsAt) < time(last.arrivesAt)) {
      return [
        `${capitalised(coachName(next))} leaves ${leaves(next)}, before ${coachName(last)} arrives at ${formatLagosDateTime(last.arrivesAt)}.`,
      ];
    }
    return [];
  });
}

/** Why the parts may not fit together, one plain sentence each naming the parts; none when they do. */
export function fitWarnings(items: readonly ItemFacts[]): string[] {
  const shows = items.filter((item): item is Show => item.kind === 'show');
  const coaches = items.filter((item): item is Coach => item.kind === 'coach');
  const stays = items.filter((item): item is Stay => item.kind === 'stay');
  const warnings = [
    ...shows.flatMap((show) => showWarnings(show, coaches, stays)),
    ...strayStays(shows, stays),
    ...chainWarnings(coaches),
  ];
  return [...new Set(warnings)];
}
