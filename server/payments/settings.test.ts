// Tests of the payment settings: the test provider never in Live, Paystack only with its secret key.
import { describe, expect, it } from 'vitest';
import { EnvError } from '@/lib/env';
import { parseStorefrontEnv } from '@/server/env';

const base = { SESSION_SECRET: 's'.repeat(32) };

describe('payment settings', () => {
  it('defaults to the test provider for staging and local runs', () => {
    expect(parseStorefrontEnv(base).PAYMENT_PROVIDER).toBe('test');
  });

  it('refuses to start Live with the test provider', () => {
    expect(() => parseStorefrontEnv({ ...base, TICKETING_ENV: 'live' })).toThrow(EnvError);
    expect(() => parseStorefrontEnv({ ...base, TICKETING_ENV: 'live' })).toThrow(
      /PAYMENT_PROVIDER/,
    );
  });

  it('needs the Paystack secret key to use Paystack, and then runs Live', () => {
    expect(() => parseStorefrontEnv({ ...base, PAYMENT_PROVIDER: 'paystack' })).toThrow(
      /PAYSTACK_SECRET_KEY/,
    );
    const live = parseStorefrontEnv({
      ...base,
      TICKETING_ENV: 'live',
      PAYMENT_PROVIDER: 'paystack',
      PAYSTACK_SECRET_KEY: 'sk_live_0123456789',
      STOREFRONT_PUBLIC_URL: 'https://shop.example',
      TICKET_SIGNING_KEY: 'the merchant key',
    });
    expect(live).toMatchObject({
      PAYMENT_PROVIDER: 'paystack',
      PAYSTACK_BASE_URL: 'https://api.paystack.co',
    });
  });
});
