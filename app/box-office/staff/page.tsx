// Staff accounts for supervisors: who may sign in, in what role, who is locked out by wrong passwords; disable,
// enable or unlock each.
import type { Metadata } from 'next';
import { formatRecordTime } from '@/lib/box-office/format';
import { ROLE_LABELS } from '@/lib/box-office/roles';
import { signInLimiter } from '@/server/staff/sign-in-limit';
import { listStaff } from '@/server/staff/staff-accounts';
import { requireStaff } from '@/server/staff/staff-session';
import { storefrontDatabase } from '@/server/store-db/storefront-database';
import { RECORD_CELL, RECORD_ROW, RecordTable } from '../_components/record-table';
import { StaffToggle } from './_components/staff-toggle';
import { StaffUnlock } from './_components/staff-unlock';

/** Minutes left of each account's lock, for the accounts locked by wrong passwords (none while the locks cannot be read). */
async function accountLocks(emails: readonly string[]): Promise<Map<string, number>> {
  const limiter = signInLimiter();
  const locks = await Promise.all(
    emails.map(
      async (email) => [email, await limiter.lockedFor({ email, address: undefined })] as const,
    ),
  );
  return new Map(
    locks.flatMap(([email, lock]) =>
      lock?.scope === 'account'
        ? [[email, Math.max(1, Math.ceil(lock.retryAfterSeconds / 60))] as const]
        : [],
    ),
  );
}

export const metadata: Metadata = { title: 'Staff' };

export default async function StaffPage() {
  const supervisor = await requireStaff('supervisor', '/box-office/staff');
  const accounts = await listStaff(await storefrontDatabase());
  const locks = await accountLocks(accounts.map((account) => account.email));
  return (
    <section aria-labelledby="staff-heading" className="space-y-4">
      <div className="space-y-1">
        <h1 id="staff-heading" className="text-2xl font-bold">
          Staff
        </h1>
        <p className="text-sm text-ink-muted">
          Accounts are added and passwords reset on the server with <code>npm run staff</code>. A
          disabled account is signed out at once.
        </p>
      </div>
      <RecordTable
        caption="Staff accounts"
        headings={['Name', 'Email', 'Role', 'Status', 'Change']}
      >
        {accounts.map((account) => (
          <tr key={account.id} className={RECORD_ROW}>
            <th scope="row" className={`font-semibold ${RECORD_CELL}`}>
              {account.name}
            </th>
            <td className={`break-all ${RECORD_CELL}`}>{account.email}</td>
            <td className={RECORD_CELL}>{ROLE_LABELS[account.role]}</td>
            <td className={RECORD_CELL}>
              {account.disabled_at === null ? (
                'Active'
              ) : (
                <span className="text-danger">
                  Disabled {formatRecordTime(account.disabled_at)}
                </span>
              )}
              {locks.has(account.email) && (
                <span className="block font-semibold text-danger">
                  Locked after wrong passwords ({locks.get(account.email)} min left)
                </span>
              )}
            </td>
            <td className={RECORD_CELL}>
              {account.id === supervisor.id ? (
                <span className="text-ink-muted">You</span>
              ) : (
                <div className="flex flex-wrap gap-2">
                  <StaffUnlock
                    id={account.id}
                    name={account.name}
                    locked={locks.has(account.email)}
                  />
                  <StaffToggle
                    id={account.id}
                    name={account.name}
                    disabled={account.disabled_at !== null}
                  />
                </div>
              )}
            </td>
          </tr>
        ))}
      </RecordTable>
    </section>
  );
}
