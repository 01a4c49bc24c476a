// The top of the order page: whether the purchase is confirmed, then what was bought, told by its kind.
import Link from 'next/link';
import { EventDateText } from '@/components/catalogue/event-date';
import { DefinitionRows } from '@/components/ui/definition-rows';
import type { Order, OrderDetails } from '@/lib/checkout/types';
import { formatShowtime } from '@/lib/cinema/showtime';
import { formatCalendarDate, formatLagosDateTime } from '@/lib/format/calendar-date';
import { formatNaira } from '@/lib/format/money';
import type { SellableKind } from '@/lib/sellables/kinds';

type Of<K extends SellableKind> = Extract<OrderDetails, { kind: K }>;
type LinesProps<K extends SellableKind> = { details: Of<K>; amount: number | null };

const muted = 'text-ink-muted';

function Title({ title, href }: { title: string; href?: string | null }) {
  return <h1 className="text-3xl font-bold">{href ? <Link href={href}>{title}</Link> : title}</h1>;
}

function EventLines({ details }: { details: Of<'event'> }) {
  return (
    <>
      <Title title={details.title} href={details.href} />
      {details.startsAt && (
        <p className={muted}>
          <EventDateText date={details.startsAt} />
        </p>
      )}
      {details.venue && <address className={`not-italic ${muted}`}>{details.venue}</address>}
    </>
  );
}

function CinemaLines({ details }: { details: Of<'cinema'> }) {
  const when = [
    details.date && formatCalendarDate(details.date),
    details.start && formatShowtime(details.start),
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <>
      <Title title={details.title} href={details.href} />
      {when && (
        <p className="text-lg font-semibold">
          {details.startsAt ? <time dateTime={details.startsAt}>{when}</time> : when}
        </p>
      )}
      {details.location && <p>{details.location}</p>}
      {details.venue && <address className={`not-italic ${muted}`}>{details.venue}</address>}
    </>
  );
}

function BusLines({ details }: { details: Of<'bus'> }) {
  const place = (p: Of<'bus'>['from']) =>
    p ? [p.terminal, p.city].filter(Boolean).join(', ') : null;
  const departs = details.departureAt
    ? formatLagosDateTime(details.departureAt)
    : details.departureDate && `${formatCalendarDate(details.departureDate)}, any time`;
  return (
    <>
      <Title title={details.title} />
      {departs && <p className="text-lg font-semibold">Departs {departs}</p>}
      <p className={muted}>
        {[place(details.from), place(details.to)].filter(Boolean).join(' → ')}
      </p>
      <p>{[details.operator, details.bus].filter(Boolean).join(', ')}</p>
      <p>
        {details.seats.length > 0
          ? `Seat${details.seats.length === 1 ? '' : 's'} ${details.seats.join(', ')}`
          : 'Seat assigned at boarding'}
      </p>
    </>
  );
}

function HotelLines({ details, amount }: { details: Of<'hotel'>; amount: number | null }) {
  const nights =
    details.nights !== null ? ` (${details.nights} night${details.nights === 1 ? '' : 's'})` : '';
  return (
    <>
      {details.bookingNumber && (
        <p className="inline-block rounded-card border-2 border-brand-600 px-4 py-2 text-2xl">
          Booking number <strong className="font-mono">{details.bookingNumber}</strong>
          <span className="block text-sm text-ink-muted">Show it at check-in.</span>
        </p>
      )}
      <Title title={details.title} />
      {details.address && <address className={`not-italic ${muted}`}>{details.address}</address>}
      <DefinitionRows
        rows={[
          ['Check-in', details.checkin && formatCalendarDate(details.checkin)],
          ['Check-out', details.checkout && `${formatCalendarDate(details.checkout)}${nights}`],
          ['Room type', details.room],
          ['Rooms', details.rooms],
          ['Guests', details.guests],
          ['Amount', amount !== null ? formatNaira(amount) : null],
        ]}
      />
    </>
  );
}

const DETAIL_LINES: { [K in SellableKind]: (props: LinesProps<K>) => React.ReactNode } = {
  event: EventLines,
  cinema: CinemaLines,
  bus: BusLines,
  hotel: HotelLines,
};

function DetailLines({ details, amount }: LinesProps<SellableKind>) {
  // The table is typed by kind; the details picked it, so they are of its kind.
  const Lines = DETAIL_LINES[details.kind] as (props: LinesProps<SellableKind>) => React.ReactNode;
  return <Lines details={details} amount={amount} />;
}

export function OrderHeader({ order }: { order: Order }) {
  const confirmed = order.status === 'successful';
  return (
    <header className="space-y-2">
      <p className={`font-semibold ${confirmed ? 'text-success' : 'text-warning'}`}>
        {confirmed ? 'Purchase confirmed' : `Order status: ${order.status}`}
      </p>
      <DetailLines details={order.details} amount={order.amount} />
    </header>
  );
}
