// Why the last reserve failed, read out at once and focusable; inside an embed, the way on in a new tab; under a
// waiting room, the way into its queue.
import type { Ref } from 'react';
import type { ReserveFeedback } from '@/lib/checkout/reserve-checks';

export function ReserveAlert({
  feedback,
  ref,
}: {
  feedback: ReserveFeedback | null;
  ref: Ref<HTMLParagraphElement>;
}) {
  if (!feedback) return null;
  return (
    <p
      ref={ref}
      role="alert"
      tabIndex={-1}
      className="rounded-lg border border-danger/30 bg-danger/5 p-3 text-danger"
    >
      {feedback.message}
      {feedback.continueUrl && (
        <a
          href={feedback.continueUrl}
          target="_blank"
          rel="noopener"
          className="mt-2 block font-semibold underline"
        >
          Continue in a new tab
        </a>
      )}
      {feedback.waitingRoomUrl && (
        <a href={feedback.waitingRoomUrl} className="mt-2 block font-semibold underline">
          Join the queue
        </a>
      )}
    </p>
  );
}
