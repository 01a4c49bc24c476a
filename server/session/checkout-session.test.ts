// Tests of the checkout cookie: flags, lifetime, size, sealing.
import { getIronSession, sealData } from 'iron-session';
import type { cookies } from 'next/headers';
import { describe, expect, it, vi } from 'vitest';
import { STORED_TEXT } from './checkout-state';
import {
  checkoutSessionOptions,
  openCheckoutSession,
  SESSION_COOKIE,
  SESSION_TTL_SECONDS,
  type CheckoutSessionData,
  type CheckoutState,
} from './checkout-session';

const SECRET = 's'.repeat(32);

type CookieStore = Awaited<ReturnType<typeof cookies>>;

/** The part of next/headers' cookie store that iron-session uses, keeping what was set. */
function cookieJar(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  const set: { name: string; value: string; options: Record<string, unknown> }[] = [];
  const cookieStore = {
    get: (name: string) => (values.has(name) ? { name, value: values.get(name)! } : undefined),
    // iron-session calls set(name, value, options).
    set: (name: string, value: string, options: Record<string, unknown> = {}) => {
      values.set(name, value);
      set.push({ name, value, options });
    },
  };
  return { set, values, store: cookieStore as unknown as CookieStore };
}

const longest = (n: number) => 'x'.repeat(n);

// The largest checkout the storefront writes: ten ticket types of a screening with long titles (notes come
// only with the one line of a bus or hotel checkout).
const bigCheckout: CheckoutState = {
  selection: {
    kind: 'cinema',
    filmId: '0b7f3a52-6c1e-4d8a-9f3b-2a1c5e7d9b10',
    locationId: 2147483647,
    timeId: 2147483647,
    date: '2026-11-21',
  },
  title: longest(STORED_TEXT.title),
  subtitle: longest(STORED_TEXT.subtitle),
  lines: Array.from({ length: 10 }, (_, i) => ({
    id: `5d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c${String(i).padStart(2, '0')}`,
    title: longest(STORED_TEXT.lineTitle),
    quantity: 10,
    unitPrice: 123456.78,
  })),
  contact: { name: longest(100), email: `${longest(60)}@example.com`, phone: '2348031234567' },
  holds: Array.from(
    { length: 10 },
    (_, i) => `1f2e3d4c-5b6a-4978-8a6b-5c4d3e2f1a${String(i).padStart(2, '0')}`,
  ),
  expiresAt: '2026-11-21T12:03:00.000Z',
  clockOffsetMs: -1234,
  merchantReference: 'web-AAAAAAAAAAAAAAAAAAAAAA',
  orderKey: 'web-BBBBBBBBBBBBBBBBBBBBBB',
  channel: 'web',
};

describe('checkout session', () => {
  it('writes an httpOnly, SameSite=Lax cookie, secure in production, that lives 30 minutes at most', async () => {
    const jar = cookieJar();
    const session = await getIronSession<CheckoutSessionData>(
      jar.store,
      checkoutSessionOptions(SECRET, true),
    );
    session.lastOrder = 'web-x';
    await session.save();
    const [cookie] = jar.set;
    expect(cookie?.name).toBe(SESSION_COOKIE);
    expect(cookie?.options).toMatchObject({
      httpOnly: true,
      secure: true,
      sameSite: 'lax',
      path: '/',
    });
    expect(Number(cookie?.options.maxAge)).toBeLessThanOrEqual(SESSION_TTL_SECONDS);
    expect(checkoutSessionOptions(SECRET, false).cookieOptions?.secure).toBe(false);
  });

  it('reads back what it sealed, and nothing of it is readable in the cookie', async () => {
    const jar = cookieJar();
    const options = checkoutSessionOptions(SECRET);
    const first = await getIronSession<CheckoutSessionData>(jar.store, options);
    first.checkout = bigCheckout;
    await first.save();
    expect(jar.values.get(SESSION_COOKIE)).not.toContain('example.com');
    const second = await getIronSession<CheckoutSessionData>(jar.store, options);
    expect(second.checkout).toEqual(bigCheckout);
  });

  it('keeps the largest checkout under the 4 KB cookie limit', async () => {
    const sealed = await sealData(
      { checkout: bigCheckout, lastOrder: bigCheckout.merchantReference },
      { password: SECRET, ttl: SESSION_TTL_SECONDS },
    );
    expect(`${SESSION_COOKIE}=${sealed}`.length).toBeLessThan(4096);
  });

  it('ignores a cookie sealed with another secret or tampered with', async () => {
    const forged = await sealData({ checkout: bigCheckout }, { password: 'o'.repeat(32) });
    const foreign = await getIronSession<CheckoutSessionData>(
      cookieJar({ [SESSION_COOKIE]: forged }).store,
      checkoutSessionOptions(SECRET),
    );
    expect(foreign.checkout).toBeUndefined();
    const genuine = await sealData({ lastOrder: 'web-x' }, { password: SECRET });
    const tampered = `${genuine.slice(0, -4)}AAAA`;
    const broken = await getIronSession<CheckoutSessionData>(
      cookieJar({ [SESSION_COOKIE]: tampered }).store,
      checkoutSessionOptions(SECRET),
    );
    expect(broken.lastOrder).toBeUndefined();
  });

  it('opens a damaged cookie as an empty session, and saving replaces it', async () => {
    const genuine = await sealData({ lastOrder: 'web-x' }, { password: SECRET });
    // The last two make iron-session itself throw: another seal version, and a seal of a non-object.
    const throwing = [
      genuine.replace('Fe26.2', 'Fe27.2'),
      await sealData('a string' as never, { password: SECRET }),
    ];
    for (const damaged of ['Fe26.2**garbage', '~2', 'not a seal at all', ...throwing]) {
      const jar = cookieJar({ [SESSION_COOKIE]: damaged });
      const session = await openCheckoutSession(jar.store, checkoutSessionOptions(SECRET));
      expect(session.checkout).toBeUndefined();
      session.lastOrder = 'web-x';
      await session.save();
      expect(jar.values.get(SESSION_COOKIE)).not.toBe(damaged);
    }
  });

  it('sets the cookie secure by default in production only', () => {
    vi.stubEnv('NODE_ENV', 'production');
    expect(checkoutSessionOptions(SECRET).cookieOptions?.secure).toBe(true);
    vi.stubEnv('NODE_ENV', 'test');
    expect(checkoutSessionOptions(SECRET).cookieOptions?.secure).toBe(false);
    vi.unstubAllEnvs();
  });

  it('in an embed frame, sets a partitioned SameSite=None Secure cookie, even outside production', () => {
    expect(checkoutSessionOptions(SECRET, false, true).cookieOptions).toMatchObject({
      secure: true,
      sameSite: 'none',
      partitioned: true,
      httpOnly: true,
    });
    expect(checkoutSessionOptions(SECRET, true, false).cookieOptions).toMatchObject({
      sameSite: 'lax',
    });
    expect(checkoutSessionOptions(SECRET, true, false).cookieOptions).not.toHaveProperty(
      'partitioned',
    );
  });

  it('drops a checkout of an older shape (event-only fields) but keeps what is still valid', async () => {
    const old = {
      eventId: 'e',
      eventTitle: 'Old',
      lines: [{ categoryId: 'c', title: 'VIP', quantity: 1, unitPrice: 1 }],
    };
    const sealed = await sealData(
      { checkout: old, draft: { eventId: 'e', quantities: {} }, lastOrder: 'web-x' },
      { password: SECRET },
    );
    const session = await openCheckoutSession(
      cookieJar({ [SESSION_COOKIE]: sealed }).store,
      checkoutSessionOptions(SECRET),
    );
    expect(session.checkout).toBeUndefined();
    expect(session.draft).toBeUndefined();
    expect(session.lastOrder).toBe('web-x');
  });

  it('keeps a checkout of the current shape', async () => {
    const sealed = await sealData({ checkout: bigCheckout }, { password: SECRET });
    const session = await openCheckoutSession(
      cookieJar({ [SESSION_COOKIE]: sealed }).store,
      checkoutSessionOptions(SECRET),
    );
    expect(session.checkout).toEqual(bigCheckout);
  });
});
