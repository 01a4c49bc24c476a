// Tests of the storefront's settings: where it is reached, which proxies it trusts, and its limits.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError } from '@/lib/env';
import { parseStorefrontEnv } from './env';

const base = { SESSION_SECRET: 'x'.repeat(32) };
const problemsOf = (source: Record<string, string>) => {
  try {
    parseStorefrontEnv({ ...base, ...source });
  } catch (error) {
    if (error instanceof EnvError) return error.problems;
    throw error;
  }
  return [];
};

describe('parseStorefrontEnv', () => {
  it('defaults: no public origin, no trusted proxy, 10 reserves per address and 5 per session a minute, 10 tickets an order', () => {
    const env = parseStorefrontEnv(base);
    expect(env.STOREFRONT_PUBLIC_URL).toBeUndefined();
    expect(env).toMatchObject({
      TRUST_PROXY: 0,
      RESERVE_LIMIT_PER_ADDRESS: 10,
      RESERVE_LIMIT_PER_SESSION: 5,
      RESERVE_LIMIT_WINDOW_SECONDS: 60,
      MAX_TICKETS_PER_ORDER: 10,
    });
  });

  it('refunds a basket part that cannot be bought alone unless BASKET_FAILED_PART says refund-all', () => {
    expect(parseStorefrontEnv(base).BASKET_FAILED_PART).toBe('refund-part');
    expect(
      parseStorefrontEnv({ ...base, BASKET_FAILED_PART: 'refund-all' }).BASKET_FAILED_PART,
    ).toBe('refund-all');
    expect(problemsOf({ BASKET_FAILED_PART: 'sometimes' })[0]).toMatch(/^BASKET_FAILED_PART: /);
  });

  it('lets a ticket enter once unless CHECK_IN_REENTRY allows check-out and re-entry', () => {
    expect(parseStorefrontEnv(base).CHECK_IN_REENTRY).toBe(false);
    expect(parseStorefrontEnv({ ...base, CHECK_IN_REENTRY: 'true' }).CHECK_IN_REENTRY).toBe(true);
    expect(parseStorefrontEnv({ ...base, CHECK_IN_REENTRY: 'false' }).CHECK_IN_REENTRY).toBe(false);
    expect(problemsOf({ CHECK_IN_REENTRY: 'yes' })).toHaveLength(1);
  });

  it('offers getting there and staying in embeds only when EMBED_GETTING_THERE is on', () => {
    expect(parseStorefrontEnv(base).EMBED_GETTING_THERE).toBe(false);
    expect(parseStorefrontEnv({ ...base, EMBED_GETTING_THERE: 'true' }).EMBED_GETTING_THERE).toBe(
      true,
    );
    expect(parseStorefrontEnv({ ...base, EMBED_GETTING_THERE: 'false' }).EMBED_GETTING_THERE).toBe(
      false,
    );
    expect(problemsOf({ EMBED_GETTING_THERE: 'on' })).toHaveLength(1);
  });

  it('names the merchant with defaults, and refuses a support phone outside international format or a logo on another scheme', () => {
    expect(parseStorefrontEnv(base)).toMatchObject({
      MERCHANT_NAME: 'Eko Tickets',
      MERCHANT_SUPPORT_PHONE: '+2348000000000',
    });
    expect(parseStorefrontEnv({ ...base, MERCHANT_NAME: '  Lagoon Live  ' }).MERCHANT_NAME).toBe(
      'Lagoon Live',
    );
    expect(problemsOf({ MERCHANT_SUPPORT_PHONE: '08031234567' })).toEqual([
      'MERCHANT_SUPPORT_PHONE: must be in international format, such as +2348000000000',
    ]);
    expect(problemsOf({ MERCHANT_LOGO_URL: 'javascript:alert(1)' })).toHaveLength(1);
    expect(
      parseStorefrontEnv({ ...base, MERCHANT_LOGO_URL: '/media/logo.png' }).MERCHANT_LOGO_URL,
    ).toBe('/media/logo.png');
  });

  it('gives trips and stays their terms with defaults: reporting time, luggage, check-in and check-out, taxes, cancellation', () => {
    expect(parseStorefrontEnv(base)).toMatchObject({
      BUS_REPORTING_MINUTES: 30,
      HOTEL_CHECKIN_FROM: '14:00',
      HOTEL_CHECKOUT_BY: '12:00',
      HOTEL_FREE_CANCELLATION_HOURS: 48,
    });
    expect(parseStorefrontEnv(base).BUS_LUGGAGE_ALLOWANCE).toMatch(/kg/);
    expect(parseStorefrontEnv(base).HOTEL_TAX_NOTE).toMatch(/VAT/);
    expect(
      parseStorefrontEnv({ ...base, HOTEL_CHECKIN_FROM: '15:30', BUS_REPORTING_MINUTES: '45' }),
    ).toMatchObject({ HOTEL_CHECKIN_FROM: '15:30', BUS_REPORTING_MINUTES: 45 });
    expect(problemsOf({ HOTEL_CHECKOUT_BY: '25:00' })).toEqual([
      'HOTEL_CHECKOUT_BY: must be a time of day such as 12:00',
    ]);
    expect(problemsOf({ BUS_REPORTING_MINUTES: '0' })).toHaveLength(1);
    expect(problemsOf({ HOTEL_TAX_NOTE: 'x'.repeat(201) })).toHaveLength(1);
  });

  it('opens emailed order links for 7 days and limits order emails to 3 per contact and 10 per address an hour, each a setting', () => {
    expect(parseStorefrontEnv(base)).toMatchObject({
      ORDER_LINK_TTL_DAYS: 7,
      ORDER_EMAIL_LIMIT_PER_CONTACT: 3,
      ORDER_EMAIL_LIMIT_PER_ADDRESS: 10,
      ORDER_EMAIL_LIMIT_WINDOW_SECONDS: 3600,
    });
    expect(
      parseStorefrontEnv({
        ...base,
        ORDER_LINK_TTL_DAYS: '14',
        ORDER_EMAIL_LIMIT_PER_CONTACT: '5',
      }),
    ).toMatchObject({ ORDER_LINK_TTL_DAYS: 14, ORDER_EMAIL_LIMIT_PER_CONTACT: 5 });
    expect(problemsOf({ ORDER_LINK_TTL_DAYS: '0' })).toHaveLength(1);
    expect(problemsOf({ ORDER_LINK_TTL_DAYS: '365' })).toHaveLength(1);
  });

  it('takes the wallet settings all or none, certificates and keys as PEM text (one line with \\n too) or a file path', () => {
    const env = parseStorefrontEnv(base);
    expect([
      env.APPLE_WALLET_PASS_TYPE_ID,
      env.APPLE_WALLET_CERT,
      env.GOOGLE_WALLET_ISSUER_ID,
      env.GOOGLE_WALLET_SERVICE_ACCOUNT,
    ]).toEqual([undefined, undefined, undefined, undefined]);
    const pemText = '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n';
    const dir = mkdtempSync(join(tmpdir(), 'wallet-env-'));
    writeFileSync(join(dir, 'key.pem'), pemText.replace('CERTIFICATE', 'PRIVATE KEY'));
    const apple = {
      APPLE_WALLET_PASS_TYPE_ID: 'pass.com.example.tickets',
      APPLE_WALLET_TEAM_ID: 'ABCDE12345',
      APPLE_WALLET_CERT: pemText.replaceAll('\n', '\\n'),
      APPLE_WALLET_KEY: join(dir, 'key.pem'),
      APPLE_WALLET_WWDR: pemText,
    };
    expect(parseStorefrontEnv({ ...base, ...apple })).toMatchObject({
      APPLE_WALLET_CERT: pemText,
      APPLE_WALLET_KEY: pemText.replace('CERTIFICATE', 'PRIVATE KEY'),
      APPLE_WALLET_WWDR: pemText,
    });
    expect(problemsOf({ ...apple, APPLE_WALLET_WWDR: '' })).toHaveLength(1);
    const { APPLE_WALLET_WWDR: _wwdr, ...withoutWwdr } = apple;
    expect(problemsOf(withoutWwdr)).toEqual([
      'APPLE_WALLET_WWDR: is required with APPLE_WALLET_PASS_TYPE_ID, APPLE_WALLET_TEAM_ID, APPLE_WALLET_CERT, APPLE_WALLET_KEY',
    ]);
    expect(problemsOf({ ...apple, APPLE_WALLET_KEY: join(dir, 'missing.pem') })).toEqual([
      'APPLE_WALLET_KEY: must be PEM text (-----BEGIN …), or the path of a readable file holding it',
    ]);
    expect(problemsOf({ ...apple, APPLE_WALLET_TEAM_ID: 'abc' })).toHaveLength(1);

    const account = JSON.stringify({
      type: 'service_account',
      client_email: 'wallet@shop.iam.gserviceaccount.com',
      private_key: '-----BEGIN PRIVATE KEY-----\nMIIE\n-----END PRIVATE KEY-----\n',
    });
    writeFileSync(join(dir, 'account.json'), account);
    const google = {
      GOOGLE_WALLET_ISSUER_ID: '3388000000012345678',
      GOOGLE_WALLET_SERVICE_ACCOUNT: join(dir, 'account.json'),
    };
    expect(parseStorefrontEnv({ ...base, ...google }).GOOGLE_WALLET_SERVICE_ACCOUNT).toEqual({
      clientEmail: 'wallet@shop.iam.gserviceaccount.com',
      privateKey: '-----BEGIN PRIVATE KEY-----\nMIIE\n-----END PRIVATE KEY-----\n',
    });
    expect(
      parseStorefrontEnv({ ...base, ...google, GOOGLE_WALLET_SERVICE_ACCOUNT: account })
        .GOOGLE_WALLET_SERVICE_ACCOUNT?.clientEmail,
    ).toBe('wallet@shop.iam.gserviceaccount.com');
    expect(
      problemsOf({ ...google, GOOGLE_WALLET_SERVICE_ACCOUNT: '{"client_email": "x"' }),
    ).toEqual([
      "GOOGLE_WALLET_SERVICE_ACCOUNT: must be a service account's JSON key, with client_email and private_key",
    ]);
    expect(problemsOf({ GOOGLE_WALLET_ISSUER_ID: '3388000000012345678' })).toEqual([
      'GOOGLE_WALLET_SERVICE_ACCOUNT: is required with GOOGLE_WALLET_ISSUER_ID',
    ]);
  });

  it('reads the policy pages from MERCHANT_POLICY_DIR only when it is set', () => {
    expect(parseStorefrontEnv(base).MERCHANT_POLICY_DIR).toBeUndefined();
    expect(
      parseStorefrontEnv({ ...base, MERCHANT_POLICY_DIR: '/srv/policies' }).MERCHANT_POLICY_DIR,
    ).toBe('/srv/policies');
  });

  it('reads TRUST_PROXY as false, true (one proxy) or a count of proxies', () => {
    expect(parseStorefrontEnv({ ...base, TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(0);
    expect(parseStorefrontEnv({ ...base, TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(1);
    expect(parseStorefrontEnv({ ...base, TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(problemsOf({ TRUST_PROXY: 'yes' })).toEqual([
      'TRUST_PROXY: must be true, false or the number of proxies in front of the storefront (1 to 9)',
    ]);
    expect(problemsOf({ TRUST_PROXY: '10' })).toHaveLength(1);
  });

  it('keeps STOREFRONT_PUBLIC_URL as an origin, and refuses a path or another scheme', () => {
    expect(
      parseStorefrontEnv({ ...base, STOREFRONT_PUBLIC_URL: 'https://Shop.Example/' })
        .STOREFRONT_PUBLIC_URL,
    ).toBe('https://shop.example');
    expect(
      parseStorefrontEnv({ ...base, STOREFRONT_PUBLIC_URL: 'http://shop.example:8080' })
        .STOREFRONT_PUBLIC_URL,
    ).toBe('http://shop.example:8080');
    expect(problemsOf({ STOREFRONT_PUBLIC_URL: 'https://shop.example/tickets' })).toEqual([
      'STOREFRONT_PUBLIC_URL: must be an origin such as https://shop.example, without a path',
    ]);
    expect(problemsOf({ STOREFRONT_PUBLIC_URL: 'ftp://shop.example' })).toEqual([
      'STOREFRONT_PUBLIC_URL: must be an http(s) origin such as https://shop.example',
    ]);
    expect(problemsOf({ STOREFRONT_PUBLIC_URL: 'shop.example' })).toHaveLength(1);
  });

  it('waits 8 s for a call that matters and 2.5 s for a page’s read, each settable within 0.1 to 60 s', () => {
    expect(parseStorefrontEnv(base)).toMatchObject({
      TICKETING_TIMEOUT_MS: 8_000,
      TICKETING_READ_TIMEOUT_MS: 2_500,
    });
    expect(
      parseStorefrontEnv({ ...base, TICKETING_READ_TIMEOUT_MS: '1200' }).TICKETING_READ_TIMEOUT_MS,
    ).toBe(1_200);
    expect(problemsOf({ TICKETING_READ_TIMEOUT_MS: '50' })[0]).toMatch(
      /^TICKETING_READ_TIMEOUT_MS: /,
    );
  });

  it('lets one address hold 20 places in a waiting room unless WAITING_ROOM_PLACES_PER_ADDRESS says otherwise', () => {
    expect(parseStorefrontEnv(base).WAITING_ROOM_PLACES_PER_ADDRESS).toBe(20);
    expect(
      parseStorefrontEnv({ ...base, WAITING_ROOM_PLACES_PER_ADDRESS: '3' })
        .WAITING_ROOM_PLACES_PER_ADDRESS,
    ).toBe(3);
    expect(problemsOf({ WAITING_ROOM_PLACES_PER_ADDRESS: '0' })[0]).toMatch(
      /^WAITING_ROOM_PLACES_PER_ADDRESS: /,
    );
  });

  it('gives a waiting list’s turn 15 minutes unless WAITING_LIST_TURN_MINUTES says otherwise', () => {
    expect(parseStorefrontEnv(base).WAITING_LIST_TURN_MINUTES).toBe(15);
    expect(
      parseStorefrontEnv({ ...base, WAITING_LIST_TURN_MINUTES: '30' }).WAITING_LIST_TURN_MINUTES,
    ).toBe(30);
    expect(problemsOf({ WAITING_LIST_TURN_MINUTES: '0' })[0]).toMatch(
      /^WAITING_LIST_TURN_MINUTES: /,
    );
  });

  it('takes whole positive limits and names a bad one', () => {
    expect(
      parseStorefrontEnv({ ...base, RESERVE_LIMIT_PER_ADDRESS: '30', MAX_TICKETS_PER_ORDER: '4' }),
    ).toMatchObject({
      RESERVE_LIMIT_PER_ADDRESS: 30,
      MAX_TICKETS_PER_ORDER: 4,
    });
    expect(problemsOf({ RESERVE_LIMIT_PER_SESSION: '0' })[0]).toMatch(
      /^RESERVE_LIMIT_PER_SESSION: /,
    );
    expect(problemsOf({ RESERVE_LIMIT_WINDOW_SECONDS: '1.5' })[0]).toMatch(
      /^RESERVE_LIMIT_WINDOW_SECONDS: /,
    );
    expect(problemsOf({ MAX_TICKETS_PER_ORDER: 'ten' })[0]).toMatch(/^MAX_TICKETS_PER_ORDER: /);
  });

  it('has a box-office contact for walk-in sales, checked like a customer contact', () => {
    expect(parseStorefrontEnv(base)).toMatchObject({
      BOX_OFFICE_CONTACT_NAME: 'Box Office',
      BOX_OFFICE_CONTACT_EMAIL: 'box-office@tickets.example',
      BOX_OFFICE_CONTACT_PHONE: '08000000000',
    });
    expect(
      parseStorefrontEnv({ ...base, BOX_OFFICE_CONTACT_PHONE: '+234 803 123 4567' })
        .BOX_OFFICE_CONTACT_PHONE,
    ).toBe('2348031234567');
    expect(problemsOf({ BOX_OFFICE_CONTACT_EMAIL: 'desk' })).toEqual([
      'BOX_OFFICE_CONTACT_EMAIL: Enter a valid email address.',
    ]);
  });

  it('takes an optional staff session secret of 32 characters or more, and the storefront database settings', () => {
    expect(parseStorefrontEnv(base).STAFF_SESSION_SECRET).toBeUndefined();
    expect(
      parseStorefrontEnv({ ...base, STAFF_SESSION_SECRET: 'y'.repeat(32) }).STAFF_SESSION_SECRET,
    ).toBe('y'.repeat(32));
    expect(problemsOf({ STAFF_SESSION_SECRET: 'short' })).toEqual([
      'STAFF_SESSION_SECRET: must be at least 32 characters',
    ]);
    expect(parseStorefrontEnv(base).STOREFRONT_DB_PATH).toBe('.data/storefront.sqlite');
    expect(problemsOf({ STOREFRONT_DATABASE_URL: 'mysql://db' })).toEqual([
      'STOREFRONT_DATABASE_URL: must be a postgres:// URL',
    ]);
  });

  it('reads EMBED_ALLOWED_ORIGINS as a list of origins, empty by default, and names a bad entry', () => {
    expect(parseStorefrontEnv(base).EMBED_ALLOWED_ORIGINS).toEqual([]);
    expect(
      parseStorefrontEnv({
        ...base,
        EMBED_ALLOWED_ORIGINS:
          '  https://Blog.Example  http://localhost:3300 https://blog.example/ ',
      }).EMBED_ALLOWED_ORIGINS,
    ).toEqual(['https://blog.example', 'http://localhost:3300']);
    expect(problemsOf({ EMBED_ALLOWED_ORIGINS: 'https://blog.example/page' })).toEqual([
      'EMBED_ALLOWED_ORIGINS: https://blog.example/page is not an origin such as https://blog.example (scheme, host and port only)',
    ]);
    expect(problemsOf({ EMBED_ALLOWED_ORIGINS: '*' })).toHaveLength(1);
  });

  it('takes TICKET_SIGNING_KEY, unset in staging and required in Live', () => {
    expect(parseStorefrontEnv(base).TICKET_SIGNING_KEY).toBeUndefined();
    const live = {
      TICKETING_ENV: 'live',
      PAYMENT_PROVIDER: 'paystack',
      PAYSTACK_SECRET_KEY: 'sk_live_0123456789',
      STOREFRONT_PUBLIC_URL: 'https://shop.example',
    };
    expect(problemsOf(live)).toEqual([
      'TICKET_SIGNING_KEY: is required when TICKETING_ENV is live',
    ]);
    expect(problemsOf({ ...live, TICKET_SIGNING_KEY: '-----BEGIN PRIVATE KEY-----' })).toEqual([]);
  });

  it('takes METRICS_TOKEN of 16 characters or more, unset by default (metrics for near addresses only)', () => {
    expect(parseStorefrontEnv(base).METRICS_TOKEN).toBeUndefined();
    expect(parseStorefrontEnv({ ...base, METRICS_TOKEN: 'm'.repeat(16) }).METRICS_TOKEN).toBe(
      'm'.repeat(16),
    );
    expect(problemsOf({ METRICS_TOKEN: 'short' })).toEqual([
      'METRICS_TOKEN: must be at least 16 characters',
    ]);
  });
});
