// The stay search (city, dates, guests, rooms): a GET form, so every search is a URL that works without
// JavaScript; with it, the same schema as the server explains bad dates before the page is left.
'use client';

import { useRef, useState, type FormEvent } from 'react';
import { BUTTON, FIELD } from '@/components/ui/styles';
import { addDays, lagosDay } from '@/lib/format/lagos-day';
import type { StayErrors, StayField, StayInput } from '@/lib/hotels/stay';
import { MAX_DAYS_AHEAD, MAX_GUESTS, MAX_ROOMS } from '@/lib/hotels/stay-limits';
import { loadOnce } from '@/lib/live/load-once';

/** The stay's schema (zod), fetched once the form is first touched rather than with the page. */
const loadStay = loadOnce(() => import('@/lib/hotels/stay'));

interface Props {
  action: string;
  input: StayInput;
  errors: StayErrors;
  /** The city chooser, on the search page; the hotel page searches its own hotel only. */
  cities?: { options: string[]; value: string };
  /** Only the dates, carrying guests and rooms along unchanged (the hotel page asks for those with the room). */
  datesOnly?: boolean;
  submitLabel: string;
}

const FIELD_ORDER: StayField[] = ['checkin', 'checkout', 'guests', 'rooms'];
const LABELS: Record<StayField, string> = {
  checkin: 'Check-in',
  checkout: 'Check-out',
  guests: 'Guests',
  rooms: 'Rooms',
};

export function StaySearchForm({
  action,
  input,
  errors: serverErrors,
  cities,
  datesOnly = false,
  submitLabel,
}: Props) {
  const [errors, setErrors] = useState<StayErrors>(serverErrors);
  const formRef = useRef<HTMLFormElement>(null);
  const today = lagosDay();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    event.preventDefault();
    const data = Object.fromEntries(new FormData(form)) as Record<string, string>;
    let read;
    try {
      read = (await loadStay()).readStay(data, today);
    } catch {
      // The checks could not be fetched: the results page checks the same stay and says what is wrong.
      return form.submit();
    }
    if (read.ok) return form.submit(); // followed as the GET form it is without JavaScript
    setErrors(read.errors);
    const first = FIELD_ORDER.find((field) => read.errors[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  const visible: StayField[] = datesOnly ? ['checkin', 'checkout'] : FIELD_ORDER;
  const bounds: Record<StayField, { type: string; min?: string | number; max?: string | number }> =
    {
      checkin: { type: 'date', min: today, max: addDays(today, MAX_DAYS_AHEAD) },
      checkout: { type: 'date', min: addDays(today, 1) },
      guests: { type: 'number', min: 1, max: MAX_GUESTS },
      rooms: { type: 'number', min: 1, max: MAX_ROOMS },
    };

  return (
    <form
      ref={formRef}
      action={action}
      method="get"
      role="search"
      aria-label={cities ? 'Search hotels' : 'Change dates'}
      noValidate
      onSubmit={onSubmit}
      onFocus={() => void loadStay().catch(() => undefined)}
      className={`grid gap-3 sm:grid-cols-2 lg:items-start ${datesOnly ? 'lg:grid-cols-3' : 'lg:grid-cols-7'}`}
    >
      {cities && (
        <div className="lg:col-span-2">
          <label htmlFor="stay-city" className="block text-sm font-medium">
            City
          </label>
          <select
            id="stay-city"
            name="city"
            defaultValue={cities.value}
            required
            className={`mt-1 w-full ${FIELD}`}
          >
            <option value="">Choose a city</option>
            {cities.options.map((city) => (
              <option key={city} value={city}>
                {city}
              </option>
            ))}
          </select>
        </div>
      )}
      {FIELD_ORDER.map((field) => {
        const id = `stay-${field}`;
        if (!visible.includes(field))
          return <input key={field} type="hidden" name={field} value={input[field]} />;
        return (
          <div key={field}>
            <label htmlFor={id} className="block text-sm font-medium">
              {LABELS[field]}
            </label>
            <input
              id={id}
              name={field}
              {...bounds[field]}
              defaultValue={input[field]}
              required
              aria-invalid={errors[field] ? true : undefined}
              aria-describedby={errors[field] ? `${id}-error` : undefined}
              className={`mt-1 w-full ${FIELD}`}
            />
            {errors[field] && (
              <p id={`${id}-error`} className="mt-1 text-sm text-danger">
                {errors[field]}
              </p>
            )}
          </div>
        );
      })}
      <div className="self-end">
        <button type="submit" className={`w-full px-4 py-2 ${BUTTON.primary}`}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
