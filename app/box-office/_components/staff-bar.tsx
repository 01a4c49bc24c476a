// The box office's compact bar: who is signed in, in what role and until when, the pages they may use, and sign-out.
import { formatClockTime } from '@/lib/box-office/format';
import { ROLE_LABELS } from '@/lib/box-office/roles';
import type { StaffMember } from '@/server/staff/staff-session';
import { SignOutForm } from './sign-out-form';
import { StaffNav } from './staff-nav';

export function StaffBar({ staff, shiftEndsAt }: { staff: StaffMember; shiftEndsAt: number }) {
  return (
    <div className="no-print mb-6 flex flex-wrap items-center gap-x-4 gap-y-2 rounded-xl border border-black/10 bg-surface px-3 py-2">
      <p className="font-bold text-brand-700">Box office</p>
      <StaffNav role={staff.role} />
      <p className="ml-auto text-sm">
        <span className="font-semibold">{staff.name}</span>{' '}
        <span className="text-ink-muted">· {ROLE_LABELS[staff.role]}</span>{' '}
        <span className="text-ink-muted">· shift ends {formatClockTime(shiftEndsAt)}</span>
      </p>
      <SignOutForm />
    </div>
  );
}
