// Says in words why the film page did not take the choice in its link as it stood.
import type { CalendarDay } from '@/lib/format/lagos-day';
import { formatLongDay, onDay } from '@/lib/cinema/day-format';
import type { SelectionNotice as Notice } from '@/lib/cinema/selection';
import { formatShowtime } from '@/lib/cinema/showtime';
import type { CinemaLocation } from '@/lib/cinema/types';

interface Props {
  notice: Notice;
  filmTitle: string;
  location: CinemaLocation | null;
  /** More than one cinema shows the film, so another can be chosen. */
  otherCinemas: boolean;
  today: CalendarDay;
}

export function noticeText({ notice, filmTitle, location, otherCinemas, today }: Props): string {
  const at = location ? ` at ${location.name}` : '';
  switch (notice.kind) {
    case 'unknown-location':
      return `That cinema does not show ${filmTitle}. Choose one of the cinemas below.`;
    case 'nothing-left':
      return `${filmTitle} has no screenings left at ${notice.location.name}.${otherCinemas ? ' Choose another cinema.' : ''}`;
    case 'day-over':
      return notice.date < today
        ? `${formatLongDay(notice.date, today)} has passed. Here are the next days it shows${at}.`
        : `Every screening ${onDay(notice.date, today)}${at} has started. Here are the next days it shows.`;
    case 'not-showing-that-day':
      return `${filmTitle} is not showing${at} ${onDay(notice.date, today)}. Here are the days it shows.`;
    case 'time-started':
      return `The ${formatShowtime(notice.time.start)} screening ${onDay(notice.date, today)} has started. Choose another time.`;
    case 'unknown-time':
      return `That showtime is not one of this day’s${at}. Choose a time below.`;
  }
}

export function SelectionNotice(props: Props) {
  return (
    <p className="rounded-lg border border-warning/40 bg-warning/10 p-3 text-sm">
      <span className="font-semibold">Please note: </span>
      {noticeText(props)}
    </p>
  );
}
