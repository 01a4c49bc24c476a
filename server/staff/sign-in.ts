// Checks a sign-in at the box office: limits first, the same work and answer for every wrong attempt, and an audit entry for each.
import type { StoreDatabase } from '@/server/store-db/connect';
import type { AuditDetail, AuditEntryInput } from './audit-log';
import { verifyNothing, verifyPassword } from './password';
import { lockMessage, type SignInLimiter } from './sign-in-limit';
import { findStaffByEmail, type StaffAccount } from './staff-accounts';

// One answer whether the email is unknown, the account disabled or the password wrong.
export const WRONG_CREDENTIALS = 'That email and password do not match an active staff account.';

export interface SignInDeps {
  db: StoreDatabase;
  limiter: SignInLimiter;
  audit: (entry: AuditEntryInput) => Promise<void>;
}

export interface SignInAttempt {
  /** Lower-cased. */
  email: string;
  password: string;
  address: string | undefined;
}

export type SignInOutcome = { ok: true; account: StaffAccount } | { ok: false; message: string };

export async function attemptSignIn(
  deps: SignInDeps,
  attempt: SignInAttempt,
): Promise<SignInOutcome> {
  const { email, password, address } = attempt;
  const client = { email, address };
  const locked = await deps.limiter.lockedFor(client);
  if (locked) {
    const detail: AuditDetail =
      locked.scope === 'unavailable'
        ? { reason: 'limits-unavailable' }
        : { reason: 'locked', scope: locked.scope };
    await deps.audit({ staffId: null, action: 'sign-in-refused', subject: email, detail, address });
    return { ok: false, message: lockMessage(locked) };
  }

  const account = await findStaffByEmail(deps.db, email);
  const active = account !== undefined && account.disabled_at === null;
  const matches = active
    ? await verifyPassword(password, account.password_hash)
    : await verifyNothing(password);
  if (active && matches) {
    await deps.limiter.succeeded(client);
    await deps.audit({ staffId: account.id, action: 'sign-in', subject: email, address });
    return { ok: true, account };
  }

  const lock = await deps.limiter.failed(client);
  const reason = !account ? 'unknown-account' : active ? 'wrong-password' : 'disabled';
  await deps.audit({
    staffId: account?.id ?? null,
    action: 'sign-in-refused',
    subject: email,
    detail: { reason },
    address,
  });
  if (!lock) return { ok: false, message: WRONG_CREDENTIALS };
  // Not counted: the next attempt is refused all the same until the counts answer again.
  if (lock.scope === 'unavailable') return { ok: false, message: lockMessage(lock) };
  const minutes = Math.ceil(lock.retryAfterSeconds / 60);
  await deps.audit({
    staffId: account?.id ?? null,
    action: 'locked-out',
    subject: email,
    detail: { scope: lock.scope, minutes },
    address,
  });
  return { ok: false, message: lockMessage(lock) };
}
