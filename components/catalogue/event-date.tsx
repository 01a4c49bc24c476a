// An event date as a <time> element, readable by people and by machines.
import type { EventDate } from '@/lib/catalogue/types';
import { formatEventDate } from '@/lib/format/event-date';

export function EventDateText({ date }: { date: EventDate }) {
  return <time dateTime={date.iso ?? undefined}>{formatEventDate(date)}</time>;
}
