// Tests of the lenient purchase and transaction wire shapes.
import { describe, expect, it } from 'vitest';
import { wireHotelBooking, wireTransaction } from './purchase';

const booking = {
  reference: 'HTL-1',
  booking_number: 'BK-1',
  merchant_reference: null,
  checkin_date: '2026-12-01',
  checkout_date: '2026-12-03',
  amount: '60000',
};

describe('purchase wire shapes', () => {
  it("reads the hotel room count under either of the spec's names", () => {
    const sample = wireHotelBooking.parse({ ...booking, room: { id: 4, room_name: 'Deluxe', number_of_rooms: 2 } });
    const table = wireHotelBooking.parse({ ...booking, room: { id: '4', room_name: 'Deluxe', room_number: '3' } });
    expect(sample.room).toEqual({ id: '4', room_name: 'Deluxe', count: 2 });
    expect(table.room.count).toBe(3);
    expect(table.amount).toBe(60000);
  });

  it('accepts a transaction record that carries only its reference', () => {
    expect(wireTransaction.parse({ reference: 'TXN-1' })).toMatchObject({ reference: 'TXN-1' });
  });
});
