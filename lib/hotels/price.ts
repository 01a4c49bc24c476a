// What a stay costs and whether a party fits in the rooms chosen, as the service counts both.
export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Price per night × nights × rooms (the service's amount for a hotel booking). */
export function stayTotal(pricePerNight: number, nights: number, rooms: number): number {
  // Kobo arithmetic keeps Naira with two decimals exact.
  return (Math.round(pricePerNight * 100) * nights * rooms) / 100;
}

/** Guests fit when each room sleeps its `max_occupancy`. */
export function guestsFit(guests: number, maxOccupancy: number, rooms: number): boolean {
  return guests <= maxOccupancy * rooms;
}

/** The fewest rooms of a type that sleep the party. */
export function roomsNeeded(guests: number, maxOccupancy: number): number {
  return Math.max(1, Math.ceil(guests / Math.max(1, maxOccupancy)));
}

/** Why the party does not fit, in the guest's words; null when it does. */
export function guestsProblem(
  guests: number,
  room: { name: string; maxOccupancy: number },
  rooms: number,
): string | null {
  if (guestsFit(guests, room.maxOccupancy, rooms)) return null;
  const needed = roomsNeeded(guests, room.maxOccupancy);
  return `${plural(guests, 'guest')} do not fit in ${plural(rooms, 'room')} of ${room.name}: each sleeps ${room.maxOccupancy}. Choose ${plural(needed, 'room')} or a larger room type.`;
}

/** The cheapest price per night among room types with `rooms` free for the whole stay that sleep the party. */
export function cheapestFreeRoom(
  types: readonly { pricePerNight: number; maxOccupancy: number; left: number }[],
  guests: number,
  rooms: number,
): number | null {
  const prices = types
    .filter((t) => t.left >= rooms && guestsFit(guests, t.maxOccupancy, rooms))
    .map((t) => t.pricePerNight);
  return prices.length > 0 ? Math.min(...prices) : null;
}
