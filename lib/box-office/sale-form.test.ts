// Tests of the box office's hold form: quantities as the shop reads them, contact optional for walk-ins.
import { describe, expect, it } from 'vitest';
import { readHoldForm } from './sale-form';

const EVENT = '0b7f3a52-6c1e-4d8a-9f3b-2a1c5e7d9b10';
const BOX_OFFICE = { name: 'Box Office', email: 'box-office@tickets.example', phone: '08000000000' };

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries({ kind: 'event', 'selection.eventId': EVENT, ...fields })) data.append(key, value);
  return data;
}

describe('readHoldForm', () => {
  it('sells a walk-in with no contact', () => {
    expect(readHoldForm(form({ 'quantity.vip': '2', 'quantity.regular': '0', name: '', email: ' ', phone: '' }), 10, BOX_OFFICE)).toEqual({
      ok: true,
      selection: { kind: 'event', eventId: EVENT },
      lines: [{ id: 'vip', quantity: 2 }],
      contact: null,
    });
  });

  it('keeps a customer’s contact, checked', () => {
    const read = readHoldForm(form({ 'quantity.vip': '1', name: 'Ada Obi', email: 'ada@example.com', phone: '0803 123 4567' }), 10, BOX_OFFICE);
    expect(read).toMatchObject({ ok: true, contact: { name: 'Ada Obi', email: 'ada@example.com', phone: '08031234567' } });
  });

  it('refuses a contact given in part', () => {
    expect(readHoldForm(form({ 'quantity.vip': '1', email: 'ada@example.com' }), 10, BOX_OFFICE)).toMatchObject({ ok: false, fieldErrors: { name: expect.any(String) } });
  });

  it('refuses no tickets, and more than the order limit', () => {
    expect(readHoldForm(form({ 'quantity.vip': '0' }), 10, BOX_OFFICE)).toMatchObject({ ok: false, fieldErrors: { quantities: 'Choose at least one ticket.' } });
    expect(readHoldForm(form({ 'quantity.vip': '5', 'quantity.regular': '5' }), 8, BOX_OFFICE)).toMatchObject({ ok: false, fieldErrors: { quantities: expect.stringMatching(/at most 8/) } });
  });

  it('counts a stay’s rooms on the room type chosen', () => {
    const data = new FormData();
    const fields = { kind: 'hotel', 'selection.hotelId': '1', 'selection.roomId': '3', 'selection.checkin': '2026-11-23', 'selection.checkout': '2026-11-25', 'selection.guests': '2', rooms: '2' };
    for (const [key, value] of Object.entries(fields)) data.append(key, value);
    expect(readHoldForm(data, 10, BOX_OFFICE)).toMatchObject({ ok: true, lines: [{ id: '3', quantity: 2 }], contact: null });
  });
});
