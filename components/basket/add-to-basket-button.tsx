// "Add to basket", beside each booking form's Reserve: posts the same choice to the basket's action (its own form
// action, so it works without scripts too), to be reserved and paid later with the rest of a trip.
'use client';

import { BUTTON } from '@/components/ui/styles';

/** The button's `data-intent`: the reserve form's submit handler tells the basket's press from Reserve's by it (React
 * gives a button with its own action a name of its own). */
export const BASKET_INTENT = 'basket';

interface Props {
  formAction: (form: FormData) => void;
  pending: boolean;
}

export function AddToBasketButton({ formAction, pending }: Props) {
  return (
    <button
      type="submit"
      data-intent={BASKET_INTENT}
      formAction={formAction}
      formNoValidate
      aria-disabled={pending}
      onClick={(event) => pending && event.preventDefault()}
      className={`w-full px-4 py-3 ${BUTTON.secondary}`}
    >
      {pending ? 'Adding…' : 'Add to basket'}
    </button>
  );
}
