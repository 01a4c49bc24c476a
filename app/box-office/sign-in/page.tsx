// The box office's sign-in page; a signed-in staff member goes straight on to where they were headed.
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { landingFor, safeNext } from '@/lib/box-office/next-path';
import { currentStaff } from '@/server/staff/staff-session';
import { SignInForm } from './_components/sign-in-form';

export const metadata: Metadata = { title: 'Staff sign-in' };

export default async function SignInPage({
  searchParams,
}: {
  searchParams: Promise<{ next?: string | string[] }>;
}) {
  const { next } = await searchParams;
  const asked = typeof next === 'string' ? next : undefined;
  const target = safeNext(asked);
  const staff = await currentStaff();
  if (staff) redirect(landingFor(staff.role, asked));
  return (
    <section aria-labelledby="sign-in-heading" className="mx-auto max-w-sm space-y-6 py-6">
      <div className="space-y-1">
        <h1 id="sign-in-heading" className="text-2xl font-bold">
          Box office sign-in
        </h1>
        <p className="text-sm text-ink-muted">
          For staff selling at the counter. Your shift lasts at most 10 hours; sign out when you
          leave the till.
        </p>
      </div>
      <SignInForm next={target} />
    </section>
  );
}
