// The door's check-in page, for door staff, sellers and supervisors: the lists to choose from are read here; the
// scanning, the answers and the offline copy live in the browser (CheckInApp).
import type { Metadata } from 'next';
import { requireStaff } from '@/server/box-office/staff-session';
import { checkInLists } from '@/server/check-in/lists';
import { storefrontDatabase } from '@/server/store-db/storefront-database';
import { CheckInApp } from './_components/check-in-app';

export const metadata: Metadata = { title: 'Check-in' };

/** The lists open for checking in around now. */
async function openLists() {
  return checkInLists(await storefrontDatabase(), Date.now());
}

export default async function CheckInPage() {
  const staff = await requireStaff('door', '/box-office/check-in');
  const lists = await openLists();
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">Check-in</h1>
      <CheckInApp lists={lists} staffName={staff.name} />
    </div>
  );
}
