// Staff accounts for supervisors: who may sign in, in what role; disable or enable each.
import type { Metadata } from 'next';
import { formatRecordTime } from '@/lib/box-office/format';
import { ROLE_LABELS } from '@/lib/box-office/roles';
import { listStaff } from '@/server/box-office/staff-accounts';
import { requireStaff } from '@/server/box-office/staff-session';
import { storefrontDatabase } from '@/server/store-db/storefront-database';
import { RECORD_CELL, RECORD_ROW, RecordTable } from '../_components/record-table';
import { StaffToggle } from './_components/staff-toggle';

export const metadata: Metadata = { title: 'Staff' };

export default async function StaffPage() {
  const supervisor = await requireStaff('supervisor', '/box-office/staff');
  const accounts = await listStaff(await storefrontDatabase());
  return (
    <section aria-labelledby="staff-heading" className="space-y-4">
      <div className="space-y-1">
        <h1 id="staff-heading" className="text-2xl font-bold">
          Staff
        </h1>
        <p className="text-sm text-ink-muted">
          Accounts are added and passwords reset on the server with <code>npm run staff</code>. A disabled account is signed out at once.
        </p>
      </div>
      <RecordTable caption="Staff accounts" headings={['Name', 'Email', 'Role', 'Status', 'Change']}>
        {accounts.map((account) => (
          <tr key={account.id} className={RECORD_ROW}>
            <th scope="row" className={`font-semibold ${RECORD_CELL}`}>
              {account.name}
            </th>
            <td className={`break-all ${RECORD_CELL}`}>{account.email}</td>
            <td className={RECORD_CELL}>{ROLE_LABELS[account.role]}</td>
            <td className={RECORD_CELL}>
              {account.disabled_at === null ? 'Active' : <span className="text-danger">Disabled {formatRecordTime(account.disabled_at)}</span>}
            </td>
            <td className={RECORD_CELL}>
              {account.id === supervisor.id ? (
                <span className="text-ink-muted">You</span>
              ) : (
                <StaffToggle id={account.id} name={account.name} disabled={account.disabled_at !== null} />
              )}
            </td>
          </tr>
        ))}
      </RecordTable>
    </section>
  );
}
