// Takes payment for the basket: cash with quick-cash amounts and the change due (too little refused), or card or
// transfer with a reference. A refused payment keeps what was entered.
'use client';

import { useState } from 'react';
import { SubmitButton } from '@/components/ui/submit-button';
import { BUTTON, FIELD } from '@/components/ui/styles';
import {
  formatKobo,
  koboToTyped,
  nairaToKobo,
  quickCashAmounts,
  TENDER_KINDS,
  TENDER_LABELS,
  type TenderKind,
} from '@/lib/box-office/tender';
import { tender as tenderAction } from '../actions';
import { useKeptForm } from './use-kept-form';

const wholeNaira = new Intl.NumberFormat('en-NG', {
  style: 'currency',
  currency: 'NGN',
  maximumFractionDigits: 0,
});

/** Exact, then the round amounts a customer is likely to hand over: each fills the cash received. */
function QuickCash({
  amountKobo,
  onPick,
}: {
  amountKobo: number;
  onPick: (typed: string) => void;
}) {
  const amounts = quickCashAmounts(amountKobo);
  const button = `min-h-12 px-2 text-lg tabular-nums ${BUTTON.secondary}`;
  return (
    <div
      role="group"
      aria-label="Quick cash"
      className="grid grid-cols-2 gap-2 sm:grid-cols-4 md:grid-cols-2 lg:grid-cols-4"
    >
      <button type="button" onClick={() => onPick(koboToTyped(amountKobo))} className={button}>
        Exact
      </button>
      {amounts.map((kobo) => (
        <button
          key={kobo}
          type="button"
          onClick={() => onPick(koboToTyped(kobo))}
          className={button}
        >
          {wholeNaira.format(kobo / 100)}
        </button>
      ))}
    </div>
  );
}

export function TenderForm({ reference, amountKobo }: { reference: string; amountKobo: number }) {
  const { state, pending, form } = useKeptForm(tenderAction, null);
  const [kind, setKind] = useState<TenderKind>('cash');
  const [received, setReceived] = useState('');
  const [tenderReference, setTenderReference] = useState('');
  // A refusal speaks of the payment as sent: once the cashier changes it, the live change due says the rest.
  const [sent, setSent] = useState('');
  const entered = `${kind}|${received}|${tenderReference}`;
  const refusal = sent === entered ? state?.message : undefined;
  const receivedKobo = nairaToKobo(received);
  const change = receivedKobo === null ? null : receivedKobo - amountKobo;
  return (
    <form
      {...form}
      onSubmit={(event) => {
        setSent(entered);
        form.onSubmit(event);
      }}
      className="space-y-4"
      aria-describedby={refusal ? 'tender-error' : undefined}
    >
      <input type="hidden" name="reference" value={reference} />
      <fieldset>
        <legend className="mb-2 font-semibold">Payment</legend>
        <div className="grid grid-cols-3 gap-2">
          {TENDER_KINDS.map((option) => (
            <label key={option} className="block">
              <input
                type="radio"
                name="tender"
                value={option}
                checked={kind === option}
                onChange={() => setKind(option)}
                className="peer sr-only"
              />
              <span className="flex min-h-14 items-center justify-center rounded-lg border-2 border-black/30 bg-surface px-2 text-center font-semibold peer-checked:border-brand-700 peer-checked:bg-brand-600 peer-checked:text-white peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700">
                {TENDER_LABELS[option]}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {kind === 'cash' ? (
        <div className="space-y-2">
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
          <QuickCash amountKobo={amountKobo} onPick={setReceived} />
          <p id="change-due" aria-live="polite" className="text-xl">
            {change === null ? (
              `Due ${formatKobo(amountKobo)}`
            ) : change < 0 ? (
              <span className="font-semibold text-danger">
                Too little: {formatKobo(-change)} short
              </span>
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
          <input
            id="tender-reference"
            name="tenderReference"
            autoComplete="off"
            autoFocus
            required
            minLength={4}
            maxLength={64}
            value={tenderReference}
            onChange={(event) => setTenderReference(event.target.value)}
            className={`mt-1 h-14 w-full text-xl ${FIELD}`}
          />
        </div>
      )}
      <div role="alert" id="tender-error" className="font-semibold text-danger empty:hidden">
        {refusal}
      </div>
      <div className="text-lg">
        <SubmitButton pending={pending} pendingLabel="Selling…">
          Take payment and sell
        </SubmitButton>
      </div>
    </form>
  );
}
