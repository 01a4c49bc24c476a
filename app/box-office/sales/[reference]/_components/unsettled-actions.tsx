// The next steps of a paid sale the service did not sell: retry the buy, or refund the tender and void it.
'use client';

import { useActionState } from 'react';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { refundAndVoid, retryBuy } from '../../../actions';

/** `voidable` is false while a buy may still be under way (paid, buying): then only a retry, which asks the service first. */
export function UnsettledActions({
  reference,
  voidable,
}: {
  reference: string;
  voidable: boolean;
}) {
  const [retried, retry] = useActionState(retryBuy, null);
  const [voided, voidIt] = useActionState(refundAndVoid, null);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <form action={retry} className="space-y-2 rounded-lg border border-black/15 p-3">
        <input type="hidden" name="reference" value={reference} />
        <p>Asks the service first, so the sale is never bought twice.</p>
        <SubmitButton pendingLabel="Retrying…">Retry the sale</SubmitButton>
        <p role="alert" className="text-danger empty:hidden">
          {retried?.message}
        </p>
      </form>
      {voidable && (
        <form action={voidIt} className="space-y-2 rounded-lg border border-black/15 p-3">
          <input type="hidden" name="reference" value={reference} />
          <TextField
            name="note"
            label="How the tender was refunded"
            hint="For example: cash returned, card refund ref 1234"
            maxLength={200}
          />
          <SubmitButton pendingLabel="Voiding…" variant="secondary">
            Refund and void
          </SubmitButton>
          <p role="alert" className="text-danger empty:hidden">
            {voided?.message}
          </p>
        </form>
      )}
    </div>
  );
}
