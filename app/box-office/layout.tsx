// The box office's frame: the staff bar and session renewal for a signed-in staff member; each page checks the session itself.
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { currentStaffStanding } from '@/server/staff/staff-session';
import { SessionKeepAlive } from './_components/session-keep-alive';
import { StaffBar } from './_components/staff-bar';

export const metadata: Metadata = {
  title: { default: 'Box office', template: '%s · Box office' },
  robots: { index: false, follow: false },
};

export default async function BoxOfficeLayout({ children }: { children: ReactNode }) {
  const standing = await currentStaffStanding();
  return (
    <>
      {standing && <StaffBar staff={standing.staff} shiftEndsAt={standing.shiftEndsAt} />}
      {standing && <SessionKeepAlive />}
      {children}
    </>
  );
}
