// The page cache as visitors meet it: a catalogue page rendered once and served to the next visitors, each with a nonce of their own, working in the browser; a click's flight data served the same way, as Next renders it; availability at most seconds old; a visitor with a choice of their own and a link previewer get a page rendered for them.
import { expect, test, type APIResponse, type Request } from '@playwright/test';
import { EventPage, HomePage } from './pages/catalogue';
import { eventIdByTitle, holdAsSomeoneElse } from './support/inventory';

// Five seats, and no other spec counts them.
const EVENT = 'Lagos Jazz Sundays';

/** What a browser's navigation sends: the page cache answers only requests for HTML. */
const NAVIGATION = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

const nonceOf = (response: APIResponse) =>
  /'nonce-([^']+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1];

/** The request headers a flight answer varies on, as the browser sent them. */
const ROUTER_HEADERS = [
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-url',
];

/**
 * What flight data says, whoever rendered it: its rows in any order (Next streams them as they are ready), the
 * nonce, the render's request id and the time the availability was read left out.
 */
async function flightMeaning(response: APIResponse): Promise<string[]> {
  let text = (await response.text()).replaceAll(nonceOf(response)!, 'NONCE');
  const requestId = /"\$L[0-9a-f]+","([\w-]+)v",/.exec(text)?.[1];
  if (requestId) text = text.replaceAll(requestId, 'REQUEST');
  return text
    .replaceAll(/"fetchedAt":\d+/g, '"fetchedAt":0')
    .split('\n')
    .sort();
}

test('the next visitor gets the page rendered for the first, with a nonce of their own, and it works in the browser', async ({
  page,
  request,
}) => {
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
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text()))
      violations.push(message.text());
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

test('a cached page comes with the headers of a rendered one, compressed; a client-side navigation gets flight data, a client without Accept the page', async ({
  request,
}) => {
  const path = `/events/${await eventIdByTitle(EVENT)}`;
  // A link previewer's page is rendered for it by Next, as every page was before the cache.
  const rendered = await request.get(path, {
    headers: { ...NAVIGATION, 'User-Agent': 'facebookexternalhit/1.1' },
  });
  await request.get(path, { headers: NAVIGATION });
  const cached = await request.get(path, { headers: { ...NAVIGATION, 'Accept-Encoding': 'gzip' } });
  expect(cached.headers()['x-page-cache']).toMatch(/^(hit|stale)$/);
  expect(cached.headers()['content-encoding']).toBe('gzip');
  for (const name of [
    'content-type',
    'cache-control',
    'vary',
    'x-content-type-options',
    'referrer-policy',
    'permissions-policy',
    'x-frame-options',
  ])
    expect(cached.headers()[name], name).toBe(rendered.headers()[name]);
  expect(
    cached.headersArray().filter((h) => h.name.toLowerCase() === 'content-security-policy'),
  ).toHaveLength(2);

  // What Next's router fetches on a click: flight data for the page (from the cache too), never the cached HTML.
  const flight = await request.get(path, { headers: { rsc: '1' } });
  expect(flight.headers()['content-type']).toContain('text/x-component');
  expect(flight.headers()['vary']).toBe(rendered.headers()['vary']);
  // A client that asks for anything but HTML gets the page as a browser does.
  const any = await request.get(path, { headers: { accept: '*/*' } });
  expect(any.headers()['x-page-cache']).toMatch(/^(hit|stale)$/);
  expect(any.headers()['content-type']).toBe(rendered.headers()['content-type']);
});

test('a click from the home page to an event gets its flight data from the cache, as Next renders it, and the page works', async ({
  page,
  request,
}) => {
  const home = new HomePage(page);
  await home.open();
  const link = home.featured().getByRole('link').first();
  const [title, path] = [(await link.textContent())!, (await link.getAttribute('href'))!];
  // The router's request for the page it shows (not its prefetches).
  const navigation = page.waitForRequest(
    (sent) =>
      new URL(sent.url()).pathname === path &&
      sent.headers()['rsc'] === '1' &&
      !sent.headers()['next-router-prefetch'],
  );
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text()))
      violations.push(message.text());
  });
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const event = new EventPage(page);
  await event.tickets().getByRole('combobox', { disabled: false }).first().selectOption('1');
  await expect(event.tickets()).toContainText('Total');
  const sent: Request = await navigation;
  expect((await sent.response())?.headers()['x-page-cache']).toMatch(/^(hit|stale|miss)$/);
  expect(violations).toEqual([]);

  // The same request again: from the cache, the same flight data Next renders for a visitor it must render for.
  const headers = Object.fromEntries(
    ROUTER_HEADERS.flatMap((name) => (sent.headers()[name] ? [[name, sent.headers()[name]!]] : [])),
  );
  const cached = await request.get(sent.url(), { headers, maxRedirects: 0 });
  const rendered = await request.get(sent.url(), {
    headers: { ...headers, cookie: 'tickets_checkout=not-a-sealed-session' },
    maxRedirects: 0,
  });
  expect([cached.status(), cached.headers()['x-page-cache']]).toEqual([200, 'hit']);
  expect([rendered.status(), rendered.headers()['x-page-cache']]).toEqual([200, undefined]);
  for (const name of ['content-type', 'vary', 'cache-control'])
    expect(cached.headers()[name], name).toBe(rendered.headers()[name]);
  expect(nonceOf(cached)).not.toBe(nonceOf(rendered));
  expect(await flightMeaning(cached)).toEqual(await flightMeaning(rendered));
  // The page itself at the same address is still HTML.
  const html = await request.get(path, { headers: NAVIGATION });
  expect(html.headers()['content-type']).toContain('text/html');
});

test('what is left shows on the cached page within seconds of changing', async ({ request }) => {
  const path = `/events/${await eventIdByTitle(EVENT)}`;
  await request.get(path, { headers: NAVIGATION });
  const seatsLeft = async () =>
    /(\d+) left/.exec(await (await request.get(path, { headers: NAVIGATION })).text())?.[1];
  const before = Number(await seatsLeft());
  const other = await holdAsSomeoneElse(await eventIdByTitle(EVENT), 'Seat', 1);
  try {
    // Ten seconds fresh, then one stale answer while the page renders again.
    await expect.poll(seatsLeft, { timeout: 30_000, intervals: [1_000] }).toBe(String(before - 1));
  } finally {
    expect((await other.release()).status).toBe(200);
  }
});

test('a visitor with a checkout session of their own gets a page rendered for them', async ({
  page,
  baseURL,
}) => {
  const path = `/events/${await eventIdByTitle(EVENT)}`;
  await page.request.get(path, { headers: NAVIGATION });
  // A cookie the storefront cannot open counts as an empty session: the page still works, rendered per request.
  await page
    .context()
    .addCookies([{ name: 'tickets_checkout', value: 'not-a-sealed-session', url: baseURL! }]);
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  expect(response?.headers()['x-page-cache']).toBeUndefined();
  await expect(new EventPage(page).tickets().getByRole('combobox').first()).toBeEnabled();
});

test('a link previewer gets the page rendered for it, its card in the head', async ({
  request,
}) => {
  const path = `/events/${await eventIdByTitle(EVENT)}`;
  await request.get(path, { headers: NAVIGATION });
  const response = await request.get(path, {
    headers: { ...NAVIGATION, 'User-Agent': 'facebookexternalhit/1.1' },
  });
  expect(response.headers()['x-page-cache']).toBeUndefined();
  const html = await response.text();
  expect(html.slice(0, html.indexOf('</head>'))).toContain(
    `<meta property="og:title" content="${EVENT}"/>`,
  );
});

test('pages of the checkout and the box office are never served from the cache', async ({
  request,
}) => {
  for (const path of ['/checkout', '/box-office/sign-in']) {
    const response = await request.get(path, { headers: NAVIGATION });
    expect(response.headers()['x-page-cache'], path).toBeUndefined();
  }
});
