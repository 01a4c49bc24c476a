// What the "Find my tickets" and "Resend" forms are told back (browser-safe: the forms show it).

export interface OrderEmailState {
  status: 'sent' | 'invalid' | 'limited' | 'refused';
  message: string;
  /** What was typed, kept in the field after a refusal (a form's fields are emptied after each answer). */
  typed?: string;
}

export const ORDER_EMAIL_MESSAGES = {
  crossSite: 'This request did not come from this shop, so it was refused.',
  unavailable: 'We could not send this just now. Please try again in a moment.',
} as const;
