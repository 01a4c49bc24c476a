// The box office's search of departures: today's and tomorrow's still to leave with seats, on the routes whose
// cities, terminals or operator match.
import 'server-only';
import { matchesWords, pickHref } from '@/lib/box-office/search-query';
import { addDays, lagosDay } from '@/lib/format/lagos-day';
import { formatLagosDateTime } from '@/lib/format/calendar-date';
import { formatNaira } from '@/lib/format/money';
import type { SearchHit } from '../kind';
import { listRoutes, listSchedules } from './reads';

// Each route asks the service for two days of departures: a handful of routes keeps the search quick.
const MAX_ROUTES = 6;

export async function busHits(words: readonly string[], now: number): Promise<SearchHit[]> {
  const routes = (await listRoutes())
    .filter((r) => matchesWords(words, r.origin.city, r.origin.terminal, r.destination.city, r.destination.terminal, r.operator))
    .slice(0, MAX_ROUTES);
  const today = lagosDay(now);
  const days = [today, addDays(today, 1)];
  const lists = await Promise.all(routes.flatMap((route) => days.map(async (day) => (await listSchedules(route.id, day)).map((schedule) => ({ route, schedule, day })))));
  return lists
    .flat()
    .filter(({ schedule }) => schedule.bookable && schedule.seatsAvailable > 0 && (!schedule.departureAt || Date.parse(schedule.departureAt) > now))
    .map(({ route, schedule, day }) => ({
      key: `bus-${schedule.id}-${day}`,
      kind: 'bus' as const,
      title: `${route.origin.city} → ${route.destination.city}`,
      detail: [
        schedule.departureAt ? formatLagosDateTime(schedule.departureAt) : `${day === today ? 'Today' : 'Tomorrow'}, any time`,
        route.operator,
        `${schedule.seatsAvailable} seats left`,
        formatNaira(schedule.price),
      ]
        .filter(Boolean)
        .join(' · '),
      href: pickHref({ kind: 'bus', scheduleId: schedule.id }),
    }));
}
