// The reserve form's field names and limits, and the pure helpers over them: what the browser's booking islands
// need at first paint, kept apart from the schema (reserve-schema.ts), which loads zod and is fetched on demand.
import type { ChosenLine } from '@/lib/sellables/kinds';

export const MAX_PER_TICKET = 10;
// The create-holds endpoint takes 1 to 10 items, one per ticket type.
export const MAX_TICKET_TYPES = 10;
/** The most tickets one order may hold, unless the merchant sets another number. */
export const DEFAULT_MAX_TICKETS_PER_ORDER = 10;
export const QUANTITY_FIELD_PREFIX = 'quantity.';
export const SELECTION_FIELD_PREFIX = 'selection.';
/** Selection fields whose name ends so carry a list (one form entry per value). */
export const LIST_SUFFIX = '[]';

export type ReserveField = 'quantities' | 'name' | 'email' | 'phone';
export type FieldErrors = Partial<Record<ReserveField, string>>;

/** The hidden form fields that carry a selection, the inverse of `readReserveForm`. */
export function selectionFields(
  selection: Record<string, unknown>,
): [name: string, value: string][] {
  return Object.entries(selection).flatMap(([key, value]): [string, string][] => {
    if (value === undefined) return [];
    if (key === 'kind') return [['kind', String(value)]];
    if (Array.isArray(value))
      return value.map((item) => [`${SELECTION_FIELD_PREFIX}${key}${LIST_SUFFIX}`, String(item)]);
    return [[`${SELECTION_FIELD_PREFIX}${key}`, String(value)]];
  });
}

/** The chosen lines only, in a stable order. */
export function chosenQuantities(input: { quantities: Record<string, number> }): ChosenLine[] {
  return Object.entries(input.quantities)
    .filter(([, n]) => n > 0)
    .map(([id, n]) => ({ id, quantity: n }));
}
