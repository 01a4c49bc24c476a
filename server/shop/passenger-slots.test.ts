// Tests of the seats a coach checkout asks a passenger's name for.
import { describe, expect, it, vi } from 'vitest';
import type { CheckoutState } from '@/server/session/checkout-state';
import { passengerSlots } from './passenger-slots';

vi.mock('@/server/ticketing/kinds/bus/reads', () => ({
  getScheduleDetail: async (id: number) =>
    id === 7
      ? {
          seatMap: {
            seats: [
              { id: 12, number: '4' },
              { id: 13, number: '5' },
              { id: 14, number: '6' },
            ],
          },
        }
      : Promise.reject(Object.assign(new Error('down'))),
}));

const checkout = (selection: CheckoutState['selection'], quantity = 1) =>
  ({ selection, lines: [{ id: '7', title: 'Seat', quantity, unitPrice: 9000 }] }) as CheckoutState;

describe('passengerSlots', () => {
  it('names each seat held on a timed departure by its number, in the order held', async () => {
    const slots = await passengerSlots(
      checkout(
        {
          kind: 'bus',
          scheduleId: 7,
          routeId: 1,
          scheduleType: 'timed',
          departure: '2026-11-24 06:30',
          seatIds: [14, 12],
        },
        2,
      ),
    );
    expect(slots).toEqual([
      { key: '14', label: 'Seat 6', seatNumber: '6' },
      { key: '12', label: 'Seat 4', seatNumber: '4' },
    ]);
  });

  it('counts the places of a flexible trip', async () => {
    const slots = await passengerSlots(
      checkout(
        {
          kind: 'bus',
          scheduleId: 8,
          routeId: 1,
          scheduleType: 'random',
          busId: 2,
          departureDate: '2026-11-24',
        },
        2,
      ),
    );
    expect(slots).toEqual([
      { key: '1', label: 'Passenger 1', seatNumber: null },
      { key: '2', label: 'Passenger 2', seatNumber: null },
    ]);
  });

  it('asks no names of other kinds', async () => {
    expect(
      await passengerSlots(
        checkout({
          kind: 'hotel',
          hotelId: 1,
          roomId: 2,
          checkin: '2026-12-01',
          checkout: '2026-12-02',
          guests: 1,
        } as never),
      ),
    ).toEqual([]);
  });
});
