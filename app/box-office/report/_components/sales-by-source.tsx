// The period's online orders by where they came from (the shop, an embed on another site, a campaign), for supervisors.
import 'server-only';
import { formatKobo } from '@/lib/box-office/tender';
import { salesBySource, type SourceSales } from '@/server/sources/sales-by-source';
import { storefrontDatabase } from '@/server/store-db/storefront-database';

const cell = 'px-2 py-1';
const CHANNEL_LABELS: Record<SourceSales['channel'], string> = { web: 'Shop', embed: 'Embed', pos: 'Box office' };

export async function SalesBySource({ from, to }: { from: number; to: number }) {
  const rows = await salesBySource(await storefrontDatabase(), from, to);
  return (
    <section aria-labelledby="sources-heading">
      <h2 id="sources-heading" className="text-lg font-semibold">
        Online sales by source
      </h2>
      {rows.length === 0 ? (
        <p className="text-ink-muted">No online orders in this period.</p>
      ) : (
        <table className="text-left" data-testid="sales-by-source">
          <thead>
            <tr>
              <th scope="col" className={cell}>Channel</th>
              <th scope="col" className={cell}>Site</th>
              <th scope="col" className={cell}>Campaign source</th>
              <th scope="col" className={cell}>Orders</th>
              <th scope="col" className={cell}>Amount</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={`${row.channel} ${row.host ?? ''} ${row.utmSource ?? ''} ${row.currency}`}>
                <th scope="row" className={cell}>{CHANNEL_LABELS[row.channel]}</th>
                <td className={cell}>{row.host ?? '—'}</td>
                <td className={cell}>{row.utmSource ?? '—'}</td>
                <td className={`${cell} tabular-nums`}>{row.orders}</td>
                <td className={`${cell} tabular-nums`}>{formatKobo(row.amountKobo)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
