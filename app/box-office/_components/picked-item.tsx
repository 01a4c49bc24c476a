// The item picked from the search, with what the cashier chooses of it: quantities, seats, or a room and dates.
import { tripSelectionOf } from '@/lib/bus/trip-selection';
import { formatShowtime } from '@/lib/cinema/showtime';
import { ROOMS_FIELD } from '@/lib/box-office/sale-form';
import type { PickedItem } from '@/lib/box-office/search-query';
import { selectionFields } from '@/lib/checkout/reserve-schema';
import { formatCalendarDate, formatLagosDateTime } from '@/lib/format/calendar-date';
import { formatEventDate } from '@/lib/format/event-date';
import { formatNaira } from '@/lib/format/money';
import { addDays, lagosDay } from '@/lib/format/lagos-day';
import { plural } from '@/lib/hotels/price';
import type { SellableKind } from '@/lib/sellables/kinds';
import { FIELD, BUTTON } from '@/components/ui/styles';
import { storefrontEnv } from '@/server/env';
import { getScheduleDetail } from '@/server/ticketing/kinds/bus/reads';
import { getEvent, getTicketOptions } from '@/server/ticketing/kinds/event/reads';
import { getFilm, getScreeningTickets } from '@/server/ticketing/kinds/cinema/reads';
import { getHotelStay } from '@/server/ticketing/kinds/hotel/reads';
import { HoldForm } from './hold-form';
import { QuantityLines } from './quantity-lines';
import { QuantityStepper } from './quantity-stepper';
import { SeatPicker } from './seat-picker';

type Pick<K extends SellableKind> = Extract<PickedItem, { kind: K }>;
type ItemProps<K extends SellableKind> = { pick: Pick<K>; now: number; adding: boolean };

function Panel({
  title,
  detail,
  children,
}: {
  title: string;
  detail?: string;
  children: React.ReactNode;
}) {
  return (
    <section
      aria-labelledby="picked-heading"
      className="space-y-4 rounded-xl border-2 border-brand-600/40 bg-surface p-4"
    >
      <div>
        <h2 id="picked-heading" className="text-2xl font-bold">
          {title}
        </h2>
        {detail && <p className="text-lg text-ink-muted">{detail}</p>}
      </div>
      {children}
    </section>
  );
}

const Gone = ({ what }: { what: string }) => (
  <Panel title={`This ${what} is not on sale`}>{null}</Panel>
);

async function EventItem({ pick, adding }: ItemProps<'event'>) {
  const [event, options] = await Promise.all([
    getEvent(pick.eventId),
    getTicketOptions(pick.eventId),
  ]);
  if (!event || !options) return <Gone what="event" />;
  return (
    <Panel title={event.title} detail={`${formatEventDate(event.startsAt)} · ${event.city}`}>
      <HoldForm adding={adding} fields={selectionFields({ kind: 'event', eventId: event.id })}>
        <QuantityLines options={options} maxPerOrder={storefrontEnv().MAX_TICKETS_PER_ORDER} />
      </HoldForm>
    </Panel>
  );
}

async function CinemaItem({ pick, adding }: ItemProps<'cinema'>) {
  const { kind: _kind, ...choice } = pick;
  const [film, tickets] = await Promise.all([
    getFilm(pick.filmId),
    getScreeningTickets(pick.filmId, choice),
  ]);
  if (!film || !tickets) return <Gone what="film" />;
  if (!tickets.ok)
    return (
      <Panel title={film.title} detail={tickets.message}>
        {null}
      </Panel>
    );
  const location = film.schedule.locations.find((l) => l.id === pick.locationId);
  const time = tickets.screening?.start ?? location?.times.find((t) => t.id === pick.timeId)?.start;
  return (
    <Panel
      title={film.title}
      detail={[formatCalendarDate(pick.date), time && formatShowtime(time), location?.name]
        .filter(Boolean)
        .join(' · ')}
    >
      <HoldForm adding={adding} fields={selectionFields(pick)}>
        <QuantityLines
          options={tickets.options}
          maxPerOrder={storefrontEnv().MAX_TICKETS_PER_ORDER}
        />
      </HoldForm>
    </Panel>
  );
}

async function BusItem({ pick, adding }: ItemProps<'bus'>) {
  const detail = await getScheduleDetail(pick.scheduleId);
  if (!detail || !detail.schedule.bookable) return <Gone what="departure" />;
  const { schedule, route } = detail;
  const when = schedule.departureAt
    ? formatLagosDateTime(schedule.departureAt)
    : `${formatCalendarDate(schedule.departureDate)}, any time`;
  const selection = tripSelectionOf(detail);
  const max = storefrontEnv().MAX_TICKETS_PER_ORDER;
  return (
    <Panel
      title={`${route.origin.city} → ${route.destination.city}`}
      detail={`${when} · ${route.operator ?? 'Coach'} · ${formatNaira(schedule.price)} a seat · ${schedule.seatsAvailable} left`}
    >
      <HoldForm adding={adding} fields={selectionFields(selection)}>
        {schedule.type === 'timed' && detail.seatMap ? (
          <SeatPicker seatMap={detail.seatMap} lineId={String(schedule.id)} maxSeats={max} />
        ) : (
          <div className="flex flex-wrap items-center gap-4">
            <label htmlFor="places" className="text-lg font-semibold">
              Travellers
            </label>
            <QuantityStepper
              id="places"
              name={`quantity.${schedule.id}`}
              what="traveller"
              min={1}
              max={Math.min(max, schedule.seatsAvailable)}
              initial={1}
              autoFocus
            />
          </div>
        )}
      </HoldForm>
    </Panel>
  );
}

async function HotelItem({ pick, now, adding }: ItemProps<'hotel'>) {
  const today = lagosDay(now);
  const checkin = pick.checkin && pick.checkin >= today ? pick.checkin : today;
  const checkout = pick.checkout && pick.checkout > checkin ? pick.checkout : addDays(checkin, 1);
  const guests = pick.guests ?? 1;
  const stay = await getHotelStay(pick.hotelId, { checkin, checkout });
  if (!stay) return <Gone what="hotel" />;
  const free = stay.rooms.filter((room) => room.left > 0);
  return (
    <Panel title={stay.hotel.name} detail={stay.hotel.location}>
      <form action="/box-office" className="flex flex-wrap items-end gap-3">
        <input type="hidden" name="hotel" value={pick.hotelId} />
        {(
          [
            ['checkin', 'Check-in', checkin, 'date'],
            ['checkout', 'Check-out', checkout, 'date'],
            ['guests', 'Guests', String(guests), 'number'],
          ] as const
        ).map(([name, label, value, type]) => (
          <label key={name} className="block font-medium">
            {label}
            <input
              name={name}
              type={type}
              defaultValue={value}
              min={type === 'date' ? today : 1}
              className={`mt-1 block h-12 ${FIELD}`}
            />
          </label>
        ))}
        <button type="submit" className={`min-h-12 px-4 ${BUTTON.secondary}`}>
          Show rooms
        </button>
      </form>
      <p className="text-lg">
        {formatCalendarDate(stay.checkin)} to {formatCalendarDate(stay.checkout)} ·{' '}
        {plural(stay.nights, 'night')}
      </p>
      {free.length === 0 ? (
        <p className="text-ink-muted">No room is free for these dates.</p>
      ) : (
        <HoldForm
          adding={adding}
          fields={selectionFields({
            kind: 'hotel',
            hotelId: pick.hotelId,
            checkin: stay.checkin,
            checkout: stay.checkout,
            guests,
          })}
          phoneHint="International form, for example +234 803 123 4567"
        >
          <fieldset className="space-y-2">
            <legend className="font-semibold">Room</legend>
            {free.map((room, index) => (
              <label
                key={room.id}
                className="flex min-h-14 items-center gap-3 rounded-lg border border-black/15 p-3"
              >
                <input
                  type="radio"
                  name="selection.roomId"
                  value={room.id}
                  defaultChecked={index === 0}
                  autoFocus={index === 0}
                  className="size-5"
                />
                <span className="grow">
                  <span className="block font-semibold">{room.name}</span>
                  <span className="text-ink-muted">
                    {formatNaira(room.pricePerNight)} a night · sleeps {room.maxOccupancy} ·{' '}
                    {room.left} left
                  </span>
                </span>
              </label>
            ))}
          </fieldset>
          <div className="flex flex-wrap items-center gap-4">
            <label htmlFor="rooms" className="text-lg font-semibold">
              Rooms
            </label>
            <QuantityStepper
              id="rooms"
              name={ROOMS_FIELD}
              what="room"
              min={1}
              max={Math.min(10, Math.max(...free.map((room) => room.left)))}
              initial={1}
            />
          </div>
        </HoldForm>
      )}
    </Panel>
  );
}

const ITEMS: { [K in SellableKind]: (props: ItemProps<K>) => Promise<React.ReactNode> } = {
  event: EventItem,
  cinema: CinemaItem,
  bus: BusItem,
  hotel: HotelItem,
};

/** `adding`: the cashier has a sale on hold, which the item joins. */
export function PickedItemPanel({ pick, now, adding }: ItemProps<SellableKind>) {
  // The table is typed by kind; the pick chose the entry, so it is of its kind.
  const Item = ITEMS[pick.kind] as (props: ItemProps<SellableKind>) => Promise<React.ReactNode>;
  return <Item pick={pick} now={now} adding={adding} />;
}
