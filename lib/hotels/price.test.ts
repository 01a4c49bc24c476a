// Tests of the price and occupancy rules: the service's amount and its max_occupancy × rooms limit.
import { describe, expect, it } from 'vitest';
import { cheapestFreeRoom, guestsFit, guestsProblem, roomsNeeded, stayTotal } from './price';

describe('stayTotal', () => {
  it('is price per night × nights × rooms, exact to the kobo', () => {
    expect(stayTotal(85_000, 3, 2)).toBe(510_000);
    expect(stayTotal(0.1, 3, 1)).toBe(0.3);
    expect(stayTotal(12_345.67, 2, 3)).toBe(74_074.02);
  });
});

describe('occupancy', () => {
  it('fits guests up to max_occupancy × rooms', () => {
    expect(guestsFit(4, 2, 2)).toBe(true);
    expect(guestsFit(5, 2, 2)).toBe(false);
    expect(roomsNeeded(5, 2)).toBe(3);
    expect(roomsNeeded(1, 4)).toBe(1);
  });

  it('says why a party does not fit and what would', () => {
    expect(guestsProblem(4, { name: 'Deluxe King', maxOccupancy: 2 }, 2)).toBeNull();
    expect(guestsProblem(3, { name: 'Deluxe King', maxOccupancy: 2 }, 1)).toBe(
      '3 guests do not fit in 1 room of Deluxe King: each sleeps 2. Choose 2 rooms or a larger room type.',
    );
  });
});

describe('cheapestFreeRoom', () => {
  const types = [
    { pricePerNight: 85_000, maxOccupancy: 2, left: 0 },
    { pricePerNight: 120_000, maxOccupancy: 2, left: 3 },
    { pricePerNight: 210_000, maxOccupancy: 3, left: 1 },
  ];
  it('skips types sold out for the stay or too small for the party', () => {
    expect(cheapestFreeRoom(types, 2, 1)).toBe(120_000);
    expect(cheapestFreeRoom(types, 3, 1)).toBe(210_000);
    expect(cheapestFreeRoom(types, 6, 2)).toBeNull();
    expect(cheapestFreeRoom(types, 2, 4)).toBeNull();
  });
});
