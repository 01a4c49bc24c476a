// Hold countdown arithmetic: trusts the service's `seconds_remaining` over the local clock.

/**
 * How far the service's clock runs ahead of ours, in ms. `expires_at` minus the time remaining is the
 * service's "now" when it answered; comparing it with our clock on receipt cancels out a skewed clock.
 */
export function clockOffsetMs(
  expiresAt: string,
  remainingMsAtReceipt: number,
  receivedAt: number,
): number {
  return Date.parse(expiresAt) - remainingMsAtReceipt - receivedAt;
}

/** Milliseconds left before `expiresAt` (service time), seen from `now` on our clock. */
export function remainingMs(expiresAt: string, offsetMs: number, now: number): number {
  return Math.max(0, Date.parse(expiresAt) - offsetMs - now);
}

/** Thresholds (seconds) at which screen readers hear how long is left. */
export const ANNOUNCE_AT_SECONDS = [60, 30] as const;

/** The announcement due when the countdown moves from `before` to `after` seconds, if any. */
export function announcementBetween(
  before: number,
  after: number,
  task = 'confirm your purchase',
): string | null {
  for (const mark of ANNOUNCE_AT_SECONDS) {
    if (before > mark && after <= mark) {
      return mark === 60 ? `One minute left to ${task}.` : `30 seconds left to ${task}.`;
    }
  }
  return null;
}

export function formatCountdown(ms: number): string {
  const total = Math.ceil(ms / 1000);
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}
