// Search results: timed departures by time, then flexible schedules ("any time that day") apart.
import Link from 'next/link';
import { TEXT_LINK } from '@/components/ui/styles';
import {
  arrivalClock,
  busText,
  departureClock,
  fareText,
  formatDuration,
  placeText,
  seatsLeftText,
} from '@/lib/bus/format';
import { departureHref } from '@/lib/bus/search-query';
import type { BusSchedule, Departure } from '@/lib/bus/types';
import { formatNaira } from '@/lib/format/money';

function Price({ schedule, travellers }: { schedule: BusSchedule; travellers: number }) {
  const parts = schedule.breakdown;
  const fees = parts ? parts.convenienceFee + parts.merchantCommission : 0;
  const fare = fareText(
    schedule.price,
    schedule.type === 'timed' ? 'seat' : 'traveller',
    travellers,
  );
  return (
    <p>
      <strong className="text-lg">{fare.each}</strong>
      {fare.total && <span className="font-semibold"> · {fare.total}</span>}
      {parts && fees > 0 && (
        <span className="block text-sm text-ink-muted">
          Fare {formatNaira(parts.ticketPrice)} + fees {formatNaira(fees)}
        </span>
      )}
    </p>
  );
}

function Left({
  schedule,
  travellers,
  unit,
}: {
  schedule: BusSchedule;
  travellers: number;
  unit: 'seat' | 'place';
}) {
  const left = schedule.seatsAvailable;
  const short = left > 0 && left < travellers;
  return (
    <p className={`text-sm font-semibold ${left <= 0 || short ? 'text-danger' : 'text-success'}`}>
      {seatsLeftText(left, unit)}
      {short && ` (not enough for ${travellers} travellers)`}
    </p>
  );
}

function Trip({ departure, travellers }: { departure: Departure; travellers: number }) {
  const { route, schedule } = departure;
  const timed = schedule.type === 'timed' && schedule.departureAt;
  const when = timed ? departureClock(schedule.departureAt!) : 'Any time that day';
  const arrives =
    timed && route.durationMinutes
      ? arrivalClock(schedule.departureAt!, route.durationMinutes)
      : null;
  const bookable = schedule.seatsAvailable >= travellers;
  const headingId = `departure-${schedule.id}`;
  return (
    <li className="render-when-near-52">
      <article
        aria-labelledby={headingId}
        className="grid gap-3 rounded-card border border-black/10 bg-surface p-4 sm:grid-cols-[1fr_auto] sm:p-5"
      >
        <div className="space-y-1">
          <h3 id={headingId} className="text-xl font-semibold">
            {timed ? <time dateTime={schedule.departureAt!}>{when}</time> : when}
            {arrives && <span className="font-normal text-ink-muted"> → arrives {arrives}</span>}
          </h3>
          <p className="font-medium">{route.operator ?? 'Coach'}</p>
          <p className="text-sm">
            {placeText(route.origin)} → {placeText(route.destination)}
            {route.durationMinutes ? ` · ${formatDuration(route.durationMinutes)}` : ''}
          </p>
          {schedule.bus && <p className="text-sm text-ink-muted">{busText(schedule.bus)}</p>}
          {!timed && <p className="text-sm text-ink-muted">Seat assigned at boarding.</p>}
        </div>
        <div className="space-y-2 sm:text-right">
          <Price schedule={schedule} travellers={travellers} />
          <Left schedule={schedule} travellers={travellers} unit={timed ? 'seat' : 'place'} />
          {bookable && (
            <Link
              href={departureHref(route.id, schedule.id, travellers)}
              className={`inline-block py-2 ${TEXT_LINK}`}
            >
              {timed ? 'Choose seats' : 'Book places'}
              <span className="sr-only">
                {' '}
                {timed ? `on the ${when} departure` : 'on the flexible schedule'} with{' '}
                {route.operator ?? 'this operator'}
              </span>
            </Link>
          )}
        </div>
      </article>
    </li>
  );
}

export function DepartureList({
  title,
  departures,
  travellers,
  id,
}: {
  title: string;
  departures: Departure[];
  travellers: number;
  id: string;
}) {
  if (departures.length === 0) return null;
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-3">
      <h2 id={`${id}-heading`} className="text-xl font-semibold">
        {title}
      </h2>
      <ol className="space-y-3">
        {departures.map((departure) => (
          <Trip key={departure.schedule.id} departure={departure} travellers={travellers} />
        ))}
      </ol>
    </section>
  );
}
