// The door's check-in page, for door staff, sellers and supervisors: the lists to choose from are read here; the
// scanning, the answers and the offline copy live in the browser (CheckInApp).
import type { Metadata } from 'next';
import Link from 'next/link';
import { TEXT_LINK } from '@/components/ui/styles';
import { requireStaff } from '@/server/staff/staff-session';
import { checkInLists } from '@/server/check-in/lists';
import { storefrontDatabase } from '@/server/store-db/storefront-database';
import { CheckInApp } from './_components/check-in-app';

export const metadata: Metadata = { title: 'Check-in' };

/** The lists open for checking in around now. */
async function openLists() {
  return checkInLists(await storefrontDatabase(), Date.now());
}

/** Until the browser has read the device's settings; what stays in a browser without script: the lists to print. */
function Opening({ lists }: { lists: Awaited<ReturnType<typeof openLists>> }) {
  return (
    <div className="space-y-2">
      <p>
        Opening check-in… Checking tickets in needs JavaScript: if this stays, turn it on, or print
        a list to tick off by hand:
      </p>
      <ul className="list-disc space-y-1 pl-6">
        {lists.map((list) => (
          <li key={list.key}>
            <Link
              href={`/box-office/check-in/manifest?list=${encodeURIComponent(list.key)}`}
              className={TEXT_LINK}
            >
              {list.title}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export default async function CheckInPage() {
  const staff = await requireStaff('door', '/box-office/check-in');
  const lists = await openLists();
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">Check-in</h1>
      <CheckInApp lists={lists} staffName={staff.name} opening={<Opening lists={lists} />} />
    </div>
  );
}
