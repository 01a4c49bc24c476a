// Moves keyboard focus to what a failed reserve needs next: the first invalid field, else the message.
'use client';

import type { FormErrors } from '@/lib/checkout/reserve-checks';

/** Where each field's problem is fixed, in the order the fields are met on the page. */
export type FocusTargets = readonly (readonly [field: string, selector: string])[];

export const RESERVE_FOCUS_TARGETS: FocusTargets = [
  ['quantities', 'select:not([disabled])'],
  ['name', '[name="name"]'],
  ['email', '[name="email"]'],
  ['phone', '[name="phone"]'],
];

export function focusFeedback(
  form: HTMLFormElement,
  errors: FormErrors,
  message: HTMLElement | null,
  targets: FocusTargets = RESERVE_FOCUS_TARGETS,
): void {
  const found = targets.find(([field]) => errors[field]);
  const target = found ? form.querySelector(found[1]) : message;
  if (target instanceof HTMLElement) target.focus();
}
