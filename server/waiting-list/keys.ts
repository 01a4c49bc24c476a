// Which waiting list a sold-out thing has: one per thing a customer can choose (an event's ticket category, a
// screening's ticket type, a timed departure or a flexible schedule's date, a room type for the dates asked), under
// a key that stays the same for every visitor who asks about that thing.
import type { Selection } from '@/lib/sellables/kinds';

/** The list key of one line of a selection: `event:<eventId>:<categoryId>`, `cinema:<film>:<cinema>:<time>:<date>:<type>`, … */
export function listKeyOf(selection: Selection, lineId: string): string {
  switch (selection.kind) {
    case 'event':
      return `event:${selection.eventId}:${lineId}`;
    case 'cinema':
      return `cinema:${selection.filmId}:${selection.locationId}:${selection.timeId}:${selection.date}:${lineId}`;
    case 'bus':
      return `bus:${selection.scheduleId}:${selection.scheduleType === 'timed' ? (selection.departure ?? '') : (selection.departureDate ?? '')}`;
    case 'hotel':
      return `hotel:${selection.hotelId}:${lineId}:${selection.checkin}:${selection.checkout}`;
  }
}

/** The selection a list's availability is read from, without what only one customer chose (seats, guests). */
export function listSelectionOf(selection: Selection): Selection {
  if (selection.kind === 'bus') {
    const { seatIds: _seats, ...trip } = selection;
    return trip;
  }
  if (selection.kind === 'hotel') return { ...selection, guests: 1 };
  return selection;
}

/** The selection for one of its lines: a stay's room type is the line chosen (one form may offer several). */
export function selectionForLine(selection: Selection, lineId: string): Selection {
  if (selection.kind !== 'hotel' || !/^[1-9]\d{0,9}$/.test(lineId)) return selection;
  return { ...selection, roomId: Number(lineId) };
}

/** What one of a list's units is called: a seat on a coach, a room in a hotel, a ticket elsewhere. */
export const unitOf = (selection: Selection): string =>
  selection.kind === 'bus' ? 'seat' : selection.kind === 'hotel' ? 'room' : 'ticket';
