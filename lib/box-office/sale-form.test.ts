// Tests of the box office's hold form: quantities as the shop reads them, each contact detail optional on its own.
import { describe, expect, it } from 'vitest';
import { describeCustomer, readHoldForm, serviceContact } from './sale-form';

const EVENT = '0b7f3a52-6c1e-4d8a-9f3b-2a1c5e7d9b10';
const BOX_OFFICE = {
  name: 'Box Office',
  email: 'box-office@tickets.example',
  phone: '08000000000',
};

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries({
    kind: 'event',
    'selection.eventId': EVENT,
    ...fields,
  }))
    data.append(key, value);
  return data;
}

describe('readHoldForm', () => {
  it('sells a walk-in with no contact', () => {
    expect(
      readHoldForm(
        form({ 'quantity.vip': '2', 'quantity.regular': '0', name: '', email: ' ', phone: '' }),
        10,
        BOX_OFFICE,
      ),
    ).toEqual({
      ok: true,
      selection: { kind: 'event', eventId: EVENT },
      lines: [{ id: 'vip', quantity: 2 }],
      contact: BOX_OFFICE,
      customer: null,
    });
  });

  it('keeps a customer’s contact, checked', () => {
    const read = readHoldForm(
      form({
        'quantity.vip': '1',
        name: 'Ada Obi',
        email: 'ada@example.com',
        phone: '0803 123 4567',
      }),
      10,
      BOX_OFFICE,
    );
    const ada = { name: 'Ada Obi', email: 'ada@example.com', phone: '08031234567' };
    expect(read).toMatchObject({ ok: true, contact: ada, customer: ada });
  });

  it('records a name and phone with no email, the service getting the box office’s contact', () => {
    const read = readHoldForm(
      form({ 'quantity.vip': '1', name: ' Chidi Okafor ', email: '', phone: '0803 555 0101' }),
      10,
      BOX_OFFICE,
    );
    expect(read).toMatchObject({
      ok: true,
      contact: BOX_OFFICE,
      customer: { name: 'Chidi Okafor', phone: '08035550101' },
    });
    expect(read.ok && Object.keys(read.customer!)).toEqual(['name', 'phone']);
  });

  it('sends an email given alone, the box office filling the rest', () => {
    const read = readHoldForm(
      form({ 'quantity.vip': '1', email: 'ada@example.com' }),
      10,
      BOX_OFFICE,
    );
    expect(read).toMatchObject({
      ok: true,
      contact: { ...BOX_OFFICE, email: 'ada@example.com' },
      customer: { email: 'ada@example.com' },
    });
  });

  it('checks each detail given, on its field, whatever else is missing', () => {
    expect(
      readHoldForm(
        form({
          'quantity.vip': '1',
          name: 'Ada Obi',
          email: 'ada@example',
          phone: '0803 123 4567',
        }),
        10,
        BOX_OFFICE,
      ),
    ).toEqual({
      ok: false,
      message: expect.any(String),
      fieldErrors: { email: 'Enter a valid email address.' },
    });
    expect(readHoldForm(form({ 'quantity.vip': '1', phone: '12' }), 10, BOX_OFFICE)).toMatchObject({
      ok: false,
      fieldErrors: { phone: expect.stringMatching(/phone number/) },
    });
    expect(readHoldForm(form({ 'quantity.vip': '0', name: 'A' }), 10, BOX_OFFICE)).toMatchObject({
      ok: false,
      fieldErrors: { quantities: 'Choose at least one ticket.', name: 'Enter your full name.' },
    });
  });

  it('wants a hotel guest’s phone reachable from abroad, when one is given', () => {
    const stay = {
      kind: 'hotel',
      'selection.hotelId': '1',
      'selection.roomId': '3',
      'selection.checkin': '2026-11-23',
      'selection.checkout': '2026-11-25',
      'selection.guests': '2',
      rooms: '1',
    };
    const hotel = (fields: Record<string, string>) => {
      const data = new FormData();
      for (const [key, value] of Object.entries({ ...stay, ...fields })) data.append(key, value);
      return readHoldForm(data, 10, BOX_OFFICE);
    };
    expect(hotel({ name: 'Ada Obi', phone: '99999999999' })).toMatchObject({
      ok: false,
      fieldErrors: { phone: expect.stringMatching(/country code/) },
    });
    expect(hotel({ name: 'Ada Obi', phone: '+234 803 123 4567' })).toMatchObject({
      ok: true,
      contact: BOX_OFFICE,
      customer: { name: 'Ada Obi', phone: '2348031234567' },
    });
  });

  it('refuses no tickets, and more than the order limit', () => {
    expect(readHoldForm(form({ 'quantity.vip': '0' }), 10, BOX_OFFICE)).toMatchObject({
      ok: false,
      fieldErrors: { quantities: 'Choose at least one ticket.' },
    });
    expect(
      readHoldForm(form({ 'quantity.vip': '5', 'quantity.regular': '5' }), 8, BOX_OFFICE),
    ).toMatchObject({ ok: false, fieldErrors: { quantities: expect.stringMatching(/at most 8/) } });
  });

  it('counts a stay’s rooms on the room type chosen', () => {
    const data = new FormData();
    const fields = {
      kind: 'hotel',
      'selection.hotelId': '1',
      'selection.roomId': '3',
      'selection.checkin': '2026-11-23',
      'selection.checkout': '2026-11-25',
      'selection.guests': '2',
      rooms: '2',
    };
    for (const [key, value] of Object.entries(fields)) data.append(key, value);
    expect(readHoldForm(data, 10, BOX_OFFICE)).toMatchObject({
      ok: true,
      lines: [{ id: '3', quantity: 2 }],
      customer: null,
    });
  });
});

describe('serviceContact', () => {
  it('is the box office’s for a walk-in or a customer with no email', () => {
    expect(serviceContact(null, BOX_OFFICE)).toEqual(BOX_OFFICE);
    expect(serviceContact({ name: 'Ada Obi', phone: '08031234567' }, BOX_OFFICE)).toEqual(
      BOX_OFFICE,
    );
  });
});

describe('describeCustomer', () => {
  it('joins what was given, and is null for a walk-in', () => {
    expect(describeCustomer({ name: 'Ada Obi', phone: '08031234567' })).toBe(
      'Ada Obi · 0803 123 4567',
    );
    expect(describeCustomer({ email: 'ada@example.com' })).toBe('ada@example.com');
    expect(describeCustomer(null)).toBeNull();
    expect(describeCustomer({})).toBeNull();
  });
});
