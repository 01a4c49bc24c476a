// The box office's sale screen; for now it confirms who is signed in.
import type { Metadata } from 'next';
import { ROLE_LABELS } from '@/lib/box-office/roles';
import { requireStaff } from '@/server/box-office/staff-session';

export const metadata: Metadata = { title: 'Sell' };

export default async function BoxOfficePage() {
  const staff = await requireStaff('seller', '/box-office');
  return (
    <section aria-labelledby="sell-heading" className="space-y-2">
      <h1 id="sell-heading" className="text-2xl font-bold">
        Sell
      </h1>
      <p className="text-ink-muted">
        Signed in as {staff.name} ({ROLE_LABELS[staff.role]}).
      </p>
    </section>
  );
}
