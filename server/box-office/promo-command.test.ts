// The promo-codes command: creates a code with its rules, generates a batch and prints it as CSV, lists, exports,
// turns codes off and on, reports; refuses what does not hold, explaining why; logs each change.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listAudit } from '@/server/staff/audit-log';
import { testStoreDatabase } from '@/server/payments/testing/store';
import type { StoreDatabase } from '@/server/store-db/connect';
import { findPromoCode, listPromoCodes } from '@/server/promo/codes';
import { PromoCommandError, PromoUsageError, runPromoCommand } from './promo-command';
import { claimOf, NOW } from '@/server/promo/test-support';
import { claimPromoUse, markPromoUseUsed } from '@/server/promo/uses';

let db: StoreDatabase;
let printed: string[];
beforeEach(async () => {
  db = await testStoreDatabase();
  printed = [];
});
afterEach(async () => {
  await db.destroy();
});

const run = (...argv: string[]) =>
  runPromoCommand(db, argv, { print: (line) => printed.push(line), now: () => NOW });

describe('npm run promo-codes', () => {
  it('creates a code with every rule, and logs it', async () => {
    await run(
      'create',
      '--code',
      'launch',
      '--percent',
      '15',
      '--scope',
      'route:12',
      '--campaign',
      'launch-week',
      '--from',
      '2026-12-01T00:00:00+01:00',
      '--until',
      '2026-12-08T00:00:00+01:00',
      '--max-uses',
      '100',
      '--per-customer',
      '1',
      '--max-tickets',
      '4',
      '--min-tickets',
      '2',
    );
    expect(await findPromoCode(db, 'LAUNCH')).toMatchObject({
      discount: { kind: 'percent', percent: 15 },
      scope: { type: 'route', routeId: 12 },
      campaign: 'launch-week',
      validFrom: Date.parse('2026-11-30T23:00:00Z'),
      validUntil: Date.parse('2026-12-07T23:00:00Z'),
      maxUses: 100,
      maxUsesPerCustomer: 1,
      maxTicketsPerOrder: 4,
      minTickets: 2,
      enabled: true,
      createdBy: 'command line',
    });
    expect(printed).toEqual([
      'LAUNCH  on  15% off  route:12  2026-11-30 23:00 to 2026-12-07 23:00 UTC  max 100 uses, 1 per customer, 4 tickets per order, min 2 tickets  claimed 0, used 0  campaign launch-week',
    ]);
    expect((await listAudit(db))[0]).toMatchObject({
      action: 'promo-code-created',
      subject: 'LAUNCH',
      staffId: null,
      detail: { via: 'command line', discount: '15% off', scope: 'route:12' },
    });
  });

  it('takes amounts in Naira, and every scope', async () => {
    await run('create', '--code', 'AMOUNT', '--amount', '1250.50', '--scope', 'kind:bus');
    await run('create', '--code', 'PRICE', '--price', '0', '--scope', 'category:vip', '--off');
    await run('create', '--code', 'EVENT', '--percent', '5', '--scope', 'event:abc-123');
    await run('create', '--code', 'FILM', '--percent', '5', '--scope', 'film:f-1');
    await run('create', '--code', 'HOTEL', '--percent', '5', '--scope', 'hotel:7');
    await run('create', '--code', 'SHOP', '--percent', '5', '--scope', 'shop');
    expect(await findPromoCode(db, 'AMOUNT')).toMatchObject({
      discount: { kind: 'amount', kobo: 1_250_50 },
      scope: { type: 'kind', kind: 'bus' },
    });
    expect(await findPromoCode(db, 'PRICE')).toMatchObject({
      discount: { kind: 'price', kobo: 0 },
      scope: { type: 'category', categoryId: 'vip' },
      enabled: false,
    });
    expect((await listPromoCodes(db)).map((code) => code.scope)).toEqual(
      expect.arrayContaining([
        { type: 'event', eventId: 'abc-123' },
        { type: 'film', filmId: 'f-1' },
        { type: 'hotel', hotelId: 7 },
        { type: 'shop' },
      ]),
    );
  });

  it('generates a batch, prints it as CSV, and logs it once', async () => {
    await run(
      'batch',
      '--count',
      '3',
      '--prefix',
      'bank',
      '--amount',
      '500',
      '--campaign',
      'partner',
    );
    const [header, ...rows] = printed[0]!.split('\n');
    expect(header).toBe(
      'code,campaign,batch,discount,scope,valid_from,valid_until,max_uses,claimed,used',
    );
    expect(rows).toHaveLength(3);
    for (const row of rows)
      expect(row).toMatch(
        /^BANK-[A-Z2-9]{8},partner,bank-[a-z0-9-]+,NGN 500\.00 off,shop,,,1,0,0$/,
      );
    const audit = await listAudit(db);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'promo-batch-created',
      detail: { via: 'command line', count: 3, prefix: 'BANK' },
    });
  });

  it('lists and exports codes, or one batch', async () => {
    await run('list');
    expect(printed).toEqual(['No promo codes.']);
    await run('create', '--code', 'LAUNCH', '--percent', '10');
    await run('batch', '--count', '2', '--prefix', 'BANK', '--percent', '20');
    const batch = (await listPromoCodes(db)).find((code) => code.batch)!.batch!;
    printed = [];
    await run('list', '--json');
    expect(JSON.parse(printed[0]!)).toHaveLength(3);
    await run('export', '--batch', batch);
    expect(printed[1]!.split('\n')).toHaveLength(3);
    await run('export');
    expect(printed[2]!.split('\n')).toHaveLength(4);
  });

  it('turns a code off and on, logging each; says when there is none', async () => {
    await run('create', '--code', 'LAUNCH', '--percent', '10');
    await run('disable', '--code', 'launch');
    expect((await findPromoCode(db, 'LAUNCH'))?.enabled).toBe(false);
    await run('enable', '--code', 'LAUNCH');
    expect((await findPromoCode(db, 'LAUNCH'))?.enabled).toBe(true);
    expect(printed.slice(1)).toEqual(['LAUNCH is off.', 'LAUNCH is on.']);
    expect((await listAudit(db)).map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['promo-code-disabled', 'promo-code-enabled']),
    );
    await expect(run('disable', '--code', 'NOPE')).rejects.toThrow(
      new PromoCommandError('No promo code NOPE.'),
    );
  });

  it('refuses a code that exists already', async () => {
    await run('create', '--code', 'LAUNCH', '--percent', '10');
    await expect(run('create', '--code', 'launch', '--percent', '20')).rejects.toThrow(
      new PromoCommandError('The code LAUNCH exists already; choose another.'),
    );
  });

  it('reports the codes’ figures, in words or as CSV', async () => {
    await run('create', '--code', 'LAUNCH', '--percent', '10', '--campaign', 'launch-week');
    await claimPromoUse(db, claimOf('o1'), NOW);
    await markPromoUseUsed(db, 'o1', NOW);
    printed = [];
    await run('report', '--from', '2026-12-01T00:00:00Z', '--to', '2026-12-02T00:00:00Z');
    expect(printed).toEqual([
      'LAUNCH  1 orders, 2 tickets, gross NGN 10000.00, discount NGN 1000.00, net NGN 9000.00',
      'campaign launch-week  1 orders, 2 tickets, gross NGN 10000.00, discount NGN 1000.00, net NGN 9000.00',
      'total  1 orders, 2 tickets, gross NGN 10000.00, discount NGN 1000.00, net NGN 9000.00',
    ]);
    await run('report', '--from', '2026-12-01T00:00:00Z', '--to', '2026-12-02T00:00:00Z', '--csv');
    expect(printed[3]!.split('\n')[1]).toBe('code,LAUNCH,launch-week,1,2,10000.00,1000.00,9000.00');
  });

  it.each([
    [['create', '--code', 'LAUNCH'], 'Give one discount: --percent, --amount or --price.'],
    [
      ['create', '--code', 'LAUNCH', '--percent', '10', '--amount', '5'],
      'Give one discount: --percent, --amount or --price.',
    ],
    [
      ['create', '--code', 'LAUNCH', '--percent', '120'],
      'the discount: Enter a percentage from 1 to 100.',
    ],
    [['create', '--code', 'LAUNCH', '--amount', '5.555'], /^--amount: Enter an amount in Naira/],
    [
      ['create', '--code', 'L', '--percent', '10'],
      '--code: Use 3 to 32 letters, digits or dashes.',
    ],
    [['create', '--percent', '10'], '--code: Use 3 to 32 letters, digits or dashes.'],
    [
      ['create', '--code', 'LAUNCH', '--percent', '10', '--scope', 'planet:1'],
      '--scope: unknown scope planet:1.',
    ],
    [['create', '--code', 'LAUNCH', '--percent', '10', '--scope', 'route:x'], /^--scope: /],
    [['create', '--code', 'LAUNCH', '--percent', '10', '--from', '2026-12-01'], /^--from: /],
    [
      [
        'create',
        '--code',
        'LAUNCH',
        '--percent',
        '10',
        '--from',
        '2026-12-02T00:00:00Z',
        '--until',
        '2026-12-01T00:00:00Z',
      ],
      '--until: The end must come after the start.',
    ],
    [['create', '--code', 'LAUNCH', '--percent', '10', '--max-uses', '0'], /^--max-uses: /],
    [['batch', '--prefix', 'BANK', '--percent', '10'], /^--count: /],
    [
      ['batch', '--count', '2', '--prefix', 'B', '--percent', '10'],
      '--prefix: Use 2 to 20 letters or digits.',
    ],
    [['enable'], '--code: give the code.'],
    [
      ['report', '--from', '2026-12-02T00:00:00Z', '--to', '2026-12-01T00:00:00Z'],
      '--to: the end must come after the start.',
    ],
    [['open'], 'Unknown command: open'],
    [[], 'No command given.'],
    [['list', 'extra'], 'Unexpected argument: extra'],
    [['list', '--colour'], /Unknown option/],
  ])('refuses %j, saying why', async (argv, message) => {
    await expect(run(...argv)).rejects.toThrow(PromoUsageError);
    await expect(run(...argv)).rejects.toThrow(message);
    expect(await listPromoCodes(db)).toEqual([]);
  });
});
