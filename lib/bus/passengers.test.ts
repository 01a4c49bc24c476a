// Tests of the passengers' names: one per seat held, read from the checkout form, and put on the order's tickets.
import { describe, expect, it } from 'vitest';
import type { Order, OrderItem } from '@/lib/checkout/types';
import {
  passengerField,
  readPassengerNames,
  withPassengers,
  type PassengerSlot,
} from './passengers';

const seats: PassengerSlot[] = [
  { key: '12', label: 'Seat 4', seatNumber: '4' },
  { key: '13', label: 'Seat 5', seatNumber: '5' },
];

const formOf = (entries: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(entries)) form.append(name, value);
  return form;
};

describe('readPassengerNames', () => {
  it('reads a trimmed name per seat held, in seat order, with the seat number', () => {
    const form = formOf({
      order: 'web-x',
      [passengerField('13')]: ' Bola  Ade ',
      [passengerField('12')]: 'Tunde Bello',
    });
    expect(readPassengerNames(form, seats)).toEqual({
      ok: true,
      passengers: [
        { seatNumber: '4', name: 'Tunde Bello' },
        { seatNumber: '5', name: 'Bola Ade' },
      ],
    });
  });

  it('refuses a missing or blank name, naming the seat', () => {
    expect(
      readPassengerNames(
        formOf({ [passengerField('12')]: 'Tunde Bello', [passengerField('13')]: '   ' }),
        seats,
      ),
    ).toEqual({
      ok: false,
      message: 'Give the full name of the passenger in seat 5.',
    });
    expect(
      readPassengerNames(formOf({ [passengerField('12')]: 'Tunde Bello' }), seats),
    ).toMatchObject({ ok: false });
  });

  it('refuses names for seats not held, twice the same seat, or an overlong name', () => {
    const extra = formOf({
      [passengerField('12')]: 'A Bee',
      [passengerField('13')]: 'C Dee',
      [passengerField('99')]: 'E Eff',
    });
    expect(readPassengerNames(extra, seats)).toEqual({
      ok: false,
      message: 'The passengers do not match the seats held. Please check the names and try again.',
    });
    const twice = formOf({ [passengerField('12')]: 'A Bee', [passengerField('13')]: 'C Dee' });
    twice.append(passengerField('12'), 'G Aitch');
    expect(readPassengerNames(twice, seats)).toMatchObject({ ok: false });
    expect(
      readPassengerNames(
        formOf({ [passengerField('12')]: 'x'.repeat(101), [passengerField('13')]: 'C Dee' }),
        seats,
      ),
    ).toMatchObject({ ok: false });
  });

  it('takes no names, and refuses any, when the checkout has no passengers', () => {
    expect(readPassengerNames(formOf({ order: 'web-x' }), [])).toEqual({
      ok: true,
      passengers: [],
    });
    expect(readPassengerNames(formOf({ [passengerField('1')]: 'A Bee' }), [])).toMatchObject({
      ok: false,
    });
  });
});

describe('withPassengers', () => {
  const item = (code: string, seatNumber: string | null): OrderItem => ({
    code,
    title: 'Lagos → Ibadan',
    price: 9000,
    detail: seatNumber && `Seat ${seatNumber}`,
    seatNumber,
  });
  const order = (items: OrderItem[]) => ({ kind: 'bus', items }) as Order;

  it('puts each name on the ticket of its seat, whatever the order of the tickets', () => {
    const shown = withPassengers(order([item('SEAT-B', '5'), item('SEAT-A', '4')]), [
      { seatNumber: '4', name: 'Tunde Bello' },
      { seatNumber: '5', name: 'Bola Ade' },
    ]);
    expect(shown.items.map((i) => i.passenger)).toEqual(['Bola Ade', 'Tunde Bello']);
  });

  it('names the places of a flexible trip in order, and leaves an order without names as it is', () => {
    const flexible = order([item('SEAT-1', null), item('SEAT-2', null)]);
    const shown = withPassengers(flexible, [
      { seatNumber: null, name: 'Ada' },
      { seatNumber: null, name: 'Obi' },
    ]);
    expect(shown.items.map((i) => i.passenger)).toEqual(['Ada', 'Obi']);
    expect(withPassengers(flexible, [])).toBe(flexible);
  });
});
