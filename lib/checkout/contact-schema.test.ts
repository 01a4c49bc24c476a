// Tests of the contact schema: the phone in the one form the service compares, and a message per bad field.
import { describe, expect, it } from 'vitest';
import { contactSchema, phoneSchema } from './contact-schema';

const PHONE_MESSAGE = 'Enter a phone number of 11 to 13 digits, for example 08031234567.';
const messagesOf = (input: unknown) =>
  contactSchema
    .safeParse(input)
    .error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
const valid = { name: 'Ada Obi', email: 'ada@example.com', phone: '08031234567' };

describe('phoneSchema', () => {
  it.each([
    ['08031234567', '08031234567'],
    [' 0803 123 4567 ', '08031234567'],
    ['+234 (803) 123-4567', '2348031234567'],
    ['234.803.123.4567', '2348031234567'],
  ])('keeps the digits of %s only', (typed, digits) => {
    expect(phoneSchema.parse(typed)).toBe(digits);
  });

  it.each([
    '0803123456',
    '23480312345678',
    '0803123456a7',
    '0803+1234567',
    'x08031234567',
    '08031234567x',
    '',
  ])('refuses %j with the message', (typed) => {
    expect(phoneSchema.safeParse(typed).error?.issues.map((issue) => issue.message)).toEqual([
      PHONE_MESSAGE,
    ]);
  });
});

describe('contactSchema', () => {
  it('trims the name and the email', () => {
    expect(
      contactSchema.parse({ ...valid, name: '  Ada Obi ', email: ' ada@example.com  ' }),
    ).toEqual(valid);
  });

  it('names each bad field', () => {
    expect(messagesOf({ name: ' A ', email: 'not-an-email', phone: '123' })).toEqual([
      'name: Enter your full name.',
      'email: Enter a valid email address.',
      'phone: Enter a phone number, for example 08031234567, or with its country code, such as +44 7911 123456.',
    ]);
    expect(messagesOf({ ...valid, phone: 'call me' })).toHaveLength(1);
    expect(messagesOf({ ...valid, name: 'A'.repeat(101) })).toEqual([
      'name: Use at most 100 characters.',
    ]);
    expect(messagesOf({ ...valid, email: `${'a'.repeat(250)}@example.com` })).toEqual([
      'email: Use at most 254 characters.',
    ]);
  });

  it('takes any phone of 8 to 15 digits, as E.164 allows: which kind wants which is the reserve form’s rule', () => {
    expect(contactSchema.parse({ ...valid, phone: '+65 9123 4567' }).phone).toBe('6591234567');
    expect(contactSchema.safeParse({ ...valid, phone: '+1234567890123456' }).success).toBe(false);
  });

  it('accepts names of 2 and 100 characters', () => {
    expect(contactSchema.safeParse({ ...valid, name: 'Jo' }).success).toBe(true);
    expect(contactSchema.safeParse({ ...valid, name: 'A'.repeat(100) }).success).toBe(true);
  });
});
