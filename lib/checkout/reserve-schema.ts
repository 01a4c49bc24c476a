// The reserve form (ticket quantities plus contact), parsed from FormData the same way on both sides.
import { z } from 'zod';
import { contactSchema } from './contact-schema';

export const MAX_PER_TICKET = 10;
// The create-holds endpoint takes 1 to 10 items, one per ticket type.
export const MAX_TICKET_TYPES = 10;
export const QUANTITY_FIELD_PREFIX = 'quantity.';

const quantity = z.coerce.number().int().min(0).max(MAX_PER_TICKET, `Choose at most ${MAX_PER_TICKET} of each ticket.`);

export const reserveSchema = z
  .object({
    eventId: z.guid('This event could not be found.'),
    quantities: z.record(z.guid(), quantity),
    ...contactSchema.shape,
  })
  .superRefine((value, ctx) => {
    const chosen = Object.values(value.quantities).filter((n) => n > 0).length;
    if (chosen === 0) ctx.addIssue({ code: 'custom', path: ['quantities'], message: 'Choose at least one ticket.' });
    if (chosen > MAX_TICKET_TYPES) {
      ctx.addIssue({ code: 'custom', path: ['quantities'], message: `Choose at most ${MAX_TICKET_TYPES} ticket types.` });
    }
  });

export type ReserveInput = z.output<typeof reserveSchema>;
export type ReserveField = 'quantities' | 'name' | 'email' | 'phone';

/** Collects the form's fields into the shape the schema expects (quantity inputs are `quantity.<id>`). */
export function readReserveForm(form: FormData): unknown {
  const quantities: Record<string, FormDataEntryValue> = {};
  for (const [key, value] of form.entries()) {
    if (key.startsWith(QUANTITY_FIELD_PREFIX)) quantities[key.slice(QUANTITY_FIELD_PREFIX.length)] = value;
  }
  return {
    eventId: form.get('eventId'),
    quantities,
    name: form.get('name') ?? '',
    email: form.get('email') ?? '',
    phone: form.get('phone') ?? '',
  };
}

/** The chosen lines only, in a stable order. */
export function chosenQuantities(input: ReserveInput): { categoryId: string; quantity: number }[] {
  return Object.entries(input.quantities)
    .filter(([, quantity]) => quantity > 0)
    .map(([categoryId, quantity]) => ({ categoryId, quantity }));
}

export type FieldErrors = Partial<Record<ReserveField, string>>;

/** The first message per field, for showing next to each input. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (field === 'quantities' || field === 'name' || field === 'email' || field === 'phone') {
      errors[field] ??= issue.message;
    }
  }
  return errors;
}
