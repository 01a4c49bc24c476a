// A waiting list's turn from its emailed link: how many tickets are kept, until when, and the button that opens the
// turn in this browser (its checkout session) and goes to the tickets. Opening the link alone changes nothing.
import type { Metadata } from 'next';
import Link from 'next/link';
import { TokenButton } from '@/components/waiting-list/token-button';
import { openWaitingListTurn } from '@/components/waiting-list/actions';
import { TEXT_LINK } from '@/components/ui/styles';
import { formatClockTime } from '@/lib/box-office/format';
import { storefrontDatabase } from '@/server/store-db/storefront-database';
import { entryByTurnToken, listTitle, offerIsOutstanding } from '@/server/waiting-list/store';

export const metadata: Metadata = { title: 'Your turn', robots: { index: false } };

type Params = Promise<{ token: string }>;

/** The turn and its list, and whether it is still running now. */
async function loadTurn(token: string) {
  const db = await storefrontDatabase();
  const entry = await entryByTurnToken(db, token);
  const list = entry && (await listTitle(db, entry.list_key));
  return {
    entry,
    list,
    live: entry !== undefined && list !== undefined && offerIsOutstanding(entry, Date.now()),
  };
}

export default async function WaitingListTurnPage({ params }: { params: Params }) {
  const { token } = await params;
  const { entry, list, live } = await loadTurn(token);
  const quantity = entry?.offered_quantity ?? entry?.quantity ?? 0;
  return (
    <div className="mx-auto max-w-2xl space-y-4">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-600">Waiting list</p>
      <h1 className="text-3xl font-bold">{live ? 'It’s your turn' : 'This turn is over'}</h1>
      {live && entry && list ? (
        <>
          <p>
            Tickets for <strong>{list.title}</strong> came back.{' '}
            {quantity === 1 ? 'One ticket is' : `Up to ${quantity} tickets are`} kept for you until{' '}
            <strong>{formatClockTime(Number(entry.offer_ends_at))}</strong>.
          </p>
          <TokenButton
            token={token}
            label="Choose your tickets"
            action={openWaitingListTurn}
            primary
          />
        </>
      ) : (
        <p>It was used, or its time ran out and it passed to the next person on the list.</p>
      )}
      {list && (
        <p>
          <Link href={list.href} className={TEXT_LINK}>
            Go to the tickets
          </Link>
        </p>
      )}
    </div>
  );
}
