// One waiting room's settings (or a new room's, with the event to put it in front of): on or off, opening and
// on-sale times in Lagos time, the two limits, the turn's length. What the save did is said in a live region.
'use client';

import { useActionState } from 'react';
import { BUTTON, FIELD } from '@/components/ui/styles';
import { TextField } from '@/components/ui/text-field';
import type { RoomField, RoomFormState } from '@/lib/waiting-room/settings-form';
import { saveWaitingRoom } from '../actions';

/** The form's starting values, as its fields write them. */
export interface RoomFormDefaults {
  enabled: boolean;
  opensAt: string;
  onSaleAt: string;
  admitPerMinute: string;
  maxActive: string;
  turnMinutes: string;
}

export interface RoomChoice {
  value: string;
  label: string;
}

interface Props {
  /** Unique on the page: the fields' ids start with it. */
  idPrefix: string;
  defaults: RoomFormDefaults;
  /** The room this form changes; absent for a new room, chosen among `choices`. */
  roomId?: string;
  choices?: readonly RoomChoice[];
  submitLabel: string;
}

export function RoomForm({ idPrefix, defaults, roomId, choices, submitLabel }: Props) {
  const [state, action, pending] = useActionState<RoomFormState, FormData>(saveWaitingRoom, null);
  const errors = state?.fieldErrors ?? {};
  const field = (name: RoomField) => ({ idPrefix, name, error: errors[name] });
  return (
    <form action={action} className="space-y-4">
      {roomId ? (
        <input type="hidden" name="room" value={roomId} />
      ) : (
        <div>
          <label htmlFor={`${idPrefix}-room`} className="block text-sm font-medium">
            For
          </label>
          <select
            id={`${idPrefix}-room`}
            name="room"
            required
            aria-invalid={errors.room ? true : undefined}
            aria-describedby={errors.room ? `${idPrefix}-room-error` : undefined}
            className={`mt-1 block min-h-11 w-full ${FIELD}`}
          >
            {choices?.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
          {errors.room && (
            <p id={`${idPrefix}-room-error`} className="mt-1 text-sm text-danger">
              {errors.room}
            </p>
          )}
        </div>
      )}
      <label className="flex min-h-11 items-center gap-3 font-semibold">
        <input
          type="checkbox"
          name="enabled"
          defaultChecked={defaults.enabled}
          className="size-5"
        />
        Waiting room on
      </label>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          {...field('opensAt')}
          type="datetime-local"
          label="Opens at (Lagos time)"
          hint="Visitors may take a place from then."
          defaultValue={defaults.opensAt}
          required
        />
        <TextField
          {...field('onSaleAt')}
          type="datetime-local"
          label="On sale at (Lagos time)"
          hint="Places taken before then are drawn at random."
          defaultValue={defaults.onSaleAt}
          required
        />
        <TextField
          {...field('admitPerMinute')}
          inputMode="numeric"
          label="Admissions per minute"
          hint="Blank: no limit by rate."
          defaultValue={defaults.admitPerMinute}
        />
        <TextField
          {...field('maxActive')}
          inputMode="numeric"
          label="Active shoppers at most"
          hint="Blank: no limit on shoppers at once."
          defaultValue={defaults.maxActive}
        />
        <TextField
          {...field('turnMinutes')}
          inputMode="numeric"
          label="Turn length (minutes)"
          hint="How long a shopper let in has to reserve."
          defaultValue={defaults.turnMinutes}
          required
        />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" aria-disabled={pending} className={`min-h-11 px-5 ${BUTTON.primary}`}>
          {submitLabel}
        </button>
        <p
          role="status"
          className={`text-sm ${state?.ok === false ? 'font-semibold text-danger' : 'text-ink-muted'}`}
        >
          {state?.message}
        </p>
      </div>
    </form>
  );
}
