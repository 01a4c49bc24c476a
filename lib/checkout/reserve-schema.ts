// The reserve form (what was chosen, quantities and contact), parsed from FormData the same way on both sides.
import * as z from '@/lib/validation/zod-mini';
import { selectionSchema } from '@/lib/sellables/kinds';
import { contactSchema, HOLD_PHONE, HOLD_PHONE_MESSAGE } from './contact-schema';
import type { FieldErrors } from './reserve-fields';

import {
  DEFAULT_MAX_TICKETS_PER_ORDER,
  LIST_SUFFIX,
  MAX_PER_TICKET,
  MAX_TICKET_TYPES,
  QUANTITY_FIELD_PREFIX,
  SELECTION_FIELD_PREFIX,
} from './reserve-fields';

// The form's names and limits, and the helpers the browser's islands use without loading a schema.
export * from './reserve-fields';

const quantity = z.coerce
  .number()
  .check(
    z.int(),
    z.minimum(0),
    z.maximum(MAX_PER_TICKET, `Choose at most ${MAX_PER_TICKET} of each ticket.`),
  );
const lineId = z.string().check(z.regex(/^[A-Za-z0-9-]{1,64}$/));

/** The rules of the chosen quantities every form shares: at least one line, at most ten types and `max` in all. */
function checkQuantities(
  quantities: Record<string, number>,
  maxTicketsPerOrder: number,
  ctx: z.core.$RefinementCtx<unknown>,
) {
  const chosen = Object.values(quantities).filter((n) => n > 0);
  if (chosen.length === 0)
    ctx.addIssue({ code: 'custom', path: ['quantities'], message: 'Choose at least one ticket.' });
  if (chosen.length > MAX_TICKET_TYPES) {
    ctx.addIssue({
      code: 'custom',
      path: ['quantities'],
      message: `Choose at most ${MAX_TICKET_TYPES} ticket types.`,
    });
  }
  const total = chosen.reduce((sum, n) => sum + n, 0);
  if (total > maxTicketsPerOrder) {
    ctx.addIssue({
      code: 'custom',
      path: ['quantities'],
      message: `One order can hold at most ${maxTicketsPerOrder} tickets.`,
    });
  }
}

export function reserveSchemaFor(maxTicketsPerOrder = DEFAULT_MAX_TICKETS_PER_ORDER) {
  return z
    .object({
      selection: selectionSchema,
      quantities: z.record(lineId, quantity),
      ...contactSchema.shape,
    })
    .check(
      z.superRefine((value, ctx) => {
        checkQuantities(value.quantities, maxTicketsPerOrder, ctx);
        // A hotel guest's phone is international and checked as such (withInternationalHotelPhone); every
        // other kind's goes to the service as 11 to 13 digits.
        if (value.selection.kind !== 'hotel' && !HOLD_PHONE.test(value.phone))
          ctx.addIssue({ code: 'custom', path: ['phone'], message: HOLD_PHONE_MESSAGE });
      }),
    );
}

/** A choice without contact details: what "Add to basket" posts (the contact is given once, for the whole basket). */
export function choiceSchemaFor(maxTicketsPerOrder = DEFAULT_MAX_TICKETS_PER_ORDER) {
  return z
    .object({ selection: selectionSchema, quantities: z.record(lineId, quantity) })
    .check(
      z.superRefine((value, ctx) => checkQuantities(value.quantities, maxTicketsPerOrder, ctx)),
    );
}

export const reserveSchema = reserveSchemaFor();
export type ReserveInput = z.output<typeof reserveSchema>;

/** Collects the form's fields into the shape the schema expects (`kind`, `selection.<field>`, `quantity.<id>`). */
export function readReserveForm(form: FormData): unknown {
  const quantities: Record<string, FormDataEntryValue> = {};
  const selection: Record<string, FormDataEntryValue | FormDataEntryValue[]> = {
    kind: form.get('kind') ?? '',
  };
  for (const [key, value] of form.entries()) {
    if (key.startsWith(QUANTITY_FIELD_PREFIX))
      quantities[key.slice(QUANTITY_FIELD_PREFIX.length)] = value;
    if (key.startsWith(SELECTION_FIELD_PREFIX)) {
      const name = key.slice(SELECTION_FIELD_PREFIX.length);
      if (name.endsWith(LIST_SUFFIX))
        selection[name.slice(0, -LIST_SUFFIX.length)] = form.getAll(key);
      else selection[name] = value;
    }
  }
  return {
    selection,
    quantities,
    name: form.get('name') ?? '',
    email: form.get('email') ?? '',
    phone: form.get('phone') ?? '',
  };
}

/** The first message per field, for showing next to each input; a bad selection is the quantities' problem. */
export function fieldErrorsOf(error: Pick<z.core.$ZodError, 'issues'>): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path[0] === 'selection' ? 'quantities' : issue.path[0];
    if (field === 'quantities' || field === 'name' || field === 'email' || field === 'phone') {
      errors[field] ??= issue.message;
    }
  }
  return errors;
}
