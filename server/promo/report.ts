// What the promo codes brought over a period: per code and per campaign, the orders bought with a code, their tickets,
// what they cost before the discount (gross), the discount (the merchant's cost) and what customers paid (net).
import 'server-only';
import { csvCell } from '@/lib/box-office/report';
import type { StoreDatabase } from '@/server/store-db/connect';
import type { PromoChannel } from './uses';

export interface PromoFigures {
  orders: number;
  tickets: number;
  grossKobo: number;
  discountKobo: number;
  netKobo: number;
}

export interface PromoCodeFigures extends PromoFigures {
  code: string;
  campaign: string | null;
  batch: string | null;
}

export interface PromoCampaignFigures extends PromoFigures {
  /** Null: the codes of no campaign. */
  campaign: string | null;
  /** How many of the campaign's codes were used. */
  codes: number;
}

export interface PromoReport {
  from: number;
  to: number;
  /** By discount given, largest first. */
  codes: PromoCodeFigures[];
  /** By name, the codes of no campaign last. */
  campaigns: PromoCampaignFigures[];
  total: PromoFigures;
}

export interface PromoReportQuery {
  /** Purchases completed from `from` (included) to `to` (excluded), ms since the epoch. */
  from: number;
  to: number;
  /** Only these channels' orders (the box office's report: `pos`); all when not given. */
  channels?: readonly PromoChannel[];
}

const NONE: PromoFigures = { orders: 0, tickets: 0, grossKobo: 0, discountKobo: 0, netKobo: 0 };

const added = (a: PromoFigures, b: PromoFigures): PromoFigures => ({
  orders: a.orders + b.orders,
  tickets: a.tickets + b.tickets,
  grossKobo: a.grossKobo + b.grossKobo,
  discountKobo: a.discountKobo + b.discountKobo,
  netKobo: a.netKobo + b.netKobo,
});

async function figuresByCode(
  db: StoreDatabase,
  query: PromoReportQuery,
): Promise<PromoCodeFigures[]> {
  let select = db
    .selectFrom('promo_uses')
    .leftJoin('promo_codes', 'promo_codes.code', 'promo_uses.code')
    .select((eb) => [
      'promo_uses.code',
      'promo_codes.campaign',
      'promo_codes.batch',
      eb.fn.countAll<number>().as('orders'),
      eb.fn.sum<number>('promo_uses.tickets').as('tickets'),
      eb.fn.sum<number>('promo_uses.gross_kobo').as('gross'),
      eb.fn.sum<number>('promo_uses.discount_kobo').as('discount'),
    ])
    .where('promo_uses.status', '=', 'used')
    .where('promo_uses.used_at', '>=', query.from)
    .where('promo_uses.used_at', '<', query.to)
    .groupBy(['promo_uses.code', 'promo_codes.campaign', 'promo_codes.batch']);
  if (query.channels) {
    if (query.channels.length === 0) return [];
    select = select.where('promo_uses.channel', 'in', [...query.channels]);
  }
  const rows = await select.execute();
  return rows.map((row) => {
    const grossKobo = Number(row.gross ?? 0);
    const discountKobo = Number(row.discount ?? 0);
    return {
      code: row.code,
      campaign: row.campaign ?? null,
      batch: row.batch ?? null,
      orders: Number(row.orders),
      tickets: Number(row.tickets ?? 0),
      grossKobo,
      discountKobo,
      netKobo: grossKobo - discountKobo,
    };
  });
}

function byCampaign(codes: readonly PromoCodeFigures[]): PromoCampaignFigures[] {
  const campaigns = new Map<string | null, PromoCampaignFigures>();
  for (const code of codes) {
    const { orders, tickets, grossKobo, discountKobo, netKobo } = code;
    const earlier = campaigns.get(code.campaign) ?? { campaign: code.campaign, codes: 0, ...NONE };
    campaigns.set(code.campaign, {
      ...earlier,
      ...added(earlier, { orders, tickets, grossKobo, discountKobo, netKobo }),
      codes: earlier.codes + 1,
    });
  }
  return [...campaigns.values()].sort((a, b) =>
    a.campaign === null ? 1 : b.campaign === null ? -1 : a.campaign.localeCompare(b.campaign),
  );
}

/** The promo codes' figures over the period, counting completed purchases only. */
export async function promoReport(
  db: StoreDatabase,
  query: PromoReportQuery,
): Promise<PromoReport> {
  const codes = await figuresByCode(db, query);
  codes.sort((a, b) => b.discountKobo - a.discountKobo || a.code.localeCompare(b.code));
  const total = codes.reduce<PromoFigures>((sum, code) => added(sum, code), NONE);
  return { from: query.from, to: query.to, codes, campaigns: byCampaign(codes), total };
}

const naira = (kobo: number) => (kobo / 100).toFixed(2);
const CSV_HEADER = [
  'row',
  'code',
  'campaign',
  'orders',
  'tickets',
  'gross_naira',
  'discount_naira',
  'net_naira',
];
const figureCells = (figures: PromoFigures) => [
  String(figures.orders),
  String(figures.tickets),
  naira(figures.grossKobo),
  naira(figures.discountKobo),
  naira(figures.netKobo),
];

/** The report as CSV: a row per code, then per campaign, then the total. */
export function promoReportCsv(report: PromoReport): string {
  const rows = [
    ...report.codes.map((code) => ['code', code.code, code.campaign ?? '', ...figureCells(code)]),
    ...report.campaigns.map((campaign) => [
      'campaign',
      '',
      campaign.campaign ?? '(none)',
      ...figureCells(campaign),
    ]),
    ['total', '', '', ...figureCells(report.total)],
  ];
  return [CSV_HEADER, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
