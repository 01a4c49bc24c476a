// Tests of webhook signatures: HMAC-SHA512 of the raw body, hex, compared in constant time.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hasValidSignature, signBody } from './signature';

const SECRET = 'sk_test_0123456789abcdef';
const BODY = '{"event":"charge.success","data":{"reference":"web-x"}}';

describe('webhook signature', () => {
  it('is the HMAC-SHA512 of the raw body in hex, as Paystack documents', () => {
    expect(signBody(BODY, SECRET)).toBe(createHmac('sha512', SECRET).update(BODY).digest('hex'));
  });

  it('accepts a good signature in either case', () => {
    expect(hasValidSignature(BODY, signBody(BODY, SECRET), SECRET)).toBe(true);
    expect(hasValidSignature(BODY, signBody(BODY, SECRET).toUpperCase(), SECRET)).toBe(true);
  });

  it('refuses a bad, truncated, missing or other-key signature, and a body changed by one character', () => {
    const good = signBody(BODY, SECRET);
    expect(
      hasValidSignature(BODY, `${good.slice(0, -1)}${good.endsWith('0') ? '1' : '0'}`, SECRET),
    ).toBe(false);
    expect(hasValidSignature(BODY, good.slice(0, 64), SECRET)).toBe(false);
    expect(hasValidSignature(BODY, null, SECRET)).toBe(false);
    expect(hasValidSignature(BODY, '', SECRET)).toBe(false);
    expect(hasValidSignature(BODY, signBody(BODY, 'sk_test_another_key_000'), SECRET)).toBe(false);
    expect(hasValidSignature(BODY.replace('web-x', 'web-y'), good, SECRET)).toBe(false);
    expect(hasValidSignature(BODY, `${good}00`, SECRET)).toBe(false);
  });
});
