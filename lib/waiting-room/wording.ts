// How the waiting page words a place in the queue: the wait, the people ahead, the turn's minutes, and what screen
// readers hear as the queue moves (not on every poll: when the state changes, and about once a minute while waiting).

import type { PlaceState } from './place-status';

/** "less than a minute", "about 4 minutes", "about 1 hour 10 minutes"; null when nobody can tell yet. */
export function formatWait(etaSeconds: number | null): string | null {
  if (etaSeconds === null || !Number.isFinite(etaSeconds) || etaSeconds < 0) return null;
  if (etaSeconds < 60) return 'less than a minute';
  const minutes = Math.ceil(etaSeconds / 60);
  if (minutes < 60) return `about ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
  // Past an hour, to the nearest 5 minutes: a precise figure would promise more than the estimate knows.
  const rounded = Math.round(minutes / 5) * 5;
  const hours = Math.floor(rounded / 60);
  const rest = rounded % 60;
  const hourText = `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
  return rest === 0 ? `about ${hourText}` : `about ${hourText} ${rest} minutes`;
}

/** "Nobody is ahead of you", "1 person is ahead of you", "12 people are ahead of you". */
export function formatAhead(ahead: number): string {
  if (ahead <= 0) return 'Nobody is ahead of you';
  return ahead === 1
    ? '1 person is ahead of you'
    : `${ahead.toLocaleString('en-GB')} people are ahead of you`;
}

/** Whole minutes left of a turn, at least 1 while any time is left. */
export function turnMinutesLeft(turnEndsAt: number, now: number): number {
  return Math.max(0, Math.ceil((turnEndsAt - now) / 60_000));
}

/** "It's your turn — you have 10 minutes" (or "1 minute"). */
export function yourTurnHeading(minutes: number): string {
  return `It’s your turn — you have ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

/** What a screen reader last heard, to decide whether the next status is worth saying. */
export interface Announced {
  state: PlaceState;
  position: number | null;
  at: number;
}

/** While waiting, the position is read out at most this often. */
export const ANNOUNCE_EVERY_MS = 60_000;

export interface StatusForWords {
  state: PlaceState;
  position: number | null;
  ahead: number | null;
  etaSeconds: number | null;
}

/** The sentence said for a status, or null when it has nothing to say. */
export function statusSentence(status: StatusForWords): string {
  switch (status.state) {
    case 'before-sale':
      return 'You have a place. When the sale starts, everyone here is put in the queue in a random order.';
    case 'waiting': {
      const wait = formatWait(status.etaSeconds);
      const place =
        status.position === null
          ? 'You are in the queue.'
          : `You are number ${status.position.toLocaleString('en-GB')} in the queue.`;
      return wait ? `${place} Estimated wait: ${wait}.` : place;
    }
    case 'your-turn':
      return 'It’s your turn. Go to the tickets now.';
    case 'turn-over':
      return 'Your turn has passed. You can join the queue again.';
    case 'sold-out':
      return 'Sold out. The queue has ended.';
    case 'closed':
      return 'The queue has closed.';
    case 'not-joined':
      return 'You do not have a place in this queue.';
  }
}

/**
 * The announcement due for a new status, given what was said last (null: nothing yet, the page has just shown it):
 * always on a change of state; while waiting, a moved position at most once every ANNOUNCE_EVERY_MS.
 */
export function announcementFor(
  last: Announced | null,
  status: StatusForWords,
  now: number,
): string | null {
  if (last === null) return null;
  if (status.state !== last.state) return statusSentence(status);
  if (status.state !== 'waiting' || status.position === last.position) return null;
  return now - last.at >= ANNOUNCE_EVERY_MS ? statusSentence(status) : null;
}
