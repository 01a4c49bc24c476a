// The service's limits on a stay (docs/api-extensions.md, hotel holds): what the stay form's fields need in the
// browser, without the stay's schema (stay.ts), which brings zod.
export const MAX_NIGHTS = 30;
export const MAX_DAYS_AHEAD = 365;
export const MAX_ROOMS = 10;
export const MAX_GUESTS = 40;
export const DEFAULT_GUESTS = 2;
