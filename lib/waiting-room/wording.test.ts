// Tests of the waiting page's words: the wait, the people ahead, the turn, and when screen readers hear the queue move.
import { describe, expect, it } from 'vitest';
import {
  announcementFor,
  ANNOUNCE_EVERY_MS,
  formatAhead,
  formatWait,
  statusSentence,
  turnMinutesLeft,
  yourTurnHeading,
} from './wording';

describe('formatWait', () => {
  it('says nothing it cannot know', () => {
    expect(formatWait(null)).toBeNull();
    expect(formatWait(-5)).toBeNull();
    expect(formatWait(Number.NaN)).toBeNull();
  });

  it('rounds up to whole minutes under an hour, to 5 minutes past it', () => {
    expect(formatWait(0)).toBe('less than a minute');
    expect(formatWait(59)).toBe('less than a minute');
    expect(formatWait(60)).toBe('about 1 minute');
    expect(formatWait(61)).toBe('about 2 minutes');
    expect(formatWait(59 * 60)).toBe('about 59 minutes');
    expect(formatWait(60 * 60)).toBe('about 1 hour');
    expect(formatWait(71 * 60)).toBe('about 1 hour 10 minutes');
    expect(formatWait(150 * 60)).toBe('about 2 hours 30 minutes');
  });
});

describe('formatAhead and the turn', () => {
  it('counts people in words', () => {
    expect(formatAhead(0)).toBe('Nobody is ahead of you');
    expect(formatAhead(1)).toBe('1 person is ahead of you');
    expect(formatAhead(1234)).toBe('1,234 people are ahead of you');
  });

  it('gives whole minutes of the turn, rounded up', () => {
    expect(turnMinutesLeft(600_000, 0)).toBe(10);
    expect(turnMinutesLeft(600_000, 599_000)).toBe(1);
    expect(turnMinutesLeft(600_000, 700_000)).toBe(0);
    expect(yourTurnHeading(1)).toBe('It’s your turn — you have 1 minute');
    expect(yourTurnHeading(10)).toBe('It’s your turn — you have 10 minutes');
  });
});

describe('announcementFor', () => {
  const waiting = (position: number) => ({
    state: 'waiting' as const,
    position,
    ahead: position - 1,
    etaSeconds: position * 6,
  });

  it('says nothing for the status the page first shows', () => {
    expect(announcementFor(null, waiting(50), 0)).toBeNull();
  });

  it('says every change of state at once', () => {
    const last = { state: 'waiting' as const, position: 3, at: 1000 };
    expect(
      announcementFor(
        last,
        { state: 'your-turn', position: null, ahead: null, etaSeconds: null },
        1001,
      ),
    ).toBe('It’s your turn. Go to the tickets now.');
    expect(announcementFor({ ...last, state: 'before-sale' }, waiting(7), 1001)).toBe(
      'You are number 7 in the queue. Estimated wait: less than a minute.',
    );
  });

  it('says a moved position at most once a minute, and nothing when it did not move', () => {
    const last = { state: 'waiting' as const, position: 50, at: 0 };
    expect(announcementFor(last, waiting(40), ANNOUNCE_EVERY_MS - 1)).toBeNull();
    expect(announcementFor(last, waiting(50), ANNOUNCE_EVERY_MS * 5)).toBeNull();
    expect(announcementFor(last, waiting(40), ANNOUNCE_EVERY_MS)).toBe(
      'You are number 40 in the queue. Estimated wait: about 4 minutes.',
    );
  });

  it('words every state', () => {
    expect(
      statusSentence({ state: 'sold-out', position: null, ahead: null, etaSeconds: null }),
    ).toMatch(/Sold out/);
    expect(
      statusSentence({ state: 'waiting', position: null, ahead: null, etaSeconds: null }),
    ).toBe('You are in the queue.');
  });
});
