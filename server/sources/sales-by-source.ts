// Sales by where they came from: orders and amounts per channel, embedding site and utm source, for reports.
import 'server-only';
import { sql } from 'kysely';
import type { StoreDatabase } from '@/server/store-db/connect';
import type { OrderSourcesTable } from '@/server/store-db/schema';

export interface SourceSales {
  channel: OrderSourcesTable['channel'];
  host: string | null;
  utmSource: string | null;
  currency: string;
  orders: number;
  amountKobo: number;
}

/** Orders bought from `from` (inclusive) to `to` (exclusive), epoch milliseconds, largest amount first. */
export async function salesBySource(
  db: StoreDatabase,
  from: number,
  to: number,
): Promise<SourceSales[]> {
  if (!(Number.isFinite(from) && Number.isFinite(to)) || from > to)
    throw new RangeError('salesBySource needs a period with from <= to');
  const rows = await db
    .selectFrom('order_sources')
    .select(['channel', 'host', 'utm_source', 'currency'])
    .select((eb) => [
      eb.fn.countAll<number>().as('orders'),
      eb.fn.sum<number>('amount_kobo').as('amount_kobo'),
    ])
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
    .groupBy(['channel', 'host', 'utm_source', 'currency'])
    .orderBy(sql`sum(amount_kobo)`, 'desc')
    .orderBy('channel')
    .execute();
  return rows.map((row) => ({
    channel: row.channel,
    host: row.host,
    utmSource: row.utm_source,
    currency: row.currency,
    // PostgreSQL answers counts and sums as text or bigint.
    orders: Number(row.orders),
    amountKobo: Number(row.amount_kobo),
  }));
}
