// The sale screen's actions: hold the basket, take the tender and buy, cancel, retry, refund and void, reprint.
'use server';
import 'server-only';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { readHoldForm, type SaleActionState } from '@/lib/box-office/sale-form';
import { SALE_REFERENCE } from '@/lib/box-office/search-query';
import { tenderFormSchema } from '@/lib/box-office/tender';
import { recordAudit } from '@/server/box-office/audit';
import { buySale, cancelSale, holdSale, tenderSale, voidSale, type SaleResult } from '@/server/box-office/sale-flow';
import { countPrint, findSale } from '@/server/box-office/sales';
import { saleDeps } from '@/server/box-office/selling';
import { assertStaffAction } from '@/server/box-office/staff-session';
import { storefrontEnv } from '@/server/env';

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

export async function holdBasket(_previous: SaleActionState, form: FormData): Promise<SaleActionState> {
  const staff = await assertStaffAction('seller');
  const deps = await saleDeps();
  const read = readHoldForm(form, storefrontEnv().MAX_TICKETS_PER_ORDER, deps.boxOfficeContact);
  if (!read.ok) return read;
  const held = await holdSale(deps, staff, read);
  if (!held.ok) return { ok: false, message: held.message, fieldErrors: held.fieldErrors };
  redirect('/box-office');
}

export async function tender(_previous: SaleActionState, form: FormData): Promise<SaleActionState> {
  const staff = await assertStaffAction('seller');
  const reference = referenceOf(form);
  if (!reference.success) return { ok: false, message: 'This sale could not be found. Hold the tickets again.' };
  const parsed = tenderFormSchema.safeParse({ tender: form.get('tender'), cashReceived: form.get('cashReceived') ?? '', reference: form.get('tenderReference') ?? '' });
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? 'Check the tender.' };
  const result = await tenderSale(await saleDeps(), staff, reference.data, parsed.data);
  return afterBuy(reference.data, result);
}

export async function cancelBasket(form: FormData): Promise<void> {
  const staff = await assertStaffAction('seller');
  const reference = referenceOf(form);
  if (reference.success) await cancelSale(await saleDeps(), staff, reference.data);
  redirect('/box-office');
}

export async function retryBuy(_previous: SaleActionState, form: FormData): Promise<SaleActionState> {
  const staff = await assertStaffAction('seller');
  const reference = referenceOf(form);
  if (!reference.success) return { ok: false, message: 'This sale could not be found.' };
  return afterBuy(reference.data, await buySale(await saleDeps(), staff, reference.data));
}

export async function refundAndVoid(_previous: SaleActionState, form: FormData): Promise<SaleActionState> {
  const staff = await assertStaffAction('seller');
  const reference = referenceOf(form);
  if (!reference.success) return { ok: false, message: 'This sale could not be found.' };
  const note = z.string().trim().max(200).catch('').parse(form.get('note') ?? '');
  const result = await voidSale(await saleDeps(), staff, reference.data, note);
  if (!result.ok) return { ok: false, message: result.message };
  redirect(salePage(reference.data));
}

/** Counts and audits a reprint, then opens the receipt ready to print. */
export async function reprint(form: FormData): Promise<void> {
  const staff = await assertStaffAction('seller');
  const reference = referenceOf(form);
  if (!reference.success) redirect('/box-office/sales');
  const deps = await saleDeps();
  const sale = await findSale(deps.db, reference.data);
  if (!sale || (sale.staff_id !== staff.id && staff.role !== 'supervisor') || sale.status !== 'settled') redirect('/box-office/sales');
  await countPrint(deps.db, sale.reference);
  await recordAudit({ staffId: staff.id, action: 'reprint', subject: sale.reference, detail: { copy: sale.printed_count + 1 } });
  redirect(`${receiptPage(sale.reference)}?print=1`);
}
