// The sale screen's actions: hold the basket, add an item to it or take one out, apply a promo code or (supervisors)
// a manual discount, take the tender and buy, cancel, retry, refund one item's share or the whole tender and void,
// reprint. Each is
// a public endpoint declared with its policy (staffAction): a seller or supervisor, the sale's reference re-checked,
// and whose sale it is and its state checked by the sale flow.
'use server';
import 'server-only';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { orderOfPart } from '@/lib/basket/part-reference';
import { readHoldForm, type SaleActionState } from '@/lib/box-office/sale-form';
import { SALE_REFERENCE } from '@/lib/box-office/search-query';
import { nairaToKobo, tenderFormSchema } from '@/lib/box-office/tender';
import { recordAudit } from '@/server/staff/audit';
import { addToSale, refundPart, removePart } from '@/server/box-office/sale/basket-flow';
import {
  applySaleCode,
  discountSale,
  removeSaleDiscount,
} from '@/server/box-office/sale/sale-discount';
import {
  buySale,
  cancelSale,
  holdSale,
  tenderSale,
  voidSale,
  type SaleResult,
} from '@/server/box-office/sale/sale-flow';
import { countPrint, findSale } from '@/server/box-office/sale/sales';
import { saleDeps } from '@/server/box-office/sale/selling';
import { staffAction } from '@/server/staff/staff-session';
import { storefrontEnv } from '@/server/env';
import { refuse } from '@/server/security/action-policy';

const referenceOf = (form: FormData) =>
  z.string().regex(SALE_REFERENCE).safeParse(form.get('reference'));

const salePage = (reference: string) => `/box-office/sales/${reference}`;
const receiptPage = (reference: string) => `${salePage(reference)}/receipt`;

/**
 * Goes where the cashier continues after a buy: the receipt, or the sale with its next step. The sale flow
 * has audited the buy when this call settled or failed it.
 */
function afterBuy(reference: string, result: SaleResult): SaleActionState {
  if (result.sale?.status === 'settled') redirect(receiptPage(reference));
  if (result.sale?.status === 'unsettled') redirect(salePage(reference));
  return result.ok ? null : { ok: false, message: result.message };
}

type HeldForm = Extract<ReturnType<typeof readHoldForm>, { ok: true }>;

const SALE_NOT_FOUND = 'This sale could not be found.';

/** The sale a form names: its reference, re-checked; whose sale it is and its state are the sale flow's checks. */
const saleInput =
  <Result>(refused: () => Result) =>
  (form: FormData) => {
    const reference = referenceOf(form);
    return reference.success ? reference.data : refuse(refused());
  };

const notFound: SaleActionState = { ok: false, message: SALE_NOT_FOUND };

/** While the storefront's database is away: the sale is as it was; the cashier tries again. */
const recordsAway = (): SaleActionState => ({
  ok: false,
  message: 'The box office cannot record sales for a moment. Nothing changed: try again shortly.',
});

const HOLD_CHECKS =
  'the selection, quantities (at most MAX_TICKETS_PER_ORDER) and each customer detail given (all optional), against the zod schemas';

const readHold = async (form: FormData) => {
  const read = readHoldForm(
    form,
    storefrontEnv().MAX_TICKETS_PER_ORDER,
    (await saleDeps()).boxOfficeContact,
  );
  return read.ok ? read : refuse(read);
};

export const holdBasket = staffAction<
  [previous: SaleActionState, form: FormData],
  HeldForm,
  SaleActionState
>(
  {
    role: 'seller',
    unavailable: recordsAway,
    needs: 'no open basket of this cashier’s beyond the one it replaces (the sale flow)',
    checks: HOLD_CHECKS,
    input: readHold,
  },
  async (staff, read) => {
    const held = await holdSale(await saleDeps(), staff, read);
    if (!held.ok) return { ok: false, message: held.message, fieldErrors: held.fieldErrors };
    redirect('/box-office');
  },
);

export const addItem = staffAction<
  [previous: SaleActionState, form: FormData],
  HeldForm,
  SaleActionState
>(
  {
    role: 'seller',
    unavailable: recordsAway,
    needs:
      'this cashier’s sale on hold, not yet paid, with fewer than nine items (or none: the item starts one) (the sale flow)',
    checks: HOLD_CHECKS,
    input: readHold,
  },
  async (staff, read) => {
    const held = await addToSale(await saleDeps(), staff, read);
    if (!held.ok) return { ok: false, message: held.message, fieldErrors: held.fieldErrors };
    redirect('/box-office');
  },
);

type PartInput = { reference: string; part: string };

/** A sale and one of its items: both references re-checked, the item's belonging to the sale. */
const partInput =
  <Result>(refused: () => Result) =>
  (form: FormData): PartInput | ReturnType<typeof refuse<Result>> => {
    const reference = referenceOf(form);
    const part = z.string().regex(SALE_REFERENCE).safeParse(form.get('part'));
    if (!reference.success || !part.success || orderOfPart(part.data) !== reference.data)
      return refuse(refused());
    return { reference: reference.data, part: part.data };
  };

export const removeItem = staffAction<[form: FormData], PartInput, void>(
  {
    role: 'seller',
    needs: 'an item still held of this cashier’s sale on hold (the sale flow)',
    checks: 'the sale’s reference and the item’s, which must be one of the sale’s',
    input: partInput<void>(() => redirect('/box-office')),
  },
  async (staff, { reference, part }) => {
    await removePart(await saleDeps(), staff, reference, part);
    redirect('/box-office');
  },
);

export const refundItem = staffAction<
  [previous: SaleActionState, form: FormData],
  PartInput,
  SaleActionState
>(
  {
    role: 'seller',
    unavailable: recordsAway,
    needs:
      'a paid sale of this cashier (or any, for a supervisor) whose item the service did not sell (the sale flow)',
    checks:
      'the sale’s reference and the item’s, which must be one of the sale’s, and the note (at most 200 characters)',
    input: partInput(() => notFound),
  },
  async (staff, { reference, part }, form) => {
    const note = z
      .string()
      .trim()
      .max(200)
      .catch('')
      .parse(form.get('note') ?? '');
    const result = await refundPart(await saleDeps(), staff, reference, part, note);
    if (!result.ok) return { ok: false, message: result.message };
    redirect(salePage(reference));
  },
);

type TenderInput = { reference: string; tender: z.output<typeof tenderFormSchema> };

export const tender = staffAction<
  [previous: SaleActionState, form: FormData],
  TenderInput,
  SaleActionState
>(
  {
    role: 'seller',
    unavailable: recordsAway,
    needs:
      'a held sale of this cashier (or any, for a supervisor) not yet tendered (the sale flow)',
    checks:
      'the sale reference, the tender kind, the cash received (at least the total) and the card or transfer reference',
    input: (form) => {
      const reference = referenceOf(form);
      if (!reference.success)
        return refuse<SaleActionState>({
          ok: false,
          message: 'This sale could not be found. Hold the tickets again.',
        });
      const parsed = tenderFormSchema.safeParse({
        tender: form.get('tender'),
        cashReceived: form.get('cashReceived') ?? '',
        reference: form.get('tenderReference') ?? '',
      });
      return parsed.success
        ? { reference: reference.data, tender: parsed.data }
        : refuse<SaleActionState>({
            ok: false,
            message: parsed.error.issues[0]?.message ?? 'Check the tender.',
          });
    },
  },
  async (staff, { reference, tender }) =>
    afterBuy(reference, await tenderSale(await saleDeps(), staff, reference, tender)),
);

export const cancelBasket = staffAction<[form: FormData], string, void>(
  {
    role: 'seller',
    needs: 'a held, untendered sale of this cashier (the sale flow refuses others)',
    checks: 'the sale reference',
    input: saleInput<void>(() => redirect('/box-office')),
  },
  async (staff, reference) => {
    await cancelSale(await saleDeps(), staff, reference);
    redirect('/box-office');
  },
);

export const retryBuy = staffAction<
  [previous: SaleActionState, form: FormData],
  string,
  SaleActionState
>(
  {
    role: 'seller',
    unavailable: recordsAway,
    needs: 'a tendered sale whose buy did not finish (the sale flow)',
    checks: 'the sale reference',
    input: saleInput(() => notFound),
  },
  async (staff, reference) =>
    afterBuy(reference, await buySale(await saleDeps(), staff, reference)),
);

export const refundAndVoid = staffAction<
  [previous: SaleActionState, form: FormData],
  string,
  SaleActionState
>(
  {
    role: 'seller',
    unavailable: recordsAway,
    needs:
      'a sale of this cashier (or any, for a supervisor) that can still be voided (the sale flow)',
    checks: 'the sale reference and the note (at most 200 characters)',
    input: saleInput(() => notFound),
  },
  async (staff, reference, form) => {
    const note = z
      .string()
      .trim()
      .max(200)
      .catch('')
      .parse(form.get('note') ?? '');
    const result = await voidSale(await saleDeps(), staff, reference, note);
    if (!result.ok) return { ok: false, message: result.message };
    redirect(salePage(reference));
  },
);

/** Counts and audits a reprint, then opens the receipt ready to print. */
export const reprint = staffAction<[form: FormData], string, void>(
  {
    role: 'seller',
    needs: 'a settled sale of this cashier (or any, for a supervisor)',
    checks: 'the sale reference',
    input: saleInput<void>(() => redirect('/box-office/sales')),
  },
  async (staff, reference) => {
    const deps = await saleDeps();
    const sale = await findSale(deps.db, reference);
    if (
      !sale ||
      (sale.staff_id !== staff.id && staff.role !== 'supervisor') ||
      sale.status !== 'settled'
    )
      redirect('/box-office/sales');
    await countPrint(deps.db, sale.reference);
    await recordAudit({
      staffId: staff.id,
      action: 'reprint',
      subject: sale.reference,
      detail: { copy: sale.printed_count + 1 },
    });
    redirect(`${receiptPage(sale.reference)}?print=1`);
  },
);

/** Where a discount's form returns: the sale's page it was posted from, or the sale screen's basket. */
const discountReturn = (form: FormData, reference: string) =>
  form.get('from') === 'sale' ? salePage(reference) : '/box-office';

/** Back to where the discount was given, or the sale flow's refusal for the form. */
function afterDiscount(form: FormData, reference: string, result: SaleResult): SaleActionState {
  if (!result.ok) return { ok: false, message: result.message };
  redirect(discountReturn(form, reference));
}

/** A sale's reference and the discount's own fields, each checked; the first problem is the form's message. */
const discountInput =
  <Schema extends z.ZodType<Record<string, unknown>>>(schema: Schema, fields: readonly string[]) =>
  (form: FormData) => {
    const reference = referenceOf(form);
    if (!reference.success) return refuse<SaleActionState>(notFound);
    const parsed = schema.safeParse(
      Object.fromEntries(fields.map((name) => [name, form.get(name) ?? ''])),
    );
    if (!parsed.success)
      return refuse<SaleActionState>({
        ok: false,
        message: parsed.error.issues[0]?.message ?? 'Check the discount.',
      });
    return { reference: reference.data, ...(parsed.data as z.output<Schema>) };
  };

const codeSchema = z.object({ code: z.string().max(64, 'Enter the promo code as printed.') });

export const applyPromoCode = staffAction<
  [previous: SaleActionState, form: FormData],
  { reference: string } & z.output<typeof codeSchema>,
  SaleActionState
>(
  {
    role: 'seller',
    unavailable: recordsAway,
    needs:
      'a held sale of one item of this cashier (or any, for a supervisor), without a manual discount; a code whose rules the sale meets (the sale flow quotes it)',
    checks:
      'the sale reference and the code (at most 64 characters; normalised by the promo rules)',
    input: discountInput(codeSchema, ['code']),
  },
  async (staff, { reference, code }, form) =>
    afterDiscount(form, reference, await applySaleCode(await saleDeps(), staff, reference, code)),
);

export const removeDiscount = staffAction<[form: FormData], string, void>(
  {
    role: 'seller',
    needs: 'a held sale of one item of this cashier (or any, for a supervisor) (the sale flow)',
    checks: 'the sale reference',
    input: saleInput<void>(() => redirect('/box-office')),
  },
  async (staff, reference, form) => {
    await removeSaleDiscount(await saleDeps(), staff, reference);
    redirect(discountReturn(form, reference));
  },
);

const manualSchema = z.object({
  amount: z.string().transform(
    (typed, ctx) =>
      nairaToKobo(typed) ??
      (ctx.addIssue({
        code: 'custom',
        message: 'Enter the discount in naira, for example 2000 or 1500.50.',
      }),
      z.NEVER),
  ),
  reason: z
    .string()
    .trim()
    .min(3, 'Give the reason for the discount (at least 3 characters).')
    .max(200, 'The reason is at most 200 characters.'),
});

/** A manual discount: supervisors only, here and again in the sale flow, whatever the form posts. */
export const giveDiscount = staffAction<
  [previous: SaleActionState, form: FormData],
  { reference: string } & z.output<typeof manualSchema>,
  SaleActionState
>(
  {
    role: 'supervisor',
    unavailable: recordsAway,
    needs:
      'a held sale of one item without a promo code; a discount above ₦0 and no more than its total (the sale flow)',
    checks: 'the sale reference, the amount (naira) and the reason (3 to 200 characters)',
    input: discountInput(manualSchema, ['amount', 'reason']),
  },
  async (staff, { reference, amount, reason }, form) =>
    afterDiscount(
      form,
      reference,
      await discountSale(await saleDeps(), staff, reference, { amountKobo: amount, reason }),
    ),
);
