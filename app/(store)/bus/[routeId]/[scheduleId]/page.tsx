// One coach departure: the trip, then the seat map (timed) or the number of travellers (flexible), and reserve.
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ReserveForm } from '@/components/checkout/reserve-form';
import { TripTerms } from '@/components/shop/trip-terms';
import { ShareButton } from '@/components/sharing/share-button';
import { ServiceDown } from '@/components/ui/service-down';
import { WaitingListJoin } from '@/components/waiting-list/join-section';
import { TurnNotice } from '@/components/waiting-list/turn-notice';
import { TEXT_LINK } from '@/components/ui/styles';
import { busSearchHref, readBusSearch } from '@/lib/bus/search-query';
import { departureOption, scheduleOption } from '@/lib/bus/schedule-option';
import { tripSelectionOf } from '@/lib/bus/trip-selection';
import { departurePageMetadata } from '@/server/sharing/shared-page-metadata';
import { siteOrigin } from '@/server/sharing/site-origin';
import { storefrontEnv } from '@/server/env';
import { heldSelections } from '@/server/checkout/session-order';
import { getCheckoutSession } from '@/server/session/checkout-session';
import { getScheduleDetail } from '@/server/ticketing/kinds/bus/reads';
import { DEPARTED } from '@/server/ticketing/kinds/bus/kind';
import { readOrDown } from '@/server/ticketing/read-or-down';
import { turnOnPage } from '@/server/waiting-list/gate';
import { noticeAvailability } from '@/server/waiting-list/service';
import { SeatBooking } from './_components/seat-booking';
import { TripSummary } from './_components/trip-summary';

type Params = Promise<{ routeId: string; scheduleId: string }>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const read = await readOrDown(getScheduleDetail(Number((await params).scheduleId)));
  return read.ok && read.value
    ? departurePageMetadata(read.value, siteOrigin())
    : { title: 'Coach departure' };
}

async function loadDeparture(scheduleId: number) {
  const detail = await getScheduleDetail(scheduleId);
  // Tells the browser how old its first seat states are, so it refreshes on time.
  return { detail, fetchedAt: Date.now() };
}

export default async function DeparturePage({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: SearchParams;
}) {
  const { routeId, scheduleId } = await params;
  const read = await readOrDown(loadDeparture(Number(scheduleId)));
  if (!read.ok) return <ServiceDown what="this departure" level={1} />;
  const { fetchedAt } = read.value;
  const detail = read.value.detail;
  if (!detail || String(detail.route.id) !== routeId) notFound();
  const { schedule, route } = detail;
  const session = await getCheckoutSession();
  const selection = tripSelectionOf(detail);
  const sameTrip = (s: { kind: string; scheduleId?: number } | undefined) =>
    s?.kind === 'bus' && s.scheduleId === schedule.id;
  const draft = sameTrip(session.draft?.selection) ? session.draft : undefined;
  const drafted = draft ? Object.values(draft.quantities).reduce((a, b) => a + b, 0) : 0;
  const travellers =
    drafted > 0 ? Math.min(drafted, 10) : readBusSearch(await searchParams).travellers;
  const backToSearch = busSearchHref({
    from: route.origin.city,
    to: route.destination.city,
    date: schedule.departureDate,
    travellers,
  });
  const leftAlready = !schedule.bookable;
  // The departure as one line: its free seats (a timed one's, on the seat map); seats back on a departure with a
  // waiting list give its next people their turn (not awaited by the page).
  const departure = { ...departureOption(detail), title: 'This departure' };
  void noticeAvailability(selection, [departure]);
  const turn = await turnOnPage(session, selection, [departure.id]);
  return (
    <article className="space-y-6">
      <Link href={backToSearch} className="no-print text-sm font-medium text-brand-700 underline">
        ← Other departures
      </Link>
      <TripSummary detail={detail} />
      <TripTerms departureAt={schedule.departureAt} headingLevel={2} />
      <ShareButton title={`Coach ${route.origin.city} to ${route.destination.city}`} />
      {(await heldSelections(session)).some(sameTrip) && (
        <p className="rounded-lg bg-brand-50 p-3 text-sm">
          You have seats held on this departure.{' '}
          <Link href="/checkout" className={TEXT_LINK}>
            Go to checkout
          </Link>
        </p>
      )}
      <section
        id="tickets"
        aria-labelledby="tickets-heading"
        className="space-y-4 rounded-card border border-black/10 bg-surface p-4 sm:p-6"
      >
        <h2 id="tickets-heading" className="text-xl font-semibold">
          {schedule.type === 'timed' ? 'Choose your seats' : 'Travellers'}
        </h2>
        {turn && <TurnNotice quantity={turn.quantity} endsAt={turn.endsAt} unit="seat" />}
        {leftAlready ? (
          <p role="alert" className="font-semibold text-danger">
            {DEPARTED}{' '}
            <Link href={backToSearch} className={TEXT_LINK}>
              See other departures
            </Link>
          </p>
        ) : schedule.type === 'timed' && detail.seatMap ? (
          <SeatBooking
            selection={selection}
            seatMap={detail.seatMap}
            initialStates={{
              bookable: schedule.bookable,
              seatsAvailable: schedule.seatsAvailable,
              seats: detail.seatMap.seats.map(({ id, state }) => ({ id, state })),
              fetchedAt,
            }}
            travellers={travellers}
            price={schedule.price}
            maxPerOrder={storefrontEnv().MAX_TICKETS_PER_ORDER}
            departedMessage={DEPARTED}
            draft={
              draft && {
                seatIds: draft.selection.kind === 'bus' ? (draft.selection.seatIds ?? []) : [],
                contact: draft.contact,
              }
            }
          />
        ) : (
          <>
            <p>Seats on this coach are given out at boarding; choose how many travellers.</p>
            <ReserveForm
              selection={selection}
              initialOptions={[scheduleOption(schedule)]}
              fetchedAt={fetchedAt}
              maxPerOrder={storefrontEnv().MAX_TICKETS_PER_ORDER}
              draft={
                draft ?? {
                  quantities: { [String(schedule.id)]: travellers },
                  contact: { name: '', email: '', phone: '' },
                }
              }
            />
          </>
        )}
        {!leftAlready && <WaitingListJoin selection={selection} options={[departure]} />}
      </section>
    </article>
  );
}
