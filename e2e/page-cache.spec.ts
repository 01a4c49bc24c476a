// The page cache as visitors meet it: a catalogue page rendered once and served to the next visitors, each with a nonce of their own, working in the browser; availability at most seconds old; a visitor with a choice of their own and a link previewer get a page rendered for them.
import { expect, test, type APIResponse } from '@playwright/test';
import { EventPage } from './pages/catalogue';
import { eventIdByTitle, holdAsSomeoneElse } from './support/inventory';

// Five seats, and no other spec counts them.
const EVENT = 'Lagos Jazz Sundays';

/** What a browser's navigation sends: the page cache answers only requests for HTML. */
const NAVIGATION = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

const nonceOf = (response: APIResponse) => /'nonce-([^']+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1];

test('the next visitor gets the page rendered for the first, with a nonce of their own, and it works in the browser', async ({ page, request }) => {
  const path = `/events/${await eventIdByTitle(EVENT)}`;
  const first = await request.get(path, { headers: NAVIGATION });
  const second = await request.get(path, { headers: NAVIGATION });
  expect(first.status()).toBe(200);
  expect(second.headers()['x-page-cache']).toMatch(/^(hit|stale)$/);

  const [firstNonce, secondNonce] = [nonceOf(first), nonceOf(second)];
  expect(firstNonce).toBeTruthy();
  expect(secondNonce).not.toBe(firstNonce);
  const html = await second.text();
  // Every script and style carries the nonce of this response's policy, none the one the page was rendered with.
  expect(html).toContain(`nonce="${secondNonce}"`);
  expect(html).not.toContain(firstNonce!);
  expect(html).toContain('<h1');

  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) violations.push(message.text());
  });
  page.on('pageerror', (error) => violations.push(`page error: ${error.message}`));
  const response = await page.goto(path);
  expect(response?.headers()['x-page-cache']).toMatch(/^(hit|stale)$/);
  // Hydrated: choosing a quantity shows the total, which only the client component computes.
  const event = new EventPage(page);
  await event.tickets().getByRole('combobox').first().selectOption('1');
  await expect(event.tickets()).toContainText('Total');
  expect(violations).toEqual([]);
});

test('a cached page comes with the headers of a rendered one, compressed; a client-side navigation is left to Next', async ({ request }) => {
  const path = `/events/${await eventIdByTitle(EVENT)}`;
  // A link previewer's page is rendered for it by Next, as every page was before the cache.
  const rendered = await request.get(path, { headers: { ...NAVIGATION, 'User-Agent': 'facebookexternalhit/1.1' } });
  await request.get(path, { headers: NAVIGATION });
  const cached = await request.get(path, { headers: { ...NAVIGATION, 'Accept-Encoding': 'gzip' } });
  expect(cached.headers()['x-page-cache']).toMatch(/^(hit|stale)$/);
  expect(cached.headers()['content-encoding']).toBe('gzip');
  for (const name of ['content-type', 'cache-control', 'vary', 'x-content-type-options', 'referrer-policy', 'permissions-policy', 'x-frame-options'])
    expect(cached.headers()[name], name).toBe(rendered.headers()[name]);
  expect(cached.headersArray().filter((h) => h.name.toLowerCase() === 'content-security-policy')).toHaveLength(2);

  // What Next's router fetches on a click: flight data for the page, never the cached HTML.
  const flight = await request.get(path, { headers: { rsc: '1' } });
  expect(flight.headers()['x-page-cache']).toBeUndefined();
  expect(flight.headers()['content-type']).toContain('text/x-component');
});

test('what is left shows on the cached page within seconds of changing', async ({ request }) => {
  const path = `/events/${await eventIdByTitle(EVENT)}`;
  await request.get(path, { headers: NAVIGATION });
  const seatsLeft = async () => /(\d+) left/.exec(await (await request.get(path, { headers: NAVIGATION })).text())?.[1];
  const before = Number(await seatsLeft());
  const other = await holdAsSomeoneElse(await eventIdByTitle(EVENT), 'Seat', 1);
  try {
    // Ten seconds fresh, then one stale answer while the page renders again.
    await expect.poll(seatsLeft, { timeout: 30_000, intervals: [1_000] }).toBe(String(before - 1));
  } finally {
    expect((await other.release()).status).toBe(200);
  }
});

test('a visitor with a checkout session of their own gets a page rendered for them', async ({ page, baseURL }) => {
  const path = `/events/${await eventIdByTitle(EVENT)}`;
  await page.request.get(path, { headers: NAVIGATION });
  // A cookie the storefront cannot open counts as an empty session: the page still works, rendered per request.
  await page.context().addCookies([{ name: 'tickets_checkout', value: 'not-a-sealed-session', url: baseURL! }]);
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  expect(response?.headers()['x-page-cache']).toBeUndefined();
  await expect(new EventPage(page).tickets().getByRole('combobox').first()).toBeEnabled();
});

test('a link previewer gets the page rendered for it, its card in the head', async ({ request }) => {
  const path = `/events/${await eventIdByTitle(EVENT)}`;
  await request.get(path, { headers: NAVIGATION });
  const response = await request.get(path, { headers: { ...NAVIGATION, 'User-Agent': 'facebookexternalhit/1.1' } });
  expect(response.headers()['x-page-cache']).toBeUndefined();
  const html = await response.text();
  expect(html.slice(0, html.indexOf('</head>'))).toContain(`<meta property="og:title" content="${EVENT}"/>`);
});

test('pages of the checkout and the box office are never served from the cache', async ({ request }) => {
  for (const path of ['/checkout', '/box-office/sign-in']) {
    const response = await request.get(path, { headers: NAVIGATION });
    expect(response.headers()['x-page-cache'], path).toBeUndefined();
  }
});
