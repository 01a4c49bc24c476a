// The supervisor's promo-code form as text fields: the discount (percent, or naira off or as the price), what it is
// for, Lagos wall-clock validity, the caps left blank when unused; and the batch form's count and prefix. Each field's
// error is named after the field, so the page shows it beside the input.
import { z } from 'zod';
import { SELLABLE_KINDS } from '@/lib/sellables/kinds';
import type { PromoDiscount, PromoRules, PromoScope } from '@/lib/promo/rules';
import { lagosLocalToInstant } from '@/lib/waiting-room/settings-form';
import { formatKobo, nairaToKobo } from './tender';

export const PROMO_FIELDS = [
  'code',
  'campaign',
  'note',
  'discountKind',
  'discountValue',
  'scopeType',
  'scopeId',
  'validFrom',
  'validUntil',
  'maxUses',
  'maxUsesPerCustomer',
  'maxTicketsPerOrder',
  'minTickets',
  'count',
  'prefix',
] as const;
export type PromoField = (typeof PROMO_FIELDS)[number];
export type PromoFieldErrors = Partial<Record<PromoField, string>>;

/** What the form's action hands back: what happened, the fields to correct, and a batch's codes to download. */
export type PromoFormState = {
  ok: boolean;
  message: string;
  fieldErrors?: PromoFieldErrors;
  batch?: string;
} | null;

export const DISCOUNT_KINDS = {
  percent: 'Percent off each ticket',
  amount: 'Naira off each ticket',
  price: 'Each ticket costs (naira)',
} as const;
export const SCOPE_TYPES = {
  shop: 'The whole shop',
  kind: 'A kind (event, cinema, bus, hotel)',
  event: 'An event (its id)',
  film: 'A film (its id)',
  category: 'A ticket category (its id)',
  route: 'A coach route (its number)',
  hotel: 'A hotel (its number)',
} as const;

/** What the form asks of a code's rules, in the promo codes' own terms (a new code is on). */
export type PromoRulesInput = Omit<PromoRules, 'code' | 'enabled'> & { note: string | null };

type Read<T> = { ok: true; value: T } | { ok: false; fieldErrors: PromoFieldErrors };

const text = (form: FormData, name: PromoField) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

const optionalText = (max: number, label: string) =>
  z
    .string()
    .max(max, `${label} is at most ${max} characters.`)
    .transform((value) => value || null);

/** A whole number of 1 or more, or null for a blank field. */
const optionalCount = (label: string) =>
  z.string().transform((value, ctx) => {
    if (value === '') return null;
    if (!/^\d{1,6}$/.test(value) || Number(value) < 1) {
      ctx.addIssue({
        code: 'custom',
        message: `${label} must be a whole number of 1 or more, or blank.`,
      });
      return z.NEVER;
    }
    return Number(value);
  });

const optionalTime = (label: string) =>
  z.string().transform((value, ctx) => {
    if (value === '') return null;
    const instant = lagosLocalToInstant(value);
    if (instant === null) {
      ctx.addIssue({
        code: 'custom',
        message: `Enter ${label} as a date and time, or leave it blank.`,
      });
      return z.NEVER;
    }
    return instant;
  });

const rulesSchema = z.object({
  campaign: optionalText(64, 'The campaign'),
  note: optionalText(200, 'The note'),
  discountKind: z.enum(['percent', 'amount', 'price'], {
    message: 'Choose how the code discounts.',
  }),
  discountValue: z.string(),
  scopeType: z.enum(['shop', 'kind', 'event', 'film', 'category', 'route', 'hotel'], {
    message: 'Choose what the code is for.',
  }),
  scopeId: z.string().max(64, 'The id is at most 64 characters.'),
  validFrom: optionalTime('the start'),
  validUntil: optionalTime('the end'),
  maxUses: optionalCount('Uses in all'),
  maxUsesPerCustomer: optionalCount('Uses per customer'),
  maxTicketsPerOrder: optionalCount('Tickets per order'),
  minTickets: optionalCount('The minimum of tickets'),
});

function discountOf(kind: 'percent' | 'amount' | 'price', typed: string): PromoDiscount | string {
  if (kind === 'percent') {
    return /^\d{1,3}$/.test(typed) && Number(typed) >= 1 && Number(typed) <= 100
      ? { kind, percent: Number(typed) }
      : 'Enter a percentage from 1 to 100.';
  }
  const kobo = nairaToKobo(typed);
  if (kobo === null) return 'Enter an amount in naira, for example 2000 or 1500.50.';
  if (kind === 'amount' && kobo === 0) return 'The amount off must be more than ₦0.';
  return { kind, kobo };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function scopeOf(type: PromoScope['type'], id: string): PromoScope | string {
  switch (type) {
    case 'shop':
      return { type };
    case 'kind': {
      const kind = SELLABLE_KINDS.find((known) => known === id.toLowerCase());
      return kind ? { type, kind } : `Enter one of ${SELLABLE_KINDS.join(', ')}.`;
    }
    case 'event':
      return UUID.test(id)
        ? { type, eventId: id.toLowerCase() }
        : 'Enter the event’s id (as in its address).';
    case 'film':
      return UUID.test(id)
        ? { type, filmId: id.toLowerCase() }
        : 'Enter the film’s id (as in its address).';
    case 'category':
      return /^[A-Za-z0-9_-]{1,64}$/.test(id)
        ? { type, categoryId: id }
        : 'Enter the ticket category’s id.';
    case 'route':
    case 'hotel': {
      if (!/^\d{1,9}$/.test(id) || Number(id) < 1)
        return `Enter the ${type === 'route' ? 'route' : 'hotel'}’s number.`;
      return type === 'route' ? { type, routeId: Number(id) } : { type, hotelId: Number(id) };
    }
  }
}

/** The rules the form gives, each field checked on its own and then together (a start before the end). */
export function readPromoRules(form: FormData): Read<PromoRulesInput> {
  const fields = Object.fromEntries(
    rulesSchema.keyof().options.map((name) => [name, text(form, name)]),
  );
  const parsed = rulesSchema.safeParse(fields);
  if (!parsed.success) {
    const fieldErrors: PromoFieldErrors = {};
    for (const issue of parsed.error.issues)
      fieldErrors[issue.path[0] as PromoField] ??= issue.message;
    return { ok: false, fieldErrors };
  }
  const { discountKind, discountValue, scopeType, scopeId, ...rest } = parsed.data;
  const discount = discountOf(discountKind, discountValue);
  const scope = scopeOf(scopeType, scopeId);
  const fieldErrors: PromoFieldErrors = {};
  if (typeof discount === 'string') fieldErrors.discountValue = discount;
  if (typeof scope === 'string') fieldErrors.scopeId = scope;
  if (rest.validFrom !== null && rest.validUntil !== null && rest.validUntil <= rest.validFrom)
    fieldErrors.validUntil = 'The end must come after the start.';
  if (
    rest.minTickets !== null &&
    rest.maxTicketsPerOrder !== null &&
    rest.minTickets > rest.maxTicketsPerOrder
  )
    fieldErrors.minTickets = 'The minimum cannot be above the tickets per order.';
  if (
    typeof discount === 'string' ||
    typeof scope === 'string' ||
    Object.keys(fieldErrors).length > 0
  )
    return { ok: false, fieldErrors };
  return { ok: true, value: { ...rest, discount, scope } };
}

/** The batch form's count (1 to 500) and prefix (2 to 12 letters or digits). */
export function readBatch(form: FormData): Read<{ count: number; prefix: string }> {
  const count = text(form, 'count');
  const prefix = text(form, 'prefix').toUpperCase();
  const fieldErrors: PromoFieldErrors = {};
  if (!/^\d{1,3}$/.test(count) || Number(count) < 1 || Number(count) > 500)
    fieldErrors.count = 'Enter how many codes, from 1 to 500.';
  if (!/^[A-Z0-9]{2,12}$/.test(prefix)) fieldErrors.prefix = 'Use 2 to 12 letters or digits.';
  return Object.keys(fieldErrors).length > 0
    ? { ok: false, fieldErrors }
    : { ok: true, value: { count: Number(count), prefix } };
}

/** "25% off", "₦2,000.00 off", "₦1,500.00 each": a discount in a few words. */
export function describeDiscount(discount: PromoDiscount): string {
  if (discount.kind === 'percent') return `${discount.percent}% off`;
  return discount.kind === 'amount'
    ? `${formatKobo(discount.kobo)} off`
    : `${formatKobo(discount.kobo)} each`;
}
