// The Lagos calendar by its former path, for server/ticketing's cinema modules; all else imports lib/format/lagos-day.
export { type CalendarDay, isCalendarDay, lagosDay, lagosInstant } from '@/lib/format/lagos-day';
