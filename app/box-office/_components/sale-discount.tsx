// A held sale's discount: the promo code or manual discount it has (with a way to take it off), or the forms that
// give one: a promo code for any seller, a manual discount with its reason for supervisors. A refusal says why.
'use client';

import { SubmitButton } from '@/components/ui/submit-button';
import { BUTTON, FIELD } from '@/components/ui/styles';
import { TextField } from '@/components/ui/text-field';
import { applyPromoCode, giveDiscount, removeDiscount } from '../actions';
import { useKeptForm } from './use-kept-form';

interface Props {
  reference: string;
  /** Where the forms return: the sale screen's basket, or the sale's page. */
  from: 'basket' | 'sale';
  /** The discount the sale has, named (its code or reason), or null. */
  applied: { label: string; amount: string } | null;
  /** A sale of several items takes no discount. */
  several: boolean;
  mayGiveManual: boolean;
}

function Hidden({ reference, from }: Pick<Props, 'reference' | 'from'>) {
  return (
    <>
      <input type="hidden" name="reference" value={reference} />
      <input type="hidden" name="from" value={from} />
    </>
  );
}

function CodeForm({ reference, from }: Pick<Props, 'reference' | 'from'>) {
  const { state, pending, form } = useKeptForm(applyPromoCode, null);
  const id = `${from}-promo-code`;
  return (
    <form {...form} className="space-y-1" aria-describedby={state ? `${id}-error` : undefined}>
      <Hidden reference={reference} from={from} />
      <label htmlFor={id} className="block font-medium">
        Promo code
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          name="code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={64}
          required
          className={`h-12 min-w-0 grow font-mono uppercase ${FIELD}`}
        />
        <SubmitButton pending={pending} pendingLabel="Applying…" variant="secondary">
          Apply
        </SubmitButton>
      </div>
      <p id={`${id}-error`} role="alert" className="text-sm font-semibold text-danger empty:hidden">
        {state?.message}
      </p>
    </form>
  );
}

function ManualForm({ reference, from }: Pick<Props, 'reference' | 'from'>) {
  const { state, pending, form } = useKeptForm(giveDiscount, null);
  return (
    <details className="rounded-lg border border-black/15 p-3">
      <summary className="min-h-11 cursor-pointer content-center font-medium">
        Manual discount (supervisor)
      </summary>
      <form {...form} className="mt-2 space-y-3">
        <Hidden reference={reference} from={from} />
        <TextField
          idPrefix={`${from}-discount`}
          name="amount"
          label="Amount off (₦)"
          inputMode="decimal"
          autoComplete="off"
          required
        />
        <TextField
          idPrefix={`${from}-discount`}
          name="reason"
          label="Reason"
          hint="Kept in the audit log."
          maxLength={200}
          required
        />
        <SubmitButton pending={pending} pendingLabel="Saving…" variant="secondary">
          Give discount
        </SubmitButton>
        <p role="alert" className="text-sm font-semibold text-danger empty:hidden">
          {state?.message}
        </p>
      </form>
    </details>
  );
}

export function SaleDiscount({ reference, from, applied, several, mayGiveManual }: Props) {
  if (several)
    return (
      <p className="text-sm text-ink-muted">
        Promo codes and discounts apply to a sale of one item.
      </p>
    );
  if (applied) {
    return (
      <form action={removeDiscount} className="flex items-center justify-between gap-2">
        <Hidden reference={reference} from={from} />
        <p className="text-sm">
          {applied.label}: <strong className="tabular-nums">−{applied.amount}</strong>
        </p>
        <button type="submit" className={`min-h-11 px-3 text-sm ${BUTTON.secondary}`}>
          Remove
        </button>
      </form>
    );
  }
  return (
    <div className="space-y-3">
      <CodeForm reference={reference} from={from} />
      {mayGiveManual && <ManualForm reference={reference} from={from} />}
    </div>
  );
}
