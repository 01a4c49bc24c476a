// Time left on the basket's hold, with the checkout's countdown; after expiry the tender holds again if it can.
'use client';

import { useCountdown } from '@/components/checkout/use-countdown';
import { formatCountdown } from '@/lib/checkout/countdown';

export function HoldCountdown({ expiresAt, initialMs }: { expiresAt: string; initialMs: number }) {
  const { left, expired, announcement } = useCountdown(expiresAt, initialMs, 'take payment');
  return (
    <div>
      {expired ? (
        <p className="font-semibold text-danger">
          Hold expired: taking payment holds the tickets again if they are still free.
        </p>
      ) : (
        <p className="text-lg">
          Held for <strong className="tabular-nums">{formatCountdown(left)}</strong>
        </p>
      )}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
