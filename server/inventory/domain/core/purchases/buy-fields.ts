// zod fields every buy body shares (experience, bus, hotel): the holds to convert, the buyer, and
// the merchant's own reference of the purchase.
import { z } from 'zod';
import { dateField } from '../fields';
import { emailField, phoneField } from '../holds/owner';
import { nulMessage, withoutNul } from '../plain-text';

export const uuidField = (label: string) => z.uuid({ error: `The ${label} must be a valid UUID.` });

export const reservationIdsField = z
  .array(uuidField('reservation id'), {
    error: 'The reservation ids field is required and must be an array.',
  })
  .min(1, { error: 'At least one reservation id is required.' })
  .max(50, { error: 'At most 50 reservation ids per purchase.' });

/** The buyer of an experience or bus purchase: a name, and the email and phone of the holds. */
export const buyerInfoField = z.object(
  {
    name: z
      .string({ error: 'The name is required.' })
      .trim()
      .min(1, { error: 'The name is required.' })
      .max(255),
    email: emailField,
    phone_number: phoneField,
    dob: dateField('date of birth').nullish(),
    username: z.string().max(255).nullish(),
  },
  { error: 'The customer info is required.' },
);

export const merchantReferenceField = z
  .string({ error: 'The merchant reference must be a string.' })
  .min(1, { error: 'The merchant reference must not be empty.' })
  .max(255, { error: 'The merchant reference may not be greater than 255 characters.' })
  .refine(withoutNul, { error: nulMessage('merchant reference') })
  .nullish();
