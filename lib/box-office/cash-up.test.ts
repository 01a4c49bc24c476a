// Tests of closing a shift's drawer: expected cash from the float, cash sales and refunds; over and short.
import { describe, expect, it } from 'vitest';
import { cashMovements, cashUp, cashUpFormSchema, describeDifference } from './cash-up';

const sale = (tender: 'cash' | 'card' | 'transfer' | null, status: string, amountKobo: number) =>
  ({ tender, status, amountKobo }) as const;

describe('cashMovements', () => {
  it('counts cash taken (sold, paid and waiting, refunded) as sales and refunded cash as refunds', () => {
    const sales = [
      sale('cash', 'settled', 2_100_000),
      sale('cash', 'unsettled', 100_000),
      sale('cash', 'voided', 700_000),
      sale('card', 'settled', 500_000),
      sale('transfer', 'voided', 300_000),
      sale(null, 'held', 800_000),
      sale('cash', 'released', 800_000),
    ];
    expect(cashMovements(sales)).toEqual({ cashSalesKobo: 2_900_000, cashRefundsKobo: 700_000 });
  });
});

describe('cashUp', () => {
  const movements = { cashSalesKobo: 2_900_000, cashRefundsKobo: 700_000 };

  it('expects the opening float plus cash sales less cash refunds', () => {
    expect(cashUp(500_000, 2_700_000, movements)).toEqual({
      openingFloatKobo: 500_000,
      ...movements,
      expectedKobo: 2_700_000,
      countedKobo: 2_700_000,
      differenceKobo: 0,
    });
  });

  it('is over when more was counted and short when less', () => {
    expect(cashUp(500_000, 2_750_000, movements).differenceKobo).toBe(50_000);
    expect(cashUp(500_000, 2_600_000, movements).differenceKobo).toBe(-100_000);
  });

  it('says over, short or exact in naira', () => {
    expect(describeDifference(50_000)).toBe('₦500.00 over');
    expect(describeDifference(-100_000)).toBe('₦1,000.00 short');
    expect(describeDifference(0)).toBe('Exact: no difference');
  });
});

describe('cashUpFormSchema', () => {
  it('reads the float and the counted cash in naira as kobo', () => {
    expect(cashUpFormSchema.parse({ openingFloat: '5,000', countedCash: '27000.50' })).toEqual({
      openingFloatKobo: 500_000,
      countedCashKobo: 2_700_050,
    });
  });

  it('refuses what is not an amount, with a clear message', () => {
    const parsed = cashUpFormSchema.safeParse({ openingFloat: '0', countedCash: 'lots' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(
      'Enter the cash counted in naira, for example 25000 or 25000.50.',
    );
  });
});
