// The sale screen's actions: hold the basket, add an item to it or take one out, take the tender and buy, cancel,
// retry, refund one item's share or the whole tender and void, reprint. Each is
// a public endpoint declared with its policy (staffAction): a seller or supervisor, the sale's reference re-checked,
// and whose sale it is and its state checked by the sale flow.
'use server';
import 'server-only';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { orderOfPart } from '@/lib/basket/part-reference';
import { readHoldForm, type SaleActionState } from '@/lib/box-office/sale-form';
import { SALE_REFERENCE } from '@/lib/box-office/search-query';
import { tenderFormSchema } from '@/lib/box-office/tender';
import { recordAudit } from '@/server/box-office/audit';
import { addToSale, refundPart, removePart } from '@/server/box-office/basket-flow';
import { buySale, cancelSale, holdSale, tenderSale, voidSale, type SaleResult } from '@/server/box-office/sale-flow';
import { countPrint, findSale } from '@/server/box-office/sales';
import { saleDeps } from '@/server/box-office/selling';
import { staffAction } from '@/server/box-office/staff-session';
import { storefrontEnv } from '@/server/env';
import { refuse } from '@/server/security/action-policy';

const referenceOf = (form: FormData) => z.string().regex(SALE_REFERENCE).safeParse(form.get('reference'));

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
const recordsAway = (): SaleActionState => ({ ok: false, message: 'The box office cannot record sales for a moment. Nothing changed: try again shortly.' });

const HOLD_CHECKS = 'the selection, quantities (at most MAX_TICKETS_PER_ORDER) and each customer detail given (all optional), against the zod schemas';

const readHold = async (form: FormData) => {
  const read = readHoldForm(form, storefrontEnv().MAX_TICKETS_PER_ORDER, (await saleDeps()).boxOfficeContact);
  return read.ok ? read : refuse(read);
};

export const holdBasket = staffAction<[previous: SaleActionState, form: FormData], HeldForm, SaleActionState>(
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

export const addItem = staffAction<[previous: SaleActionState, form: FormData], HeldForm, SaleActionState>(
  {
    role: 'seller',
    unavailable: recordsAway,
    needs: 'this cashier’s sale on hold, not yet paid, with fewer than nine items (or none: the item starts one) (the sale flow)',
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
    if (!reference.success || !part.success || orderOfPart(part.data) !== reference.data) return refuse(refused());
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

export const refundItem = staffAction<[previous: SaleActionState, form: FormData], PartInput, SaleActionState>(
  {
    role: 'seller',
    unavailable: recordsAway,
    needs: 'a paid sale of this cashier (or any, for a supervisor) whose item the service did not sell (the sale flow)',
    checks: 'the sale’s reference and the item’s, which must be one of the sale’s, and the note (at most 200 characters)',
    input: partInput(() => notFound),
  },
  async (staff, { reference, part }, form) => {
    const note = z.string().trim().max(200).catch('').parse(form.get('note') ?? '');
    const result = await refundPart(await saleDeps(), staff, reference, part, note);
    if (!result.ok) return { ok: false, message: result.message };
    redirect(salePage(reference));
  },
);

type TenderInput = { reference: string; tender: z.output<typeof tenderFormSchema> };

export const tender = staffAction<[previous: SaleActionState, form: FormData], TenderInput, SaleActionState>(
  {
    role: 'seller',
    unavailable: recordsAway,
    needs: 'a held sale of this cashier (or any, for a supervisor) not yet tendered (the sale flow)',
    checks: 'the sale reference, the tender kind, the cash received (at least the total) and the card or transfer reference',
    input: (form) => {
      const reference = referenceOf(form);
      if (!reference.success) return refuse<SaleActionState>({ ok: false, message: 'This sale could not be found. Hold the tickets again.' });
      const parsed = tenderFormSchema.safeParse({ tender: form.get('tender'), cashReceived: form.get('cashReceived') ?? '', reference: form.get('tenderReference') ?? '' });
      return parsed.success ? { reference: reference.data, tender: parsed.data } : refuse<SaleActionState>({ ok: false, message: parsed.error.issues[0]?.message ?? 'Check the tender.' });
    },
  },
  async (staff, { reference, tender }) => afterBuy(reference, await tenderSale(await saleDeps(), staff, reference, tender)),
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

export const retryBuy = staffAction<[previous: SaleActionState, form: FormData], string, SaleActionState>(
  { role: 'seller', unavailable: recordsAway, needs: 'a tendered sale whose buy did not finish (the sale flow)', checks: 'the sale reference', input: saleInput(() => notFound) },
  async (staff, reference) => afterBuy(reference, await buySale(await saleDeps(), staff, reference)),
);

export const refundAndVoid = staffAction<[previous: SaleActionState, form: FormData], string, SaleActionState>(
  { role: 'seller', unavailable: recordsAway, needs: 'a sale of this cashier (or any, for a supervisor) that can still be voided (the sale flow)', checks: 'the sale reference and the note (at most 200 characters)', input: saleInput(() => notFound) },
  async (staff, reference, form) => {
    const note = z.string().trim().max(200).catch('').parse(form.get('note') ?? '');
    const result = await voidSale(await saleDeps(), staff, reference, note);
    if (!result.ok) return { ok: false, message: result.message };
    redirect(salePage(reference));
  },
);

/** Counts and audits a reprint, then opens the receipt ready to print. */
export const reprint = staffAction<[form: FormData], string, void>(
  { role: 'seller', needs: 'a settled sale of this cashier (or any, for a supervisor)', checks: 'the sale reference', input: saleInput<void>(() => redirect('/box-office/sales')) },
  async (staff, reference) => {
    const deps = await saleDeps();
    const sale = await findSale(deps.db, reference);
    if (!sale || (sale.staff_id !== staff.id && staff.role !== 'supervisor') || sale.status !== 'settled') redirect('/box-office/sales');
    await countPrint(deps.db, sale.reference);
    await recordAudit({ staffId: staff.id, action: 'reprint', subject: sale.reference, detail: { copy: sale.printed_count + 1 } });
    redirect(`${receiptPage(sale.reference)}?print=1`);
  },
);
