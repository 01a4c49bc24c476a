// Said instead of the reserve form while a waiting room governs a sale and this visitor has no turn: why, and the
// way into the queue (inside an embed's frame, the waiting page in a new tab of the shop's own site).
import Link from 'next/link';
import { TEXT_LINK } from '@/components/ui/styles';
import { lagosDateTimeFormat } from '@/lib/format/event-date';
import type { QueueNoticeFacts } from '@/lib/waiting-room/notice-facts';
import { JoinQueueForm } from './join-queue-form';

export function QueueNotice({
  notice,
  framed = false,
}: {
  notice: QueueNoticeFacts;
  framed?: boolean;
}) {
  if (notice.reason === 'sold-out') {
    return (
      <p role="status" className="font-semibold text-danger">
        Sold out: the waiting room has ended and there is nothing left to reserve.
      </p>
    );
  }
  const beforeSale = notice.onSaleAt > notice.now;
  return (
    <div className="space-y-3 rounded-lg border border-brand-500/40 bg-brand-50 p-4">
      <p className="font-semibold">Tickets are sold through a waiting room: join the queue.</p>
      <p className="text-sm">
        {notice.reason === 'turn-over'
          ? 'Your turn to reserve is over. Join the queue again for another turn.'
          : beforeSale
            ? `The sale starts ${lagosDateTimeFormat.format(notice.onSaleAt)}. Everyone who joins before then gets a place in a random order, so there is no need to rush.`
            : 'Everyone queues in order of arrival. When it is your turn you have a few minutes to reserve.'}
      </p>
      {framed ? (
        <a href={notice.path} target="_blank" rel="noopener" className={TEXT_LINK}>
          Join the queue in a new tab
        </a>
      ) : (
        <>
          <JoinQueueForm roomId={notice.roomId} />
          <Link href={notice.path} prefetch={false} className={`block text-sm ${TEXT_LINK}`}>
            Already in the queue? See your place
          </Link>
        </>
      )}
    </div>
  );
}
