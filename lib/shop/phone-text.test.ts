// Tests of the support phone as shown.
import { describe, expect, it } from 'vitest';
import { phoneText } from './phone-text';

describe('phoneText', () => {
  it('groups a Nigerian number and leaves any other as given', () => {
    expect(phoneText('+2348031234567')).toBe('+234 803 123 4567');
    expect(phoneText('+442071234567')).toBe('+442071234567');
  });
});
