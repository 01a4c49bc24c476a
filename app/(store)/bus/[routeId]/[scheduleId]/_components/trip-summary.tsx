// The top of a departure's page: route with terminals, operator, when it leaves and arrives, bus and price.
import { DefinitionRows } from '@/components/ui/definition-rows';
import { arrivalClock, busText, departureClock, formatDuration, placeText } from '@/lib/bus/format';
import type { ScheduleDetail } from '@/lib/bus/types';
import { formatCalendarDate } from '@/lib/format/calendar-date';
import { formatNaira } from '@/lib/format/money';

export function TripSummary({ detail }: { detail: ScheduleDetail }) {
  const { route, schedule } = detail;
  const at = schedule.departureAt;
  const parts = schedule.breakdown;
  const fees = parts ? parts.convenienceFee + parts.merchantCommission : 0;
  return (
    <header className="space-y-3">
      <h1 className="text-3xl font-bold">
        {route.origin.city} → {route.destination.city}
      </h1>
      <p className="text-lg font-semibold">
        {formatCalendarDate(schedule.departureDate)},{' '}
        {at ? (
          <>
            <time dateTime={at}>{departureClock(at)}</time>
            {route.durationMinutes ? ` → arrives ${arrivalClock(at, route.durationMinutes)}` : ''}
          </>
        ) : (
          'any time that day (seat assigned at boarding)'
        )}
      </p>
      <DefinitionRows
        rows={[
          ['Operator', route.operator],
          ['From', placeText(route.origin)],
          ['To', placeText(route.destination)],
          ['Journey', route.durationMinutes ? formatDuration(route.durationMinutes) : null],
          ['Bus', schedule.bus ? busText(schedule.bus) : null],
          [
            'Price',
            `${formatNaira(schedule.price)} per ${schedule.type === 'timed' ? 'seat' : 'traveller'}${parts && fees > 0 ? ` (fare ${formatNaira(parts.ticketPrice)} + fees ${formatNaira(fees)})` : ''}`,
          ],
        ]}
      />
    </header>
  );
}
