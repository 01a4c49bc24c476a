// A labelled text input with its error message tied to it for screen readers.
'use client';

import type { InputHTMLAttributes } from 'react';
import { FIELD } from '@/components/ui/styles';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'> {
  name: string;
  label: string;
  error?: string;
  hint?: string;
  /** Starts the field's id, for pages with several forms asking the same names (`field` by default). */
  idPrefix?: string;
}

export function TextField({ name, label, error, hint, idPrefix = 'field', ...input }: Props) {
  const id = `${idPrefix}-${name}`;
  const described =
    [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-ink-faint">
          {hint}
        </p>
      )}
      <input
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        className={`mt-1 w-full ${FIELD}`}
        {...input}
      />
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
