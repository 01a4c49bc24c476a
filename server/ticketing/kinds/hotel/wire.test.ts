// Tests of the lenient hotel booking shape.
import { describe, expect, it } from 'vitest';
import { wireHotelBooking } from './wire';

const booking = {
  reference: 'HTL-1',
  booking_number: 'BK-1',
  merchant_reference: null,
  checkin_date: '2026-12-01',
  checkout_date: '2026-12-03',
  amount: '60000',
};

describe('wireHotelBooking', () => {
  it("reads the hotel room count under either of the spec's names", () => {
    const sample = wireHotelBooking.parse({
      ...booking,
      room: { id: 4, room_name: 'Deluxe', number_of_rooms: 2 },
    });
    const table = wireHotelBooking.parse({
      ...booking,
      room: { id: '4', room_name: 'Deluxe', room_number: '3' },
    });
    expect(sample.room).toEqual({ id: '4', room_name: 'Deluxe', count: 2 });
    expect(table.room.count).toBe(3);
    expect(table.amount).toBe(60000);
  });
});
