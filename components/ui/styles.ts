// Class names shared by the storefront's buttons, links and fields, so they look and contrast alike.

/** Buttons, without size: callers add padding and width. Pending buttons stay focusable (aria-disabled). */
export const BUTTON = {
  primary:
    'rounded-lg bg-brand-600 font-semibold text-white hover:bg-brand-700 aria-disabled:opacity-60',
  secondary:
    'rounded-lg border border-black/30 bg-surface font-semibold text-ink hover:border-brand-500 aria-disabled:opacity-60',
} as const;

/** An inline link that reads as one by its underline, not by colour alone. */
export const TEXT_LINK = 'font-semibold text-brand-700 underline';

/** Text inputs and selects: the border keeps 3:1 against white and the page (WCAG 1.4.11 non-text contrast). */
export const FIELD =
  'rounded-lg border border-black/50 bg-surface px-3 py-2 aria-invalid:border-danger';
