// The customer's contact details, validated with the same schema in the browser and on the server.
import { z } from 'zod';

// Spaces, dashes, brackets and a leading plus are typing habits, not part of the number; the service
// wants 11 to 13 digits only and compares them exactly, so the hold and the buy must send the same form.
export const phoneSchema = z
  .string()
  .trim()
  .transform((value) => value.replace(/[\s\-().]/g, '').replace(/^\+/, ''))
  .pipe(z.string().regex(/^\d{11,13}$/, 'Enter a phone number of 11 to 13 digits, for example 08031234567.'));

export const contactSchema = z.object({
  name: z.string().trim().min(2, 'Enter your full name.').max(100, 'Use at most 100 characters.'),
  email: z.string().trim().max(254, 'Use at most 254 characters.').pipe(z.email('Enter a valid email address.')),
  phone: phoneSchema,
});

export type Contact = z.output<typeof contactSchema>;
