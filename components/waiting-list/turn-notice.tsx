// Says on a page that this session holds a waiting list's turn for what it sells: how many are kept, until when.
import { formatClockTime } from '@/lib/box-office/format';

export function TurnNotice({
  quantity,
  endsAt,
  unit = 'ticket',
}: {
  quantity: number;
  endsAt: number;
  unit?: string;
}) {
  return (
    <p role="status" className="rounded-lg bg-brand-50 p-3 text-sm">
      <strong>It’s your turn from the waiting list.</strong>{' '}
      {quantity === 1 ? `One ${unit} is` : `Up to ${quantity} ${unit}s are`} kept for you until{' '}
      {formatClockTime(endsAt)}. Choose them below and reserve.
    </p>
  );
}
