// The sales a staff member may see for a period, with their sellers' names, and the service's record of each.
import 'server-only';
import type { ReportSale, ServiceRecord } from '@/lib/box-office/report';
import { can } from '@/lib/box-office/roles';
import { periodStart, type Period } from '@/lib/box-office/shift';
import { storefrontDatabase } from '@/server/store-db/storefront-database';
import { lookUp } from '@/server/ticketing/flows/purchase';
import type { SaleStatus } from '@/lib/box-office/sale-status';
import type { SalePart } from '@/server/box-office/sale/sale-parts';
import { listSales, type Sale } from '@/server/box-office/sale/sales';
import { SHIFT_MS } from '@/server/staff/session-rules';
import type { StaffStanding } from '@/server/staff/staff-session';

export interface ShiftSales {
  sales: Sale[];
  names: Map<string, string>;
  since: number;
  /** Everyone's sales (supervisors), or the staff member's own. */
  everyone: boolean;
}

export async function shiftSales(
  standing: StaffStanding,
  period: Period,
  now: number,
): Promise<ShiftSales> {
  const db = await storefrontDatabase();
  const since = periodStart(period, now, standing.shiftEndsAt - SHIFT_MS);
  const everyone = can(standing.staff.role, 'view-all-sales');
  const [sales, staff] = await Promise.all([
    listSales(db, since, everyone ? undefined : standing.staff.id),
    db.selectFrom('staff').select(['id', 'name']).execute(),
  ]);
  return {
    sales,
    names: new Map(staff.map((member) => [member.id, member.name])),
    since,
    everyone,
  };
}

export const reportSaleOf = (sale: Sale, names: Map<string, string>): ReportSale => ({
  reference: sale.reference,
  kind: sale.kind,
  staffId: sale.staff_id,
  staffName: names.get(sale.staff_id) ?? 'Unknown staff member',
  title: sale.title,
  tender: sale.tender,
  amountKobo: sale.amount_kobo,
  discountKobo: sale.discount_kobo,
  promoCode: sale.promo_code,
  status: sale.status,
  createdAt: sale.created_at,
});

/** Where an item stands in the report: sold, its share refunded, or as its sale while not bought yet. */
function partStatus(sale: Sale, part: SalePart): SaleStatus {
  if (part.status === 'bought') return 'settled';
  if (part.status === 'refunded') return 'voided';
  return sale.status;
}

/** The report's rows of a sale: the sale itself, or each item still in a sale of several. */
export function reportRowsOf(
  sale: Sale,
  parts: readonly SalePart[] | undefined,
  names: Map<string, string>,
): ReportSale[] {
  const row = reportSaleOf(sale, names);
  if (!parts || parts.length === 0) return [row];
  return parts
    .filter((part) => part.status !== 'removed')
    .map((part) => ({
      ...row,
      reference: part.reference,
      sale: sale.reference,
      kind: part.kind,
      title: part.title,
      amountKobo: part.amount_kobo,
      status: partStatus(sale, part),
    }));
}

// A few lookups at a time: a shift of a few hundred sales reconciles in seconds without crowding the service.
const LOOKUPS_AT_ONCE = 4;

/** The service's record of each reference, read by merchant reference. */
export async function serviceRecords(
  references: readonly string[],
): Promise<Map<string, ServiceRecord>> {
  const records = new Map<string, ServiceRecord>();
  const queue = [...references];
  async function worker() {
    for (let reference = queue.shift(); reference !== undefined; reference = queue.shift()) {
      const lookup = await lookUp(reference);
      records.set(
        reference,
        lookup.kind === 'found'
          ? {
              found: true,
              status: lookup.order.status,
              amountKobo:
                lookup.order.amount === null ? null : Math.round(lookup.order.amount * 100),
            }
          : lookup.kind === 'missing'
            ? { found: false }
            : { unreachable: true },
      );
    }
  }
  await Promise.all(Array.from({ length: LOOKUPS_AT_ONCE }, worker));
  return records;
}
