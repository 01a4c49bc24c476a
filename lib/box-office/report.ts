// End-of-shift sums (by tender, by staff member, by kind, cash expected in the drawer) and the reconciliation of the
// box office's sales against the service's transaction records, in kobo. A sale of several items is one row per
// item (each bought and reconciled under its own reference, counted under its kind), and one sale in the counts.
import type { SaleStatus } from './sale-status';
import { lagosDay } from '@/lib/format/lagos-day';
import { lagosDateTime } from './format';
import type { Period } from './shift';
import { formatKobo, TENDER_KINDS, type TenderKind } from './tender';

/** What the report needs of one sale, or of one item of a sale of several. */
export interface ReportSale {
  /** The reference the service knows it by: the sale's, or the item's. */
  reference: string;
  /** The sale's reference, for an item of a sale of several. */
  sale?: string;
  /** What was sold: event, cinema, bus or hotel. */
  kind: string;
  staffId: string;
  staffName: string;
  title: string;
  tender: TenderKind | null;
  /** What the customer paid. */
  amountKobo: number;
  /** Taken off the service's price (a promo code or a manual discount); the service recorded the price before it. */
  discountKobo?: number | null;
  promoCode?: string | null;
  status: SaleStatus;
  createdAt: number;
}

/** What the service recorded under a merchant reference: its record, nothing, or no answer. */
export type ServiceRecord =
  | { found: true; status: string; amountKobo: number | null }
  | { found: false }
  | { unreachable: true };

export interface Totals {
  count: number;
  amountKobo: number;
}

export interface StaffTotals extends Totals {
  staffId: string;
  staffName: string;
  byTender: Record<TenderKind, Totals>;
}

export type DifferenceKind = 'missing' | 'unexpected' | 'amount' | 'status' | 'unchecked';

export interface Difference {
  reference: string;
  kind: DifferenceKind;
  message: string;
}

export interface ShiftReport {
  /** Sales the service sold, by tender. */
  byTender: Record<TenderKind, Totals>;
  byStaff: StaffTotals[];
  /** Items sold, by kind (each item of a sale of several under its own kind). */
  byKind: Record<string, Totals>;
  total: Totals;
  /** Cash taken and not given back: sold, or taken and still waiting for the service (unsettled). */
  cashExpectedKobo: number;
  /** Tender taken whose sale the service has not (yet) sold: to retry or refund before the shift closes. */
  unsettled: Totals;
  voided: Totals;
  differences: Difference[];
}

/** Sales whose money was taken and kept (not voided, not merely held). */
const MONEY_KEPT: readonly SaleStatus[] = ['tendered', 'buying', 'settled', 'unsettled'];
/** The service's status of a transaction it completed. */
export const SERVICE_SOLD = 'successful';

const zero = (): Totals => ({ count: 0, amountKobo: 0 });
const byTenderZero = () =>
  Object.fromEntries(TENDER_KINDS.map((kind) => [kind, zero()])) as Record<TenderKind, Totals>;
const add = (totals: Totals, amountKobo: number, counted = true) => {
  if (counted) totals.count += 1;
  totals.amountKobo += amountKobo;
};

/** Whether a row is the first of its sale seen under `bucket`: a sale of several items counts once. */
function firstOfSale(seen: Set<string>, bucket: string, sale: ReportSale): boolean {
  const key = `${bucket}\u0000${sale.sale ?? sale.reference}`;
  if (seen.has(key)) return false;
  seen.add(key);
  return true;
}

/** Kinds in the order the counter sells them; others after. */
export const REPORT_KINDS = ['event', 'cinema', 'bus', 'hotel'] as const;

/** Compares one sale with the service's record; null when they agree. Held and released sales were never bought. */
export function differenceOf(
  sale: ReportSale,
  record: ServiceRecord | undefined,
): Difference | null {
  if (sale.status === 'held' || sale.status === 'released') return null;
  const at = (kind: DifferenceKind, message: string): Difference => ({
    reference: sale.reference,
    kind,
    message,
  });
  if (!record || 'unreachable' in record)
    return at('unchecked', 'The service could not be asked about this sale; check again later.');
  const expectSold = sale.status === 'settled';
  if (!record.found)
    return expectSold ? at('missing', 'Sold here but missing at the service.') : null;
  if (!expectSold) {
    return at(
      'unexpected',
      `Recorded at the service (${record.status}) but ${sale.status} here: settle it rather than refund.`,
    );
  }
  if (record.status !== SERVICE_SOLD)
    return at('status', `Status differs: sold here, ${record.status} at the service.`);
  // The service sold at its price: a discount is the merchant's, so the price before it is compared.
  const priceKobo = sale.amountKobo + (sale.discountKobo ?? 0);
  if (record.amountKobo !== null && record.amountKobo !== priceKobo) {
    return at(
      'amount',
      `Amount differs: ${formatKobo(priceKobo)} here, ${formatKobo(record.amountKobo)} at the service.`,
    );
  }
  return null;
}

export function shiftReport(
  sales: readonly ReportSale[],
  records: ReadonlyMap<string, ServiceRecord>,
): ShiftReport {
  const byTender = byTenderZero();
  const staff = new Map<string, StaffTotals>();
  const total = zero();
  const unsettled = zero();
  const voided = zero();
  const byKind: Record<string, Totals> = Object.fromEntries(
    REPORT_KINDS.map((kind) => [kind, zero()]),
  );
  const seen = new Set<string>();
  let cashExpectedKobo = 0;
  for (const sale of sales) {
    if (sale.tender && sale.tender === 'cash' && MONEY_KEPT.includes(sale.status))
      cashExpectedKobo += sale.amountKobo;
    if (sale.status === 'voided') add(voided, sale.amountKobo, firstOfSale(seen, 'voided', sale));
    else if (sale.status !== 'settled' && MONEY_KEPT.includes(sale.status))
      add(unsettled, sale.amountKobo, firstOfSale(seen, 'unsettled', sale));
    if (sale.status !== 'settled' || !sale.tender) continue;
    const first = firstOfSale(seen, 'sold', sale);
    add(total, sale.amountKobo, first);
    add(byTender[sale.tender], sale.amountKobo, first);
    add((byKind[sale.kind] ??= zero()), sale.amountKobo);
    const member = staff.get(sale.staffId) ?? {
      staffId: sale.staffId,
      staffName: sale.staffName,
      ...zero(),
      byTender: byTenderZero(),
    };
    add(member, sale.amountKobo, first);
    add(member.byTender[sale.tender], sale.amountKobo, first);
    staff.set(sale.staffId, member);
  }
  const differences = sales
    .map((sale) => differenceOf(sale, records.get(sale.reference)))
    .filter((d): d is Difference => d !== null);
  const byStaff = [...staff.values()].sort((a, b) => a.staffName.localeCompare(b.staffName));
  return { byTender, byStaff, byKind, total, cashExpectedKobo, unsettled, voided, differences };
}

/** References worth asking the service about: every sale whose tender was taken. */
export const referencesToReconcile = (sales: readonly ReportSale[]) =>
  sales
    .filter((sale) => MONEY_KEPT.includes(sale.status) || sale.status === 'voided')
    .map((sale) => sale.reference);

// Later columns come last, so the columns of earlier exports keep their places; `amount_naira` is what was paid.
const CSV_HEADER = [
  'time_lagos',
  'reference',
  'staff',
  'item',
  'tender',
  'amount_naira',
  'status',
  'difference',
  'kind',
  'sale',
  'promo_code',
  'discount_naira',
];

// A cell starting with = + - @ would run as a formula in a spreadsheet.
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The shift's sales as CSV, one row per sale (per item of a sale of several, with the sale's reference) with any difference found. */
export function reportCsv(sales: readonly ReportSale[], report: ShiftReport): string {
  const differences = new Map(report.differences.map((d) => [d.reference, d.message]));
  const rows = sales.map((sale) => [
    lagosDateTime(sale.createdAt),
    sale.reference,
    sale.staffName,
    sale.title,
    sale.tender ?? '',
    (sale.amountKobo / 100).toFixed(2),
    sale.status,
    differences.get(sale.reference) ?? '',
    sale.kind,
    sale.sale ?? sale.reference,
    sale.promoCode ?? '',
    sale.discountKobo ? (sale.discountKobo / 100).toFixed(2) : '',
  ]);
  return [CSV_HEADER, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** The CSV's file name, dated by the Lagos day (a sale at 00:30 in Lagos belongs to that day, not UTC's day before). */
export const reportFileName = (period: Period, now: number) =>
  `box-office-${period}-${lagosDay(now)}.csv`;
