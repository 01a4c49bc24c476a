// An event date, or its start and end, as <time> elements readable by people and by machines.
import type { EventDate } from '@/lib/catalogue/types';
import { formatEventDate, formatEventRange } from '@/lib/format/event-date';

export function EventDateText({ date }: { date: EventDate }) {
  return <time dateTime={date.iso ?? undefined}>{formatEventDate(date)}</time>;
}

/** Start and end without naming the same day twice; the start alone when there is no end to show. */
export function EventDateRange({ start, end }: { start: EventDate; end: EventDate | null }) {
  const text = formatEventRange(start, end);
  return (
    <>
      <time dateTime={start.iso ?? undefined}>{text.start}</time>
      {text.end && (
        <>
          {' – '}
          <time dateTime={end?.iso ?? undefined}>{text.end}</time>
        </>
      )}
    </>
  );
}
