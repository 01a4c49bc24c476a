// The event page's reserve form: quantities and contact, checked in the browser, then held on the server.
'use client';

import { startTransition, useActionState, useState, type FormEvent } from 'react';
import { reserve } from '@/app/(store)/events/[id]/actions';
import type { TicketOption } from '@/lib/catalogue/ticket-option';
import type { Contact } from '@/lib/checkout/contact-schema';
import { describeShortfalls, findShortfalls } from '@/lib/checkout/availability';
import { chosenQuantities, fieldErrorsOf, readReserveForm, reserveSchema, type FieldErrors } from '@/lib/checkout/reserve-schema';
import { formatNaira } from '@/lib/format/money';
import { ContactFields } from './contact-fields';
import { TicketOptionRow } from './ticket-option-row';
import { useAvailability } from './use-availability';

export interface ReserveDraft {
  quantities: Record<string, number>;
  contact: Contact;
}

interface Props {
  eventId: string;
  initialOptions: TicketOption[];
  fetchedAt: number;
  draft?: ReserveDraft;
}

const FIELD_ORDER = ['quantities', 'name', 'email', 'phone'] as const;
const CHECK_DETAILS = 'Please check the highlighted details.';

function focusFirstInvalid(form: HTMLFormElement, errors: FieldErrors) {
  const field = FIELD_ORDER.find((name) => errors[name]);
  const target = field === 'quantities' ? form.querySelector('select:not([disabled])') : form.querySelector(`[name="${field}"]`);
  if (target instanceof HTMLElement) target.focus();
}

export function ReserveForm({ eventId, initialOptions, fetchedAt, draft }: Props) {
  const { options, refreshFailed, refreshNow } = useAvailability(eventId, initialOptions, fetchedAt);
  const [quantities, setQuantities] = useState<Record<string, number>>(draft?.quantities ?? {});
  const [contact, setContact] = useState<Contact>(draft?.contact ?? { name: '', email: '', phone: '' });
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [state, formAction, pending] = useActionState(reserve, null);

  const errors = clientErrors ?? state?.fieldErrors ?? {};
  const message = notice ?? state?.message ?? null;
  const busy = pending || checking;
  const total = options.reduce((sum, option) => sum + option.price * (quantities[option.id] ?? 0), 0);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    // Handled here rather than by the form's action so the same schema and a fresh availability check
    // run first; without JavaScript the form still posts to the action, which runs both checks too.
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const parsed = reserveSchema.safeParse(readReserveForm(data));
    if (!parsed.success) {
      const found = fieldErrorsOf(parsed.error);
      setClientErrors(found);
      setNotice(CHECK_DETAILS);
      focusFirstInvalid(form, found);
      return;
    }
    setClientErrors(null);
    setNotice(null);
    setChecking(true);
    const fresh = await refreshNow();
    setChecking(false);
    const shortfalls = fresh ? findShortfalls(chosenQuantities(parsed.data), fresh) : [];
    if (shortfalls.length > 0) {
      setNotice(describeShortfalls(shortfalls));
      return;
    }
    startTransition(() => formAction(data));
  }

  return (
    <form action={formAction} onSubmit={onSubmit} noValidate className="space-y-6">
      <input type="hidden" name="eventId" value={eventId} />
      <fieldset aria-describedby={errors.quantities ? 'quantities-error' : undefined}>
        <legend className="text-sm font-medium">Choose your tickets</legend>
        {refreshFailed && (
          <p role="status" className="mt-1 text-sm text-warning">
            We could not refresh availability just now; the numbers below may be out of date.
          </p>
        )}
        <ul>
          {options.map((option) => (
            <TicketOptionRow
              key={option.id}
              option={option}
              quantity={quantities[option.id] ?? 0}
              onChange={(quantity) => setQuantities((current) => ({ ...current, [option.id]: quantity }))}
            />
          ))}
        </ul>
        {errors.quantities && (
          <p id="quantities-error" className="text-sm text-danger">
            {errors.quantities}
          </p>
        )}
      </fieldset>
      <p className="flex justify-between text-lg font-semibold">
        <span>Total</span>
        <span>{formatNaira(total)}</span>
      </p>
      <ContactFields contact={contact} errors={errors} onChange={setContact} />
      {message && (
        <p role="alert" className="rounded-lg border border-danger/30 bg-danger/5 p-3 text-danger">
          {message}
        </p>
      )}
      <button
        type="submit"
        disabled={busy}
        className="w-full rounded-lg bg-brand-600 px-4 py-3 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
      >
        {busy ? 'Reserving…' : 'Reserve tickets'}
      </button>
    </form>
  );
}
