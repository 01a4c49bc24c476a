// The box office's hold form: the shared reserve fields, with each of the customer's contact details optional.
import { withInternationalHotelPhone } from '@/lib/checkout/international-phone';
import { CHECKOUT_MESSAGES } from '@/lib/checkout/messages';
import {
  chosenQuantities,
  fieldErrorsOf,
  readReserveForm,
  reserveSchemaFor,
  type FieldErrors,
} from '@/lib/checkout/reserve-schema';
import { contactSchema, type Contact } from '@/lib/checkout/contact-schema';
import { formatPhone } from '@/lib/format/phone';
import type { ChosenLine, Selection } from '@/lib/sellables/kinds';
import * as z from '@/lib/validation/zod-mini';

export type SaleActionState = { ok: false; message: string; fieldErrors?: FieldErrors } | null;

/** What the customer gave of their contact, each detail on its own; the sale records it. */
export type Customer = Partial<Contact>;

export type HoldForm =
  | {
      ok: true;
      selection: Selection;
      lines: ChosenLine[];
      /** Sent to the service with the holds and the buy. */
      contact: Contact;
      /** Null for a walk-in who gives nothing. */
      customer: Customer | null;
    }
  | { ok: false; message: string; fieldErrors: FieldErrors };

const CONTACT_FIELDS = ['name', 'email', 'phone'] as const;

/** A stay's room count, named apart from the room type (a radio choice) so the form needs no script. */
export const ROOMS_FIELD = 'rooms';

/**
 * The contact the service gets: the customer's when they give an email (the service needs one for experience and
 * hotel buys, and sends the tickets there), the box office's details filling what they left out; otherwise the box
 * office's own.
 */
export function serviceContact(customer: Customer | null, boxOffice: Contact): Contact {
  if (!customer?.email) return boxOffice;
  return {
    name: customer.name ?? boxOffice.name,
    email: customer.email,
    phone: customer.phone ?? boxOffice.phone,
  };
}

type ContactField = (typeof CONTACT_FIELDS)[number];

/** The details given, each checked on its own (a hotel guest's phone must be reachable from abroad). */
function customerSchemaFor(kind: string, given: readonly ContactField[]) {
  const shape = Object.fromEntries(given.map((field) => [field, contactSchema.shape[field]]));
  if (kind !== 'hotel' || !given.includes('phone')) return z.object(shape);
  return withInternationalHotelPhone(
    z.object({
      ...shape,
      selection: z.object({ kind: z.string() }),
      phone: contactSchema.shape.phone,
    }),
  );
}

/** The customer's details as read, only those given; null when none was. */
function customerOf(
  read: Record<string, unknown>,
  given: readonly ContactField[],
): Customer | null {
  return given.length > 0
    ? Object.fromEntries(given.map((field) => [field, String(read[field])]))
    : null;
}

/**
 * Reads a hold form. Each contact detail is optional: what is given is checked and recorded; the service gets
 * `serviceContact` (the box office's contact, checked like any, so a bad setting is found here).
 */
export function readHoldForm(
  form: FormData,
  maxTicketsPerOrder: number,
  boxOffice: Contact,
): HoldForm {
  const raw = readReserveForm(form) as Record<string, unknown> & {
    selection: { kind?: string };
    quantities: Record<string, unknown>;
  };
  const roomId = form.get('selection.roomId');
  if (typeof roomId === 'string' && form.has(ROOMS_FIELD))
    raw.quantities[roomId] = form.get(ROOMS_FIELD);
  const typed = Object.fromEntries(
    CONTACT_FIELDS.map((field) => [field, String(raw[field] ?? '').trim()]),
  ) as Record<ContactField, string>;
  const given = CONTACT_FIELDS.filter((field) => typed[field] !== '');
  const customerRead = customerSchemaFor(String(raw.selection.kind), given).safeParse({
    ...typed,
    selection: raw.selection,
  });
  const customer = customerRead.success
    ? customerOf(customerRead.data, given)
    : customerOf(typed, given);
  const parsed = reserveSchemaFor(maxTicketsPerOrder).safeParse({
    ...raw,
    ...serviceContact(customer, boxOffice),
  });
  if (!parsed.success || !customerRead.success) {
    const fieldErrors = {
      ...(parsed.success ? {} : fieldErrorsOf(parsed.error)),
      ...(customerRead.success ? {} : fieldErrorsOf(customerRead.error)),
    };
    return { ok: false, message: CHECKOUT_MESSAGES.checkDetails, fieldErrors };
  }
  const { selection, name, email, phone } = parsed.data;
  return {
    ok: true,
    selection,
    lines: chosenQuantities(parsed.data),
    contact: { name, email, phone },
    customer,
  };
}

/** The customer as the counter reads them: what they gave, joined; null for a walk-in. */
export function describeCustomer(customer: Customer | null): string | null {
  const parts = customer
    ? CONTACT_FIELDS.map((field) =>
        field === 'phone' && customer.phone ? formatPhone(customer.phone) : customer[field],
      ).filter(Boolean)
    : [];
  return parts.length > 0 ? parts.join(' · ') : null;
}
