// Refunds one item's share of the tender of a paid sale, when the service did not sell that item.
'use client';

import { useActionState } from 'react';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { refundItem } from '../../../actions';

export function RefundItem({
  reference,
  part,
  title,
  amount,
}: {
  reference: string;
  part: string;
  title: string;
  amount: string;
}) {
  const [refused, refund] = useActionState(refundItem, null);
  return (
    <form action={refund} className="space-y-2" aria-label={`Refund ${title}`}>
      <input type="hidden" name="reference" value={reference} />
      <input type="hidden" name="part" value={part} />
      <TextField
        name="note"
        idPrefix={part}
        label="How its share was refunded"
        hint="For example: cash returned"
        maxLength={200}
      />
      <SubmitButton pendingLabel="Refunding…" variant="secondary">
        Refund {amount} for this item
      </SubmitButton>
      <p role="alert" className="text-danger empty:hidden">
        {refused?.message}
      </p>
    </form>
  );
}
