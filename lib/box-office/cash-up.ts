// Closing a shift's drawer: the cash expected (opening float + cash sales − cash refunds), the cash counted, and
// the difference, over or short, in kobo.
import { z } from 'zod';
import type { SaleStatus } from './sale-status';
import { formatKobo, nairaToKobo, type TenderKind } from './tender';

/** What the cash-up needs of one sale. */
export interface CashSale {
  tender: TenderKind | null;
  status: SaleStatus | (string & {});
  amountKobo: number;
}

export interface CashMovements {
  /** Cash taken at the counter: sold, paid and still to settle, or later refunded. */
  cashSalesKobo: number;
  /** Cash given back when a sale was voided. */
  cashRefundsKobo: number;
}

export interface CashUp extends CashMovements {
  openingFloatKobo: number;
  expectedKobo: number;
  countedKobo: number;
  /** Counted less expected: positive over, negative short. */
  differenceKobo: number;
}

// A sale whose tender was taken; held and released sales took none.
const CASH_TAKEN: readonly string[] = ['tendered', 'buying', 'settled', 'unsettled', 'voided'];

export function cashMovements(sales: readonly CashSale[]): CashMovements {
  let cashSalesKobo = 0;
  let cashRefundsKobo = 0;
  for (const sale of sales) {
    if (sale.tender !== 'cash' || !CASH_TAKEN.includes(sale.status)) continue;
    cashSalesKobo += sale.amountKobo;
    if (sale.status === 'voided') cashRefundsKobo += sale.amountKobo;
  }
  return { cashSalesKobo, cashRefundsKobo };
}

export function cashUp(
  openingFloatKobo: number,
  countedKobo: number,
  movements: CashMovements,
): CashUp {
  const expectedKobo = openingFloatKobo + movements.cashSalesKobo - movements.cashRefundsKobo;
  return {
    openingFloatKobo,
    ...movements,
    expectedKobo,
    countedKobo,
    differenceKobo: countedKobo - expectedKobo,
  };
}

/** "₦500.00 over", "₦1,000.00 short", or that the drawer is exact. */
export function describeDifference(differenceKobo: number): string {
  if (differenceKobo === 0) return 'Exact: no difference';
  return `${formatKobo(Math.abs(differenceKobo))} ${differenceKobo > 0 ? 'over' : 'short'}`;
}

const naira = (what: string) =>
  z.string().transform((typed, ctx) => {
    const kobo = nairaToKobo(typed);
    if (kobo === null) {
      ctx.addIssue({
        code: 'custom',
        message: `Enter the ${what} in naira, for example 25000 or 25000.50.`,
      });
      return z.NEVER;
    }
    return kobo;
  });

/** The close-shift form as posted: the float the drawer started with and the cash counted at the end. */
export const cashUpFormSchema = z
  .object({ openingFloat: naira('opening float'), countedCash: naira('cash counted') })
  .transform(({ openingFloat, countedCash }) => ({
    openingFloatKobo: openingFloat,
    countedCashKobo: countedCash,
  }));
