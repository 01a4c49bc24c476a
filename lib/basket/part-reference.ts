// The merchant references of a basket's parts: one order (a web checkout or a box-office sale) of several kinds is
// bought as one purchase per part, each under its own reference derived from the order's, so every part can be
// looked up on its own before any retry, and the order's parts are found again from its reference alone.
//
// An order of several parts has a reference ending in `-0`; its parts end in `-1` to `-9`. Every one of them still
// has the shape of a reference of its channel (prefix, dash, 22 characters).

/** The most parts one order may have (one digit). */
export const MAX_PARTS = 9;

const PART_SUFFIX = /-[0-9]$/;

/** A new order reference made a basket's: its last two characters become `-0`. */
export function basketReference(reference: string): string {
  return `${reference.slice(0, -2)}-0`;
}

/** Whether a reference names an order of several parts (rather than one of its parts, or a one-kind order). */
export const isBasketReference = (reference: string): boolean => reference.endsWith('-0');

/** The reference of the order's part at `index` (0-based). */
export function partReference(reference: string, index: number): string {
  if (!Number.isInteger(index) || index < 0 || index >= MAX_PARTS)
    throw new RangeError(`A basket has at most ${MAX_PARTS} parts`);
  return `${reference.slice(0, -2)}-${index + 1}`;
}

/** The order a part's reference belongs to, or null when the reference is not a part's. */
export function orderOfPart(reference: string): string | null {
  return PART_SUFFIX.test(reference) && !reference.endsWith('-0')
    ? `${reference.slice(0, -2)}-0`
    : null;
}
