// The chosen screening's ticket section: which screening, and its ticket categories with prices, fees and what is left.
import Link from 'next/link';
import type { ReactNode } from 'react';
import { TEXT_LINK } from '@/components/ui/styles';
import type { TicketOption } from '@/lib/catalogue/types';
import { lagosDay } from '@/lib/format/lagos-day';
import { formatLongDay } from '@/lib/cinema/day-format';
import { formatShowtime } from '@/lib/cinema/showtime';
import type { ScreeningSummary } from '@/lib/cinema/types';
import { HeldNotice } from '@/components/checkout/held-notice';
import { ReserveForm, type ReserveDraft } from '@/components/checkout/reserve-form';
import { TicketsFrame } from './tickets-frame';

export interface ScreeningTicketsProps {
  filmId: string;
  filmTitle: string;
  screening: ScreeningSummary;
  options: TicketOption[];
  /** When `options` were read (milliseconds since the epoch), so a refresh knows how old they are. */
  fetchedAt: number;
  /** The merchant's cap on tickets in one order. */
  maxPerOrder: number;
  /** What this customer chose for this screening before changing their mind at the checkout. */
  draft?: ReserveDraft;
  /** This browser already holds tickets for this screening. */
  held?: boolean;
  /** What precedes the tickets: the notice of a waiting list's turn running for this screening. */
  before?: ReactNode;
  /** What follows the tickets: the waiting list of those sold out. */
  after?: ReactNode;
}

export function ScreeningTickets({
  filmId,
  filmTitle,
  screening,
  options,
  fetchedAt,
  maxPerOrder,
  draft,
  held,
  before,
  after,
}: ScreeningTicketsProps) {
  const allSoldOut = options.length > 0 && options.every((option) => option.remaining <= 0);
  return (
    <TicketsFrame>
      <p>
        <span className="font-semibold">{filmTitle}</span>
        <br />
        {screening.locationName}
        <br />
        <time dateTime={screening.date}>
          {formatLongDay(screening.date, lagosDay(fetchedAt))}
        </time>, {formatShowtime(screening.start)}
      </p>
      {held && <HeldNotice what="this screening" />}
      {before}
      {options.length === 0 ? (
        <p className="text-ink-muted">Tickets for this screening are not on sale yet.</p>
      ) : allSoldOut ? (
        <p role="status" className="font-semibold text-danger">
          This screening is sold out.{' '}
          <Link href="#showtimes" className={TEXT_LINK}>
            Choose another time
          </Link>
        </p>
      ) : (
        <ReserveForm
          selection={{
            kind: 'cinema',
            filmId,
            locationId: screening.locationId,
            timeId: screening.timeId,
            date: screening.date,
          }}
          initialOptions={options}
          fetchedAt={fetchedAt}
          maxPerOrder={maxPerOrder}
          draft={draft}
        />
      )}
      {after}
    </TicketsFrame>
  );
}
