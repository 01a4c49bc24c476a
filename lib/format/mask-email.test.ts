// The order page shows the ticket holder's email only as far as its owner recognises it.
import { describe, expect, it } from 'vitest';
import { maskEmail } from './mask-email';

describe('maskEmail', () => {
  it('keeps the first letter and the domain only', () => {
    expect(maskEmail('ada.obi@example.com')).toBe('a•••@example.com');
    expect(maskEmail('a@b.ng')).toBe('a•••@b.ng');
  });

  it('hides anything that is not an address', () => {
    expect(maskEmail('')).toBe('•••');
    expect(maskEmail('no-at-sign')).toBe('•••');
    expect(maskEmail('@example.com')).toBe('•••');
  });
});
