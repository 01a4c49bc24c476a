// When a staff session ends: a shift of at most ten hours from sign-in, and a shorter idle time renewed by activity.
import { z } from 'zod';

export const SHIFT_MS = 10 * 60 * 60 * 1000;
export const IDLE_MS = 30 * 60 * 1000;

/** What the staff cookie holds: who signed in and when, and when they were last seen. */
export const staffSessionSchema = z.object({
  staffId: z.string().min(1).max(64),
  signedInAt: z.number().int().nonnegative(),
  lastSeenAt: z.number().int().nonnegative(),
});
export type StaffSessionData = z.infer<typeof staffSessionSchema>;

export type SessionStanding =
  | { open: true; data: StaffSessionData; endsAt: number }
  | { open: false; reason: 'none' | 'shift-over' | 'idle' };

/** Whether the stored session is open at `now`, and when it ends unless renewed. */
export function standingOf(stored: unknown, now: number): SessionStanding {
  const parsed = staffSessionSchema.safeParse(stored);
  if (!parsed.success) return { open: false, reason: 'none' };
  const data = parsed.data;
  const shiftEnds = data.signedInAt + SHIFT_MS;
  // A clock set back, or a session seen "in the future", is not believed.
  if (now >= shiftEnds || data.signedInAt > now + 60_000)
    return { open: false, reason: 'shift-over' };
  if (now >= data.lastSeenAt + IDLE_MS || data.lastSeenAt > now + 60_000)
    return { open: false, reason: 'idle' };
  return { open: true, data, endsAt: Math.min(shiftEnds, data.lastSeenAt + IDLE_MS) };
}

/** The session seen again at `now`: its idle time starts over, its shift end stays. */
export const renewed = (data: StaffSessionData, now: number): StaffSessionData => ({
  ...data,
  lastSeenAt: Math.max(data.lastSeenAt, now),
});

/**
 * An account changed after sign-in (password reset, disabled and enabled again) must sign in again.
 * `updatedAt` is the account's last change.
 */
export const signedInSinceChange = (data: StaffSessionData, updatedAt: number): boolean =>
  data.signedInAt >= updatedAt;
