// Which sales a records page covers: today's (Lagos time) or those since the staff member signed in.
import { lagosDay, lagosInstant } from '@/lib/format/lagos-day';

export const PERIODS = ['today', 'shift'] as const;
export type Period = (typeof PERIODS)[number];

export const PERIOD_LABELS: Record<Period, string> = { today: 'Today', shift: 'Since I signed in' };

export const readPeriod = (raw: unknown): Period => (raw === 'shift' ? 'shift' : 'today');

/** The first moment the period covers. */
export function periodStart(period: Period, now: number, signedInAt: number): number {
  return period === 'shift' ? signedInAt : lagosInstant(lagosDay(now), 0);
}
