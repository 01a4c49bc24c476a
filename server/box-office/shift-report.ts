// The end-of-shift report of a staff member's period: their (or everyone's) sales reconciled with the service.
import 'server-only';
import { referencesToReconcile, shiftReport, type ReportSale, type ShiftReport } from '@/lib/box-office/report';
import type { Period } from '@/lib/box-office/shift';
import { reportSaleOf, serviceRecords, shiftSales } from './shift';
import type { StaffStanding } from './staff-session';

export interface ShiftReportPage {
  sales: ReportSale[];
  report: ShiftReport;
  since: number;
  everyone: boolean;
}

export async function loadShiftReport(standing: StaffStanding, period: Period, now: number): Promise<ShiftReportPage> {
  const { sales, names, since, everyone } = await shiftSales(standing, period, now);
  const rows = sales.filter((sale) => sale.status !== 'released' && sale.status !== 'held').map((sale) => reportSaleOf(sale, names));
  const records = await serviceRecords(referencesToReconcile(rows));
  return { sales: rows, report: shiftReport(rows, records), since, everyone };
}
