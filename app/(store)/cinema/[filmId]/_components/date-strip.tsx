// The days the film shows at the chosen cinema, as links; the chosen day is current.
import type { CalendarDay } from '@/lib/format/lagos-day';
import { filmHref } from '@/lib/cinema/cinema-query';
import { formatShortDay, relativeDayName } from '@/lib/cinema/day-format';
import { ChoiceLink } from './choice-link';

interface Props {
  filmId: string;
  locationId: number;
  days: CalendarDay[];
  chosen: CalendarDay | null;
  today: CalendarDay;
}

export function DateStrip({ filmId, locationId, days, chosen, today }: Props) {
  return (
    <nav aria-labelledby="date-choice-heading" className="space-y-2">
      <h3 id="date-choice-heading" className="font-semibold">
        Day
      </h3>
      <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5 lg:grid-cols-3">
        {days.map((day) => {
          const [weekday, ...date] = formatShortDay(day).split(' ');
          return (
            <li key={day}>
              <ChoiceLink
                href={filmHref(filmId, { location: locationId, date: day }, 'showtimes')}
                chosen={day === chosen}
                current="date"
                className="px-1 text-center"
              >
                <time dateTime={day}>
                  <span className="block text-xs font-semibold">
                    {relativeDayName(day, today) ?? weekday}
                  </span>{' '}
                  <span className="block">{date.join(' ')}</span>
                </time>
              </ChoiceLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
