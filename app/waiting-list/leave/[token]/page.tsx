// Leaving a waiting list from its emailed link: the page names the list and asks; only the button's post leaves, so
// a mail scanner opening the link leaves nothing.
import type { Metadata } from 'next';
import Link from 'next/link';
import { TokenButton } from '@/components/waiting-list/token-button';
import { leaveWaitingList } from '@/components/waiting-list/actions';
import { TEXT_LINK } from '@/components/ui/styles';
import { storefrontDatabase } from '@/server/store-db/storefront-database';
import { entryByLeaveToken, listTitle } from '@/server/waiting-list/store';

export const metadata: Metadata = { title: 'Leave the waiting list', robots: { index: false } };

type Params = Promise<{ token: string }>;

export default async function LeaveWaitingListPage({ params }: { params: Params }) {
  const { token } = await params;
  const db = await storefrontDatabase();
  const entry = await entryByLeaveToken(db, token);
  const list = entry && (await listTitle(db, entry.list_key));
  const onList = entry && list && (entry.status === 'waiting' || entry.status === 'offered');
  return (
    <div className="mx-auto max-w-2xl space-y-4">
      <h1 className="text-3xl font-bold">Leave the waiting list</h1>
      {onList ? (
        <>
          <p>
            You’re on the waiting list for <strong>{list.title}</strong> ({entry.quantity} ticket
            {entry.quantity === 1 ? '' : 's'}), as {entry.email}.
          </p>
          <TokenButton token={token} label="Leave the waiting list" action={leaveWaitingList} />
        </>
      ) : (
        <p>
          This link is not on any waiting list now: you may have left it already, or your turn was
          used.
        </p>
      )}
      <p>
        <Link href={list?.href ?? '/'} className={TEXT_LINK}>
          {list ? 'Back to the tickets' : 'Back to the shop'}
        </Link>
      </p>
    </div>
  );
}
