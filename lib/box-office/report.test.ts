// Tests of the end-of-shift report: totals, the drawer's cash, every kind of difference with the service, CSV.
import { describe, expect, it } from 'vitest';
import {
  differenceOf,
  referencesToReconcile,
  reportCsv,
  reportFileName,
  shiftReport,
  type ReportSale,
  type ServiceRecord,
} from './report';

let n = 0;
const sale = (fields: Partial<ReportSale>): ReportSale => ({
  reference: `pos-${String((n += 1)).padStart(22, '0')}`,
  staffId: 'ada',
  staffName: 'Ada Obi',
  title: 'Lagos Jazz Night',
  kind: 'event',
  tender: 'cash',
  amountKobo: 2_100_000,
  status: 'settled',
  createdAt: Date.UTC(2026, 10, 23, 9),
  ...fields,
});
const sold = (amountKobo: number | null): ServiceRecord => ({
  found: true,
  status: 'successful',
  amountKobo,
});

describe('shiftReport', () => {
  const sales = [
    sale({ amountKobo: 2_100_000 }),
    sale({ amountKobo: 500_000, tender: 'card' }),
    sale({ amountKobo: 300_000, tender: 'transfer', staffId: 'bola', staffName: 'Bola Ade' }),
    sale({ amountKobo: 150_000, staffId: 'bola', staffName: 'Bola Ade' }),
    sale({ amountKobo: 999_900, status: 'unsettled' }),
    sale({ amountKobo: 700_000, status: 'voided' }),
    sale({ amountKobo: 800_000, status: 'held', tender: null }),
    sale({ amountKobo: 800_000, status: 'released', tender: null }),
  ];
  const records = new Map(
    sales.map((s) => [
      s.reference,
      s.status === 'settled' ? sold(s.amountKobo) : ({ found: false } as const),
    ]),
  );
  const report = shiftReport(sales, records);

  it('totals what the service sold, by tender', () => {
    expect(report.byTender).toEqual({
      cash: { count: 2, amountKobo: 2_250_000 },
      card: { count: 1, amountKobo: 500_000 },
      transfer: { count: 1, amountKobo: 300_000 },
    });
    expect(report.total).toEqual({ count: 4, amountKobo: 3_050_000 });
  });

  it('totals by staff member, with each one’s tenders', () => {
    expect(report.byStaff.map((s) => [s.staffName, s.count, s.amountKobo])).toEqual([
      ['Ada Obi', 2, 2_600_000],
      ['Bola Ade', 2, 450_000],
    ]);
    expect(report.byStaff[1]?.byTender.transfer).toEqual({ count: 1, amountKobo: 300_000 });
  });

  it('expects in the drawer the cash of sold and unsettled sales, not voided or merely held ones', () => {
    expect(report.cashExpectedKobo).toBe(2_100_000 + 150_000 + 999_900);
  });

  it('counts unsettled and voided sales apart', () => {
    expect(report.unsettled).toEqual({ count: 1, amountKobo: 999_900 });
    expect(report.voided).toEqual({ count: 1, amountKobo: 700_000 });
  });

  it('finds no difference when the service agrees', () => {
    expect(report.differences).toEqual([]);
  });

  it('asks the service only about sales whose tender was taken', () => {
    expect(referencesToReconcile(sales)).toHaveLength(6);
  });
});

describe('differenceOf', () => {
  it('lists a sale missing at the service', () => {
    expect(differenceOf(sale({}), { found: false })).toMatchObject({ kind: 'missing' });
  });

  it('lists an amount that differs, in naira', () => {
    expect(differenceOf(sale({ amountKobo: 2_100_000 }), sold(2_000_000))?.message).toBe(
      'Amount differs: ₦21,000.00 here, ₦20,000.00 at the service.',
    );
  });

  it('lists a status that differs', () => {
    expect(
      differenceOf(sale({}), { found: true, status: 'refunded', amountKobo: 2_100_000 }),
    ).toMatchObject({ kind: 'status' });
  });

  it('lists a sale bought at the service that is unsettled or voided here', () => {
    expect(differenceOf(sale({ status: 'unsettled' }), sold(2_100_000))).toMatchObject({
      kind: 'unexpected',
    });
    expect(differenceOf(sale({ status: 'voided' }), sold(2_100_000))).toMatchObject({
      kind: 'unexpected',
    });
  });

  it('lists a sale the service could not be asked about', () => {
    expect(differenceOf(sale({}), { unreachable: true })).toMatchObject({ kind: 'unchecked' });
    expect(differenceOf(sale({}), undefined)).toMatchObject({ kind: 'unchecked' });
  });

  it('ignores held and released sales, and unsettled ones the service does not have', () => {
    expect(differenceOf(sale({ status: 'held' }), undefined)).toBeNull();
    expect(differenceOf(sale({ status: 'released' }), sold(1))).toBeNull();
    expect(differenceOf(sale({ status: 'unsettled' }), { found: false })).toBeNull();
  });
});

describe('reportCsv', () => {
  it('writes one row per sale with its difference, quoting and defusing formulas', () => {
    const sales = [sale({ title: '=HYPERLINK("x"), "Live"', amountKobo: 50 }), sale({})];
    const report = shiftReport(sales, new Map([[sales[1]!.reference, { found: false } as const]]));
    const lines = reportCsv(sales, report).split('\r\n');
    expect(lines[0]).toBe(
      'time_lagos,reference,staff,item,tender,amount_naira,status,difference,kind,sale,promo_code,discount_naira',
    );
    expect(lines[1]).toContain(`"'=HYPERLINK(""x""), ""Live"""`);
    expect(lines[1]).toContain(',0.50,settled,');
    expect(lines[2]).toMatch(
      new RegExp(
        `,settled,Sold here but missing at the service\\.,event,${sales[1]!.reference},,$`,
      ),
    );
    expect(lines).toHaveLength(4);
  });

  it('writes each time in Lagos time (UTC+1), late evening UTC falling on the next Lagos day', () => {
    const sales = [
      sale({ createdAt: Date.parse('2026-11-23T23:30:05Z') }),
      sale({ createdAt: Date.parse('2026-11-23T08:02:11Z') }),
    ];
    const lines = reportCsv(sales, shiftReport(sales, new Map())).split('\r\n');
    expect(lines[1]).toMatch(/^2026-11-24 00:30:05,/);
    expect(lines[2]).toMatch(/^2026-11-23 09:02:11,/);
  });
});

describe('a discounted sale', () => {
  const coded = sale({ amountKobo: 1_575_000, discountKobo: 525_000, promoCode: 'LAUNCH25' });
  const manual = sale({ amountKobo: 1_600_000, discountKobo: 500_000, tender: 'card' });

  it('is reconciled against the service’s price before the discount, and a real difference still shows', () => {
    expect(differenceOf(coded, sold(2_100_000))).toBeNull();
    expect(differenceOf(coded, sold(1_575_000))?.message).toBe(
      'Amount differs: ₦21,000.00 here, ₦15,750.00 at the service.',
    );
  });

  it('counts what the customer paid in the totals and the drawer', () => {
    const report = shiftReport([coded, manual], new Map());
    expect(report.total.amountKobo).toBe(3_175_000);
    expect(report.cashExpectedKobo).toBe(1_575_000);
  });

  it('writes its code and discount in the CSV’s last columns', () => {
    const lines = reportCsv([coded, manual], shiftReport([coded, manual], new Map())).split('\r\n');
    expect(lines[1]).toMatch(/,15750\.00,settled,.*,LAUNCH25,5250\.00$/);
    expect(lines[2]).toMatch(/,,5000\.00$/);
  });
});

describe('a sale of several items', () => {
  const SALE = 'pos-AAAAAAAAAAAAAAAAAAAA-0';
  const item = (index: number, kind: string, amountKobo: number, status: ReportSale['status']) =>
    sale({
      reference: `${SALE.slice(0, -1)}${index}`,
      sale: SALE,
      kind,
      title: `${kind} item`,
      amountKobo,
      status,
    });
  const items = [
    item(1, 'event', 3_000_000, 'settled'),
    item(2, 'bus', 900_000, 'settled'),
    item(3, 'hotel', 4_000_000, 'voided'),
  ];

  it('counts each item under its kind, the sale once, and an item refunded out of the cash expected', () => {
    const report = shiftReport(
      [...items, sale({ kind: 'cinema', amountKobo: 500_000 })],
      new Map(),
    );
    expect(report.byKind).toMatchObject({
      event: { count: 1, amountKobo: 3_000_000 },
      bus: { count: 1, amountKobo: 900_000 },
      hotel: { count: 0, amountKobo: 0 },
      cinema: { count: 1, amountKobo: 500_000 },
    });
    expect(report.total).toEqual({ count: 2, amountKobo: 4_400_000 });
    expect(report.byTender.cash).toEqual({ count: 2, amountKobo: 4_400_000 });
    expect(report.byStaff[0]).toMatchObject({ count: 2, amountKobo: 4_400_000 });
    expect(report.voided).toEqual({ count: 1, amountKobo: 4_000_000 });
    expect(report.cashExpectedKobo).toBe(4_400_000);
  });

  it('reconciles each item under its own reference, and writes a CSV row per item with its kind and sale', () => {
    expect(referencesToReconcile(items)).toEqual(items.map((row) => row.reference));
    const lines = reportCsv(
      items,
      shiftReport(items, new Map(items.map((row) => [row.reference, sold(row.amountKobo)]))),
    ).split('\r\n');
    expect(lines.slice(1, 4).map((line) => line.split(',').slice(-5, -2))).toEqual([
      ['', 'event', SALE],
      ['', 'bus', SALE],
      [
        'Recorded at the service (successful) but voided here: settle it rather than refund.',
        'hotel',
        SALE,
      ],
    ]);
  });
});

describe('reportFileName', () => {
  it('names the file by the Lagos day, not the UTC one', () => {
    expect(reportFileName('today', Date.parse('2026-11-23T23:30:00Z'))).toBe(
      'box-office-today-2026-11-24.csv',
    );
    expect(reportFileName('shift', Date.parse('2026-11-23T12:00:00Z'))).toBe(
      'box-office-shift-2026-11-23.csv',
    );
  });
});
