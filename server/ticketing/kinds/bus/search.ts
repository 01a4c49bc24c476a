// The box office's search of departures: today's and tomorrow's still to leave with seats, on the routes whose
// cities, terminals or operator match; and every route's departures still to leave today.
import 'server-only';
import { matchesWords, pickHref } from '@/lib/box-office/search-query';
import type { TodayTile } from '@/lib/box-office/today';
import { formatLagosTime } from '@/lib/format/calendar-date';
import { addDays, lagosDay, lagosInstant } from '@/lib/format/lagos-day';
import { formatLagosDateTime } from '@/lib/format/calendar-date';
import { formatNaira } from '@/lib/format/money';
import type { SearchHit } from '../kind';
import { listRoutes, listSchedules } from './reads';

// Each route asks the service for two days of departures: a handful of routes keeps the search quick.
const MAX_ROUTES = 6;

export async function busHits(words: readonly string[], now: number): Promise<SearchHit[]> {
  const routes = (await listRoutes())
    .filter((r) =>
      matchesWords(
        words,
        r.origin.city,
        r.origin.terminal,
        r.destination.city,
        r.destination.terminal,
        r.operator,
      ),
    )
    .slice(0, MAX_ROUTES);
  const today = lagosDay(now);
  const days = [today, addDays(today, 1)];
  const lists = await Promise.all(
    routes.flatMap((route) =>
      days.map(async (day) =>
        (await listSchedules(route.id, day)).map((schedule) => ({ route, schedule, day })),
      ),
    ),
  );
  return lists
    .flat()
    .filter(
      ({ schedule }) =>
        schedule.bookable &&
        schedule.seatsAvailable > 0 &&
        (!schedule.departureAt || Date.parse(schedule.departureAt) > now),
    )
    .map(({ route, schedule, day }) => ({
      key: `bus-${schedule.id}-${day}`,
      kind: 'bus' as const,
      title: `${route.origin.city} → ${route.destination.city}`,
      detail: [
        schedule.departureAt
          ? formatLagosDateTime(schedule.departureAt)
          : `${day === today ? 'Today' : 'Tomorrow'}, any time`,
        route.operator,
        `${schedule.seatsAvailable} seats left`,
        formatNaira(schedule.price),
      ]
        .filter(Boolean)
        .join(' · '),
      href: pickHref({ kind: 'bus', scheduleId: schedule.id }),
    }));
}

/**
 * Today's departures still to leave with seats, on every route. The seats left are the catalogue's cached view
 * (minutes old at most, so said as "about"): the sale screen reads them fresh.
 */
export async function busTodayTiles(now: number): Promise<TodayTile[]> {
  const today = lagosDay(now);
  const lists = await Promise.all(
    (await listRoutes()).map(async (route) =>
      (await listSchedules(route.id, today, false)).map((schedule) => ({ route, schedule })),
    ),
  );
  return lists
    .flat()
    .filter(
      ({ schedule }) =>
        schedule.bookable &&
        schedule.seatsAvailable > 0 &&
        (!schedule.departureAt || Date.parse(schedule.departureAt) > now),
    )
    .map(({ route, schedule }) => ({
      key: `bus-${schedule.id}`,
      kind: 'bus' as const,
      time: schedule.departureAt ? formatLagosTime(schedule.departureAt) : 'Any time',
      title: `${route.origin.city} → ${route.destination.city}`,
      detail: [route.origin.terminal, route.operator, formatNaira(schedule.price)]
        .filter(Boolean)
        .join(' · '),
      left: `about ${schedule.seatsAvailable} seat${schedule.seatsAvailable === 1 ? '' : 's'} left`,
      href: pickHref({ kind: 'bus', scheduleId: schedule.id }),
      // A flexible departure leaves at any time today: the timed ones, due first, come before it.
      startsAt: schedule.departureAt
        ? Date.parse(schedule.departureAt)
        : lagosInstant(addDays(today, 1), 0),
    }));
}
