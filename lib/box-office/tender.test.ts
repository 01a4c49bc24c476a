// Tests of the tender arithmetic: cash in kobo, change due, too little refused, references required, quick cash.
import { describe, expect, it } from 'vitest';
import {
  formatKobo,
  koboToTyped,
  nairaToKobo,
  quickCashAmounts,
  settleTender,
  tenderFormSchema,
} from './tender';

const form = (fields: Record<string, string>) => tenderFormSchema.parse(fields);

describe('nairaToKobo', () => {
  it.each([
    ['5000', 500_000],
    ['5,000.5', 500_050],
    ['₦ 21,000.00', 2_100_000],
    ['0.07', 7],
    ['NGN100', 10_000],
  ])('reads %s as %i kobo', (typed, kobo) => expect(nairaToKobo(typed)).toBe(kobo));

  it.each(['', 'abc', '-5', '5.123', '1e5', '12345678901'])('refuses %j', (typed) =>
    expect(nairaToKobo(typed)).toBeNull(),
  );

  it('keeps every kobo that floating point would lose', () => {
    expect(nairaToKobo('0.29')).toBe(29);
    expect(nairaToKobo('1234567.89')).toBe(123_456_789);
  });
});

describe('settleTender', () => {
  it('gives the change due on cash', () => {
    expect(settleTender(2_100_000, form({ tender: 'cash', cashReceived: '25000' }))).toEqual({
      ok: true,
      tender: {
        kind: 'cash',
        amountKobo: 2_100_000,
        cashReceivedKobo: 2_500_000,
        changeKobo: 400_000,
        reference: null,
      },
    });
  });

  it('takes the exact amount in cash with no change', () => {
    const result = settleTender(1_050_050, form({ tender: 'cash', cashReceived: '10500.50' }));
    expect(result.ok && result.tender.changeKobo).toBe(0);
  });

  it('refuses too little cash and says how much is short', () => {
    const result = settleTender(2_100_000, form({ tender: 'cash', cashReceived: '20999.99' }));
    expect(result).toEqual({ ok: false, message: expect.stringContaining('0.01 short') });
  });

  it('takes card and transfer for the amount due, with their reference', () => {
    expect(settleTender(500_000, form({ tender: 'card', reference: ' TRM-00123 ' }))).toEqual({
      ok: true,
      tender: {
        kind: 'card',
        amountKobo: 500_000,
        cashReceivedKobo: null,
        changeKobo: null,
        reference: 'TRM-00123',
      },
    });
    const transfer = settleTender(500_000, form({ tender: 'transfer', reference: 'FT2611230001' }));
    expect(transfer.ok && transfer.tender.reference).toBe('FT2611230001');
  });

  it('refuses an amount due that is not whole kobo', () => {
    expect(() => settleTender(10.5, form({ tender: 'card', reference: 'TRM-1' }))).toThrow(
      RangeError,
    );
  });
});

describe('tenderFormSchema', () => {
  it('requires a card terminal reference', () => {
    const parsed = tenderFormSchema.safeParse({ tender: 'card', reference: '' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toMatch(/card terminal reference/);
  });

  it('requires a bank transfer reference of plain characters', () => {
    expect(tenderFormSchema.safeParse({ tender: 'transfer', reference: '<script>' }).success).toBe(
      false,
    );
  });

  it('explains a cash amount it cannot read', () => {
    const parsed = tenderFormSchema.safeParse({ tender: 'cash', cashReceived: 'five' });
    expect(parsed.error?.issues[0]?.message).toMatch(/cash received/);
  });

  it('refuses an unknown tender', () => {
    expect(tenderFormSchema.safeParse({ tender: 'cheque' }).success).toBe(false);
  });
});

describe('formatKobo', () => {
  it('writes naira with two decimals', () => expect(formatKobo(400_050)).toBe('₦4,000.50'));
});

describe('quickCashAmounts', () => {
  const naira = (amounts: number[]) => amounts.map((kobo) => kobo / 100);

  it('offers the next note and round sums above the total', () => {
    expect(naira(quickCashAmounts(750_000))).toEqual([8_000, 10_000, 20_000]);
    expect(naira(quickCashAmounts(2_090_000))).toEqual([21_000, 25_000, 30_000]);
  });

  it('skips amounts equal to the total: exact is its own button', () => {
    expect(naira(quickCashAmounts(800_000))).toEqual([10_000, 20_000, 50_000]);
    expect(naira(quickCashAmounts(10_000_000))).toEqual([200_000, 500_000, 1_000_000]);
  });

  it('rounds kobo up and small totals to small notes', () => {
    expect(naira(quickCashAmounts(1_045_050))).toEqual([11_000, 15_000, 20_000]);
    expect(naira(quickCashAmounts(35_000))).toEqual([400, 500, 1_000]);
    expect(naira(quickCashAmounts(1))).toEqual([5, 10, 20]);
  });

  it('offers nothing for a free sale and refuses an amount that is not whole kobo', () => {
    expect(quickCashAmounts(0)).toEqual([]);
    expect(() => quickCashAmounts(-1)).toThrow(RangeError);
    expect(() => quickCashAmounts(10.5)).toThrow(RangeError);
  });

  it('gives amounts the cash field reads back', () => {
    for (const kobo of [800_000, 1_045_050, 7]) expect(nairaToKobo(koboToTyped(kobo))).toBe(kobo);
    expect(koboToTyped(800_000)).toBe('8000');
    expect(koboToTyped(1_045_050)).toBe('10450.50');
  });
});
