// The period's online orders by where they came from (the shop, an embed on another site, a campaign), for supervisors.
import 'server-only';
import { formatKobo } from '@/lib/box-office/tender';
import { salesBySource, type SourceSales } from '@/server/sources/sales-by-source';
import { storefrontDatabase } from '@/server/store-db/storefront-database';
import {
  RECORD_CELL,
  RECORD_FIGURE,
  RECORD_HEADING,
  RECORD_ROW,
  RecordTable,
} from '../../_components/record-table';

const CHANNEL_LABELS: Record<SourceSales['channel'], string> = {
  web: 'Shop',
  embed: 'Embed',
  pos: 'Box office',
};

export async function SalesBySource({ from, to }: { from: number; to: number }) {
  const rows = await salesBySource(await storefrontDatabase(), from, to);
  return (
    <section aria-labelledby="sources-heading" className="space-y-2">
      <h2 id="sources-heading" className="text-lg font-semibold">
        Online sales by source
      </h2>
      {rows.length === 0 ? (
        <p className="text-ink-muted">No online orders in this period.</p>
      ) : (
        <RecordTable
          caption="Online orders by channel, site and campaign source"
          headings={['Channel', 'Site', 'Campaign source', 'Orders', 'Amount']}
        >
          {rows.map((row) => (
            <tr
              key={`${row.channel} ${row.host ?? ''} ${row.utmSource ?? ''} ${row.currency}`}
              className={RECORD_ROW}
            >
              <th scope="row" className={RECORD_HEADING}>
                {CHANNEL_LABELS[row.channel]}
              </th>
              <td className={RECORD_CELL}>{row.host ?? '—'}</td>
              <td className={RECORD_CELL}>{row.utmSource ?? '—'}</td>
              <td className={RECORD_FIGURE}>{row.orders}</td>
              <td className={RECORD_FIGURE}>{formatKobo(row.amountKobo)}</td>
            </tr>
          ))}
        </RecordTable>
      )}
    </section>
  );
}
