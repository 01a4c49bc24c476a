// A seat's states, kept apart from the shapes' schemas (types.ts) so the browser's seat map reads them without zod.
export const SEAT_STATES = ['available', 'held', 'sold'] as const;
export type SeatState = (typeof SEAT_STATES)[number];
