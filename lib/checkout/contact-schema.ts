// The customer's contact details, validated with the same schema in the browser and on the server.
import * as z from '@/lib/validation/zod-mini';
import { phoneDigitsOf } from './phone-digits';

// Spaces, dashes, brackets and a leading plus are typing habits, not part of the number; the service
// wants 11 to 13 digits only and compares them exactly, so the hold and the buy must send the same form.
export const phoneDigits = z.pipe(
  z.string().check(z.trim()),
  z.transform((value: string) => phoneDigitsOf(value)),
);

/** The service's phone of holds and of event, screening and bus buys. */
export const HOLD_PHONE = /^\d{11,13}$/;
export const HOLD_PHONE_MESSAGE =
  'Enter a phone number of 11 to 13 digits, for example 08031234567.';

export const phoneSchema = z.pipe(
  phoneDigits,
  z.string().check(z.regex(HOLD_PHONE, HOLD_PHONE_MESSAGE)),
);

/**
 * Any phone's digits, up to E.164's 15 (a hotel guest's may be a foreign number of fewer than 11); the kind
 * bought sets the rule that follows (lib/checkout/reserve-schema.ts, lib/checkout/international-phone.ts).
 */
const anyPhoneSchema = z.pipe(
  phoneDigits,
  z
    .string()
    .check(
      z.regex(
        /^\d{8,15}$/,
        'Enter a phone number, for example 08031234567, or with its country code, such as +44 7911 123456.',
      ),
    ),
);

export const contactSchema = z.object({
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(2, 'Enter your full name.'),
      z.maxLength(100, 'Use at most 100 characters.'),
    ),
  email: z.pipe(
    z.string().check(z.trim(), z.maxLength(254, 'Use at most 254 characters.')),
    z.email('Enter a valid email address.'),
  ),
  phone: anyPhoneSchema,
});

export type Contact = z.output<typeof contactSchema>;
