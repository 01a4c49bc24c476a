// The hold form around a picked item's choices: optional customer contact, the hold button, and what went wrong.
'use client';

import { useActionState, type ReactNode } from 'react';
import { HiddenFields } from '@/components/ui/hidden-fields';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { holdBasket } from '../actions';

interface Props {
  /** The selection's hidden fields, as `selectionFields` writes them. */
  fields: [name: string, value: string][];
  children: ReactNode;
  phoneHint?: string;
}

export function HoldForm({ fields, children, phoneHint = '11 to 13 digits, for example 08031234567' }: Props) {
  const [state, action] = useActionState(holdBasket, null);
  const errors = state?.fieldErrors ?? {};
  return (
    <form action={action} className="space-y-4" aria-describedby={state ? 'hold-error' : undefined}>
      <HiddenFields fields={fields} />
      {children}
      {errors.quantities && <p className="text-danger">{errors.quantities}</p>}
      <details className="rounded-lg border border-black/15 p-3" open={Boolean(errors.name || errors.email || errors.phone)}>
        <summary className="min-h-11 cursor-pointer content-center font-semibold">Customer details (optional for walk-ins)</summary>
        <div className="mt-3 grid gap-3 sm:grid-cols-3">
          <TextField name="name" label="Full name" autoComplete="off" error={errors.name} />
          <TextField name="email" label="Email" type="email" autoComplete="off" error={errors.email} />
          <TextField name="phone" label="Phone number" type="tel" inputMode="tel" autoComplete="off" hint={phoneHint} error={errors.phone} />
        </div>
      </details>
      <div role="alert" id="hold-error" className="text-danger empty:hidden">
        {state?.message}
      </div>
      <div className="max-w-xs text-lg">
        <SubmitButton pendingLabel="Holding…">Hold</SubmitButton>
      </div>
    </form>
  );
}
