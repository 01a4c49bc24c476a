// Tests of the staff cookie: its own name, key and path, apart from the customer's checkout cookie.
import { sealData, unsealData } from 'iron-session';
import { describe, expect, it } from 'vitest';
import { checkoutSessionOptions, SESSION_COOKIE } from '@/server/session/checkout-session';
import { IDLE_MS } from './session-rules';
import { STAFF_COOKIE, staffSessionOptions, staffSessionSecret } from './staff-session';

const SESSION_SECRET = 's'.repeat(32);

describe('staff cookie', () => {
  it('is HttpOnly, SameSite=Lax, Secure in production and sent to the box office alone', () => {
    const options = staffSessionOptions('k'.repeat(32), true);
    expect(options.cookieName).toBe(STAFF_COOKIE);
    expect(STAFF_COOKIE).not.toBe(SESSION_COOKIE);
    expect(options.cookieOptions).toEqual({
      httpOnly: true,
      secure: true,
      sameSite: 'lax',
      path: '/box-office',
    });
    expect(staffSessionOptions('k'.repeat(32), false).cookieOptions?.secure).toBe(false);
  });

  it('lives as long as the idle time (iron-session takes a minute off the seal’s time for the cookie)', () => {
    expect(staffSessionOptions('k'.repeat(32)).ttl).toBe(IDLE_MS / 1000 + 60);
  });

  it('is sealed with a key of its own, derived from the session secret when none is set', async () => {
    const derived = staffSessionSecret({ SESSION_SECRET, STAFF_SESSION_SECRET: undefined });
    expect(derived).not.toBe(SESSION_SECRET);
    expect(derived.length).toBeGreaterThanOrEqual(32);
    expect(
      staffSessionSecret({ SESSION_SECRET: 't'.repeat(32), STAFF_SESSION_SECRET: undefined }),
    ).not.toBe(derived);
    expect(staffSessionSecret({ SESSION_SECRET, STAFF_SESSION_SECRET: 'x'.repeat(40) })).toBe(
      'x'.repeat(40),
    );

    // A customer's cookie, sealed with the session secret, does not open as a staff session.
    const checkoutSeal = await sealData(
      { staffId: 'someone', signedInAt: 1, lastSeenAt: 1 },
      { password: checkoutSessionOptions(SESSION_SECRET).password as string },
    );
    expect(await unsealData(checkoutSeal, { password: derived })).toEqual({});
  });
});
