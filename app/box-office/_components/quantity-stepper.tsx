// A quantity for the counter's touch screen: a large field between one-fewer and one-more buttons, held within its limits.
'use client';

import { useState } from 'react';
import { stepQuantity } from '@/lib/box-office/quantity-step';

interface Props {
  /** The field's id, named by the caller's label. */
  id: string;
  name: string;
  /** What is counted, for the buttons' names ("One more Regular"). */
  what: string;
  min: number;
  max: number;
  initial: number;
  disabled?: boolean;
  autoFocus?: boolean;
}

const STEP_BUTTON =
  'flex size-14 shrink-0 items-center justify-center rounded-lg border-2 border-black/40 bg-surface text-3xl font-bold leading-none hover:border-brand-500 aria-disabled:cursor-not-allowed aria-disabled:opacity-40 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

export function QuantityStepper({
  id,
  name,
  what,
  min,
  max,
  initial,
  disabled = false,
  autoFocus,
}: Props) {
  const [typed, setTyped] = useState(String(initial));
  const value = Number(typed);
  const step = (by: number) => setTyped(String(stepQuantity(typed, by, min, max)));
  // aria-disabled rather than disabled: a button that disables itself under the finger would drop keyboard focus.
  const atMin = disabled || !(value > min);
  const atMax = disabled || !(value < max);
  return (
    <div className="flex shrink-0 items-center gap-2">
      <button
        type="button"
        aria-label={`One fewer ${what}`}
        aria-controls={id}
        aria-disabled={atMin}
        onClick={() => atMin || step(-1)}
        className={STEP_BUTTON}
      >
        −
      </button>
      <input
        id={id}
        name={name}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        disabled={disabled}
        autoFocus={autoFocus}
        className="h-14 w-20 rounded-lg border border-black/50 bg-surface px-2 text-center text-2xl tabular-nums"
      />
      <button
        type="button"
        aria-label={`One more ${what}`}
        aria-controls={id}
        aria-disabled={atMax}
        onClick={() => atMax || step(1)}
        className={STEP_BUTTON}
      >
        +
      </button>
    </div>
  );
}
