// Takes payment for the basket: cash with the change due (too little refused), or card or transfer with a reference.
'use client';

import { useActionState, useState } from 'react';
import { SubmitButton } from '@/components/ui/submit-button';
import { FIELD } from '@/components/ui/styles';
import { formatKobo, nairaToKobo, TENDER_KINDS, TENDER_LABELS, type TenderKind } from '@/lib/box-office/tender';
import { tender as tenderAction } from '../actions';

export function TenderForm({ reference, amountKobo }: { reference: string; amountKobo: number }) {
  const [state, action] = useActionState(tenderAction, null);
  const [kind, setKind] = useState<TenderKind>('cash');
  const [received, setReceived] = useState('');
  const receivedKobo = nairaToKobo(received);
  const change = receivedKobo === null ? null : receivedKobo - amountKobo;
  return (
    <form action={action} className="space-y-4" aria-describedby={state ? 'tender-error' : undefined}>
      <input type="hidden" name="reference" value={reference} />
      <fieldset>
        <legend className="mb-2 font-semibold">Payment</legend>
        <div className="grid grid-cols-3 gap-2">
          {TENDER_KINDS.map((option) => (
            <label key={option} className="block">
              <input type="radio" name="tender" value={option} checked={kind === option} onChange={() => setKind(option)} className="peer sr-only" />
              <span className="flex min-h-14 items-center justify-center rounded-lg border-2 border-black/30 bg-surface px-2 text-center font-semibold peer-checked:border-brand-700 peer-checked:bg-brand-600 peer-checked:text-white peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700">
                {TENDER_LABELS[option]}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {kind === 'cash' ? (
        <div>
          <label htmlFor="cash-received" className="block font-medium">
            Cash received (₦)
          </label>
          <input
            id="cash-received"
            name="cashReceived"
            inputMode="decimal"
            autoComplete="off"
            autoFocus
            required
            value={received}
            onChange={(event) => setReceived(event.target.value)}
            aria-describedby="change-due"
            className={`mt-1 h-14 w-full text-2xl tabular-nums ${FIELD}`}
          />
          <p id="change-due" aria-live="polite" className="mt-2 text-xl">
            {change === null ? (
              `Due ${formatKobo(amountKobo)}`
            ) : change < 0 ? (
              <span className="font-semibold text-danger">Too little: {formatKobo(-change)} short</span>
            ) : (
              <>
                Change due: <strong className="tabular-nums">{formatKobo(change)}</strong>
              </>
            )}
          </p>
        </div>
      ) : (
        <div>
          <label htmlFor="tender-reference" className="block font-medium">
            {kind === 'card' ? 'Card terminal reference' : 'Bank transfer reference'}
          </label>
          <input id="tender-reference" name="tenderReference" autoComplete="off" autoFocus required minLength={4} maxLength={64} className={`mt-1 h-14 w-full text-xl ${FIELD}`} />
        </div>
      )}
      <div role="alert" id="tender-error" className="font-semibold text-danger empty:hidden">
        {state?.message}
      </div>
      <div className="text-lg">
        <SubmitButton pendingLabel="Selling…">Take payment and sell</SubmitButton>
      </div>
    </form>
  );
}
