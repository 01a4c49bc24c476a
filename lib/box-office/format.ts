// Times at the box office as the staff in Lagos read them, to the second for records.
import { LAGOS_TIME_ZONE } from '@/lib/format/lagos-day';

const recordTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: LAGOS_TIME_ZONE,
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h12',
});

/** e.g. "Mon 23 Nov, 9:02:11 am". */
export const formatRecordTime = (ms: number): string => recordTime.format(ms);

const clockTime = new Intl.DateTimeFormat('en-GB', { timeZone: LAGOS_TIME_ZONE, hour: 'numeric', minute: '2-digit', hourCycle: 'h12' });

/** e.g. "6:02 pm". */
export const formatClockTime = (ms: number): string => clockTime.format(ms);
