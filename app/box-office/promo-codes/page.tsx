// Promo codes for supervisors: every code with its rules and uses (claimed by a payment under way, used by a completed
// purchase), on or off; the batches of single-use codes with their CSV; a new code, and a new batch.
import type { Metadata } from 'next';
import { TEXT_LINK } from '@/components/ui/styles';
import { formatRecordTime } from '@/lib/box-office/format';
import { describeDiscount } from '@/lib/box-office/promo-form';
import { requireStaff } from '@/server/staff/staff-session';
import { describePromoScope, listPromoCodes } from '@/server/promo/codes';
import { storefrontDatabase } from '@/server/store-db/storefront-database';
import {
  RECORD_CELL,
  RECORD_FIGURE,
  RECORD_HEADING,
  RECORD_ROW,
  RecordTable,
} from '../_components/record-table';
import { CodeToggle } from './_components/code-toggle';
import { PromoForm } from './_components/promo-form';

export const metadata: Metadata = { title: 'Promo codes' };

const PAGE = '/box-office/promo-codes';

type CodeRow = Awaited<ReturnType<typeof listPromoCodes>>[number];

const csvHref = (batch?: string) =>
  `${PAGE}/csv${batch ? `?batch=${encodeURIComponent(batch)}` : ''}`;

/** When a code may be used, in a few words. */
function validity(row: CodeRow): string {
  if (row.validFrom === null && row.validUntil === null) return 'Always';
  if (row.validUntil === null) return `From ${formatRecordTime(row.validFrom!)}`;
  return `${row.validFrom === null ? '' : `${formatRecordTime(row.validFrom)} – `}until ${formatRecordTime(row.validUntil)}`;
}

/** The caps and minimum a code has, or none. */
function caps(row: CodeRow): string {
  const parts = [
    row.maxUses !== null && `${row.maxUses} in all`,
    row.maxUsesPerCustomer !== null && `${row.maxUsesPerCustomer} per customer`,
    row.maxTicketsPerOrder !== null && `${row.maxTicketsPerOrder} tickets per order`,
    row.minTickets !== null && `at least ${row.minTickets} tickets`,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : 'None';
}

function Codes({ rows }: { rows: readonly CodeRow[] }) {
  if (rows.length === 0) return <p className="text-ink-muted">No code yet.</p>;
  return (
    <RecordTable
      caption="Promo codes with their rules and uses"
      headings={['Code', 'Campaign', 'Discount', 'For', 'Valid', 'Caps', 'Used', 'Under way', '']}
      blankHeading="On or off"
      scrollLabel="Table of codes"
    >
      {rows.map((row) => (
        <tr key={row.code} className={RECORD_ROW} data-testid="promo-code-row">
          <th scope="row" className={`${RECORD_HEADING} font-mono`}>
            {row.code}
            {!row.enabled && (
              <span className="block font-sans text-xs font-normal text-ink-muted">Off</span>
            )}
          </th>
          <td className={RECORD_CELL}>{row.campaign ?? '—'}</td>
          <td className={RECORD_CELL}>{describeDiscount(row.discount)}</td>
          <td className={`${RECORD_CELL} break-all`}>{describePromoScope(row.scope)}</td>
          <td className={RECORD_CELL}>{validity(row)}</td>
          <td className={RECORD_CELL}>{caps(row)}</td>
          <td className={RECORD_FIGURE}>{row.used}</td>
          <td className={RECORD_FIGURE}>{row.claimed - row.used}</td>
          <td className={RECORD_CELL}>
            <CodeToggle code={row.code} enabled={row.enabled} />
          </td>
        </tr>
      ))}
    </RecordTable>
  );
}

interface Batch {
  id: string;
  first: CodeRow;
  count: number;
  used: number;
}

/** The batches of single-use codes, newest first as listed, each once with its codes and uses counted. */
function batchesOf(rows: readonly CodeRow[]): Batch[] {
  const batches = new Map<string, Batch>();
  for (const row of rows) {
    if (row.batch === null) continue;
    const batch = batches.get(row.batch) ?? { id: row.batch, first: row, count: 0, used: 0 };
    batch.count += 1;
    batch.used += row.used;
    batches.set(row.batch, batch);
  }
  return [...batches.values()];
}

function Batches({ batches }: { batches: readonly Batch[] }) {
  if (batches.length === 0) return <p className="text-ink-muted">No batch yet.</p>;
  return (
    <RecordTable
      caption="Batches of single-use codes"
      headings={['Batch', 'Campaign', 'Discount', 'For', 'Codes', 'Used', '']}
      blankHeading="Download"
      scrollLabel="Table of batches"
    >
      {batches.map((batch) => (
        <tr key={batch.id} className={RECORD_ROW} data-testid="promo-batch-row">
          <th scope="row" className={`${RECORD_HEADING} font-mono`}>
            {batch.id}
          </th>
          <td className={RECORD_CELL}>{batch.first.campaign ?? '—'}</td>
          <td className={RECORD_CELL}>{describeDiscount(batch.first.discount)}</td>
          <td className={`${RECORD_CELL} break-all`}>{describePromoScope(batch.first.scope)}</td>
          <td className={RECORD_FIGURE}>{batch.count}</td>
          <td className={RECORD_FIGURE}>{batch.used}</td>
          <td className={RECORD_CELL}>
            <a href={csvHref(batch.id)} className={TEXT_LINK} download>
              CSV
            </a>
          </td>
        </tr>
      ))}
    </RecordTable>
  );
}

export default async function PromoCodesPage() {
  await requireStaff('supervisor', PAGE);
  const rows = await listPromoCodes(await storefrontDatabase());
  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-bold">Promo codes</h1>
        <p className="text-sm text-ink-muted">
          Customers enter a code at checkout or arrive with <code>?code=</code>; the box office
          applies one to a sale. A use counts once the purchase is complete: a payment under way
          only claims it. Also from the server: <code>npm run promo-codes</code>.{' '}
          <a href={csvHref()} className={TEXT_LINK} download>
            Download every code (CSV)
          </a>
        </p>
      </div>
      <section aria-labelledby="codes-heading" className="space-y-2">
        <h2 id="codes-heading" className="text-xl font-semibold">
          Codes
        </h2>
        <Codes rows={rows.filter((row) => row.batch === null)} />
      </section>
      <section aria-labelledby="batches-heading" className="space-y-2">
        <h2 id="batches-heading" className="text-xl font-semibold">
          Batches
        </h2>
        <Batches batches={batchesOf(rows)} />
      </section>
      <section
        aria-labelledby="new-code-heading"
        className="space-y-4 rounded-xl border border-dashed border-black/30 p-4 sm:p-6"
      >
        <h2 id="new-code-heading" className="text-xl font-semibold">
          Create a code
        </h2>
        <PromoForm batch={false} />
      </section>
      <section
        aria-labelledby="new-batch-heading"
        className="space-y-4 rounded-xl border border-dashed border-black/30 p-4 sm:p-6"
      >
        <h2 id="new-batch-heading" className="text-xl font-semibold">
          Generate single-use codes
        </h2>
        <p className="text-sm text-ink-muted">
          Unique random codes, each usable once: for a partner to hand out.
        </p>
        <PromoForm batch />
      </section>
    </div>
  );
}
