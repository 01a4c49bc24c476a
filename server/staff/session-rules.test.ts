// Tests of when a staff session ends: ten hours after sign-in at most, thirty idle minutes, renewed by activity.
import { describe, expect, it } from 'vitest';
import { IDLE_MS, renewed, SHIFT_MS, signedInSinceChange, standingOf } from './session-rules';

const T0 = Date.parse('2026-11-23T08:00:00Z');
const MINUTE = 60_000;
const signedIn = {
  staffId: 'a0c4f1de-1111-4e1e-9a55-0c5e2a7b0c01',
  signedInAt: T0,
  lastSeenAt: T0,
};

describe('staff session rules', () => {
  it('is open after sign-in until the idle time runs out', () => {
    expect(standingOf(signedIn, T0 + 29 * MINUTE)).toEqual({
      open: true,
      data: signedIn,
      endsAt: T0 + IDLE_MS,
    });
    expect(standingOf(signedIn, T0 + IDLE_MS)).toEqual({ open: false, reason: 'idle' });
  });

  it('starts the idle time over on activity', () => {
    let session = signedIn;
    for (let minutes = 20; minutes <= 9 * 60; minutes += 20) {
      const now = T0 + minutes * MINUTE;
      expect(standingOf(session, now).open).toBe(true);
      session = renewed(session, now);
    }
    expect(session.signedInAt).toBe(T0);
    expect(standingOf(session, T0 + 9 * 60 * MINUTE + 29 * MINUTE).open).toBe(true);
  });

  it('ends the shift ten hours after sign-in however active', () => {
    const active = renewed(signedIn, T0 + SHIFT_MS - MINUTE);
    expect(standingOf(active, T0 + SHIFT_MS - 1)).toMatchObject({
      open: true,
      endsAt: T0 + SHIFT_MS,
    });
    expect(standingOf(active, T0 + SHIFT_MS)).toEqual({ open: false, reason: 'shift-over' });
    expect(SHIFT_MS).toBe(10 * 60 * 60 * 1000);
  });

  it('never moves the last activity back', () => {
    expect(renewed({ ...signedIn, lastSeenAt: T0 + 10 * MINUTE }, T0 + 5 * MINUTE).lastSeenAt).toBe(
      T0 + 10 * MINUTE,
    );
  });

  it('does not believe a session from the future', () => {
    expect(
      standingOf({ ...signedIn, signedInAt: T0 + 2 * MINUTE, lastSeenAt: T0 + 2 * MINUTE }, T0),
    ).toEqual({ open: false, reason: 'shift-over' });
    expect(standingOf({ ...signedIn, lastSeenAt: T0 + 2 * MINUTE }, T0)).toEqual({
      open: false,
      reason: 'idle',
    });
  });

  it.each([
    ['nothing', {}],
    ['no staff member', { signedInAt: T0, lastSeenAt: T0 }],
    ['times as text', { ...signedIn, signedInAt: String(T0) }],
    ['not an object', 'box_office'],
  ])('treats %s as no session', (_case, stored) => {
    expect(standingOf(stored, T0)).toEqual({ open: false, reason: 'none' });
  });

  it('signs out a session the account has changed since', () => {
    expect(signedInSinceChange(signedIn, T0 - 1)).toBe(true);
    expect(signedInSinceChange(signedIn, T0)).toBe(true);
    expect(signedInSinceChange(signedIn, T0 + 1)).toBe(false);
  });
});
