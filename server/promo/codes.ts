// Promo codes in the storefront database: created one by one or in batches of single-use codes, listed with their
// uses, turned on and off, exported as CSV.
import 'server-only';
import { randomBytes } from 'node:crypto';
import type { Selectable } from 'kysely';
import { z } from 'zod';
import { csvCell } from '@/lib/box-office/report';
import {
  normalisePromoCode,
  PROMO_CODE_PATTERN,
  promoScopeSchema,
  type PromoDiscount,
  type PromoRules,
  type PromoScope,
} from '@/lib/promo/rules';
import { SELLABLE_KINDS } from '@/lib/sellables/kinds';
import type { StoreDatabase } from '@/server/store-db/connect';
import type { PromoCodesTable } from '@/server/store-db/schema';

/** A code with its rules and its figures. */
export interface PromoCode extends PromoRules {
  note: string | null;
  batch: string | null;
  /** Uses claimed or used: what the cap counts. */
  claimed: number;
  createdBy: string;
  createdAt: number;
  updatedBy: string;
  updatedAt: number;
}

/** A code as listed: with its completed uses. */
export interface PromoCodeListed extends PromoCode {
  /** Uses of completed purchases. */
  used: number;
}

/** The audit log's names for changes to codes, by the box office or the command line. */
export const PROMO_AUDIT = {
  created: 'promo-code-created',
  batch: 'promo-batch-created',
  enabled: 'promo-code-enabled',
  disabled: 'promo-code-disabled',
} as const;

/** The input was refused: a sentence, and one per field at fault (keyed by the input's field name). */
export class PromoCodeInputError extends Error {
  constructor(
    message: string,
    readonly fieldErrors: Record<string, string>,
  ) {
    super(message);
  }
}

const MAX_KOBO = 100_000_000_00;

/** A number as code passes it or as a form posts it: text of digits, or blank for none. */
const fromForm = (value: unknown) => {
  if (value === undefined || (typeof value === 'string' && value.trim() === '')) return null;
  return typeof value === 'string' ? Number(value.trim()) : value;
};
const formNumber = <T extends z.ZodType>(schema: T) => z.preprocess(fromForm, schema);

const optionalCount = formNumber(
  z
    .number('Enter a whole number.')
    .int('Enter a whole number.')
    .min(1, 'Enter 1 or more.')
    .max(1_000_000, 'Enter at most 1,000,000.')
    .nullable(),
);
const optionalTime = formNumber(z.number('Enter a time.').int().min(0).nullable());
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Keep it to ${max} characters.`)
    .nullable()
    .default(null)
    .transform((value) => (value ? value : null));

const kobo = (min: number) =>
  formNumber(
    z
      .number('Enter an amount.')
      .int('Enter an amount in kobo.')
      .min(min, min === 0 ? 'Enter 0 or more.' : 'Enter more than 0.')
      .max(MAX_KOBO, 'This amount is too large.'),
  );

const discountSchema: z.ZodType<PromoDiscount> = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('percent'),
      percent: formNumber(
        z
          .number('Enter a percentage from 1 to 100.')
          .int('Enter a whole percentage.')
          .min(1, 'Enter a percentage from 1 to 100.')
          .max(100, 'Enter a percentage from 1 to 100.'),
      ),
    }),
    z.object({ kind: z.literal('amount'), kobo: kobo(1) }),
    // A price of 0: the code gives the tickets away (an access code).
    z.object({ kind: z.literal('price'), kobo: kobo(0) }),
  ],
  { error: 'Choose a percentage off, an amount off or a fixed price.' },
);

const scopeSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('shop') }),
    z.object({
      type: z.literal('kind'),
      kind: z.enum(SELLABLE_KINDS, 'Choose what kind of thing the code is for.'),
    }),
    z.object({
      type: z.literal('event'),
      eventId: z.string().trim().min(1, 'Choose the event.').max(100),
    }),
    z.object({
      type: z.literal('film'),
      filmId: z.string().trim().min(1, 'Choose the film.').max(100),
    }),
    z.object({
      type: z.literal('category'),
      categoryId: z.string().trim().min(1, 'Enter the ticket category.').max(100),
    }),
    z.object({ type: z.literal('route'), routeId: z.number().int().positive('Choose the route.') }),
    z.object({ type: z.literal('hotel'), hotelId: z.number().int().positive('Choose the hotel.') }),
  ],
  { error: 'Choose where the code applies.' },
) satisfies z.ZodType<PromoScope>;

/** Everything a code is, but its name: what a batch's codes share. */
export const promoTemplateSchema = z
  .object({
    campaign: optionalText(100),
    note: optionalText(500),
    discount: discountSchema,
    scope: scopeSchema,
    validFrom: optionalTime,
    validUntil: optionalTime,
    maxUses: optionalCount,
    maxUsesPerCustomer: optionalCount,
    maxTicketsPerOrder: optionalCount,
    minTickets: optionalCount,
    enabled: z.boolean().default(true),
  })
  .refine(
    (value) =>
      value.validFrom === null || value.validUntil === null || value.validUntil > value.validFrom,
    {
      path: ['validUntil'],
      message: 'The end must come after the start.',
    },
  );

const codeSchema = z
  .string('Enter a code.')
  .transform((value) => value.trim().toUpperCase())
  .pipe(z.string().regex(PROMO_CODE_PATTERN, 'Use 3 to 32 letters, digits or dashes.'));

/** A new code: its name and its rules. */
export const promoCodeInputSchema = z.intersection(
  z.object({ code: codeSchema }),
  promoTemplateSchema,
);

/** A number as code passes it, or as a form posts it (text; blank for none). */
type FormNumber = number | string | null;

/** What a batch's codes share, as given (checked by promoTemplateSchema): amounts in kobo, times in ms. */
export interface PromoTemplateInput {
  campaign?: string | null;
  note?: string | null;
  discount:
    { kind: 'percent'; percent: FormNumber } | { kind: 'amount' | 'price'; kobo: FormNumber };
  scope: PromoScope;
  validFrom?: FormNumber;
  validUntil?: FormNumber;
  maxUses?: FormNumber;
  maxUsesPerCustomer?: FormNumber;
  maxTicketsPerOrder?: FormNumber;
  minTickets?: FormNumber;
  enabled?: boolean;
}

/** A new code, as given (checked by promoCodeInputSchema). */
export interface PromoCodeInput extends PromoTemplateInput {
  code: string;
}
type PromoTemplate = z.output<typeof promoTemplateSchema>;

/** The first message for each field at fault. */
function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return errors;
}

function parsed<T>(schema: z.ZodType<T>, input: unknown): T {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fieldErrors = fieldErrorsOf(result.error);
  throw new PromoCodeInputError(
    Object.values(fieldErrors)[0] ?? 'Check the code’s details.',
    fieldErrors,
  );
}

const discountValue = (discount: PromoDiscount) =>
  discount.kind === 'percent' ? discount.percent : discount.kobo;

export function discountOfRow(
  row: Pick<PromoCodesTable, 'discount_kind' | 'discount_value'>,
): PromoDiscount {
  const value = Number(row.discount_value);
  return row.discount_kind === 'percent'
    ? { kind: 'percent', percent: value }
    : { kind: row.discount_kind, kobo: value };
}

/** A stored scope; one that no longer reads (never written so) applies nowhere rather than everywhere. */
function scopeOfRow(text: string): PromoScope {
  try {
    const result = promoScopeSchema.safeParse(JSON.parse(text));
    if (result.success) return result.data;
  } catch {
    // Falls through to the empty scope below.
  }
  return { type: 'category', categoryId: '' };
}

const nullableNumber = (value: number | null) => (value === null ? null : Number(value));

export function promoCodeOfRow(row: Selectable<PromoCodesTable>): PromoCode {
  return {
    code: row.code,
    campaign: row.campaign,
    note: row.note,
    discount: discountOfRow(row),
    scope: scopeOfRow(row.scope),
    validFrom: nullableNumber(row.valid_from),
    validUntil: nullableNumber(row.valid_until),
    maxUses: row.max_uses,
    maxUsesPerCustomer: row.max_uses_per_customer,
    maxTicketsPerOrder: row.max_tickets_per_order,
    minTickets: row.min_tickets,
    enabled: Boolean(row.enabled),
    batch: row.batch,
    claimed: Number(row.claimed),
    createdBy: row.created_by,
    createdAt: Number(row.created_at),
    updatedBy: row.updated_by,
    updatedAt: Number(row.updated_at),
  };
}

function rowOf(
  code: string,
  template: PromoTemplate,
  batch: string | null,
  by: string,
  now: number,
) {
  return {
    code,
    campaign: template.campaign,
    note: template.note,
    discount_kind: template.discount.kind,
    discount_value: discountValue(template.discount),
    scope: JSON.stringify(template.scope),
    valid_from: template.validFrom,
    valid_until: template.validUntil,
    max_uses: template.maxUses,
    max_uses_per_customer: template.maxUsesPerCustomer,
    max_tickets_per_order: template.maxTicketsPerOrder,
    min_tickets: template.minTickets,
    batch,
    enabled: template.enabled ? 1 : 0,
    claimed: 0,
    created_by: by.slice(0, 64),
    created_at: now,
    updated_by: by.slice(0, 64),
    updated_at: now,
  };
}

export async function findPromoCode(
  db: StoreDatabase,
  code: string,
): Promise<PromoCode | undefined> {
  const normalised = normalisePromoCode(code);
  if (!normalised) return undefined;
  const row = await db
    .selectFrom('promo_codes')
    .selectAll()
    .where('code', '=', normalised)
    .executeTakeFirst();
  return row && promoCodeOfRow(row);
}

/** Creates one code; refuses bad input and a code that exists already with PromoCodeInputError. */
export async function createPromoCode(
  db: StoreDatabase,
  input: unknown,
  by: string,
  now: number,
): Promise<PromoCode> {
  const { code, ...template } = parsed(promoCodeInputSchema, input);
  const inserted = await db
    .insertInto('promo_codes')
    .values(rowOf(code, template, null, by, now))
    .onConflict((oc) => oc.column('code').doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) {
    throw new PromoCodeInputError(`The code ${code} exists already.`, {
      code: `The code ${code} exists already; choose another.`,
    });
  }
  return (await findPromoCode(db, code))!;
}

/** Letters and digits that cannot be misread for one another (no 0/O, 1/I). */
export const BATCH_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const BATCH_CODE_LENGTH = 8;
export const MAX_BATCH = 5_000;

/** Eight characters from the alphabet; its 32 letters take 5 bits of a byte each, so every one is equally likely. */
function randomPart(): string {
  return [...randomBytes(BATCH_CODE_LENGTH)]
    .map((byte) => BATCH_ALPHABET[byte % BATCH_ALPHABET.length])
    .join('');
}

const batchSchema = z.object({
  count: z
    .number()
    .int('Enter a whole number.')
    .min(1, 'Make at least 1 code.')
    .max(MAX_BATCH, `Make at most ${MAX_BATCH} codes at once.`),
  prefix: z
    .string('Enter a prefix.')
    .transform((value) => value.trim().toUpperCase())
    .pipe(z.string().regex(/^[A-Z0-9]{2,20}$/, 'Use 2 to 20 letters or digits.')),
});

/**
 * `count` new single-use codes `<PREFIX>-XXXXXXXX` sharing the template's rules and one batch id, all or none; a code
 * that exists already is drawn again. Returns the codes, in the order made.
 */
export async function generatePromoBatch(
  db: StoreDatabase,
  template: unknown,
  options: { count: number; prefix: string },
  by: string,
  now: number,
): Promise<string[]> {
  const rules = parsed(promoTemplateSchema, template);
  const { count, prefix } = parsed(batchSchema, options);
  const batch = `${prefix}-${now.toString(36)}-${randomBytes(3).toString('hex')}`.toLowerCase();
  const single: PromoTemplate = { ...rules, maxUses: 1 };
  return db.transaction().execute(async (trx) => {
    const codes: string[] = [];
    while (codes.length < count) {
      const code = `${prefix}-${randomPart()}`;
      const inserted = await trx
        .insertInto('promo_codes')
        .values(rowOf(code, single, batch, by, now))
        .onConflict((oc) => oc.column('code').doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) codes.push(code);
    }
    return codes;
  });
}

/** Every code, newest first, with its completed uses. */
export async function listPromoCodes(
  db: StoreDatabase,
  filter: { batch?: string } = {},
): Promise<PromoCodeListed[]> {
  let query = db
    .selectFrom('promo_codes')
    .selectAll('promo_codes')
    .select((eb) =>
      eb
        .selectFrom('promo_uses')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .whereRef('promo_uses.code', '=', 'promo_codes.code')
        .where('promo_uses.status', '=', 'used')
        .as('used'),
    )
    .orderBy('created_at', 'desc')
    .orderBy('code');
  if (filter.batch !== undefined) query = query.where('batch', '=', filter.batch);
  const rows = await query.execute();
  return rows.map((row) => ({ ...promoCodeOfRow(row), used: Number(row.used ?? 0) }));
}

/** Turns a code on or off; false when there is no such code. */
export async function setPromoCodeEnabled(
  db: StoreDatabase,
  code: string,
  enabled: boolean,
  by: string,
  now: number,
): Promise<boolean> {
  const normalised = normalisePromoCode(code);
  if (!normalised) return false;
  const result = await db
    .updateTable('promo_codes')
    .set({ enabled: enabled ? 1 : 0, updated_by: by.slice(0, 64), updated_at: now })
    .where('code', '=', normalised)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

const naira = (kobo: number) => (kobo / 100).toFixed(2);

/** The discount in words for a list or a CSV: `10% off`, `NGN 500.00 off`, `NGN 0.00 each`. */
export function describePromoDiscount(discount: PromoDiscount): string {
  if (discount.kind === 'percent') return `${discount.percent}% off`;
  return discount.kind === 'amount'
    ? `NGN ${naira(discount.kobo)} off`
    : `NGN ${naira(discount.kobo)} each`;
}

/** The scope in words for a list or a CSV: `shop`, `kind:bus`, `event:<id>`, `route:12`. */
export function describePromoScope(scope: PromoScope): string {
  switch (scope.type) {
    case 'shop':
      return 'shop';
    case 'kind':
      return `kind:${scope.kind}`;
    case 'event':
      return `event:${scope.eventId}`;
    case 'film':
      return `film:${scope.filmId}`;
    case 'category':
      return `category:${scope.categoryId}`;
    case 'route':
      return `route:${scope.routeId}`;
    case 'hotel':
      return `hotel:${scope.hotelId}`;
  }
}

const iso = (ms: number | null) => (ms === null ? '' : new Date(ms).toISOString());

const CSV_HEADER = [
  'code',
  'campaign',
  'batch',
  'discount',
  'scope',
  'valid_from',
  'valid_until',
  'max_uses',
  'claimed',
  'used',
];

/** The codes as CSV (a batch handed to a partner, or every code), times in UTC. */
export function promoCodesCsv(rows: readonly PromoCodeListed[]): string {
  const lines = rows.map((row) => [
    row.code,
    row.campaign ?? '',
    row.batch ?? '',
    describePromoDiscount(row.discount),
    describePromoScope(row.scope),
    iso(row.validFrom),
    iso(row.validUntil),
    row.maxUses === null ? '' : String(row.maxUses),
    String(row.claimed),
    String(row.used),
  ]);
  return [CSV_HEADER, ...lines].map((line) => line.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
