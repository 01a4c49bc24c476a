// "Join the waiting list" for a sold-out thing: email, an optional phone, how many tickets. A plain form posting a
// server action, so it works without scripts; it reads no session, so a page served from the cache shows it alike.
'use client';

import { useActionState, useId } from 'react';
import { BUTTON, FIELD } from '@/components/ui/styles';
import { joinWaitingList, type WaitingListFormState } from './actions';

export interface JoinChoice {
  /** The line's id (a ticket category, a room type). */
  id: string;
  title: string;
}

interface Props {
  /** Hidden fields naming the selection (server/waiting-list/join.ts selectionFields). */
  fields: readonly [string, string][];
  /** The sold-out lines one can wait for. */
  choices: readonly JoinChoice[];
  /** The most tickets one entry may ask for: the item's per-order limit. */
  max: number;
  /** What one unit is called: ticket, seat, room. */
  unit?: string;
}

export function JoinForm({ fields, choices, max, unit = 'ticket' }: Props) {
  const [state, action, pending] = useActionState<WaitingListFormState, FormData>(
    joinWaitingList,
    null,
  );
  const id = useId();
  const failed = state?.ok === false;
  const [only] = choices;
  return (
    <form action={action} className="space-y-3" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} className="font-semibold">
        Join the waiting list
      </h3>
      <p className="text-sm text-ink-muted">
        {choices.length === 1 ? `${only!.title} is sold out.` : 'These are sold out.'} If {unit}s
        come back, we’ll email the people waiting, in order, with a link to buy them.
      </p>
      {fields.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {choices.length === 1 ? (
        <input type="hidden" name="line" value={only!.id} />
      ) : (
        <div className="space-y-1">
          <label htmlFor={`${id}-line`} className="block text-sm font-semibold">
            Wait for
          </label>
          <select id={`${id}-line`} name="line" className={`min-h-11 w-full ${FIELD}`}>
            {choices.map((choice) => (
              <option key={choice.id} value={choice.id}>
                {choice.title}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="grid gap-3 sm:grid-cols-[1fr_auto]">
        <div className="space-y-1">
          <label htmlFor={`${id}-email`} className="block text-sm font-semibold">
            Email
          </label>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={254}
            className={`min-h-11 w-full ${FIELD}`}
          />
        </div>
        <div className="space-y-1">
          <label htmlFor={`${id}-quantity`} className="block text-sm font-semibold">
            How many
          </label>
          <select id={`${id}-quantity`} name="quantity" className={`min-h-11 w-full ${FIELD}`}>
            {Array.from({ length: max }, (_, n) => (
              <option key={n} value={n + 1}>
                {n + 1}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="space-y-1">
        <label htmlFor={`${id}-phone`} className="block text-sm font-semibold">
          Phone <span className="font-normal text-ink-muted">(optional)</span>
        </label>
        <input
          id={`${id}-phone`}
          name="phone"
          type="tel"
          autoComplete="tel"
          maxLength={32}
          className={`min-h-11 w-full ${FIELD}`}
        />
      </div>
      <button
        type="submit"
        aria-disabled={pending}
        className={`min-h-11 w-full px-4 ${BUTTON.secondary}`}
      >
        {pending ? 'Joining…' : 'Join the waiting list'}
      </button>
      <p
        role="status"
        className={`text-sm ${failed ? 'text-danger' : 'font-semibold text-success'}`}
      >
        {state?.message}
      </p>
    </form>
  );
}
