// The timed departure's only client island: the live seat map, the chosen seats with the total, and the reserve form.
'use client';

import { useMemo, useState } from 'react';
import { SeatGrid } from '@/components/bus/seat-grid';
import { ContactFields } from '@/components/checkout/contact-fields';
import { ReserveAlert } from '@/components/checkout/reserve-alert';
import { useReserveForm } from '@/components/checkout/use-reserve-form';
import { AddToBasketButton } from '@/components/basket/add-to-basket-button';
import { HiddenFields } from '@/components/ui/hidden-fields';
import { SubmitButton } from '@/components/ui/submit-button';
import {
  buildLayout,
  chosenSeats,
  describeLost,
  lostSeats,
  seatPosition,
  toggleSeat,
  withStates,
} from '@/lib/bus/seat-map';
import type { SeatMapData, SeatStatesReply } from '@/lib/bus/types';
import type { Contact } from '@/lib/checkout/contact-schema';
import { selectionFields } from '@/lib/checkout/reserve-fields';
import { formatNaira } from '@/lib/format/money';
import type { SelectionOf } from '@/lib/sellables/kinds';
import { useSeatStates } from './use-seat-states';

export interface SeatBookingProps {
  /** The departure, without seats: the chosen seats are the map's checkboxes. */
  selection: Omit<SelectionOf<'bus'>, 'seatIds'>;
  seatMap: SeatMapData;
  initialStates: SeatStatesReply;
  travellers: number;
  price: number;
  maxPerOrder: number;
  departedMessage: string;
  draft?: { seatIds: number[]; contact: Contact };
}

const seatWord = (n: number) => `${n} seat${n === 1 ? '' : 's'}`;

export function SeatBooking({
  selection,
  seatMap,
  initialStates,
  travellers,
  price,
  maxPerOrder,
  departedMessage,
  draft,
}: SeatBookingProps) {
  const { states, refreshFailed, refreshNow } = useSeatStates(selection.scheduleId, initialStates);
  const map = useMemo(() => withStates(seatMap, states.seats), [seatMap, states]);
  const layout = useMemo(() => buildLayout(map), [map]);
  const [chosen, setChosen] = useState<number[]>(() =>
    (draft?.seatIds ?? [])
      .filter((id) => map.seats.some((s) => s.id === id && s.state === 'available'))
      .slice(0, travellers),
  );
  const [contact, setContact] = useState<Contact>(
    draft?.contact ?? { name: '', email: '', phone: '' },
  );
  // Live news from the map (a seat refused, a chosen seat taken meanwhile), read out politely.
  const [notice, setNotice] = useState('');
  const departed = !states.bookable;

  /** Drops chosen seats the fresh states show taken, and says which. */
  function reconcile(fresh: SeatStatesReply): string | null {
    const lost = lostSeats(chosen, withStates(seatMap, fresh.seats));
    if (lost.length === 0) return null;
    setChosen((current) => current.filter((id) => !lost.some((s) => s.id === id)));
    return describeLost(lost);
  }

  const { form, basket, feedback, errors, busy, alertRef } = useReserveForm({
    maxPerOrder,
    blocked: () => {
      if (departed) return departedMessage;
      return chosen.length === travellers
        ? null
        : `Choose ${seatWord(travellers)}, one per traveller. You have chosen ${chosen.length}.`;
    },
    async stillFits() {
      const fresh = await refreshNow();
      return (fresh && reconcile(fresh)) || (fresh && !fresh.bookable ? departedMessage : null);
    },
    // The service refused: someone may have taken a seat first. Fresh states name it and keep the rest.
    async afterRefusal() {
      const fresh = await refreshNow();
      return fresh && reconcile(fresh);
    },
  });

  // A poll that finds a chosen seat taken says so at once rather than at the reserve button
  // (adjusted while rendering, React's way of following a changed input without an extra pass).
  const [seenStates, setSeenStates] = useState(states);
  if (seenStates !== states) {
    setSeenStates(states);
    const message = reconcile(states);
    if (message) setNotice(message);
  }

  function onToggle(seat: Parameters<typeof toggleSeat>[1]) {
    const result = toggleSeat(chosen, seat, travellers);
    setChosen(result.chosen);
    setNotice(result.refusal ?? '');
  }

  const picked = chosenSeats(chosen, map);
  return (
    <form {...form} className="space-y-6">
      <HiddenFields fields={selectionFields(selection)} />
      <input type="hidden" name={`quantity.${selection.scheduleId}`} value={travellers} />
      {departed && (
        <p
          role="alert"
          className="rounded-lg border border-danger/30 bg-danger/5 p-3 font-semibold text-danger"
        >
          {departedMessage}
        </p>
      )}
      <div className="flex flex-col gap-6 md:flex-row md:items-start">
        <div className="space-y-3">
          <p id="seat-map-help" className="text-sm">
            Choose {seatWord(travellers)}, one per traveller. Use the arrow keys to move between
            seats and Space or Enter to choose. Seats show Free, Held (someone is booking it) or
            Sold.
          </p>
          <SeatGrid
            layout={layout}
            chosen={chosen}
            onToggle={onToggle}
            describedBy="seat-map-help"
            notice={notice}
          />
          {refreshFailed && (
            <p className="text-sm text-warning">
              Seat states could not be refreshed just now; they are checked again before reserving.
            </p>
          )}
        </div>
        <section
          aria-labelledby="chosen-heading"
          className="min-w-60 flex-1 space-y-3 rounded-card border border-black/10 p-4"
        >
          <h3 id="chosen-heading" className="text-lg font-semibold">
            Your seats ({picked.length} of {travellers})
          </h3>
          {picked.length === 0 ? (
            <p className="text-ink-muted">No seat chosen yet.</p>
          ) : (
            <ul className="space-y-1">
              {picked.map((seat) => (
                <li key={seat.id} className="flex justify-between gap-4">
                  <span>
                    Seat {seat.number} ({seatPosition(seat.column, map.columns, map.aisleAfter)})
                  </span>
                  <span>{formatNaira(price)}</span>
                </li>
              ))}
            </ul>
          )}
          <p className="flex justify-between border-t border-black/10 pt-2 text-lg font-semibold">
            <span>Total</span>
            <span>{formatNaira(price * picked.length)}</span>
          </p>
        </section>
      </div>
      <ContactFields contact={contact} errors={errors} onChange={setContact} />
      <ReserveAlert feedback={feedback} ref={alertRef} />
      <SubmitButton pending={busy} pendingLabel="Reserving…">
        Reserve {seatWord(travellers)}
      </SubmitButton>
      <AddToBasketButton {...basket} />
    </form>
  );
}
