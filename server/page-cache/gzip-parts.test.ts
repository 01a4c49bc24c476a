// Gzip compressed once per copy: every visitor's stream unpacks to the copy with their own nonce, smaller than the
// page, and a nonce of another length or a body with zero bytes falls back to compressing per visitor.
import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { gzipParts, gzipWithNonce } from './gzip-parts';

const RENDERED = 'cmVuZGVyLW5vbmNlLTE2Yg==';
const VISITOR = 'dmlzaXRvci1ub25jZS0xNmI=';

/** A page like the catalogue's: scripts with the nonce, repeated markup, text beyond ASCII. */
function page(scripts: number): string {
  const cards = Array.from(
    { length: 200 },
    (_, i) => `<li class="card"><a href="/events/${i}">Concert nº ${i} — Lagos ₦5,000</a></li>`,
  ).join('');
  const tags = Array.from(
    { length: scripts },
    (_, i) => `<script nonce="${RENDERED}" src="/_next/static/chunks/${i}.js"></script>`,
  ).join('');
  return `<html><head>${tags}</head><body><ul>${cards}</ul><script nonce="${RENDERED}">self.__next_f.push([1,"${RENDERED}"])</script></body></html>`;
}

describe('gzipWithNonce', () => {
  it.each([
    ['a page with many nonces', page(20)],
    ['a nonce at each end, and two side by side', `${RENDERED}<p>é</p>${RENDERED}${RENDERED}`],
    ['no nonce at all', '<html><body>nothing to replace</body></html>'],
    [
      'nothing but text past the window',
      `<script nonce="${RENDERED}"></script>${'x'.repeat(40_000)}<b nonce="${RENDERED}">${'yz'.repeat(20_000)}</b>`,
    ],
  ])('unpacks to the body with the visitor’s nonce: %s', async (_, body) => {
    const parts = await gzipParts(body, RENDERED);
    const stream = gzipWithNonce(parts!, VISITOR);
    expect(gunzipSync(stream!).toString()).toBe(body.replaceAll(RENDERED, VISITOR));
  });

  it('sends a page about as small as compressing it whole: a few bytes more for each nonce, stored as is', async () => {
    const body = page(20);
    const stream = gzipWithNonce((await gzipParts(body, RENDERED))!, VISITOR)!;
    const places = body.split(RENDERED).length - 1;
    expect(stream.length).toBeLessThan(
      gzipSync(body.replaceAll(RENDERED, VISITOR)).length + 40 * places,
    );
    expect(stream.length).toBeLessThan(body.length / 5);
  });

  it('refuses a nonce of another length, and a body it cannot compress in parts', async () => {
    expect(gzipWithNonce((await gzipParts(page(2), RENDERED))!, 'short')).toBeNull();
    expect(await gzipParts('<p>\0</p>', RENDERED)).toBeNull();
    expect(await gzipParts('<p></p>', '')).toBeNull();
  });
});
