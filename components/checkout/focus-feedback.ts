// Moves keyboard focus to what a failed reserve needs next: the first invalid field, else the message.
'use client';

import type { FieldErrors } from '@/lib/checkout/reserve-schema';

const FIELD_ORDER = ['quantities', 'name', 'email', 'phone'] as const;

export function focusFeedback(form: HTMLFormElement, errors: FieldErrors, message: HTMLElement | null): void {
  const field = FIELD_ORDER.find((name) => errors[name]);
  const target = !field
    ? message
    : field === 'quantities'
      ? form.querySelector('select:not([disabled])')
      : form.querySelector(`[name="${field}"]`);
  if (target instanceof HTMLElement) target.focus();
}
