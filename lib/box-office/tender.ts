// How a box-office sale is paid (cash, card, bank transfer): the form's schema, the change due and the quick-cash
// amounts, in kobo.
import { formatNaira } from '@/lib/format/money';
import * as z from '@/lib/validation/zod-mini';

export const TENDER_KINDS = ['cash', 'card', 'transfer'] as const;
export type TenderKind = (typeof TENDER_KINDS)[number];

export const TENDER_LABELS: Record<TenderKind, string> = {
  cash: 'Cash',
  card: 'Card',
  transfer: 'Bank transfer',
};

/** Naira as typed at the counter ("5,000", "5000.50", "₦5 000") to whole kobo; null when it is not an amount. */
export function nairaToKobo(typed: string): number | null {
  const cleaned = typed.replace(/[₦,\s]/g, '').replace(/^NGN/i, '');
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(cleaned)) return null;
  const [whole, fraction = ''] = cleaned.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

const reference = (what: string) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(4, `Enter the ${what} (at least 4 characters).`),
      z.maxLength(64, `The ${what} is at most 64 characters.`),
      z.regex(
        /^[A-Za-z0-9][A-Za-z0-9 ./_-]*$/,
        `The ${what} may hold letters, digits, spaces and . / _ - only.`,
      ),
    );

const cashReceived = z.pipe(
  z.string(),
  z.transform((typed: string, ctx) => {
    const kobo = nairaToKobo(typed);
    if (kobo === null) {
      ctx.issues.push({
        code: 'custom',
        message: 'Enter the cash received in naira, for example 5000 or 5000.50.',
        input: typed,
      });
      return z.NEVER;
    }
    return kobo;
  }),
);

/** The tender form as posted: the kind, and what that kind needs. */
export const tenderFormSchema = z.discriminatedUnion('tender', [
  z.object({ tender: z.literal('cash'), cashReceived }),
  z.object({ tender: z.literal('card'), reference: reference('card terminal reference') }),
  z.object({ tender: z.literal('transfer'), reference: reference('bank transfer reference') }),
]);

export type TenderForm = z.output<typeof tenderFormSchema>;

/** What the sale records of its tender. */
export interface Tender {
  kind: TenderKind;
  amountKobo: number;
  cashReceivedKobo: number | null;
  changeKobo: number | null;
  reference: string | null;
}

export type TenderResult = { ok: true; tender: Tender } | { ok: false; message: string };

/** Change due on cash, or the refusal of too little; card and transfer are taken for the exact amount. */
export function settleTender(amountKobo: number, form: TenderForm): TenderResult {
  if (!Number.isSafeInteger(amountKobo) || amountKobo < 0)
    throw new RangeError('the amount due must be whole kobo, not negative');
  if (form.tender !== 'cash') {
    return {
      ok: true,
      tender: {
        kind: form.tender,
        amountKobo,
        cashReceivedKobo: null,
        changeKobo: null,
        reference: form.reference,
      },
    };
  }
  if (form.cashReceived < amountKobo) {
    return {
      ok: false,
      message: `Too little cash: ${formatKobo(form.cashReceived)} received, ${formatKobo(amountKobo)} due (${formatKobo(amountKobo - form.cashReceived)} short).`,
    };
  }
  return {
    ok: true,
    tender: {
      kind: 'cash',
      amountKobo,
      cashReceivedKobo: form.cashReceived,
      changeKobo: form.cashReceived - amountKobo,
      reference: null,
    },
  };
}

/** Kobo as the counter reads it (₦5,000.00), computed without floating-point sums. */
export const formatKobo = (kobo: number) => formatNaira(kobo / 100);

/** Naira notes in use, smallest first; ₦1,000 is the largest. */
const NAIRA_NOTES = [5, 10, 20, 50, 100, 200, 500, 1000];
/** Round sums of ₦1,000 notes a customer hands over for a larger total. */
const ROUND_SUMS = [5_000, 10_000, 20_000, 50_000, 100_000, 200_000, 500_000, 1_000_000];
const QUICK_CASH_COUNT = 3;

/**
 * The round amounts of cash a customer is likely to hand over for a total, each above it, smallest first: the
 * total rounded up to the largest note not above it, then to round sums (₦7,500 → ₦8,000, ₦10,000, ₦20,000).
 * The exact amount is the counter's own button; a total of nothing needs no cash.
 */
export function quickCashAmounts(totalKobo: number): number[] {
  if (!Number.isSafeInteger(totalKobo) || totalKobo < 0)
    throw new RangeError('the total must be whole kobo, not negative');
  if (totalKobo === 0) return [];
  const note = NAIRA_NOTES.findLast((value) => value * 100 <= totalKobo) ?? NAIRA_NOTES[0]!;
  const steps = [...NAIRA_NOTES, ...ROUND_SUMS]
    .filter((step) => step >= note)
    .map((step) => step * 100);
  const amounts = new Set(
    steps.map((step) => Math.ceil(totalKobo / step) * step).filter((amount) => amount > totalKobo),
  );
  return [...amounts].sort((a, b) => a - b).slice(0, QUICK_CASH_COUNT);
}

/** Kobo as the cash field takes it: whole naira without separators (8000), kobo after a point (10450.50). */
export const koboToTyped = (kobo: number) =>
  kobo % 100 === 0 ? String(kobo / 100) : (kobo / 100).toFixed(2);
