// A promo code's rules and what they make of an order: which lines it applies to, each ticket's price after it, and
// why a code does not apply. Pure and browser-safe; amounts in kobo, times in ms since the epoch.
import { SELLABLE_KINDS, type Selection, type SellableKind } from '@/lib/sellables/kinds';
import { KIND_WORDS } from '@/lib/sellables/wording';
import * as z from '@/lib/validation/zod-mini';

export type PromoScope =
  | { type: 'shop' }
  | { type: 'kind'; kind: SellableKind }
  | { type: 'event'; eventId: string }
  | { type: 'film'; filmId: string }
  /** A ticket category: an event's or a screening's line id. */
  | { type: 'category'; categoryId: string }
  | { type: 'route'; routeId: number }
  | { type: 'hotel'; hotelId: number };

/** Off each ticket (a percentage or an amount), or the price each ticket costs; per room for a stay. */
export type PromoDiscount =
  | { kind: 'percent'; percent: number }
  | { kind: 'amount'; kobo: number }
  | { kind: 'price'; kobo: number };

export interface PromoRules {
  code: string;
  campaign: string | null;
  discount: PromoDiscount;
  scope: PromoScope;
  validFrom: number | null;
  /** The first moment the code no longer applies. */
  validUntil: number | null;
  maxUses: number | null;
  maxUsesPerCustomer: number | null;
  maxTicketsPerOrder: number | null;
  minTickets: number | null;
  enabled: boolean;
}

export interface PromoLineIn {
  id: string;
  quantity: number;
  /** The service's price of one ticket, in kobo. */
  unitKobo: number;
}

export interface PromoLineOut {
  /** The order's part the line belongs to (0 in an order of one part). */
  part: number;
  id: string;
  quantity: number;
  beforeKobo: number;
  afterKobo: number;
  /** How many of the line's tickets the code lowered (fewer than its quantity past `maxTicketsPerOrder`). */
  discountedTickets: number;
}

export type PromoRefusal =
  | 'unknown'
  | 'disabled'
  | 'not-yet'
  | 'expired'
  | 'not-this-item'
  | 'too-few'
  | 'used-up'
  | 'customer-used-up';

export type PromoQuote =
  | {
      ok: true;
      code: string;
      campaign: string | null;
      lines: PromoLineOut[];
      beforeKobo: number;
      discountKobo: number;
      afterKobo: number;
      note: string | null;
    }
  | { ok: false; code: string; reason: PromoRefusal; message: string };

export const PROMO_CODE_PATTERN = /^[A-Z0-9-]{3,32}$/;

/** What the customer is told when a code does not apply. */
export const PROMO_REFUSAL_MESSAGES: Record<PromoRefusal, string> = {
  unknown: 'We do not know this code. Check it and try again.',
  disabled: 'This code can no longer be used.',
  'not-yet': 'This code cannot be used yet.',
  expired: 'This code has expired.',
  'not-this-item': 'This code does not apply to what you chose.',
  'too-few': 'This code needs more tickets in the order.',
  'used-up': 'This code has been used as many times as it may be.',
  'customer-used-up': 'You have already used this code as many times as it allows.',
};

const positiveId = z.number().check(z.int(), z.positive());
const nonEmptyId = z.string().check(z.minLength(1), z.maxLength(100));

/** A scope as stored (JSON) or given: checked, never trusted. */
export const promoScopeSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('shop') }),
  z.object({ type: z.literal('kind'), kind: z.enum(SELLABLE_KINDS) }),
  z.object({ type: z.literal('event'), eventId: nonEmptyId }),
  z.object({ type: z.literal('film'), filmId: nonEmptyId }),
  z.object({ type: z.literal('category'), categoryId: nonEmptyId }),
  z.object({ type: z.literal('route'), routeId: positiveId }),
  z.object({ type: z.literal('hotel'), hotelId: positiveId }),
]);

/** The code as typed, trimmed and upper-cased; null when it cannot be a code. */
export function normalisePromoCode(input: string): string | null {
  const code = input.trim().toUpperCase();
  return PROMO_CODE_PATTERN.test(code) ? code : null;
}

/** Whether the chosen thing is within the scope (a category scope is decided line by line). */
function selectionInScope(scope: PromoScope, selection: Selection): boolean {
  switch (scope.type) {
    case 'shop':
      return true;
    case 'kind':
      return selection.kind === scope.kind;
    case 'event':
      return selection.kind === 'event' && selection.eventId === scope.eventId;
    case 'film':
      return selection.kind === 'cinema' && selection.filmId === scope.filmId;
    case 'category':
      return selection.kind === 'event' || selection.kind === 'cinema';
    case 'route':
      return selection.kind === 'bus' && Number(selection.routeId) === scope.routeId;
    case 'hotel':
      return selection.kind === 'hotel' && Number(selection.hotelId) === scope.hotelId;
  }
}

const lineInScope = (scope: PromoScope, line: PromoLineIn) =>
  scope.type !== 'category' || line.id === scope.categoryId;

/** What one ticket costs after the code: never below 0, never above its price. */
export function discountedUnitKobo(discount: PromoDiscount, unitKobo: number): number {
  const price = Math.max(0, Math.round(unitKobo));
  switch (discount.kind) {
    case 'percent':
      return price - Math.min(price, Math.round((price * discount.percent) / 100));
    case 'amount':
      return Math.max(0, price - discount.kobo);
    case 'price':
      return Math.min(price, Math.max(0, discount.kobo));
  }
}

/** Why the code itself (not the order) does not apply now, if it does not. */
function codeRefusal(
  rules: PromoRules,
  now: number,
  uses: { total: number; customer: number } | undefined,
): PromoRefusal | null {
  if (!rules.enabled) return 'disabled';
  if (rules.validFrom !== null && now < rules.validFrom) return 'not-yet';
  if (rules.validUntil !== null && now >= rules.validUntil) return 'expired';
  if (uses && rules.maxUses !== null && uses.total >= rules.maxUses) return 'used-up';
  if (uses && rules.maxUsesPerCustomer !== null && uses.customer >= rules.maxUsesPerCustomer)
    return 'customer-used-up';
  return null;
}

const refused = (
  code: string,
  reason: PromoRefusal,
  message = PROMO_REFUSAL_MESSAGES[reason],
): PromoQuote => ({ ok: false, code, reason, message });

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/**
 * The lines' tickets the code lowers: those in scope, dearest first, at most `maxTicketsPerOrder`. Returns, per line
 * index, how many of its tickets are discounted.
 */
function discountedCounts(
  lines: readonly PromoLineIn[],
  inScope: readonly boolean[],
  limit: number | null,
): number[] {
  const order = lines.map((_, index) => index).filter((index) => inScope[index]);
  order.sort((a, b) => lines[b]!.unitKobo - lines[a]!.unitKobo || a - b);
  let left = limit ?? Number.POSITIVE_INFINITY;
  const counts = lines.map(() => 0);
  for (const index of order) {
    const take = Math.min(left, lines[index]!.quantity);
    counts[index] = take;
    left -= take;
  }
  return counts;
}

/** What a code is quoted against: an order of one part (a selection and its lines), or of several. */
export type PromoOrder =
  | { selection: Selection; lines: PromoLineIn[] }
  | { parts: readonly { selection: Selection; lines: readonly PromoLineIn[] }[] };

const partsOf = (order: PromoOrder) => ('parts' in order ? order.parts : [order]);

/**
 * What the code makes of the order at `now`: the price of each line before and after, the totals and the discount, or
 * why it does not apply. `uses` (the code's uses so far, and this customer's) checks the caps when given; the claim
 * checks them again when payment starts.
 */
export function quotePromo(
  rules: PromoRules | null,
  code: string,
  order: PromoOrder,
  now: number,
  uses?: { total: number; customer: number },
): PromoQuote {
  const normalised = normalisePromoCode(code);
  if (!normalised || !rules || rules.code !== normalised)
    return refused(normalised ?? code.trim(), 'unknown');
  const refusal = codeRefusal(rules, now, uses);
  if (refusal) return refused(normalised, refusal);
  // Every part's lines, each read against its own part's selection; the caps count over the whole order.
  const parts = partsOf(order);
  const lines = parts.flatMap((part, index) =>
    part.lines.filter((line) => line.quantity > 0).map((line) => ({ ...line, part: index })),
  );
  const inScope = lines.map(
    (line) =>
      selectionInScope(rules.scope, parts[line.part]!.selection) && lineInScope(rules.scope, line),
  );
  const ticketsInScope = lines.reduce(
    (sum, line, index) => sum + (inScope[index] ? line.quantity : 0),
    0,
  );
  const kinds = new Set(parts.map((part) => part.selection.kind));
  const word = kinds.size === 1 ? KIND_WORDS[parts[0]!.selection.kind].item : 'item';
  if (ticketsInScope === 0) return refused(normalised, 'not-this-item');
  if (rules.minTickets !== null && ticketsInScope < rules.minTickets) {
    return refused(
      normalised,
      'too-few',
      `This code needs at least ${plural(rules.minTickets, word)} in the order.`,
    );
  }
  const counts = discountedCounts(lines, inScope, rules.maxTicketsPerOrder);
  const out: PromoLineOut[] = lines.map((line, index) => {
    const unit = Math.max(0, Math.round(line.unitKobo));
    const discounted = counts[index]!;
    const beforeKobo = unit * line.quantity;
    return {
      part: line.part,
      id: line.id,
      quantity: line.quantity,
      beforeKobo,
      afterKobo: beforeKobo - discounted * (unit - discountedUnitKobo(rules.discount, unit)),
      discountedTickets: discounted,
    };
  });
  const beforeKobo = out.reduce((sum, line) => sum + line.beforeKobo, 0);
  const afterKobo = out.reduce((sum, line) => sum + line.afterKobo, 0);
  const discountedTickets = counts.reduce((sum, count) => sum + count, 0);
  const allTickets = lines.reduce((sum, line) => sum + line.quantity, 0);
  const note =
    discountedTickets < allTickets
      ? `The code applies to ${discountedTickets} of your ${plural(allTickets, word)}.`
      : null;
  return {
    ok: true,
    code: normalised,
    campaign: rules.campaign,
    lines: out,
    beforeKobo,
    discountKobo: beforeKobo - afterKobo,
    afterKobo,
    note,
  };
}
