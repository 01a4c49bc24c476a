// The share card: the address of each page's card read back, the text it can draw, and the PNG it draws.
import { describe, expect, it, vi } from 'vitest';
import { drawableText, shareCardResponse } from './share-card';
import { cardSubjectOf, shareCardUrl, type CardSubject } from './share-card-subject';

vi.mock('@/server/env', () => ({
  storefrontEnv: () => ({
    TICKETING_BASE_URL: 'http://127.0.0.1:4000',
    TICKETING_API_KEY: 'k',
    TICKETING_TIMEOUT_MS: 500,
  }),
}));
const picture = vi.hoisted(() => ({
  svg: '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="80"><rect width="120" height="80" fill="#c33"/></svg>',
}));
vi.mock('@/server/images/read-picture', () => ({
  readPicture: async () => ({
    ok: true,
    type: 'image/svg+xml',
    body: new TextEncoder().encode(picture.svg),
  }),
}));

const EVENT = 'b8733774-44f7-54ec-bc66-78d7f47bdb7e';

describe('the card’s address', () => {
  it.each<CardSubject>([
    { kind: 'home' },
    { kind: 'event', id: EVENT },
    { kind: 'cinema', id: EVENT },
    { kind: 'bus', routeId: 3, scheduleId: 41 },
    { kind: 'hotel', id: 7 },
  ])('reads back %o', (subject) => {
    const url = new URL(shareCardUrl(subject, 'https://shop.example'));
    expect(url.origin).toBe('https://shop.example');
    expect(cardSubjectOf(url.pathname.split('/').slice(2))).toEqual(subject);
  });

  it.each([
    [[]],
    [['event', 'not-an-id']],
    [['hotel', '0']],
    [['hotel', '1.5']],
    [['bus', '3']],
    [['home', 'x']],
    [['film', EVENT]],
    [['event', EVENT, 'more']],
  ])('refuses %j', (segments) => {
    expect(cardSubjectOf(segments)).toBeNull();
  });
});

describe('drawableText', () => {
  it('leaves out what the bundled font cannot draw and shortens at the limit', () => {
    expect(drawableText('Gidi  Heat 🎬 — ₦5,000 · Lagos', 80)).toBe('Gidi Heat — 5,000 · Lagos');
    expect(drawableText('Ọjà Òru at Èkó', 80)).toBe('Oja Oru at Eko');
    expect(drawableText('a'.repeat(20), 10)).toBe(`${'a'.repeat(9)}…`);
  });
});

describe('shareCardResponse', () => {
  it('draws a 1200×630 PNG, with the page’s picture, kept an hour', async () => {
    const response = await shareCardResponse({
      title: 'Detty December Warm-Up',
      facts: 'Sat, 5 Dec · Lagos',
      merchant: 'Eko Tickets',
      picture: 'http://127.0.0.1:4000/media/experience/x.svg',
    });
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    const png = Buffer.from(await response.arrayBuffer());
    if (process.env.SHARE_CARD_OUT)
      (await import('node:fs')).writeFileSync(process.env.SHARE_CARD_OUT, png);
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  }, 20_000);
});
