// Which requests the page cache may answer, and under which key: pages whatever the request accepts, flight data
// under every header Next's answer varies on, and never the one for the other.
import { describe, expect, it } from 'vitest';
import { answersKey, FLIGHT_HEADERS, pageCacheKey, type PageRequest } from './page-request';

const EVENT = '/events/baa77523-6c93-5d7a-a14a-2a11a935499f';
const NAVIGATION = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';
/** What the router sends for a click on an event from the home page (its state tree, as Chromium sent it). */
const TREE =
  '%5B%22%22%2C%7B%22children%22%3A%5B%22(store)%22%2C%7B%22children%22%3A%5B%22events%22%2C%7B%22children%22%3A%5B%5B%22id%22%2C%22baa77523-6c93-5d7a-a14a-2a11a935499f%22%2C%22d%22%2Cnull%5D%2C%7B%22children%22%3A%5B%22__PAGE__%22%2C%7B%7D%2Cnull%2Cnull%2C0%5D%7D%2Cnull%2Cnull%2C0%5D%7D%2Cnull%2C%22refetch%22%2C0%5D%7D%2Cnull%2Cnull%2C0%5D%7D%2Cnull%2Cnull%2C16%5D';
const CLICK = { rsc: '1', 'next-router-state-tree': TREE, 'next-url': '/', accept: '*/*' };
const PREFETCH = {
  rsc: '1',
  'next-router-prefetch': '1',
  'next-router-segment-prefetch': '/_tree',
  'next-url': '/',
  accept: '*/*',
};

function request(
  overrides: Partial<Omit<PageRequest, 'headers'>> & {
    headers?: Record<string, string | undefined>;
  } = {},
): PageRequest {
  const { headers, ...rest } = overrides;
  const sent = Object.entries({ 'user-agent': BROWSER, accept: NAVIGATION, ...headers }).filter(
    (entry): entry is [string, string] => entry[1] !== undefined,
  );
  return { method: 'GET', pathname: EVENT, search: '', headers: new Headers(sent), ...rest };
}

const flight = (headers: Record<string, string | undefined>, search = '?_rsc=bjVSEFLaZeN-nOIl') =>
  pageCacheKey(request({ search, headers: { ...CLICK, ...headers } }));

describe('pageCacheKey', () => {
  it.each([
    '/',
    '/events',
    EVENT,
    '/cinema',
    '/cinema/12',
    '/bus',
    '/bus/3/41',
    '/hotels',
    '/hotels/7',
  ])('keeps the catalogue page %s', (pathname) => {
    expect(pageCacheKey(request({ pathname }))).toEqual({
      kind: 'page',
      path: pathname,
      headers: [],
      key: `page\n${pathname}`,
    });
  });

  it('keys a page by its query too', () => {
    expect(pageCacheKey(request({ pathname: '/events', search: '?page=2&q=jazz' }))?.path).toBe(
      '/events?page=2&q=jazz',
    );
  });

  it.each([
    '/checkout',
    '/orders/TKT-1234',
    '/box-office',
    '/embed/events/baa77523-6c93-5d7a-a14a-2a11a935499f',
    '/api/availability/event',
    '/pay/test/abc',
    '/events/not-an-id',
    '/events/baa77523-6c93-5d7a-a14a-2a11a935499f/more',
  ])('renders %s per request', (pathname) => {
    expect(pageCacheKey(request({ pathname }))).toBeNull();
    expect(pageCacheKey(request({ pathname, search: '?_rsc=abc', headers: CLICK }))).toBeNull();
  });

  it.each(['POST', 'HEAD', 'PUT'])('renders a %s per request', (method) => {
    expect(pageCacheKey(request({ method }))).toBeNull();
    expect(pageCacheKey(request({ method, search: '?_rsc=abc', headers: CLICK }))).toBeNull();
  });

  it('renders the page of a visitor with a checkout session for them alone, as a page or as flight data', () => {
    expect(
      pageCacheKey(request({ headers: { cookie: 'theme=dark; tickets_checkout=Fe26.2**abc' } })),
    ).toBeNull();
    expect(
      pageCacheKey(request({ headers: { cookie: 'tickets_checkout=Fe26.2**abc' } })),
    ).toBeNull();
    expect(flight({ cookie: 'tickets_checkout=Fe26.2**abc' })).toBeNull();
  });

  it('renders a page inside an embed frame for that frame', () => {
    expect(
      pageCacheKey(request({ headers: { cookie: 'tickets_frame=https%3A%2F%2Fblog.example' } })),
    ).toBeNull();
    expect(flight({ cookie: 'tickets_frame=https%3A%2F%2Fblog.example' })).toBeNull();
  });

  it('is not fooled by a cookie whose name merely ends like the session’s', () => {
    expect(pageCacheKey(request({ headers: { cookie: 'old_tickets_checkout=1' } }))?.key).toBe(
      `page\n${EVENT}`,
    );
  });

  it('gives the page to a request whatever it accepts (Next answers the page to any request without rsc: 1)', () => {
    const page = pageCacheKey(request());
    for (const accept of ['*/*', 'application/json', 'text/x-component', undefined])
      expect(pageCacheKey(request({ headers: { accept } }))).toEqual(page);
  });

  it('keys a client-side navigation’s flight data by its path, its hash query and every header Next varies on', () => {
    expect(flight({})).toEqual({
      kind: 'flight',
      path: `${EVENT}?_rsc=bjVSEFLaZeN-nOIl`,
      headers: [
        ['rsc', '1'],
        ['next-router-state-tree', TREE],
        ['next-url', '/'],
      ],
      key: [
        'flight',
        `${EVENT}?_rsc=bjVSEFLaZeN-nOIl`,
        'rsc: 1',
        `next-router-state-tree: ${TREE}`,
        'next-url: /',
      ].join('\n'),
    });
    // Neither what it accepts nor who asks changes the key.
    expect(flight({ accept: 'text/html', 'user-agent': 'curl/8' })).toEqual(flight({}));
  });

  it('keys a prefetch apart from the navigation, and each segment prefetch apart', () => {
    const prefetch = pageCacheKey(request({ search: '?_rsc=5CB68i4pnAekjehf', headers: PREFETCH }));
    expect(prefetch).toMatchObject({
      kind: 'flight',
      headers: [
        ['rsc', '1'],
        ['next-router-prefetch', '1'],
        ['next-router-segment-prefetch', '/_tree'],
        ['next-url', '/'],
      ],
    });
    const other = pageCacheKey(
      request({
        search: '?_rsc=5CB68i4pnAekjehf',
        headers: { ...PREFETCH, 'next-router-segment-prefetch': '/(store)/events' },
      }),
    );
    expect(new Set([prefetch?.key, other?.key, flight({})?.key]).size).toBe(3);
  });

  it.each(FLIGHT_HEADERS.filter((name) => name !== 'rsc'))(
    'keys flight data apart by %s',
    (name) => {
      expect(flight({ [name]: 'other' })?.key).not.toBe(flight({})?.key);
      expect(flight({ [name]: undefined })?.key).not.toBe(flight({ [name]: 'other' })?.key);
    },
  );

  it('never keys a page and flight data alike, for the same path and query', () => {
    const page = pageCacheKey(request({ pathname: '/events' }));
    const data = pageCacheKey(
      request({ pathname: '/events', search: '?_rsc=x', headers: { rsc: '1' } }),
    );
    expect(page?.kind).toBe('page');
    expect(data?.kind).toBe('flight');
    expect(data?.key).not.toBe(page?.key);
    expect(data?.key).not.toBe(
      pageCacheKey(request({ pathname: '/events', search: '?_rsc=x' }))?.key,
    );
  });

  it('leaves to Next a page request with flight headers but no rsc: 1, and flight data without its hash query', () => {
    for (const name of FLIGHT_HEADERS)
      expect(
        pageCacheKey(request({ headers: { [name]: '1', rsc: name === 'rsc' ? '2' : undefined } })),
        name,
      ).toBeNull();
    expect(pageCacheKey(request({ search: '?_rsc=1x2y3' }))).toBeNull();
    expect(flight({}, '')).toBeNull();
    expect(flight({ 'next-action': 'abc' })).toBeNull();
    expect(pageCacheKey(request({ headers: { 'next-action': 'abc' } }))).toBeNull();
  });

  it('does not keep an answer for a query or a state tree too long to be asked again', () => {
    expect(
      pageCacheKey(request({ pathname: '/events', search: `?q=${'a'.repeat(300)}` })),
    ).toBeNull();
    expect(flight({ 'next-router-state-tree': 'a'.repeat(2_100) })).toBeNull();
    expect(flight({ 'next-router-state-tree': 'a'.repeat(1_900) })).not.toBeNull();
  });

  it.each([
    'facebookexternalhit/1.1',
    'Twitterbot/1.0',
    'Slackbot-LinkExpanding 1.0',
    'Mozilla/5.0 (compatible; Bingbot/2.0)',
  ])(
    'leaves the link previewer %s to Next, which puts the metadata in the head for it',
    (agent) => {
      expect(pageCacheKey(request({ headers: { 'user-agent': agent } }))).toBeNull();
      expect(flight({ 'user-agent': agent })).toBeNull();
    },
  );
});

describe('answersKey', () => {
  const VARY =
    'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding';
  const answer = (type: string | null, vary: string | null = VARY) =>
    new Headers([...(type ? [['content-type', type]] : []), ...(vary ? [['vary', vary]] : [])] as [
      string,
      string,
    ][]);

  it('shares HTML as a page and flight data as flight data, never the one for the other', () => {
    expect(answersKey('page', answer('text/html; charset=utf-8'))).toBe(true);
    expect(answersKey('flight', answer('text/x-component'))).toBe(true);
    expect(answersKey('page', answer('text/x-component'))).toBe(false);
    expect(answersKey('flight', answer('text/html; charset=utf-8'))).toBe(false);
    expect(answersKey('page', answer(null))).toBe(false);
    expect(answersKey('flight', answer('application/json'))).toBe(false);
  });

  it('shares an answer that varies on the flight headers and the encoding alone', () => {
    expect(answersKey('flight', answer('text/x-component', `${VARY}, Next-URL`))).toBe(true);
    expect(answersKey('page', answer('text/html', null))).toBe(true);
    expect(answersKey('flight', answer('text/x-component', `${VARY}, Cookie`))).toBe(false);
    expect(answersKey('page', answer('text/html', 'Accept'))).toBe(false);
    expect(answersKey('page', answer('text/html', '*'))).toBe(false);
  });
});
