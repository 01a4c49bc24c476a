// The customer's contact details, validated with the same schema in the browser and on the server.
import * as z from '@/lib/validation/zod-mini';

// Spaces, dashes, brackets and a leading plus are typing habits, not part of the number; the service
// wants 11 to 13 digits only and compares them exactly, so the hold and the buy must send the same form.
export const phoneSchema = z.pipe(
  z.pipe(
    z.string().check(z.trim()),
    z.transform((value: string) => value.replace(/[\s\-().]/g, '').replace(/^\+/, '')),
  ),
  z.string().check(z.regex(/^\d{11,13}$/, 'Enter a phone number of 11 to 13 digits, for example 08031234567.')),
);

export const contactSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(2, 'Enter your full name.'), z.maxLength(100, 'Use at most 100 characters.')),
  email: z.pipe(z.string().check(z.trim(), z.maxLength(254, 'Use at most 254 characters.')), z.email('Enter a valid email address.')),
  phone: phoneSchema,
});

export type Contact = z.output<typeof contactSchema>;
