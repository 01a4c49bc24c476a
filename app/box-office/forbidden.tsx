// The 403 page of the box office: a seller opened a page for supervisors, or the door team a page for sellers.
import Link from 'next/link';
import { TEXT_LINK } from '@/components/ui/styles';
import { can } from '@/lib/box-office/roles';
import { currentStaff } from '@/server/staff/staff-session';

export default async function Forbidden() {
  const staff = await currentStaff();
  const door = staff !== null && !can(staff.role, 'sell');
  return (
    <section className="space-y-3 py-10">
      <h1 className="text-2xl font-bold">
        {door ? 'This page is not for the door team' : 'This page is for supervisors'}
      </h1>
      <p className="text-ink-muted">Ask a supervisor if you need something from it.</p>
      <Link
        href={door ? '/box-office/check-in' : '/box-office'}
        className={`inline-block ${TEXT_LINK}`}
      >
        {door ? 'Back to check-in' : 'Back to selling'}
      </Link>
    </section>
  );
}
