// Tests of the storefront's settings: a remote service needs a key, the local one gets its demo key, staging or live.
import { afterEach, describe, expect, it, vi } from 'vitest';

const SECRET = 's'.repeat(32);

/** The settings as a fresh process would read them from this environment. */
async function settingsFrom(env: Record<string, string | undefined>) {
  vi.resetModules();
  for (const name of [
    'TICKETING_BASE_URL',
    'TICKETING_ENV',
    'TICKETING_API_KEY',
    'TICKETING_TIMEOUT_MS',
    'SESSION_SECRET',
    'MAX_TICKETS_PER_ORDER',
    'PAYMENT_PROVIDER',
    'PAYSTACK_SECRET_KEY',
    'STOREFRONT_PUBLIC_URL',
    'TICKET_SIGNING_KEY',
  ]) {
    vi.stubEnv(name, env[name] ?? '');
  }
  const { storefrontEnv } = await import('./env');
  return storefrontEnv();
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('storefront settings', () => {
  it('talks to the embedded service on staging with its demo key when nothing is set', async () => {
    await expect(settingsFrom({ SESSION_SECRET: SECRET })).resolves.toMatchObject({
      TICKETING_BASE_URL: 'http://127.0.0.1:4000',
      TICKETING_ENV: 'staging',
      TICKETING_API_KEY: 'local-staging-key',
      TICKETING_TIMEOUT_MS: 8000,
      MAX_TICKETS_PER_ORDER: 10,
    });
  });

  it.each(['http://localhost:4000', 'http://[::1]:4000/', 'https://127.0.0.1/prefix'])(
    'gives the local address %s the demo key',
    async (url) => {
      await expect(
        settingsFrom({ SESSION_SECRET: SECRET, TICKETING_BASE_URL: url }),
      ).resolves.toMatchObject({ TICKETING_API_KEY: 'local-staging-key' });
    },
  );

  it.each([
    'https://tickets.example.com',
    'http://127.0.0.1.example.com',
    'http://localhost.example.com:4000',
    'http://10.0.0.5:4000',
  ])('refuses the remote address %s without a key, naming the variable', async (url) => {
    const failure = settingsFrom({
      SESSION_SECRET: SECRET,
      TICKETING_BASE_URL: url,
      TICKETING_ENV: 'live',
    });
    // A clear message at start-up, naming the variable, rather than requests that fail later.
    await expect(failure).rejects.toThrow(/^storefront: /);
    await expect(failure).rejects.toThrow(
      /TICKETING_API_KEY.*is required when TICKETING_BASE_URL is not a local address/,
    );
  });

  it('runs live against a remote service with its key, and keeps the key it was given', async () => {
    const env = await settingsFrom({
      SESSION_SECRET: SECRET,
      TICKETING_BASE_URL: 'https://tickets.example.com',
      TICKETING_ENV: 'live',
      TICKETING_API_KEY: 'live-key-123456',
      // Live takes real money: the test payment provider is refused there.
      PAYMENT_PROVIDER: 'paystack',
      PAYSTACK_SECRET_KEY: 'sk_live_0123456789',
      STOREFRONT_PUBLIC_URL: 'https://shop.example',
      TICKET_SIGNING_KEY: 'the merchant key',
    });
    expect(env).toMatchObject({
      TICKETING_ENV: 'live',
      TICKETING_API_KEY: 'live-key-123456',
      TICKETING_BASE_URL: 'https://tickets.example.com',
    });
  });

  it('uses a key given for the local service instead of the demo key', async () => {
    await expect(
      settingsFrom({ SESSION_SECRET: SECRET, TICKETING_API_KEY: 'staging-key-42' }),
    ).resolves.toMatchObject({ TICKETING_API_KEY: 'staging-key-42' });
  });

  it.each([
    ['an environment other than staging or live', { TICKETING_ENV: 'production' }, 'TICKETING_ENV'],
    ['a short key', { TICKETING_API_KEY: 'short' }, 'TICKETING_API_KEY'],
    ['a short session secret', { SESSION_SECRET: 'too-short' }, 'SESSION_SECRET'],
    ['a base URL that is not a URL', { TICKETING_BASE_URL: 'tickets' }, 'TICKETING_BASE_URL'],
    ['a timeout under 100 ms', { TICKETING_TIMEOUT_MS: '50' }, 'TICKETING_TIMEOUT_MS'],
    // Payment returns and emailed links name it; Live must not fall back to a local address.
    [
      'live without the public origin',
      {
        TICKETING_ENV: 'live',
        TICKETING_API_KEY: 'live-key-123456',
        PAYMENT_PROVIDER: 'paystack',
        PAYSTACK_SECRET_KEY: 'sk_live_0123456789',
      },
      'STOREFRONT_PUBLIC_URL',
    ],
  ])('refuses %s, naming it', async (_, env, name) => {
    await expect(settingsFrom({ SESSION_SECRET: SECRET, ...env })).rejects.toThrow(name);
  });
});
