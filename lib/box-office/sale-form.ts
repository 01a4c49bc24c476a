// The box office's hold form: the shared reserve fields, with the customer's contact optional for walk-ins.
import { withInternationalHotelPhone } from '@/lib/checkout/international-phone';
import { CHECKOUT_MESSAGES } from '@/lib/checkout/messages';
import { chosenQuantities, fieldErrorsOf, readReserveForm, reserveSchemaFor, type FieldErrors } from '@/lib/checkout/reserve-schema';
import type { Contact } from '@/lib/checkout/contact-schema';
import type { ChosenLine, Selection } from '@/lib/sellables/kinds';

export type SaleActionState = { ok: false; message: string; fieldErrors?: FieldErrors } | null;

export type HoldForm = { ok: true; selection: Selection; lines: ChosenLine[]; contact: Contact | null } | { ok: false; message: string; fieldErrors: FieldErrors };

const CONTACT_FIELDS = ['name', 'email', 'phone'] as const;

/** A stay's room count, named apart from the room type (a radio choice) so the form needs no script. */
export const ROOMS_FIELD = 'rooms';

/**
 * Reads a hold form. A walk-in leaves every contact field empty: the box office's own contact stands in
 * (checked like any, so a bad setting is found here), and the sale records no customer.
 */
export function readHoldForm(form: FormData, maxTicketsPerOrder: number, boxOffice: Contact): HoldForm {
  const raw = readReserveForm(form) as Record<string, unknown> & { quantities: Record<string, unknown> };
  const roomId = form.get('selection.roomId');
  if (typeof roomId === 'string' && form.has(ROOMS_FIELD)) raw.quantities[roomId] = form.get(ROOMS_FIELD);
  const walkIn = CONTACT_FIELDS.every((field) => String(raw[field] ?? '').trim() === '');
  const schema = reserveSchemaFor(maxTicketsPerOrder);
  const parsed: ReturnType<typeof schema.safeParse> = walkIn
    ? schema.safeParse({ ...raw, ...boxOffice })
    : withInternationalHotelPhone(schema).safeParse(raw);
  if (!parsed.success) return { ok: false, message: CHECKOUT_MESSAGES.checkDetails, fieldErrors: fieldErrorsOf(parsed.error) };
  const { selection, name, email, phone } = parsed.data;
  return { ok: true, selection, lines: chosenQuantities(parsed.data), contact: walkIn ? null : { name, email, phone } };
}
