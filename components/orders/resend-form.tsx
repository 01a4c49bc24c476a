// The order page's "Resend": the confirmation email again, to the address the order was bought with.
'use client';

import { useActionState } from 'react';
import { SubmitButton } from '@/components/ui/submit-button';
import type { OrderEmailState } from '@/lib/orders/order-email-state';
import { resendOrderEmail } from './actions';

export function ResendForm({ reference }: { reference: string }) {
  const [state, action] = useActionState<OrderEmailState | null, FormData>(resendOrderEmail, null);
  return (
    <form action={action} className="space-y-2">
      <input type="hidden" name="reference" value={reference} />
      <div className="sm:max-w-sm">
        <SubmitButton variant="secondary" pendingLabel="Sending…">
          Email my confirmation again
        </SubmitButton>
      </div>
      <p role="status" className={state?.status === 'sent' ? '' : 'font-semibold text-danger'}>
        {state?.message}
      </p>
    </form>
  );
}
