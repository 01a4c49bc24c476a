// Choosing what this device checks in (an event day, a screening, a departure, a hotel's arrivals) and at which
// gate; both are remembered on the device for the next shift.
'use client';

import type { FormEvent } from 'react';
import { BUTTON, FIELD } from '@/components/ui/styles';
import type { CheckInList } from '@/lib/check-in/door-api';

const GROUPS: { kind: CheckInList['kind']; label: string }[] = [
  { kind: 'event', label: 'Event days' },
  { kind: 'cinema', label: 'Screenings' },
  { kind: 'bus', label: 'Departures' },
  { kind: 'hotel', label: 'Hotel arrivals' },
];

export function ListChooser({
  lists,
  listKey,
  gate,
  onChoose,
}: {
  lists: readonly CheckInList[];
  listKey: string;
  gate: string;
  onChoose: (listKey: string, gate: string) => void;
}) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const key = String(form.get('list') ?? '');
    const gateName = String(form.get('gate') ?? '').trim();
    if (key && gateName) onChoose(key, gateName);
  };
  if (lists.length === 0)
    return <p className="text-lg">Nothing to check in today or in the next days.</p>;
  return (
    <form
      onSubmit={submit}
      className="grid gap-4 rounded-card border border-black/15 bg-surface p-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto] sm:items-end"
    >
      <div className="grid gap-1">
        <label htmlFor="check-in-list" className="font-semibold">
          Checking in
        </label>
        <select
          id="check-in-list"
          name="list"
          required
          defaultValue={lists.some((list) => list.key === listKey) ? listKey : ''}
          className={`h-12 min-w-0 ${FIELD}`}
        >
          <option value="" disabled>
            Choose a list
          </option>
          {GROUPS.map((group) => {
            const members = lists.filter((list) => list.kind === group.kind);
            return (
              members.length > 0 && (
                <optgroup key={group.kind} label={group.label}>
                  {members.map((list) => (
                    <option key={list.key} value={list.key}>
                      {list.title}
                    </option>
                  ))}
                </optgroup>
              )
            );
          })}
        </select>
      </div>
      <div className="grid gap-1">
        <label htmlFor="check-in-gate" className="font-semibold">
          Gate
        </label>
        <input
          id="check-in-gate"
          name="gate"
          required
          maxLength={40}
          defaultValue={gate}
          autoComplete="off"
          placeholder="e.g. North door"
          className={`h-12 min-w-0 ${FIELD}`}
        />
      </div>
      <button type="submit" className={`min-h-12 px-5 ${BUTTON.primary}`}>
        Start checking in
      </button>
    </form>
  );
}
