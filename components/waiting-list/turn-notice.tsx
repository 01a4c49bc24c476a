// Says on a page that this session holds a waiting list's turn for what it sells: how many are kept, until when.
import { formatClockTime } from '@/lib/box-office/format';

export function TurnNotice({ quantity, endsAt }: { quantity: number; endsAt: number }) {
  return (
    <p role="status" className="rounded-lg bg-brand-50 p-3 text-sm">
      <strong>It’s your turn from the waiting list.</strong> {quantity === 1 ? 'One ticket is' : `Up to ${quantity} tickets are`} kept for you until{' '}
      {formatClockTime(endsAt)}. Choose them below and reserve.
    </p>
  );
}
