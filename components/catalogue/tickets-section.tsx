// An event's ticket section (its page, its embed, the new-tab continue page): live availability. The event's
// page sends it in its HTML; the embeds, framed in a page that runs scripts, stream it after the event. While a
// waiting room governs the event, a visitor without a turn is sent to its queue instead of the reserve form.
import 'server-only';
import type { ReactNode } from 'react';
import { HeldNotice } from '@/components/checkout/held-notice';
import { ReserveForm, type ReserveDraft } from '@/components/checkout/reserve-form';
import { ServiceDown } from '@/components/ui/service-down';
import { LoadingStatus, Skeleton } from '@/components/ui/skeleton';
import { WaitingListJoin } from '@/components/waiting-list/join-section';
import { TurnNotice } from '@/components/waiting-list/turn-notice';
import { QueueNotice } from '@/components/waiting-room/queue-notice';
import { sameSelection } from '@/lib/sellables/same-selection';
import { storefrontEnv } from '@/server/env';
import { heldSelections } from '@/server/checkout/session-order';
import { getCheckoutSession } from '@/server/session/checkout-session';
import { getTicketOptions } from '@/server/ticketing/kinds/event/reads';
import { readOrDown } from '@/server/ticketing/read-or-down';
import { turnOnPage } from '@/server/waiting-list/gate';
import { noticeAvailability } from '@/server/waiting-list/service';
import { queueNotice } from '@/server/waiting-room/notice';

async function loadOptions(eventId: string) {
  const options = await getTicketOptions(eventId);
  // Tells the browser how old its first availability numbers are, so it refreshes on time.
  return { options, fetchedAt: Date.now() };
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <section
      id="tickets"
      aria-labelledby="tickets-heading"
      className="space-y-4 rounded-card border border-black/10 bg-surface p-4 sm:p-6"
    >
      <h2 id="tickets-heading" className="text-xl font-semibold">
        Tickets
      </h2>
      {children}
    </section>
  );
}

export function TicketsLoading() {
  return (
    <Frame>
      <LoadingStatus label="Loading tickets" />
      <Skeleton className="h-16" />
      <Skeleton className="h-16" />
    </Frame>
  );
}

interface TicketsSectionProps {
  eventId: string;
  /** More hidden fields for the reserve form (an embed's source). */
  hiddenFields?: readonly [string, string][];
  /** A choice to fill in instead of the session's (one carried over from an embed's frame). */
  draft?: ReserveDraft;
  /** Inside an embed's frame on another site: the waiting room opens in a new tab of the shop. */
  framed?: boolean;
}

export async function TicketsSection({
  eventId,
  hiddenFields,
  draft: carried,
  framed = false,
}: TicketsSectionProps) {
  const selection = { kind: 'event', eventId } as const;
  const [read, session] = await Promise.all([
    readOrDown(loadOptions(eventId)),
    getCheckoutSession(),
  ]);
  if (!read.ok) {
    return (
      <Frame>
        <ServiceDown what="tickets" />
      </Frame>
    );
  }
  const options = read.value.options ?? [];
  // Tickets back on a line with a waiting list: its next people get their turn (not awaited by the page).
  void noticeAvailability(selection, options);
  const draft =
    carried ?? (sameSelection(session.draft?.selection, selection) ? session.draft : undefined);
  const allSoldOut = options.length > 0 && options.every((option) => option.remaining <= 0);
  // A waiting list's turn opened in this session lets its customer through a waiting room.
  const turn = await turnOnPage(
    session,
    selection,
    options.map((option) => option.id),
  );
  const queue =
    options.length > 0 && !allSoldOut && !turn ? await queueNotice(session, selection) : null;
  return (
    <Frame>
      {(await heldSelections(session)).some((held) => sameSelection(held, selection)) && (
        <HeldNotice what="this event" />
      )}
      {turn && <TurnNotice quantity={turn.quantity} endsAt={turn.endsAt} />}
      {options.length === 0 ? (
        <p className="text-ink-muted">Tickets are not on sale yet.</p>
      ) : allSoldOut ? (
        <p role="status" className="font-semibold text-danger">
          This event is sold out.
        </p>
      ) : queue ? (
        <QueueNotice notice={queue} framed={framed} />
      ) : (
        <ReserveForm
          selection={selection}
          initialOptions={options}
          fetchedAt={read.value.fetchedAt}
          maxPerOrder={storefrontEnv().MAX_TICKETS_PER_ORDER}
          draft={draft}
          hiddenFields={hiddenFields}
          basket={!framed}
        />
      )}
      {!queue && <WaitingListJoin selection={selection} options={options} />}
    </Frame>
  );
}
