// A coach checkout's passengers: a name for each seat held, the first prefilled with the buyer's, sent with Pay.
'use client';

import { useState } from 'react';
import { TextField } from '@/components/ui/text-field';
import { PASSENGER_NAME_MAX, passengerField, type PassengerSlot } from '@/lib/bus/passenger-slots';

export interface PassengerFieldsProps {
  slots: PassengerSlot[];
  /** The names to start with, one per slot. */
  names: string[];
}

export function PassengerFields({ slots, names: initial }: PassengerFieldsProps) {
  // Controlled, so a refused Pay keeps what was typed (React resets uncontrolled fields after an action).
  const [names, setNames] = useState(() => slots.map((_, i) => initial[i] ?? ''));
  return (
    <fieldset className="space-y-3">
      <legend className="text-lg font-semibold">Passengers</legend>
      <p className="text-sm text-ink-muted">
        One name per seat, as on the photo ID the passenger shows at boarding.
      </p>
      {slots.map((slot, i) => (
        <TextField
          key={slot.key}
          name={passengerField(slot.key)}
          label={`${slot.label}: passenger’s full name`}
          value={names[i] ?? ''}
          onChange={(event) =>
            setNames((current) => current.map((name, n) => (n === i ? event.target.value : name)))
          }
          required
          minLength={2}
          maxLength={PASSENGER_NAME_MAX}
          autoComplete={i === 0 ? 'name' : 'off'}
        />
      ))}
    </fieldset>
  );
}
