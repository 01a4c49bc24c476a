// Promo codes: created with every rule, refused with a sentence per field, never twice; batches of unique single-use
// codes from an unambiguous alphabet; listed with their uses; turned off and on; exported as CSV.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testStoreDatabase } from '@/server/payments/testing/store';
import type { StoreDatabase } from '@/server/store-db/connect';
import {
  BATCH_ALPHABET,
  createPromoCode,
  findPromoCode,
  generatePromoBatch,
  listPromoCodes,
  PromoCodeInputError,
  promoCodesCsv,
  setPromoCodeEnabled,
} from './codes';
import { claimPromoUse, markPromoUseUsed } from './uses';
import { claimOf, codeInput, NOW } from './test-support';

let db: StoreDatabase;
beforeEach(async () => {
  db = await testStoreDatabase();
});
afterEach(async () => {
  await db.destroy();
});

async function refusal(run: () => Promise<unknown>): Promise<PromoCodeInputError> {
  const error = await run().then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(PromoCodeInputError);
  return error as PromoCodeInputError;
}

describe('creating a code', () => {
  it('keeps every rule, the code upper-cased, and reads it back', async () => {
    const rules = {
      note: 'Radio spots',
      discount: { kind: 'price', kobo: 2_500_00 },
      scope: { type: 'route', routeId: 12 },
      validFrom: NOW,
      validUntil: NOW + 86_400_000,
      maxUses: 100,
      maxUsesPerCustomer: 2,
      maxTicketsPerOrder: 4,
      minTickets: 2,
    } as const;
    const created = await createPromoCode(
      db,
      codeInput({ code: ' launch-26 ', ...rules }),
      'staff-1',
      NOW,
    );
    expect(created).toEqual({
      ...rules,
      code: 'LAUNCH-26',
      campaign: 'launch-week',
      enabled: true,
      batch: null,
      claimed: 0,
      createdBy: 'staff-1',
      createdAt: NOW,
      updatedBy: 'staff-1',
      updatedAt: NOW,
    });
    expect(await findPromoCode(db, 'launch-26')).toEqual(created);
    expect(await findPromoCode(db, 'no')).toBeUndefined();
  });

  it('refuses a code that exists already, however it is typed', async () => {
    await createPromoCode(db, codeInput(), 'staff-1', NOW);
    const error = await refusal(() =>
      createPromoCode(db, codeInput({ code: 'launch' }), 'staff-1', NOW),
    );
    expect(error.fieldErrors).toEqual({ code: 'The code LAUNCH exists already; choose another.' });
  });

  it.each([
    [{ code: 'AB' }, 'code', 'Use 3 to 32 letters, digits or dashes.'],
    [{ code: 'SUMMER SALE' }, 'code', 'Use 3 to 32 letters, digits or dashes.'],
    [
      { discount: { kind: 'percent', percent: 0 } },
      'discount',
      'Enter a percentage from 1 to 100.',
    ],
    [
      { discount: { kind: 'percent', percent: 101 } },
      'discount',
      'Enter a percentage from 1 to 100.',
    ],
    [{ discount: { kind: 'percent', percent: 12.5 } }, 'discount', 'Enter a whole percentage.'],
    [{ discount: { kind: 'amount', kobo: 0 } }, 'discount', 'Enter more than 0.'],
    [{ discount: { kind: 'price', kobo: -1 } }, 'discount', 'Enter 0 or more.'],
    [
      { discount: { kind: 'half' } },
      'discount',
      'Choose a percentage off, an amount off or a fixed price.',
    ],
    [{ scope: { type: 'event', eventId: ' ' } }, 'scope', 'Choose the event.'],
    [
      { scope: { type: 'kind', kind: 'boat' } },
      'scope',
      'Choose what kind of thing the code is for.',
    ],
    [{ scope: { type: 'planet' } }, 'scope', 'Choose where the code applies.'],
    [{ validFrom: NOW, validUntil: NOW }, 'validUntil', 'The end must come after the start.'],
    [{ maxUses: 0 }, 'maxUses', 'Enter 1 or more.'],
    [{ minTickets: 1.5 }, 'minTickets', 'Enter a whole number.'],
    [{ campaign: 'x'.repeat(101) }, 'campaign', 'Keep it to 100 characters.'],
  ])('refuses %j, saying why in its field', async (over, field, message) => {
    const error = await refusal(() =>
      createPromoCode(db, { ...codeInput(), ...over }, 'staff-1', NOW),
    );
    expect(error.fieldErrors[field]).toBe(message);
    expect(error.message).toBe(message);
    expect(await listPromoCodes(db)).toEqual([]);
  });

  it('takes numbers as a form posts them: text of digits, blank for none', async () => {
    const created = await createPromoCode(
      db,
      {
        ...codeInput(),
        discount: { kind: 'amount', kobo: ' 50000 ' },
        maxUses: '5',
        minTickets: '',
        validFrom: '',
      },
      'staff-1',
      NOW,
    );
    expect(created).toMatchObject({
      discount: { kind: 'amount', kobo: 500_00 },
      maxUses: 5,
      minTickets: null,
      validFrom: null,
    });
    const error = await refusal(() =>
      createPromoCode(
        db,
        {
          ...codeInput({ code: 'OTHER' }),
          discount: { kind: 'percent', percent: '' },
          maxUses: 'many',
        },
        'staff-1',
        NOW,
      ),
    );
    expect(error.fieldErrors).toEqual({
      discount: 'Enter a percentage from 1 to 100.',
      maxUses: 'Enter a whole number.',
    });
  });

  it('keeps a blank campaign or note as none', async () => {
    const created = await createPromoCode(
      db,
      codeInput({ campaign: '  ', note: '' }),
      'staff-1',
      NOW,
    );
    expect(created).toMatchObject({ campaign: null, note: null });
  });
});

describe('a batch of codes', () => {
  it('makes unique single-use codes PREFIX-XXXXXXXX from letters and digits that cannot be misread, in one batch', async () => {
    const codes = await generatePromoBatch(
      db,
      {
        campaign: 'partner-bank',
        discount: { kind: 'amount', kobo: 1_000_00 },
        scope: { type: 'shop' },
        maxUses: 50,
      },
      { count: 40, prefix: 'bank' },
      'staff-1',
      NOW,
    );
    expect(codes).toHaveLength(40);
    expect(new Set(codes).size).toBe(40);
    for (const code of codes) expect(code).toMatch(new RegExp(`^BANK-[${BATCH_ALPHABET}]{8}$`));
    expect(codes.join('')).not.toMatch(/[01OI]/);
    const listed = await listPromoCodes(db);
    expect(listed).toHaveLength(40);
    expect(new Set(listed.map((code) => code.batch)).size).toBe(1);
    expect(listed.every((code) => code.maxUses === 1 && code.campaign === 'partner-bank')).toBe(
      true,
    );
    expect(await listPromoCodes(db, { batch: listed[0]!.batch! })).toHaveLength(40);
  });

  it('refuses a bad count or prefix, and a bad template, making nothing', async () => {
    const template = { discount: { kind: 'percent', percent: 10 }, scope: { type: 'shop' } };
    expect(
      (
        await refusal(() =>
          generatePromoBatch(db, template, { count: 0, prefix: 'BANK' }, 'staff-1', NOW),
        )
      ).fieldErrors,
    ).toEqual({ count: 'Make at least 1 code.' });
    expect(
      (
        await refusal(() =>
          generatePromoBatch(db, template, { count: 5_001, prefix: 'BANK' }, 'staff-1', NOW),
        )
      ).fieldErrors,
    ).toEqual({ count: 'Make at most 5000 codes at once.' });
    expect(
      (
        await refusal(() =>
          generatePromoBatch(db, template, { count: 5, prefix: 'B-1' }, 'staff-1', NOW),
        )
      ).fieldErrors,
    ).toEqual({ prefix: 'Use 2 to 20 letters or digits.' });
    expect(
      (
        await refusal(() =>
          generatePromoBatch(
            db,
            { ...template, discount: { kind: 'percent', percent: 0 } },
            { count: 5, prefix: 'BANK' },
            'staff-1',
            NOW,
          ),
        )
      ).fieldErrors,
    ).toHaveProperty('discount');
    expect(await listPromoCodes(db)).toEqual([]);
  });
});

describe('listing and switching codes', () => {
  it('lists codes newest first with what was claimed and what was used', async () => {
    await createPromoCode(db, codeInput({ code: 'OLDER' }), 'staff-1', NOW - 1);
    await createPromoCode(db, codeInput({ maxUses: 10 }), 'staff-1', NOW);
    await claimPromoUse(db, claimOf('order-1'), NOW);
    await claimPromoUse(db, claimOf('order-2'), NOW);
    await markPromoUseUsed(db, 'order-1', NOW);
    const listed = await listPromoCodes(db);
    expect(listed.map((code) => [code.code, code.claimed, code.used])).toEqual([
      ['LAUNCH', 2, 1],
      ['OLDER', 0, 0],
    ]);
  });

  it('turns a code off and on, saying who; false for no such code', async () => {
    await createPromoCode(db, codeInput(), 'staff-1', NOW);
    expect(await setPromoCodeEnabled(db, 'launch', false, 'staff-2', NOW + 1)).toBe(true);
    expect(await findPromoCode(db, 'LAUNCH')).toMatchObject({
      enabled: false,
      updatedBy: 'staff-2',
      updatedAt: NOW + 1,
    });
    expect(await setPromoCodeEnabled(db, 'LAUNCH', true, 'staff-2', NOW + 2)).toBe(true);
    expect((await findPromoCode(db, 'LAUNCH'))?.enabled).toBe(true);
    expect(await setPromoCodeEnabled(db, 'NOPE', true, 'staff-2', NOW)).toBe(false);
  });
});

describe('the CSV', () => {
  it('has a row per code: discount and scope in words, times in UTC, cells that cannot run as formulas', async () => {
    await createPromoCode(
      db,
      codeInput({
        code: 'LAUNCH',
        campaign: '=cmd',
        validFrom: NOW,
        maxUses: 3,
        discount: { kind: 'amount', kobo: 500_00 },
        scope: { type: 'event', eventId: 'e-1' },
      }),
      'staff-1',
      NOW,
    );
    const csv = promoCodesCsv(await listPromoCodes(db));
    expect(csv).toBe(
      'code,campaign,batch,discount,scope,valid_from,valid_until,max_uses,claimed,used\r\n' +
        `LAUNCH,'=cmd,,NGN 500.00 off,event:e-1,2026-12-01T12:00:00.000Z,,3,0,0\r\n`,
    );
  });
});
