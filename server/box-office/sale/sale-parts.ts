// The parts of a box-office sale of several items in the storefront database: one row per item, held, bought or
// refunded under its own reference, and the sale's summary (title, lines, total, earliest hold) drawn from them.
import 'server-only';
import type { Selectable } from 'kysely';
import { isBasketReference } from '@/lib/basket/part-reference';
import { orderTotalKobo } from '@/lib/checkout/order-total';
import {
  checkoutStateSchema,
  type CheckoutState,
  type HeldLine,
} from '@/server/session/checkout-state';
import type { StoreDatabase } from '@/server/store-db/connect';
import type { SalePartStatus, SalePartsTable } from '@/server/store-db/schema';

type SalePartRow = Selectable<SalePartsTable>;

/** A part as the flow and the pages use it, its checkout read back through its schema. */
export interface SalePart extends Omit<SalePartRow, 'checkout'> {
  checkout: CheckoutState;
}

/** The `kind` a sale of several items is recorded under; each part keeps its own. */
export const SEVERAL_KINDS = 'basket';

/** Parts still in the sale: held, bought, or not bought yet (removed and refunded ones are out of it). */
export const inSale = (part: SalePart) =>
  part.status === 'held' || part.status === 'bought' || part.status === 'failed';

/** Parts the sale still has to buy. */
export const toBuy = (part: SalePart) => part.status === 'held' || part.status === 'failed';

const readPart = (row: SalePartRow): SalePart => ({
  ...row,
  position: Number(row.position),
  amount_kobo: Number(row.amount_kobo),
  checkout: checkoutStateSchema.parse(JSON.parse(row.checkout)),
});

export async function partsOf(db: StoreDatabase, saleReference: string): Promise<SalePart[]> {
  const rows = await db
    .selectFrom('sale_parts')
    .selectAll()
    .where('sale_reference', '=', saleReference)
    .orderBy('position')
    .execute();
  return rows.map(readPart);
}

/** The parts of several sales at once, by sale (for the sales list and the report). */
export async function partsOfSales(
  db: StoreDatabase,
  saleReferences: readonly string[],
): Promise<Map<string, SalePart[]>> {
  const bySale = new Map<string, SalePart[]>();
  if (saleReferences.length === 0) return bySale;
  const rows = await db
    .selectFrom('sale_parts')
    .selectAll()
    .where('sale_reference', 'in', [...saleReferences])
    .orderBy('position')
    .execute();
  for (const part of rows.map(readPart))
    bySale.set(part.sale_reference, [...(bySale.get(part.sale_reference) ?? []), part]);
  return bySale;
}

/** The row of a newly held part; its checkout already carries the part's reference. */
export const partRow = (
  saleReference: string,
  position: number,
  checkout: CheckoutState,
  now: number,
) => ({
  reference: checkout.merchantReference,
  sale_reference: saleReference,
  position,
  kind: checkout.selection.kind,
  title: checkout.title,
  subtitle: checkout.subtitle ?? null,
  checkout: JSON.stringify(checkout),
  amount_kobo: orderTotalKobo(checkout.lines),
  status: 'held' as const,
  failure: null,
  created_at: now,
  updated_at: now,
});

export interface PartChanges {
  failure?: string | null;
  checkout?: CheckoutState;
}

/** Moves a part from one of `from` to `to` only if it is still in one of them; true when this call did it. */
export async function transitionPart(
  db: StoreDatabase,
  reference: string,
  from: readonly SalePartStatus[],
  to: SalePartStatus,
  now: number,
  changes: PartChanges = {},
): Promise<boolean> {
  const result = await db
    .updateTable('sale_parts')
    .set({
      status: to,
      updated_at: now,
      ...(changes.failure !== undefined ? { failure: changes.failure } : {}),
      ...(changes.checkout ? { checkout: JSON.stringify(changes.checkout) } : {}),
    })
    .where('reference', '=', reference)
    .where('status', 'in', [...from])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

const TITLE_MAX = 255;

/** When a part's holds lapse, in this server's clock. */
const lapsesAt = (part: SalePart) =>
  Date.parse(part.checkout.expiresAt) - part.checkout.clockOffsetMs;

/** What the sale row says of its parts: every title, every line, the total, and the hold that lapses first. */
export function saleSummary(parts: readonly SalePart[]): {
  title: string;
  subtitle: string;
  lines: HeldLine[];
  amountKobo: number;
  checkout: CheckoutState;
} | null {
  const held = parts.filter(inSale);
  if (held.length === 0) return null;
  const title = held.map((part) => part.title).join(' + ');
  const earliest = held.reduce((first, part) => (lapsesAt(part) < lapsesAt(first) ? part : first));
  return {
    title: title.length > TITLE_MAX ? `${title.slice(0, TITLE_MAX - 1)}…` : title,
    subtitle: `${held.length} ${held.length === 1 ? 'item' : 'items'}`,
    lines: held.flatMap((part) => part.checkout.lines),
    amountKobo: held.reduce((sum, part) => sum + part.amount_kobo, 0),
    checkout: earliest.checkout,
  };
}

/** Gives back what a sale on hold holds: its own checkout, or each part's still held. */
export async function releaseHolds(
  deps: {
    db: StoreDatabase;
    now: () => number;
    release: (checkout: CheckoutState) => Promise<void>;
  },
  sale: { reference: string; checkout: CheckoutState },
): Promise<void> {
  if (!isBasketReference(sale.reference)) return deps.release(sale.checkout);
  for (const part of await partsOf(deps.db, sale.reference)) {
    if (await transitionPart(deps.db, part.reference, ['held'], 'removed', deps.now()))
      await deps.release(part.checkout);
  }
}
