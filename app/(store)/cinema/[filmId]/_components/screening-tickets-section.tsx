// The chosen screening's ticket categories, read with the film page and sent in its HTML.
import 'server-only';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { ServiceDown } from '@/components/ui/service-down';
import { TEXT_LINK } from '@/components/ui/styles';
import { lagosDay } from '@/lib/format/lagos-day';
import { onDay } from '@/lib/cinema/day-format';
import { screeningHasStarted } from '@/lib/cinema/screening';
import { formatShowtime } from '@/lib/cinema/showtime';
import type { ScreeningSummary } from '@/lib/cinema/types';
import { sameSelection } from '@/lib/sellables/same-selection';
import { storefrontEnv } from '@/server/env';
import { heldSelections } from '@/server/checkout/session-order';
import { getCheckoutSession } from '@/server/session/checkout-session';
import { getScreeningTickets } from '@/server/ticketing/kinds/cinema/reads';
import { readOrDown } from '@/server/ticketing/read-or-down';
import { WaitingListJoin } from '@/components/waiting-list/join-section';
import { TurnNotice } from '@/components/waiting-list/turn-notice';
import { turnOnPage } from '@/server/waiting-list/gate';
import { noticeAvailability } from '@/server/waiting-list/service';
import { ScreeningTickets } from './screening-tickets';
import { TicketsFrame } from './tickets-frame';

interface Props {
  filmId: string;
  filmTitle: string;
  screening: ScreeningSummary;
}

async function load(filmId: string, screening: ScreeningSummary) {
  const [result, session] = await Promise.all([
    getScreeningTickets(filmId, screening),
    getCheckoutSession(),
  ]);
  // Tells the browser how old its first availability numbers are, so it refreshes on time.
  return { result, session, fetchedAt: Date.now() };
}

function Problem({ children }: { children: ReactNode }) {
  return (
    <TicketsFrame>
      <p role="status" className="font-semibold text-danger">
        {children}{' '}
        <Link href="#showtimes" className={TEXT_LINK}>
          Choose another time
        </Link>
      </p>
    </TicketsFrame>
  );
}

export async function ScreeningTicketsSection({ filmId, filmTitle, screening }: Props) {
  const read = await readOrDown(load(filmId, screening));
  if (!read.ok) {
    return (
      <TicketsFrame>
        <ServiceDown what="tickets" />
      </TicketsFrame>
    );
  }
  const { result, session, fetchedAt } = read.value;
  const when = `${formatShowtime(screening.start)} ${onDay(screening.date, lagosDay(fetchedAt))}`;
  if (!result) return <Problem>{filmTitle} is no longer on sale.</Problem>;
  if (!result.ok)
    return (
      <Problem>{`${filmTitle} is no longer showing at ${screening.locationName} at ${when}.`}</Problem>
    );
  if (screeningHasStarted(screening, result.screening, fetchedAt))
    return <Problem>{`The ${when} screening has started.`}</Problem>;
  const selection = {
    kind: 'cinema',
    filmId,
    locationId: screening.locationId,
    timeId: screening.timeId,
    date: screening.date,
  } as const;
  // Tickets back on a type with a waiting list: its next people get their turn (not awaited by the page).
  void noticeAvailability(selection, result.options);
  const turn = await turnOnPage(
    session,
    selection,
    result.options.map((option) => option.id),
  );
  return (
    <ScreeningTickets
      filmId={filmId}
      filmTitle={filmTitle}
      screening={screening}
      options={result.options}
      fetchedAt={fetchedAt}
      maxPerOrder={storefrontEnv().MAX_TICKETS_PER_ORDER}
      draft={sameSelection(session.draft?.selection, selection) ? session.draft : undefined}
      held={(await heldSelections(session)).some((held) => sameSelection(held, selection))}
      before={turn && <TurnNotice quantity={turn.quantity} endsAt={turn.endsAt} />}
      after={<WaitingListJoin selection={selection} options={result.options} />}
    />
  );
}
