// What the close-shift action hands back to its form when it refuses (success redirects instead).

export type CloseShiftState = { message: string } | null;

export const CLOSE_SHIFT_MESSAGES = {
  notFound: 'This shift could not be found. Reload the page.',
  closed: 'This shift is already closed.',
  notYours: 'Only a supervisor can close another cashier’s shift.',
} as const;
