// The end-of-shift report of a staff member's period: their (or everyone's) sales reconciled with the service, each
// item of a sale of several on its own row.
import 'server-only';
import {
  referencesToReconcile,
  shiftReport,
  type ReportSale,
  type ShiftReport,
} from '@/lib/box-office/report';
import type { Period } from '@/lib/box-office/shift';
import { isBasketReference } from '@/lib/basket/part-reference';
import { storefrontDatabase } from '@/server/store-db/storefront-database';
import { partsOfSales } from '@/server/box-office/sale/sale-parts';
import { reportRowsOf, serviceRecords, shiftSales } from './shift';
import type { StaffStanding } from '@/server/staff/staff-session';

export interface ShiftReportPage {
  sales: ReportSale[];
  report: ShiftReport;
  since: number;
  everyone: boolean;
}

export async function loadShiftReport(
  standing: StaffStanding,
  period: Period,
  now: number,
): Promise<ShiftReportPage> {
  const { sales, names, since, everyone } = await shiftSales(standing, period, now);
  const kept = sales.filter((sale) => sale.status !== 'released' && sale.status !== 'held');
  const parts = await partsOfSales(
    await storefrontDatabase(),
    kept.filter((sale) => isBasketReference(sale.reference)).map((sale) => sale.reference),
  );
  const rows = kept.flatMap((sale) => reportRowsOf(sale, parts.get(sale.reference), names));
  const records = await serviceRecords(referencesToReconcile(rows));
  return { sales: rows, report: shiftReport(rows, records), since, everyone };
}
