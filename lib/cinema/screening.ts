// Whether a chosen screening has started: by the service's own instant when it confirmed one, else by the showtime in Lagos.
import { lagosInstant } from '@/lib/format/lagos-day';
import { showtimeMinutes } from './showtime';
import type { ScreeningInfo, ScreeningSummary } from './types';

function screeningStartsAt(
  screening: ScreeningSummary,
  confirmed: ScreeningInfo | null,
): number | null {
  if (confirmed?.startsAt) return Date.parse(confirmed.startsAt);
  const minutes = showtimeMinutes(screening.start);
  return minutes === null ? null : lagosInstant(screening.date, minutes);
}

export function screeningHasStarted(
  screening: ScreeningSummary,
  confirmed: ScreeningInfo | null,
  now: number,
): boolean {
  const start = screeningStartsAt(screening, confirmed);
  return start !== null && start <= now;
}
