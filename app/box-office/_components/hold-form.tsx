// The hold form around a picked item's choices: optional customer contact, the hold button, and what went wrong.
// With a sale on hold, the item is added to it (the sale's customer stands).
// A refused hold keeps every value entered, and the focus goes to the first field to correct.
'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { focusFeedback, type FocusTargets } from '@/components/checkout/focus-feedback';
import { HiddenFields } from '@/components/ui/hidden-fields';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { addItem, holdBasket } from '../actions';
import { useKeptForm } from './use-kept-form';

interface Props {
  /** The selection's hidden fields, as `selectionFields` writes them. */
  fields: [name: string, value: string][];
  children: ReactNode;
  phoneHint?: string;
  /** A sale is on hold: the item joins it. */
  adding?: boolean;
}

const HOLD_FOCUS_TARGETS: FocusTargets = [
  [
    'quantities',
    'input[name^="quantity."]:not([disabled]), input[name="rooms"], [name="selection.seatIds[]"]',
  ],
  ['name', '[name="name"]'],
  ['email', '[name="email"]'],
  ['phone', '[name="phone"]'],
];

export function HoldForm({
  fields,
  children,
  phoneHint = '11 to 13 digits, for example 08031234567',
  adding = false,
}: Props) {
  const { state, pending, form } = useKeptForm(adding ? addItem : holdBasket, null);
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const customerRef = useRef<HTMLDetailsElement>(null);
  const errors = state?.fieldErrors ?? {};
  useEffect(() => {
    if (!state || !formRef.current) return;
    // Opened for a detail to correct, and never closed by the form: what was typed stays in sight.
    if (
      customerRef.current &&
      (state.fieldErrors?.name || state.fieldErrors?.email || state.fieldErrors?.phone)
    )
      customerRef.current.open = true;
    focusFeedback(formRef.current, state.fieldErrors ?? {}, alertRef.current, HOLD_FOCUS_TARGETS);
  }, [state]);
  return (
    <form
      {...form}
      ref={formRef}
      className="space-y-4"
      aria-describedby={state ? 'hold-error' : undefined}
    >
      <HiddenFields fields={fields} />
      {children}
      {errors.quantities && <p className="text-danger">{errors.quantities}</p>}
      {!adding && (
        <details ref={customerRef} className="rounded-lg border border-black/15 p-3">
          <summary className="min-h-11 cursor-pointer content-center font-semibold">
            Customer details (optional for walk-ins)
          </summary>
          <p className="mt-1 text-sm text-ink-muted">
            Any of them, or none. Without an email the tickets go to the box office.
          </p>
          <div className="mt-3 grid gap-3 xl:grid-cols-3">
            <TextField name="name" label="Full name" autoComplete="off" error={errors.name} />
            <TextField
              name="email"
              label="Email"
              type="email"
              autoComplete="off"
              error={errors.email}
            />
            <TextField
              name="phone"
              label="Phone number"
              type="tel"
              inputMode="tel"
              autoComplete="off"
              hint={phoneHint}
              error={errors.phone}
            />
          </div>
        </details>
      )}
      <div
        role="alert"
        id="hold-error"
        ref={alertRef}
        tabIndex={-1}
        className="text-danger empty:hidden"
      >
        {state?.message}
      </div>
      <div className="max-w-xs text-lg">
        <SubmitButton pending={pending} pendingLabel="Holding…">
          {adding ? 'Add to sale' : 'Hold'}
        </SubmitButton>
      </div>
    </form>
  );
}
