// Tests of the reserve form schema shared by the browser and the server.
import { describe, expect, it } from 'vitest';
import {
  chosenQuantities,
  fieldErrorsOf,
  readReserveForm,
  reserveSchema,
  reserveSchemaFor,
  selectionFields,
} from './reserve-schema';

const EVENT = '0b7f3a52-6c1e-4d8a-9f3b-2a1c5e7d9b10';
const VIP = '5d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const REGULAR = '7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d';

function form(fields: Record<string, string | string[]>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields))
    for (const one of [value].flat()) data.append(key, one);
  return data;
}

const contact = { name: ' Ada Obi ', email: 'ada@example.com', phone: '+234 803-123-4567' };
const valid = {
  kind: 'event',
  'selection.eventId': EVENT,
  [`quantity.${VIP}`]: '2',
  [`quantity.${REGULAR}`]: '0',
  ...contact,
};

describe('reserve form schema', () => {
  it('reads the selection, quantities and contact, normalising the phone to digits', () => {
    const parsed = reserveSchema.parse(readReserveForm(form(valid)));
    expect(parsed).toMatchObject({
      name: 'Ada Obi',
      phone: '2348031234567',
      selection: { kind: 'event', eventId: EVENT },
    });
    expect(chosenQuantities(parsed)).toEqual([{ id: VIP, quantity: 2 }]);
  });

  it('wants the 11 to 13 digits the service holds with for every kind but hotels', () => {
    const parsed = reserveSchema.safeParse(
      readReserveForm(form({ ...valid, phone: '+65 9123 4567' })),
    );
    expect(parsed.success ? null : fieldErrorsOf(parsed.error).phone).toBe(
      'Enter a phone number of 11 to 13 digits, for example 08031234567.',
    );
  });

  it('reads a cinema screening with numbers, and a bus trip with a list of seats', () => {
    const cinema = {
      kind: 'cinema',
      'selection.filmId': EVENT,
      'selection.locationId': '3',
      'selection.timeId': '12',
      'selection.date': '2026-11-24',
    };
    expect(reserveSchema.parse(readReserveForm(form({ ...valid, ...cinema }))).selection).toEqual({
      kind: 'cinema',
      filmId: EVENT,
      locationId: 3,
      timeId: 12,
      date: '2026-11-24',
    });
    const bus = {
      kind: 'bus',
      'selection.scheduleId': '7',
      'selection.scheduleType': 'timed',
      'selection.routeId': '2',
      'selection.seatIds[]': ['4', '5'],
    };
    expect(
      reserveSchema.parse(readReserveForm(form({ ...bus, 'quantity.7': '2', ...contact })))
        .selection,
    ).toMatchObject({ seatIds: [4, 5] });
  });

  it('writes hidden fields that read back as the same selection', () => {
    const selection = {
      kind: 'bus' as const,
      scheduleId: 7,
      scheduleType: 'timed' as const,
      routeId: 2,
      departure: '2026-11-24 07:30',
      seatIds: [4, 5],
    };
    const data = new FormData();
    for (const [name, value] of selectionFields(selection)) data.append(name, value);
    data.append('quantity.7', '2');
    for (const [name, value] of Object.entries(contact)) data.append(name, value);
    expect(reserveSchema.parse(readReserveForm(data)).selection).toEqual(selection);
  });

  it.each([
    ['phone', { phone: '080312345' }, /11 to 13 digits/],
    ['phone', { phone: '0803123' }, /Enter a phone number/],
    ['phone', { phone: '08031234567890' }, /11 to 13 digits/],
    ['email', { email: 'ada@' }, /valid email/],
    ['name', { name: ' ' }, /full name/],
    ['quantities', { [`quantity.${VIP}`]: '0' }, /at least one/],
    ['quantities', { [`quantity.${VIP}`]: '11' }, /at most 10/],
    ['quantities', { kind: 'concert' }, /./],
    ['quantities', { 'selection.eventId': 'not-an-id' }, /could not be found/],
  ])('rejects a bad %s with a message for that field', (field, change, message) => {
    const result = reserveSchema.safeParse(readReserveForm(form({ ...valid, ...change })));
    expect(result.success).toBe(false);
    if (!result.success) expect(fieldErrorsOf(result.error)[field as 'phone']).toMatch(message);
  });

  it("caps the tickets of one order at the merchant's number", () => {
    const six = { ...valid, [`quantity.${VIP}`]: '3', [`quantity.${REGULAR}`]: '3' };
    expect(reserveSchemaFor(6).safeParse(readReserveForm(form(six))).success).toBe(true);
    const result = reserveSchemaFor(5).safeParse(readReserveForm(form(six)));
    expect(result.success).toBe(false);
    if (!result.success)
      expect(fieldErrorsOf(result.error).quantities).toBe('One order can hold at most 5 tickets.');
  });
});

describe('the reserve form at its edges', () => {
  const contact = { name: 'Ada Obi', email: 'ada@example.com', phone: '08031234567' };
  const selection = { kind: 'event', eventId: '0b7f3a52-6c1e-4d8a-9f3b-2a1c5e7d9b10' };
  const types = (n: number) =>
    Object.fromEntries(Array.from({ length: n }, (_, i) => [`t${i}`, 1]));

  it('takes ten ticket types and refuses eleven', () => {
    expect(
      reserveSchemaFor(100).safeParse({ selection, quantities: types(10), ...contact }).success,
    ).toBe(true);
    const eleven = reserveSchemaFor(100).safeParse({
      selection,
      quantities: types(11),
      ...contact,
    });
    expect(eleven.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['quantities'], 'Choose at most 10 ticket types.'],
    ]);
  });

  it('reads an empty form as empty fields, and ignores fields that are not its own', () => {
    expect(readReserveForm(new FormData())).toEqual({
      selection: { kind: '' },
      quantities: {},
      name: '',
      email: '',
      phone: '',
    });
    const form = new FormData();
    form.set('$ACTION_ID_abc', '');
    form.set('kind', 'event');
    expect(readReserveForm(form)).toMatchObject({ selection: { kind: 'event' }, quantities: {} });
  });

  it('writes no field for an unset selection value, and the kind under its own name', () => {
    expect(selectionFields({ kind: 'bus', scheduleId: 3, departure: undefined })).toEqual([
      ['kind', 'bus'],
      ['selection.scheduleId', '3'],
    ]);
  });

  it('keeps field errors to the form’s own fields', () => {
    const error = reserveSchema.safeParse({
      selection,
      quantities: { a: 1 },
      ...contact,
      phone: '1',
    }).error!;
    error.issues.push({
      code: 'custom',
      path: ['other'],
      message: 'not a field',
      input: undefined,
    });
    expect(fieldErrorsOf(error)).toEqual({ phone: expect.any(String) });
  });
});
