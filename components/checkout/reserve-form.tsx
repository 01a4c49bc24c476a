// The event page's reserve form: quantities and contact, checked in the browser, then held on the server.
'use client';

import { startTransition, useActionState, useEffect, useRef, useState, type FormEvent } from 'react';
import type { TicketOption } from '@/lib/catalogue/ticket-option';
import type { ReserveState } from '@/lib/checkout/action-state';
import { describeShortfalls, findShortfalls } from '@/lib/checkout/availability';
import type { Contact } from '@/lib/checkout/contact-schema';
import { CHECKOUT_MESSAGES } from '@/lib/checkout/messages';
import { chosenQuantities, fieldErrorsOf, readReserveForm, reserveSchemaFor, selectionFields } from '@/lib/checkout/reserve-schema';
import { formatNaira } from '@/lib/format/money';
import type { Selection } from '@/lib/sellables/kinds';
import { SubmitButton } from '@/components/ui/submit-button';
import { reserve } from './actions';
import { ContactFields } from './contact-fields';
import { focusFeedback } from './focus-feedback';
import { TicketChoices } from './ticket-choices';
import { useAvailability } from './use-availability';

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
}

export function ReserveForm({ selection, initialOptions, fetchedAt, maxPerOrder, draft, hiddenFields = [] }: ReserveFormProps) {
  const { options, refreshFailed, refreshNow } = useAvailability(selection, initialOptions, fetchedAt);
  const [quantities, setQuantities] = useState<Record<string, number>>(draft?.quantities ?? {});
  const [contact, setContact] = useState<Contact>(draft?.contact ?? { name: '', email: '', phone: '' });
  // What the browser found wrong; a server reply is only shown once this is cleared by a clean submit.
  const [clientFeedback, setClientFeedback] = useState<ReserveState>(null);
  const [checking, setChecking] = useState(false);
  const [state, formAction, pending] = useActionState(reserve, null);
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLParagraphElement>(null);

  const feedback = clientFeedback ?? state;
  const errors = feedback?.fieldErrors ?? {};
  const busy = pending || checking;
  const total = options.reduce((sum, option) => sum + option.price * (quantities[option.id] ?? 0), 0);

  // Each new failure, from the browser's checks or the server's, takes focus to what needs fixing.
  useEffect(() => {
    if (formRef.current && clientFeedback) focusFeedback(formRef.current, clientFeedback.fieldErrors ?? {}, alertRef.current);
  }, [clientFeedback]);
  useEffect(() => {
    if (formRef.current && state) focusFeedback(formRef.current, state.fieldErrors ?? {}, alertRef.current);
  }, [state]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    // Handled here rather than by the form's action so the same schema and a fresh availability check
    // run first; without JavaScript the form still posts to the action, which runs both checks too.
    event.preventDefault();
    if (busy) return;
    const data = new FormData(event.currentTarget);
    const parsed = reserveSchemaFor(maxPerOrder).safeParse(readReserveForm(data));
    if (!parsed.success) {
      setClientFeedback({ ok: false, message: CHECKOUT_MESSAGES.checkDetails, fieldErrors: fieldErrorsOf(parsed.error) });
      return;
    }
    setClientFeedback(null);
    setChecking(true);
    const fresh = await refreshNow();
    setChecking(false);
    const shortfalls = fresh ? findShortfalls(chosenQuantities(parsed.data), fresh) : [];
    if (shortfalls.length > 0) {
      setClientFeedback({ ok: false, message: describeShortfalls(shortfalls) });
      return;
    }
    startTransition(() => formAction(data));
  }

  return (
    <form ref={formRef} action={formAction} onSubmit={onSubmit} noValidate className="space-y-6">
      {[...selectionFields(selection), ...hiddenFields].map(([name, value]) => (
        <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
      ))}
      <TicketChoices
        options={options}
        quantities={quantities}
        onChange={(categoryId, quantity) => setQuantities((current) => ({ ...current, [categoryId]: quantity }))}
        refreshFailed={refreshFailed}
        error={errors.quantities}
      />
      <p className="flex justify-between text-lg font-semibold">
        <span>Total</span>
        <span>{formatNaira(total)}</span>
      </p>
      <ContactFields contact={contact} errors={errors} onChange={setContact} />
      {feedback && (
        <p ref={alertRef} role="alert" tabIndex={-1} className="rounded-lg border border-danger/30 bg-danger/5 p-3 text-danger">
          {feedback.message}
          {feedback.continueUrl && (
            <a href={feedback.continueUrl} target="_blank" rel="noopener" className="mt-2 block font-semibold underline">
              Continue in a new tab
            </a>
          )}
        </p>
      )}
      <SubmitButton pending={busy} pendingLabel="Reserving…">
        Reserve tickets
      </SubmitButton>
    </form>
  );
}
