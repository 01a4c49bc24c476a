// The checkout's promo code: a field to apply one, or the code applied with what it saves and a button to remove it;
// a code that does not apply says why. Plain forms: they work before (and without) scripts.
'use client';

import { useActionState } from 'react';
import { applyPromoCode, removePromoCode } from '../actions';
import { TextField } from '@/components/ui/text-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { formatNaira } from '@/lib/format/money';

const ERROR_ID = 'promo-error';

interface Props {
  /** The order this page shows: a code is applied to it alone. */
  order: string;
  /** The code applied and what it takes off, in Naira; `note` when it lowers only some tickets. */
  applied: { code: string; discount: number; note: string | null } | null;
  /** Why the code kept for this checkout (a campaign link's) does not apply now. */
  refusal: { code: string; message: string } | null;
}

function RemoveCode({ order, label }: { order: string; label: string }) {
  const [, remove] = useActionState(removePromoCode, null);
  return (
    <form action={remove}>
      <input type="hidden" name="order" value={order} />
      <SubmitButton variant="secondary" pendingLabel="Removing…">
        {label}
      </SubmitButton>
    </form>
  );
}

export function PromoCode({ order, applied, refusal }: Props) {
  const [state, apply] = useActionState(applyPromoCode, null);
  const message = state?.message ?? refusal?.message;
  return (
    <section aria-labelledby="promo-heading" className="space-y-3">
      <h2 id="promo-heading" className="text-lg font-semibold">
        Promo code
      </h2>
      {applied ? (
        <>
          <p role="status">
            <strong className="font-mono">{applied.code}</strong> is applied: you save{' '}
            {formatNaira(applied.discount)}.
            {applied.note && <span className="block text-sm text-ink-muted">{applied.note}</span>}
          </p>
          <div className="sm:max-w-xs">
            <RemoveCode order={order} label="Remove code" />
          </div>
        </>
      ) : (
        <>
          {message && (
            <p
              id={ERROR_ID}
              role="alert"
              className="rounded-lg border border-danger/30 bg-danger/5 p-3 text-danger"
            >
              {message}
            </p>
          )}
          <form action={apply} className="flex flex-wrap items-end gap-3">
            <input type="hidden" name="order" value={order} />
            <div className="min-w-0 flex-1">
              <TextField
                name="code"
                label="Code"
                idPrefix="promo"
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={32}
                defaultValue={refusal?.code}
                aria-invalid={message ? true : undefined}
                aria-describedby={message ? ERROR_ID : undefined}
              />
            </div>
            <div className="w-full sm:w-auto">
              <SubmitButton
                variant="secondary"
                pendingLabel="Applying…"
                describedBy={message ? ERROR_ID : undefined}
              >
                Apply
              </SubmitButton>
            </div>
          </form>
          {refusal && (
            <div className="sm:max-w-xs">
              <RemoveCode order={order} label="Remove code" />
            </div>
          )}
        </>
      )}
    </section>
  );
}
