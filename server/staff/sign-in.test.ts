// Tests of a sign-in at the box office: the same answer for every wrong attempt, locks, and an audit entry for each.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testStoreDatabase } from '@/server/payments/testing/store';
import type { StoreDatabase } from '@/server/store-db/connect';
import { insertAudit, listAudit } from './audit-log';
import { hashPassword } from './password';
import { attemptSignIn, WRONG_CREDENTIALS, type SignInDeps } from './sign-in';
import { createSignInLimiter } from './sign-in-limit';
import { insertStaff, setStaffDisabled } from './staff-accounts';

const PASSWORD = 'counter-password-1';
const ADDRESS = '203.0.113.7';
const CHEAP = { N: 1024, r: 8, p: 1 };

let db: StoreDatabase;
let deps: SignInDeps;

beforeEach(async () => {
  db = await testStoreDatabase();
  deps = {
    db,
    limiter: createSignInLimiter(
      { perAccount: 5, perAddress: 20, windowSeconds: 900 },
      { kind: 'memory' },
    ),
    audit: (entry) => insertAudit(db, entry),
  };
});
afterEach(() => db.destroy());

const addSeller = async (email = 'ana@example.com') =>
  insertStaff(db, {
    email,
    name: 'Ana Bello',
    role: 'seller',
    passwordHash: await hashPassword(PASSWORD, CHEAP),
  });
const attempt = (email: string, password: string) =>
  attemptSignIn(deps, { email, password, address: ADDRESS });
const actions = async () =>
  (await listAudit(db))
    .map((entry) => [
      entry.action,
      entry.subject,
      entry.detail?.reason ?? entry.detail?.scope ?? null,
    ])
    .reverse();

describe('attemptSignIn', () => {
  it('signs in with the right password and audits it with the address', async () => {
    const account = await addSeller();
    const outcome = await attempt('ana@example.com', PASSWORD);
    expect(outcome).toEqual({ ok: true, account });
    const [entry] = await listAudit(db);
    expect(entry).toMatchObject({
      action: 'sign-in',
      staffId: account.id,
      staffName: 'Ana Bello',
      subject: 'ana@example.com',
      address: ADDRESS,
    });
  });

  it('answers an unknown email, a wrong password and a disabled account alike', async () => {
    const account = await addSeller();
    const disabled = await addSeller('old@example.com');
    await setStaffDisabled(db, disabled.id, true);
    expect(await attempt('nobody@example.com', PASSWORD)).toEqual({
      ok: false,
      message: WRONG_CREDENTIALS,
    });
    expect(await attempt('ana@example.com', 'wrong-password')).toEqual({
      ok: false,
      message: WRONG_CREDENTIALS,
    });
    expect(await attempt('old@example.com', PASSWORD)).toEqual({
      ok: false,
      message: WRONG_CREDENTIALS,
    });
    expect(await actions()).toEqual([
      ['sign-in-refused', 'nobody@example.com', 'unknown-account'],
      ['sign-in-refused', 'ana@example.com', 'wrong-password'],
      ['sign-in-refused', 'old@example.com', 'disabled'],
    ]);
    const refusals = await listAudit(db, { staffId: account.id });
    expect(refusals.map((entry) => entry.action)).toEqual(['sign-in-refused']);
  });

  it('locks the account at the fifth wrong password, refuses even the right one, and audits the lock', async () => {
    await addSeller();
    for (let i = 1; i <= 4; i += 1)
      expect(await attempt('ana@example.com', `wrong-${i}`)).toEqual({
        ok: false,
        message: WRONG_CREDENTIALS,
      });
    expect(await attempt('ana@example.com', 'wrong-5')).toEqual({
      ok: false,
      message: 'Too many attempts. Try again in 15 minutes.',
    });
    expect(await attempt('ana@example.com', PASSWORD)).toEqual({
      ok: false,
      message: 'Too many attempts. Try again in 15 minutes.',
    });
    const log = await actions();
    expect(log.slice(-3)).toEqual([
      ['sign-in-refused', 'ana@example.com', 'wrong-password'],
      ['locked-out', 'ana@example.com', 'account'],
      ['sign-in-refused', 'ana@example.com', 'locked'],
    ]);
  });

  it('clears the count on a right password', async () => {
    await addSeller();
    for (let i = 1; i <= 4; i += 1) await attempt('ana@example.com', `wrong-${i}`);
    expect((await attempt('ana@example.com', PASSWORD)).ok).toBe(true);
    for (let i = 1; i <= 4; i += 1)
      expect(await attempt('ana@example.com', `wrong-${i}`)).toEqual({
        ok: false,
        message: WRONG_CREDENTIALS,
      });
  });

  it('refuses even the right password while the limits cannot be counted, and audits why', async () => {
    await addSeller();
    const unavailable = { scope: 'unavailable', retryAfterSeconds: 60 } as const;
    deps.limiter = {
      ...deps.limiter,
      lockedFor: async () => unavailable,
      failed: async () => unavailable,
    };
    expect(await attempt('ana@example.com', PASSWORD)).toEqual({
      ok: false,
      message: 'Sign-in is unavailable for a moment. Try again in a minute.',
    });
    expect(await actions()).toEqual([['sign-in-refused', 'ana@example.com', 'limits-unavailable']]);
  });

  it('answers a wrong password it could not count as unavailable, without a lock in the audit', async () => {
    await addSeller();
    deps.limiter = {
      ...deps.limiter,
      failed: async () => ({ scope: 'unavailable', retryAfterSeconds: 60 }),
    };
    expect(await attempt('ana@example.com', 'wrong-1')).toEqual({
      ok: false,
      message: 'Sign-in is unavailable for a moment. Try again in a minute.',
    });
    expect(await actions()).toEqual([['sign-in-refused', 'ana@example.com', 'wrong-password']]);
  });
});
