// The close-shift form: the opening float and the cash counted, with the cash expected and the difference (over or
// short) worked out as the cashier types; the server works them out again from the shift's sales.
'use client';

import { useActionState, useState } from 'react';
import { BUTTON, FIELD } from '@/components/ui/styles';
import { cashUp, describeDifference, type CashMovements } from '@/lib/box-office/cash-up';
import { formatKobo, nairaToKobo } from '@/lib/box-office/tender';
import { closeShiftAction } from '../actions';

export function CloseShiftForm({
  shiftId,
  movements,
  own,
}: {
  shiftId: string;
  movements: CashMovements;
  own: boolean;
}) {
  const [state, action, pending] = useActionState(closeShiftAction, null);
  const [float, setFloat] = useState('0');
  const [counted, setCounted] = useState('');
  const floatKobo = nairaToKobo(float);
  const countedKobo = nairaToKobo(counted);
  const figures = floatKobo === null ? null : cashUp(floatKobo, countedKobo ?? 0, movements);
  return (
    <form action={action} className="max-w-md space-y-4">
      <input type="hidden" name="shiftId" value={shiftId} />
      <label className="block font-semibold">
        Opening float (₦)
        <input
          name="openingFloat"
          inputMode="decimal"
          required
          value={float}
          onChange={(e) => setFloat(e.target.value)}
          className={`mt-1 block min-h-12 w-full text-lg ${FIELD}`}
        />
      </label>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 rounded-xl border-2 border-brand-600/40 bg-surface p-4 text-lg">
        <dt>Cash sales</dt>
        <dd className="text-right tabular-nums">{formatKobo(movements.cashSalesKobo)}</dd>
        <dt>Cash refunds</dt>
        <dd className="text-right tabular-nums">−{formatKobo(movements.cashRefundsKobo)}</dd>
        <dt className="font-bold">Expected cash</dt>
        <dd className="text-right font-bold tabular-nums" data-testid="expected-cash">
          {figures ? formatKobo(figures.expectedKobo) : '—'}
        </dd>
      </dl>
      <label className="block font-semibold">
        Cash counted (₦)
        <input
          name="countedCash"
          inputMode="decimal"
          required
          value={counted}
          onChange={(e) => setCounted(e.target.value)}
          className={`mt-1 block min-h-12 w-full text-lg ${FIELD}`}
        />
      </label>
      <p className="text-xl font-bold" aria-live="polite" data-testid="cash-difference">
        {figures && countedKobo !== null
          ? describeDifference(figures.differenceKobo)
          : 'Enter the cash counted to see the difference.'}
      </p>
      {state?.message && (
        <p role="alert" className="rounded-lg border-2 border-danger/50 bg-danger/5 p-3">
          {state.message}
        </p>
      )}
      <button
        type="submit"
        aria-disabled={pending}
        className={`min-h-12 px-6 text-lg ${BUTTON.primary}`}
      >
        Close shift
      </button>
      {own && (
        <p className="text-sm text-ink-muted">
          Closing your shift signs you out; sign in again to start a new one.
        </p>
      )}
    </form>
  );
}
