// The audit log for supervisors: the newest sign-ins, refusals, sales and changes, filtered by staff member and action.
import type { Metadata } from 'next';
import { z } from 'zod';
import { BUTTON, FIELD } from '@/components/ui/styles';
import { describeAuditDetail } from '@/lib/box-office/audit-detail';
import { formatRecordTime } from '@/lib/box-office/format';
import { AUDIT_ACTIONS, recentAudit } from '@/server/staff/audit';
import { type PageSearchParams } from '@/server/box-office/shifts/period-page';
import { listStaff } from '@/server/staff/staff-accounts';
import { requireStaff } from '@/server/staff/staff-session';
import { storefrontDatabase } from '@/server/store-db/storefront-database';
import { RECORD_CELL, RECORD_ROW, RecordTable } from '../_components/record-table';

export const metadata: Metadata = { title: 'Audit log' };

const SHOWN = 200;

// A filter from the address bar; anything unexpected means "no filter", never an error.
const filterSchema = z.object({
  staff: z.uuid().optional().catch(undefined),
  action: z
    .string()
    .regex(/^[a-z-]{1,32}$/)
    .optional()
    .catch(undefined),
});

export default async function AuditPage({ searchParams }: { searchParams: PageSearchParams }) {
  await requireStaff('supervisor', '/box-office/audit');
  const filter = filterSchema.parse(await searchParams);
  const [staff, entries] = await Promise.all([
    storefrontDatabase().then(listStaff),
    recentAudit({ staffId: filter.staff, action: filter.action, limit: SHOWN }),
  ]);
  return (
    <section aria-labelledby="audit-heading" className="space-y-4">
      <h1 id="audit-heading" className="text-2xl font-bold">
        Audit log
      </h1>
      <form
        method="get"
        className="flex flex-wrap items-end gap-3"
        aria-label="Filter the audit log"
      >
        <label className="text-sm font-medium">
          Staff member
          <select
            name="staff"
            defaultValue={filter.staff ?? ''}
            className={`mt-1 block min-h-11 ${FIELD}`}
          >
            <option value="">Everyone</option>
            {staff.map((member) => (
              <option key={member.id} value={member.id}>
                {member.name} ({member.email})
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-medium">
          Action
          <select
            name="action"
            defaultValue={filter.action ?? ''}
            className={`mt-1 block min-h-11 ${FIELD}`}
          >
            <option value="">All actions</option>
            {AUDIT_ACTIONS.map((action) => (
              <option key={action} value={action}>
                {action}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={`min-h-11 px-4 ${BUTTON.secondary}`}>
          Show
        </button>
      </form>
      {entries.length === 0 ? (
        <p className="text-ink-muted">
          No entries{filter.staff || filter.action ? ' match this filter' : ' yet'}.
        </p>
      ) : (
        <RecordTable
          caption={`The ${entries.length === SHOWN ? `newest ${SHOWN}` : entries.length} audit entries, newest first`}
          headings={['Time', 'Staff member', 'Action', 'About', 'Details', 'Address']}
        >
          {entries.map((entry) => (
            <tr key={entry.id} className={RECORD_ROW}>
              <td className={`whitespace-nowrap ${RECORD_CELL}`}>
                <time dateTime={new Date(entry.at).toISOString()}>
                  {formatRecordTime(entry.at)}
                </time>
              </td>
              <td className={RECORD_CELL}>{entry.staffName ?? '—'}</td>
              <td className={`whitespace-nowrap font-medium ${RECORD_CELL}`}>{entry.action}</td>
              <td className={`break-all ${RECORD_CELL}`}>{entry.subject ?? ''}</td>
              <td className={`text-ink-muted ${RECORD_CELL}`}>
                {describeAuditDetail(entry.detail)}
              </td>
              <td className={`whitespace-nowrap text-ink-muted ${RECORD_CELL}`}>
                {entry.address ?? ''}
              </td>
            </tr>
          ))}
        </RecordTable>
      )}
    </section>
  );
}
