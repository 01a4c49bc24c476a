// Which requests the page cache may answer, and under which key.
import { describe, expect, it } from 'vitest';
import { pageCacheKey, type PageRequest } from './page-request';

const EVENT = '/events/baa77523-6c93-5d7a-a14a-2a11a935499f';
const NAVIGATION = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';

function request(overrides: Partial<Omit<PageRequest, 'headers'>> & { headers?: Record<string, string> } = {}): PageRequest {
  const { headers, ...rest } = overrides;
  return { method: 'GET', pathname: EVENT, search: '', headers: new Headers({ 'user-agent': BROWSER, accept: NAVIGATION, ...headers }), ...rest };
}

describe('pageCacheKey', () => {
  it.each(['/', '/events', EVENT, '/cinema', '/cinema/12', '/bus', '/bus/3/41', '/hotels', '/hotels/7'])('keeps the catalogue page %s', (pathname) => {
    expect(pageCacheKey(request({ pathname }))).toBe(pathname);
  });

  it('keys a page by its query too', () => {
    expect(pageCacheKey(request({ pathname: '/events', search: '?page=2&q=jazz' }))).toBe('/events?page=2&q=jazz');
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
  });

  it.each(['POST', 'HEAD', 'PUT'])('renders a %s per request', (method) => {
    expect(pageCacheKey(request({ method }))).toBeNull();
  });

  it('renders the page of a visitor with a checkout session for them alone', () => {
    expect(pageCacheKey(request({ headers: { cookie: 'theme=dark; tickets_checkout=Fe26.2**abc' } }))).toBeNull();
    expect(pageCacheKey(request({ headers: { cookie: 'tickets_checkout=Fe26.2**abc' } }))).toBeNull();
  });

  it('renders a page inside an embed frame for that frame', () => {
    expect(pageCacheKey(request({ headers: { cookie: 'tickets_frame=https%3A%2F%2Fblog.example' } }))).toBeNull();
  });

  it('is not fooled by a cookie whose name merely ends like the session’s', () => {
    expect(pageCacheKey(request({ headers: { cookie: 'old_tickets_checkout=1' } }))).toBe(EVENT);
  });

  it.each(['rsc', 'next-router-prefetch', 'next-router-state-tree', 'next-action'])('leaves Next’s own %s requests alone', (name) => {
    expect(pageCacheKey(request({ headers: { [name]: '1' } }))).toBeNull();
  });

  it('leaves a fetch that asks for anything but HTML alone (Next’s flight requests, whose headers the proxy never sees)', () => {
    expect(pageCacheKey(request({ headers: { accept: '*/*' } }))).toBeNull();
    expect(pageCacheKey(request({ headers: { accept: 'application/json' } }))).toBeNull();
  });

  it('leaves flight data asked for by query alone', () => {
    expect(pageCacheKey(request({ search: '?_rsc=1x2y3' }))).toBeNull();
  });

  it('does not keep a page for a query too long to be asked again', () => {
    expect(pageCacheKey(request({ pathname: '/events', search: `?q=${'a'.repeat(300)}` }))).toBeNull();
  });

  it.each(['facebookexternalhit/1.1', 'Twitterbot/1.0', 'Slackbot-LinkExpanding 1.0', 'Mozilla/5.0 (compatible; Bingbot/2.0)'])(
    'leaves the link previewer %s to Next, which puts the metadata in the head for it',
    (agent) => {
      expect(pageCacheKey(request({ headers: { 'user-agent': agent } }))).toBeNull();
    },
  );
});
