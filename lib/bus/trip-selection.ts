// What a hold names of a departure: seats of a timed schedule, or the bus and day of a flexible one.
import type { SelectionOf } from '@/lib/sellables/kinds';
import type { ScheduleDetail } from './types';

export function tripSelectionOf(detail: ScheduleDetail): SelectionOf<'bus'> {
  const { schedule } = detail;
  return schedule.type === 'timed'
    ? {
        kind: 'bus',
        scheduleId: schedule.id,
        scheduleType: 'timed',
        routeId: schedule.routeId,
        departure: schedule.departure ?? undefined,
      }
    : {
        kind: 'bus',
        scheduleId: schedule.id,
        scheduleType: 'random',
        routeId: schedule.routeId,
        busId: schedule.busId,
        departureDate: schedule.departureDate,
      };
}
