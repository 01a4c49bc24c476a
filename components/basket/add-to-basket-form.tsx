// One click that adds a chosen item (a coach seat, a room) to the basket; says why when it could not.
'use client';

import { useActionState, useId } from 'react';
import { addToBasket } from '@/components/basket/actions';
import { HiddenFields } from '@/components/ui/hidden-fields';
import { SubmitButton } from '@/components/ui/submit-button';

interface Props {
  /** The item as every reserve form carries it: `kind`, `selection.*`, `quantity.*`, and an embed's source. */
  fields: readonly (readonly [name: string, value: string])[];
  /** What the button adds, for a screen reader among many such buttons. */
  what: string;
}

export function AddToBasketForm({ fields, what }: Props) {
  const [state, action] = useActionState(addToBasket, null);
  const messageId = useId();
  return (
    <form action={action} className="space-y-1">
      <HiddenFields fields={fields} />
      <SubmitButton
        variant="secondary"
        pendingLabel="Adding…"
        describedBy={state ? messageId : undefined}
      >
        Add to basket<span className="sr-only"> for {what}</span>
      </SubmitButton>
      <p id={messageId} role="status" className="text-sm font-semibold text-danger">
        {state?.message}
      </p>
    </form>
  );
}
