// The waiting list under a sold-out thing on its page: a join form for what is sold out of a selection's lines.
import 'server-only';
import type { TicketOption } from '@/lib/catalogue/types';
import { MAX_PER_TICKET } from '@/lib/checkout/reserve-schema';
import type { Selection } from '@/lib/sellables/kinds';
import { storefrontEnv } from '@/server/env';
import { selectionFields } from '@/server/waiting-list/join';
import { unitOf } from '@/server/waiting-list/keys';
import { JoinForm } from './join-form';

/** The join form for the sold-out ones of these lines (ticket categories, a departure, room types); nothing when none is. */
export function WaitingListJoin({
  selection,
  options,
}: {
  selection: Selection;
  options: readonly Pick<TicketOption, 'id' | 'title' | 'remaining'>[];
}) {
  const soldOut = options
    .filter((option) => option.remaining <= 0)
    .map((option) => ({ id: option.id, title: option.title }));
  if (soldOut.length === 0) return null;
  const max = Math.min(MAX_PER_TICKET, storefrontEnv().MAX_TICKETS_PER_ORDER);
  return (
    <div id="waiting-list" className="border-t border-black/10 pt-4">
      <JoinForm
        fields={selectionFields(selection)}
        choices={soldOut}
        max={max}
        unit={unitOf(selection)}
      />
    </div>
  );
}
