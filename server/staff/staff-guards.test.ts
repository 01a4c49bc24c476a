// Tests of the guards of box-office pages, actions and route handlers, run in-process on a real session cookie and database.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testStoreDatabase } from '@/server/payments/testing/store';
import type { StoreDatabase } from '@/server/store-db/connect';
import {
  clearCookies,
  ForbiddenSignal,
  redirectOf,
  request,
  startRequest,
} from '@/server/ticketing/test-support/next-request';
import { IDLE_MS } from './session-rules';
import {
  insertStaff,
  setStaffDisabled,
  setStaffPassword,
  type StaffAccount,
} from './staff-accounts';
import {
  assertStaffAction,
  requireStaff,
  STAFF_COOKIE,
  staffRoute,
  StaffActionRefused,
  startStaffSession,
} from './staff-session';

vi.mock(
  'next/headers',
  async () => (await import('@/server/ticketing/test-support/next-request')).nextHeaders,
);
vi.mock(
  'next/navigation',
  async () => (await import('@/server/ticketing/test-support/next-request')).nextNavigation,
);
vi.mock('@/server/env', () => ({
  storefrontEnv: () => ({ SESSION_SECRET: 's'.repeat(32), STAFF_SESSION_SECRET: undefined }),
}));
vi.mock('@/server/security/proxy-trust', () => ({
  proxyTrust: () => ({ publicOrigin: undefined, trustedProxies: 0 }),
}));
vi.mock('@/server/store-db/storefront-database', () => ({
  storefrontDatabase: () => Promise.resolve(db),
}));

let db: StoreDatabase;
let seller: StaffAccount;
let supervisor: StaffAccount;
const T0 = Date.parse('2026-11-23T08:00:00Z');

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(T0);
  db = await testStoreDatabase();
  seller = await insertStaff(
    db,
    { email: 'tunde@example.com', name: 'Tunde Ade', role: 'seller', passwordHash: 'x' },
    T0 - 1000,
  );
  supervisor = await insertStaff(
    db,
    { email: 'ana@example.com', name: 'Ana Bello', role: 'supervisor', passwordHash: 'x' },
    T0 - 1000,
  );
  clearCookies();
});
afterEach(async () => {
  vi.useRealTimers();
  await db.destroy();
});

/** Signs `account` in, as the sign-in action does, then starts the next request from a box-office page. */
async function signedIn(account: StaffAccount) {
  startRequest();
  await startStaffSession(account);
  startRequest();
  request.headers.set('referer', 'https://shop.example/box-office/sales?day=today');
}

const route = staffRoute('supervisor', async (_request, staff) =>
  Response.json({ success: true, data: staff.email }),
);
const post = () =>
  new Request('https://shop.example/box-office/anything', {
    method: 'POST',
    headers: request.headers,
  });
const replyOf = async (response: Response) => ({
  status: response.status,
  body: (await response.json()) as unknown,
});

describe('requireStaff (pages)', () => {
  it('sends a visitor without a session to sign-in, returning to the page after', async () => {
    startRequest(null);
    expect(await redirectOf(requireStaff('supervisor', '/box-office/audit'))).toBe(
      '/box-office/sign-in?next=%2Fbox-office%2Faudit',
    );
  });

  it('answers 403 to a seller on a supervisor’s page, and lets a supervisor in', async () => {
    await signedIn(seller);
    await expect(requireStaff('supervisor')).rejects.toBeInstanceOf(ForbiddenSignal);
    expect(await requireStaff('seller')).toEqual({
      id: seller.id,
      email: 'tunde@example.com',
      name: 'Tunde Ade',
      role: 'seller',
    });
    await signedIn(supervisor);
    expect((await requireStaff('supervisor')).role).toBe('supervisor');
  });

  it('keeps every page for sellers closed to the door team, and opens check-in to all three roles', async () => {
    const door = await insertStaff(
      db,
      { email: 'gate@example.com', name: 'Gate One', role: 'door', passwordHash: 'x' },
      T0 - 1000,
    );
    await signedIn(door);
    await expect(requireStaff('seller')).rejects.toBeInstanceOf(ForbiddenSignal);
    await expect(requireStaff()).rejects.toBeInstanceOf(ForbiddenSignal);
    expect((await requireStaff('door')).role).toBe('door');
    expect(await db.selectFrom('shifts').selectAll().execute()).toEqual([]);
    await signedIn(seller);
    expect((await requireStaff('door')).role).toBe('seller');
  });

  it('signs out at once an account disabled, or given a new password, since sign-in', async () => {
    await signedIn(seller);
    vi.setSystemTime(T0 + 1000);
    await setStaffDisabled(db, seller.id, true, T0 + 1000);
    expect(await redirectOf(requireStaff())).toBe('/box-office/sign-in');
    await setStaffDisabled(db, seller.id, false, T0 + 2000);
    expect(await redirectOf(requireStaff())).toBe('/box-office/sign-in');

    await signedIn(supervisor);
    vi.setSystemTime(T0 + 3000);
    await setStaffPassword(db, supervisor.id, 'y', T0 + 3000);
    expect(await redirectOf(requireStaff())).toBe('/box-office/sign-in');
  });

  it('ends a session idle for the idle time; pages read it without renewing', async () => {
    await signedIn(seller);
    vi.setSystemTime(T0 + IDLE_MS - 1);
    expect((await requireStaff()).id).toBe(seller.id);
    vi.setSystemTime(T0 + IDLE_MS);
    expect(await redirectOf(requireStaff())).toBe('/box-office/sign-in');
  });
});

describe('assertStaffAction (server actions)', () => {
  it('refuses a post from another site before anything else', async () => {
    await signedIn(supervisor);
    request.headers.set('origin', 'https://evil.example');
    await expect(assertStaffAction('seller')).rejects.toBeInstanceOf(StaffActionRefused);
  });

  it('sends a post without a session to sign-in, returning to the page it came from', async () => {
    startRequest();
    request.headers.set('referer', 'https://shop.example/box-office/sales?day=today');
    expect(await redirectOf(assertStaffAction())).toBe(
      '/box-office/sign-in?next=%2Fbox-office%2Fsales%3Fday%3Dtoday',
    );
  });

  it('answers 403 to a seller, and renews a supervisor’s session so it stays open while used', async () => {
    await signedIn(seller);
    await expect(assertStaffAction('supervisor')).rejects.toBeInstanceOf(ForbiddenSignal);

    await signedIn(supervisor);
    vi.setSystemTime(T0 + IDLE_MS - 1000);
    const sealed = request.cookies.get(STAFF_COOKIE);
    expect((await assertStaffAction('supervisor')).id).toBe(supervisor.id);
    expect(request.cookies.get(STAFF_COOKIE)).not.toBe(sealed);
    vi.setSystemTime(T0 + IDLE_MS + 1000);
    expect((await requireStaff()).id).toBe(supervisor.id);
  });
});

describe('staffRoute (route handlers)', () => {
  it('answers 403 to another site, 401 without a session and 403 to a role too low, in the error envelope', async () => {
    await signedIn(supervisor);
    request.headers.set('origin', 'https://evil.example');
    expect(await replyOf(await route(post(), undefined))).toEqual({
      status: 403,
      body: {
        success: false,
        status: 403,
        message: 'This request must come from the box office’s own pages.',
      },
    });
    clearCookies();
    startRequest();
    expect(await replyOf(await route(post(), undefined))).toEqual({
      status: 401,
      body: { success: false, status: 401, message: 'Sign in at the box office to continue.' },
    });
    await signedIn(seller);
    expect(await replyOf(await route(post(), undefined))).toEqual({
      status: 403,
      body: { success: false, status: 403, message: 'Your role does not allow this.' },
    });
  });

  it('runs the handler for the staff member with the role', async () => {
    await signedIn(supervisor);
    expect(await replyOf(await route(post(), undefined))).toEqual({
      status: 200,
      body: { success: true, data: 'ana@example.com' },
    });
  });
});
