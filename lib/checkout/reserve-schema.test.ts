// Tests of the reserve form schema shared by the browser and the server.
import { describe, expect, it } from 'vitest';
import { chosenQuantities, fieldErrorsOf, readReserveForm, reserveSchema } from './reserve-schema';

const EVENT = '0b7f3a52-6c1e-4d8a-9f3b-2a1c5e7d9b10';
const VIP = '5d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const REGULAR = '7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d';

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  return data;
}

const valid = { eventId: EVENT, [`quantity.${VIP}`]: '2', [`quantity.${REGULAR}`]: '0', name: ' Ada Obi ', email: 'ada@example.com', phone: '+234 803-123-4567' };

describe('reserve form schema', () => {
  it('reads quantities and contact, normalising the phone to digits', () => {
    const parsed = reserveSchema.parse(readReserveForm(form(valid)));
    expect(parsed).toMatchObject({ name: 'Ada Obi', phone: '2348031234567' });
    expect(chosenQuantities(parsed)).toEqual([{ categoryId: VIP, quantity: 2 }]);
  });

  it.each([
    ['phone', { phone: '0803123' }, /11 to 13 digits/],
    ['phone', { phone: '08031234567890' }, /11 to 13 digits/],
    ['email', { email: 'ada@' }, /valid email/],
    ['name', { name: ' ' }, /full name/],
    ['quantities', { [`quantity.${VIP}`]: '0' }, /at least one/],
    ['quantities', { [`quantity.${VIP}`]: '11' }, /at most 10/],
  ])('rejects a bad %s with a message for that field', (field, change, message) => {
    const result = reserveSchema.safeParse(readReserveForm(form({ ...valid, ...change })));
    expect(result.success).toBe(false);
    if (!result.success) expect(fieldErrorsOf(result.error)[field as 'phone']).toMatch(message);
  });
});
