// The "Find my tickets" form: the email or phone the customer bought with; the answer is the same whether or not
// anything was found, said in a status region.
'use client';

import { useActionState } from 'react';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import type { OrderEmailState } from '@/lib/orders/order-email-state';
import { findMyTickets } from './actions';

export function FindForm() {
  const [state, action] = useActionState<OrderEmailState | null, FormData>(findMyTickets, null);
  const error = state && state.status !== 'sent' ? state.message : undefined;
  return (
    <form action={action} className="max-w-md space-y-4" noValidate>
      <TextField
        key={state?.typed ?? ''}
        defaultValue={state?.typed}
        name="contact"
        label="Email or phone number"
        hint="The one you used to buy, such as ada@example.com or 0803 123 4567."
        autoComplete="email"
        inputMode="email"
        required
        maxLength={254}
        error={state?.status === 'invalid' ? error : undefined}
      />
      <div className="sm:max-w-60">
        <SubmitButton pendingLabel="Sending…">Email me my orders</SubmitButton>
      </div>
      <div role="status" className="min-h-6">
        {state?.status === 'sent' && (
          <p className="rounded-card border border-success/40 bg-surface p-3">{state.message}</p>
        )}
        {state && state.status !== 'sent' && state.status !== 'invalid' && (
          <p className="font-semibold text-danger">{state.message}</p>
        )}
      </div>
    </form>
  );
}
