// The reserve form of an event, a screening or a flexible coach: quantities and contact, checked in the browser, then held on the server.
'use client';

import { useState } from 'react';
import type { TicketOption } from '@/lib/catalogue/ticket-option';
import { describeShortfalls, findShortfalls } from '@/lib/checkout/availability';
import type { Contact } from '@/lib/checkout/contact-schema';
import { chosenQuantities, selectionFields } from '@/lib/checkout/reserve-fields';
import { formatNaira } from '@/lib/format/money';
import type { Selection } from '@/lib/sellables/kinds';
import { AddToBasketButton } from '@/components/basket/add-to-basket-button';
import { HiddenFields } from '@/components/ui/hidden-fields';
import { SubmitButton } from '@/components/ui/submit-button';
import { ContactFields } from './contact-fields';
import { ReserveAlert } from './reserve-alert';
import { TicketChoices } from './ticket-choices';
import { useAvailability } from './use-availability';
import { useReserveForm } from './use-reserve-form';

export interface ReserveDraft {
  quantities: Record<string, number>;
  contact: Contact;
}

export interface ReserveFormProps {
  /** What is being bought (an event, a screening): sent with the form, and names the availability to poll. */
  selection: Selection;
  initialOptions: TicketOption[];
  fetchedAt: number;
  /** The merchant's cap on tickets in one order. */
  maxPerOrder: number;
  draft?: ReserveDraft;
  /** More hidden fields posted with the choice, such as an embed's source. */
  hiddenFields?: readonly [name: string, value: string][];
  /** Offers "Add to basket" beside Reserve (not inside an embed's frame, whose checkout is its own). */
  basket?: boolean;
}

export function ReserveForm({
  selection,
  initialOptions,
  fetchedAt,
  maxPerOrder,
  draft,
  hiddenFields = [],
  basket = true,
}: ReserveFormProps) {
  const { options, refreshFailed, refreshNow } = useAvailability(
    selection,
    initialOptions,
    fetchedAt,
  );
  const [quantities, setQuantities] = useState<Record<string, number>>(draft?.quantities ?? {});
  const [contact, setContact] = useState<Contact>(
    draft?.contact ?? { name: '', email: '', phone: '' },
  );
  const {
    form,
    basket: basketButton,
    feedback,
    errors,
    busy,
    alertRef,
  } = useReserveForm({
    maxPerOrder,
    async stillFits(input) {
      const fresh = await refreshNow();
      const shortfalls = fresh ? findShortfalls(chosenQuantities(input), fresh) : [];
      return shortfalls.length > 0 ? describeShortfalls(shortfalls) : null;
    },
  });
  const total = options.reduce(
    (sum, option) => sum + option.price * (quantities[option.id] ?? 0),
    0,
  );

  return (
    <form {...form} className="space-y-6">
      <HiddenFields fields={[...selectionFields(selection), ...hiddenFields]} />
      <TicketChoices
        options={options}
        quantities={quantities}
        onChange={(categoryId, quantity) =>
          setQuantities((current) => ({ ...current, [categoryId]: quantity }))
        }
        refreshFailed={refreshFailed}
        error={errors.quantities}
      />
      <p className="flex justify-between text-lg font-semibold">
        <span>Total</span>
        <span>{formatNaira(total)}</span>
      </p>
      <ContactFields contact={contact} errors={errors} onChange={setContact} />
      <ReserveAlert feedback={feedback} ref={alertRef} />
      <SubmitButton pending={busy} pendingLabel="Reserving…">
        Reserve tickets
      </SubmitButton>
      {basket && <AddToBasketButton {...basketButton} />}
    </form>
  );
}
