// Tests of the signed order link: it opens its order until it expires, and a changed or foreign link opens nothing.
import { describe, expect, it } from 'vitest';
import { orderLinkUrl, readOrderLink, sealOrderLink } from './order-link';

const SECRET = 'a-session-secret-of-at-least-32-characters';
const REFERENCE = 'web-AAAAAAAAAAAAAAAAAAAAAA';
const NOW = Date.UTC(2026, 10, 26, 9);
const DAY = 86_400;

describe('order links', () => {
  it('open their order until they expire, then read as expired', async () => {
    const token = await sealOrderLink(REFERENCE, SECRET, 7 * DAY, NOW);
    expect(await readOrderLink(token, SECRET, NOW + 7 * DAY * 1000 - 1)).toEqual({
      state: 'valid',
      reference: REFERENCE,
    });
    expect(await readOrderLink(token, SECRET, NOW + 7 * DAY * 1000)).toEqual({ state: 'expired' });
  });

  it('do not show the reference they open', async () => {
    const token = await sealOrderLink(REFERENCE, SECRET, DAY, NOW);
    expect(token).not.toContain('AAAAAAAAAA');
    expect(orderLinkUrl('https://shop.test', token)).toMatch(
      /^https:\/\/shop\.test\/orders\/open\?t=[\w%.~*-]+$/,
    );
  });

  it('open nothing when changed, sealed under another secret, or not a link at all', async () => {
    const token = await sealOrderLink(REFERENCE, SECRET, DAY, NOW);
    const middle = Math.floor(token.length / 2);
    const changed = `${token.slice(0, middle)}${token[middle] === 'A' ? 'B' : 'A'}${token.slice(middle + 1)}`;
    expect(await readOrderLink(changed, SECRET, NOW)).toEqual({ state: 'invalid' });
    expect(await readOrderLink(token, 'another-session-secret-of-32-characters!', NOW)).toEqual({
      state: 'invalid',
    });
    expect(await readOrderLink('', SECRET, NOW)).toEqual({ state: 'invalid' });
    expect(await readOrderLink('web-AAAAAAAAAAAAAAAAAAAAAA', SECRET, NOW)).toEqual({
      state: 'invalid',
    });
  });

  it('are made only for the customer channels’ references', async () => {
    await expect(sealOrderLink('pos-AAAAAAAAAAAAAAAAAAAAAA', SECRET, DAY, NOW)).rejects.toThrow();
  });
});
