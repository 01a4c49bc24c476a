// Embeds on another site: a host page on http://localhost:<port> frames the shop on http://127.0.0.1:<port> through
// embed.js; the frame sizes itself, brings each step into view on a phone, sells through the shared checkout with
// third-party cookies blocked (paying in a window of its own), tells the host about the purchase, falls back to a new
// tab when its cookies are refused, and other sites get a link to the shop instead of a frame.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import AxeBuilder from '@axe-core/playwright';
import {
  chromium,
  expect,
  test,
  type BrowserContext,
  type Frame,
  type Locator,
  type Page,
} from '@playwright/test';
import { E2E_STOREFRONT_DB_PATH, EMBED_HOST_ORIGIN, EMBED_HOST_PORT } from '../playwright.config';
import { EventPage, type Contact } from './pages/catalogue';
import { CheckoutPage, OrderPage, TestPaymentPage } from './pages/checkout';
import { eventIdByTitle } from './support/inventory';

const EVENT = 'Afrobeats Live at Eko';
const STORE = `http://127.0.0.1:${process.env.E2E_STORE_PORT ?? 3100}`;
/** The same host server under another name: an origin that EMBED_ALLOWED_ORIGINS leaves out. */
const UNLISTED_HOST = `http://127.0.0.1:${EMBED_HOST_PORT}`;
const contact = (tag: string): Contact => ({
  name: 'Ngozi Eze',
  email: `ngozi.${tag}@example.com`,
  phone: '08031234567',
});

/** A paragraph of the blog around the embed: with `blog=1` the embed sits in a long article, as on a phone. */
const PARAGRAPH = `<p>${'Lagos comes alive in December, with concerts every night across the island and the mainland. '.repeat(12)}</p>`;

function hostPage(query: URLSearchParams): string {
  const event = query.get('event');
  const organiser = query.get('organiser');
  // As the builder's snippet writes it: a plain link to the shop inside the div, for readers without scripts.
  const link = `<a href="${STORE}/events/${event ?? ''}">Buy on the shop</a>`;
  const div = event
    ? `<div id="tickets" data-tickets-event="${event}">${link}</div>`
    : `<div id="tickets" data-tickets-organiser="${organiser}"></div>`;
  const blog = query.get('blog') ? PARAGRAPH.repeat(3) : '';
  return `<!doctype html><html lang="en"><head><title>A blog</title><meta name="viewport" content="width=device-width, initial-scale=1"></head><body>
<h1>Concerts this month</h1>${blog}${div}${blog}${blog}
<script>
window.completed = [];
document.addEventListener('tickets:order-completed', function (event) { window.completed.push({ on: event.target.id, detail: event.detail }); });
</script>
<script src="${STORE}/embed.js" async></script></body></html>`;
}

/** The host site, and a probe that shows whether this browser keeps ordinary (unpartitioned) third-party cookies. */
function startHost(): Promise<Server> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', EMBED_HOST_ORIGIN);
    response.setHeader('Content-Type', 'text/html; charset=utf-8');
    if (url.pathname === '/probe')
      return response.end(`<iframe src="${UNLISTED_HOST}/probe/set"></iframe>`);
    if (url.pathname === '/probe/set') {
      response.writeHead(302, {
        'Set-Cookie': 'probe=1; SameSite=None; Secure; Path=/',
        Location: '/probe/echo',
      });
      return response.end();
    }
    if (url.pathname === '/probe/echo')
      return response.end(`<p id="cookies">${request.headers.cookie ?? 'none'}</p>`);
    response.end(hostPage(url.searchParams));
  });
  return new Promise((resolve) => server.listen(EMBED_HOST_PORT, () => resolve(server)));
}

/** A browser whose content settings block third-party cookies (Chrome's "Block third-party cookies"). */
async function blockingThirdPartyCookies(): Promise<{
  context: BrowserContext;
  close: () => Promise<void>;
}> {
  const profile = mkdtempSync(join(tmpdir(), 'embeds-profile-'));
  mkdirSync(join(profile, 'Default'));
  writeFileSync(
    join(profile, 'Default', 'Preferences'),
    JSON.stringify({ profile: { cookie_controls_mode: 1, block_third_party_cookies: true } }),
  );
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
    viewport: { width: 1280, height: 800 },
  });
  return {
    context,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** The embed's frame once embed.js made it and the shop's page is in it. */
async function embedFrame(page: Page): Promise<Frame> {
  const element = page.locator('#tickets iframe');
  await expect(element).toHaveAttribute('src', /\/embed\//);
  const frame = await (await element.elementHandle())!.contentFrame();
  await expect(frame!.getByRole('heading', { level: 1 })).toBeVisible();
  return frame!;
}

/** Whether a part of the frame is on the host page's screen (its top below the screen's top, its bottom above the bottom). */
async function onScreen(page: Page, part: Locator): Promise<boolean> {
  const frameTop = await page
    .locator('#tickets iframe')
    .evaluate((node) => node.getBoundingClientRect().top);
  const box = await part.evaluate((node) => ({
    top: node.getBoundingClientRect().top,
    bottom: node.getBoundingClientRect().bottom,
  }));
  const height = await page.evaluate(() => window.innerHeight);
  return frameTop + box.top >= 0 && frameTop + box.bottom <= height;
}

/**
 * Pays in the frame: the provider's page opens in a window of its own (it refuses frames, as the test provider's
 * does), the frame says so and offers to open it again, and the payment is approved there.
 */
async function payInItsOwnWindow(
  context: BrowserContext,
  page: Page,
  frame: Frame,
  beforeApproving = async () => {},
): Promise<Page> {
  const frameAddresses: string[] = [];
  page.on(
    'framenavigated',
    (navigated) => navigated !== page.mainFrame() && frameAddresses.push(navigated.url()),
  );
  const answered = context.waitForEvent('response', (response) =>
    /\/pay\/test\/emb-[\w-]+$/.test(response.url()),
  );
  const [payment] = await Promise.all([
    context.waitForEvent('page'),
    new CheckoutPage(frame).confirmButton().click(),
  ]);
  await expect(
    frame.getByRole('status').filter({ hasText: 'Complete payment in the new window' }),
  ).toBeVisible();
  await expect(frame.getByRole('link', { name: 'Open the payment window again' })).toHaveAttribute(
    'href',
    /\/pay\/test\/emb-/,
  );
  await new TestPaymentPage(payment).expectOpen();
  // The payment page refuses every other site's frame, as a real provider's does; the frame never tried to load it.
  expect((await answered).headers()['x-frame-options']).toBe('SAMEORIGIN');
  expect(frameAddresses.filter((address) => address.includes('/pay/'))).toEqual([]);
  await beforeApproving();
  await new TestPaymentPage(payment).approve();
  return payment;
}

function orderSource(reference: string) {
  const db = new Database(E2E_STOREFRONT_DB_PATH, { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare(
        'select channel, host, utm_source, utm_campaign, amount_kobo from order_sources where reference = ?',
      )
      .get(reference);
  } finally {
    db.close();
  }
}

let host: Server;
let eventId: string;
test.beforeAll(async () => {
  host = await startHost();
  eventId = await eventIdByTitle(EVENT);
});
test.afterAll(() => new Promise<void>((resolve) => host.close(() => resolve())));

test('embed.js turns the div into a titled, lazy frame of the shop, passing the host page and its utm parameters', async ({
  page,
}) => {
  await page.goto(
    `${EMBED_HOST_ORIGIN}/?event=${eventId}&utm_source=newsletter&utm_campaign=december&ref=x`,
  );
  const element = page.locator('#tickets iframe');
  await expect(element).toHaveAttribute('title', 'Tickets');
  await expect(element).toHaveAttribute('loading', 'lazy');
  const src = new URL((await element.getAttribute('src'))!);
  expect(src.origin).toBe(STORE);
  expect(src.pathname).toBe(`/embed/events/${eventId}`);
  expect(Object.fromEntries(src.searchParams)).toEqual({
    parent: EMBED_HOST_ORIGIN,
    utm_source: 'newsletter',
    utm_campaign: 'december',
  });
  const frame = await embedFrame(page);
  await expect(frame.getByRole('heading', { level: 1, name: EVENT })).toBeVisible();
  // Compact: no site header or navigation inside the frame.
  await expect(frame.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
});

test('the frame follows the height of its content', async ({ page }) => {
  await page.goto(`${EMBED_HOST_ORIGIN}/?event=${eventId}`);
  const frame = await embedFrame(page);
  const element = page.locator('#tickets iframe');
  const frameHeight = () =>
    element.evaluate((node) => Math.round(node.getBoundingClientRect().height));
  const contentHeight = () =>
    frame.evaluate(() => Math.ceil(document.documentElement.getBoundingClientRect().height));
  await expect
    .poll(async () => Math.abs((await frameHeight()) - (await contentHeight())))
    .toBeLessThanOrEqual(1);
  const before = await frameHeight();
  expect(before).not.toBe(480);
  // Reserving nothing shows the problems in the form: the content grows, and the frame with it.
  await new EventPage(frame).reserveButton().click();
  await expect(
    frame.getByRole('alert').filter({ hasText: 'Please check the highlighted details.' }),
  ).toBeVisible();
  await expect.poll(frameHeight).toBeGreaterThan(before);
  await expect
    .poll(async () => Math.abs((await frameHeight()) - (await contentHeight())))
    .toBeLessThanOrEqual(1);
});

test('with third-party cookies blocked, a whole purchase completes inside the frame and the host hears of it', async () => {
  const { context, close } = await blockingThirdPartyCookies();
  try {
    const page = await context.newPage();
    // The browser really refuses ordinary third-party cookies here.
    await page.goto(`${EMBED_HOST_ORIGIN}/probe`);
    await expect(page.frames()[1]!.locator('#cookies')).toHaveText('none');

    await page.goto(
      `${EMBED_HOST_ORIGIN}/?event=${eventId}&utm_source=newsletter&utm_campaign=december`,
    );
    const frame = await embedFrame(page);
    const event = new EventPage(frame);
    await event.choose({ Regular: 1 });
    await event.fillContact(contact('embed'));
    await event.reserveButton().click();
    const checkout = new CheckoutPage(frame);
    await checkout.expectOpen();
    await expect(frame.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    // The session sticks because it is partitioned under the host's site (CHIPS).
    const session = (await context.cookies(STORE)).find(
      (cookie) => cookie.name === 'tickets_checkout',
    );
    expect(session).toMatchObject({ sameSite: 'None', secure: true });
    expect(session?.partitionKey).toBe('http://localhost');
    const payment = await payInItsOwnWindow(context, page, frame);
    // The window lands on the order, and the frame finds the payment ended and shows the same order.
    const reference = await new OrderPage(payment).expectConfirmed();
    expect(reference).toMatch(/^emb-/);
    await expect
      .poll(() => new URL(frame.url()).pathname, { timeout: 15_000 })
      .toBe(`/orders/${reference}`);
    await new OrderPage(frame).expectConfirmed();
    await expect(frame.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { completed: unknown[] }).completed))
      .toEqual([
        {
          on: 'tickets',
          detail: {
            orderId: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
            amount: expect.any(Number),
            currency: 'NGN',
          },
        },
      ]);
    // The host learns an id for its analytics, never the reference that opens the tickets.
    expect(
      JSON.stringify(
        await page.evaluate(() => (window as unknown as { completed: unknown[] }).completed),
      ),
    ).not.toContain(reference);
    const [completed] = await page.evaluate(
      () => (window as unknown as { completed: { detail: { amount: number } }[] }).completed,
    );
    expect(completed!.detail.amount).toBeGreaterThan(0);
    expect(orderSource(reference)).toEqual({
      channel: 'embed',
      host: EMBED_HOST_ORIGIN,
      utm_source: 'newsletter',
      utm_campaign: 'december',
      amount_kobo: Math.round(completed!.detail.amount * 100),
    });
  } finally {
    await close();
  }
});

test('when the browser refuses the frame its cookies, the customer continues in a new tab with the same choice', async ({
  context,
  page,
}) => {
  await page.goto(`${EMBED_HOST_ORIGIN}/?event=${eventId}&utm_source=blogroll`);
  const frame = await embedFrame(page);
  const event = new EventPage(frame);
  await event.choose({ Regular: 2 });
  await event.fillContact(contact('newtab'));
  // As Safari does with every third-party cookie: the frame's cookie is not kept.
  await context.clearCookies({ name: 'tickets_frame' });
  await event.reserveButton().click();
  const notice = frame.getByRole('alert').filter({ hasText: 'Continue in a new tab' });
  await expect(notice).toBeVisible();
  const [tab] = await Promise.all([
    context.waitForEvent('page'),
    notice.getByRole('link', { name: 'Continue in a new tab' }).click(),
  ]);
  await expect(tab.getByRole('heading', { level: 1, name: 'Finish your order' })).toBeVisible();
  const carried = new EventPage(tab);
  await expect(carried.quantity('Regular')).toHaveValue('2');
  await expect(tab.getByRole('group', { name: 'Your details' }).getByLabel('Email')).toHaveValue(
    'ngozi.newtab@example.com',
  );
  await carried.reserveButton().click();
  const checkout = new CheckoutPage(tab);
  await checkout.expectOpen();
  // On the shop's own site: the full page, header and all.
  await expect(tab.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await checkout.payAndApprove();
  const reference = await new OrderPage(tab).expectConfirmed();
  expect(orderSource(reference)).toMatchObject({
    channel: 'embed',
    host: EMBED_HOST_ORIGIN,
    utm_source: 'blogroll',
  });
});

test('changing the tickets in the frame goes back to the embedded event with the choice kept', async ({
  page,
}) => {
  await page.goto(`${EMBED_HOST_ORIGIN}/?event=${eventId}&utm_source=newsletter`);
  const frame = await embedFrame(page);
  const event = new EventPage(frame);
  await event.choose({ Regular: 3 });
  await event.fillContact(contact('change'));
  await event.reserveButton().click();
  await new CheckoutPage(frame).expectOpen();
  await frame.getByRole('button', { name: 'Change tickets' }).click();
  await expect.poll(() => new URL(frame.url()).pathname).toBe(`/embed/events/${eventId}`);
  expect(new URL(frame.url()).searchParams.get('utm_source')).toBe('newsletter');
  await expect(event.quantity('Regular')).toHaveValue('3');
  await expect(frame.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
});

test('an organiser embed lists upcoming events and opens one in the same frame', async ({
  page,
}) => {
  const businessId = await eventBusinessId(eventId);
  await page.goto(`${EMBED_HOST_ORIGIN}/?organiser=${businessId}&utm_source=newsletter`);
  await expect(page.locator('#tickets iframe')).toHaveAttribute('title', 'Upcoming events');
  const frame = await embedFrame(page);
  // Each event tells its lowest ticket price.
  await expect(frame.getByRole('link', { name: new RegExp(EVENT) })).toContainText(
    /from ₦[\d,]+\.\d\d/,
  );
  await frame.getByRole('link', { name: new RegExp(EVENT) }).click();
  await expect(frame.getByRole('heading', { level: 1, name: EVENT })).toBeVisible();
  await expect.poll(() => new URL(frame.url()).searchParams.get('utm_source')).toBe('newsletter');
});

test('a site outside EMBED_ALLOWED_ORIGINS shows a link to buy on the shop, and could not frame it', async ({
  browser,
  page,
  request,
}) => {
  await page.goto(`${UNLISTED_HOST}/?event=${eventId}`);
  const link = page.locator('#tickets').getByRole('link', { name: /^Buy on \S/ });
  await expect(link).toHaveAttribute('href', `${STORE}/events/${eventId}`);
  await expect(link).not.toHaveText('Buy on the shop');
  await expect(page.locator('#tickets iframe')).toHaveCount(0);
  // A frame would be refused by the browser anyway.
  const response = await request.get(
    `/embed/events/${eventId}?parent=${encodeURIComponent(UNLISTED_HOST)}`,
  );
  expect(response.headers()['content-security-policy']).toContain(
    `frame-ancestors 'self' ${EMBED_HOST_ORIGIN}`,
  );
  expect(response.headers()['content-security-policy']).not.toContain(UNLISTED_HOST);
  // Without scripts, the snippet's own link stays.
  const noScripts = await browser.newContext({ javaScriptEnabled: false });
  const plain = await noScripts.newPage();
  await plain.goto(`${EMBED_HOST_ORIGIN}/?event=${eventId}`);
  await expect(
    plain.locator('#tickets').getByRole('link', { name: 'Buy on the shop' }),
  ).toHaveAttribute('href', `${STORE}/events/${eventId}`);
  await noScripts.close();
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: EVENT })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('each step in the frame is brought into view on the host page, the countdown and Pay among them', async ({
    context,
    page,
  }) => {
    await page.goto(`${EMBED_HOST_ORIGIN}/?event=${eventId}&blog=1`);
    await page.locator('#tickets').scrollIntoViewIfNeeded();
    const frame = await embedFrame(page);
    // The first page leaves the reader where they are.
    const before = await page.evaluate(() => window.scrollY);
    const event = new EventPage(frame);
    await event.choose({ Regular: 1 });
    await event.fillContact(contact('phone'));
    await event.reserveButton().click();
    const checkout = new CheckoutPage(frame);
    await checkout.expectOpen();
    // The frame shrank; the host page scrolled back up to it.
    await expect.poll(() => onScreen(page, checkout.timer())).toBe(true);
    await expect.poll(() => onScreen(page, checkout.confirmButton())).toBe(true);
    expect(before).toBeGreaterThan(0);
    await page.screenshot({ path: '/tmp/embed-phone-checkout.png' });
    // While paying, the reader scrolls the blog far below: the order comes into view when it shows.
    const bottom = () => page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const payment = await payInItsOwnWindow(context, page, frame, bottom);
    await new OrderPage(payment).expectConfirmed();
    await new OrderPage(frame).expectConfirmed();
    await expect.poll(() => onScreen(page, frame.getByRole('heading', { level: 1 }))).toBe(true);
    await page.screenshot({ path: '/tmp/embed-phone-order.png' });
  });
});

test('every other page keeps framing to the shop itself', async ({ request }) => {
  for (const path of ['/', `/events/${eventId}`, '/checkout', '/embed']) {
    const response = await request.get(path);
    expect(response.headers()['x-frame-options'], path).toBe('SAMEORIGIN');
    expect(response.headers()['content-security-policy'], path).toMatch(
      /frame-ancestors 'self'(,|;|$)/,
    );
  }
  const framedCheckout = await request.get('/checkout', {
    headers: { 'Sec-Fetch-Dest': 'iframe' },
  });
  expect(framedCheckout.headers()['x-frame-options']).toBeUndefined();
  expect(framedCheckout.headers()['content-security-policy']).toContain(
    `frame-ancestors 'self' ${EMBED_HOST_ORIGIN}`,
  );
});

test('marketing staff choose what to embed, preview it live and copy the snippet', async ({
  context,
  page,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: STORE });
  await page.goto('/embed');
  await expect(page.getByRole('heading', { level: 1, name: 'Embed on your site' })).toBeVisible();
  // Every event is offered, far more than a page of the service's list.
  const count = page.getByRole('status').filter({ hasText: /^All \d+ events$/ });
  const total = Number((await count.textContent())!.match(/\d+/)![0]);
  expect(total).toBeGreaterThan(20);
  const list = page.getByLabel('Event', { exact: true });
  await expect(list.locator('option')).toHaveCount(total);
  // Chosen with the keyboard alone, and found by name.
  const search = page.getByLabel('Search events');
  await search.fill('a');
  await page.keyboard.press('Tab');
  await expect(list).toBeFocused();
  await page.keyboard.press('End');
  await expect(
    page.getByText(`Chosen: ${await list.locator('option').last().textContent()}`),
  ).toBeVisible();
  await search.fill(EVENT.toUpperCase());
  await expect(page.getByRole('status').filter({ hasText: `1 of ${total} events` })).toBeVisible();
  await expect(page.getByText(`Chosen: ${EVENT}`)).toBeVisible();
  const snippet = new RegExp(
    `^<script src="${STORE}/embed.js" async></script>\\n<div data-tickets-event="${eventId}"><a href="${STORE}/events/${eventId}">Buy on [^<]+</a></div>$`.replace(
      /[.?]/g,
      '\\$&',
    ),
  );
  await expect(page.getByLabel('Snippet')).toHaveValue(snippet);
  const preview = page.getByRole('region', { name: 'Preview' }).locator('iframe');
  await expect(preview).toHaveAttribute('src', new RegExp(`/embed/events/${eventId}\\?parent=`));
  await expect(
    page.frameLocator('iframe').getByRole('heading', { level: 1, name: EVENT }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Copy snippet' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Copied.' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(snippet);
  // The allowed sites, and a check of the site the code is for.
  await expect(page.getByRole('list', { name: 'Allowed sites' })).toHaveText(EMBED_HOST_ORIGIN);
  const site = page.getByLabel('Site where you will paste the code');
  await site.fill(`${EMBED_HOST_ORIGIN}/2026/concerts`);
  await site.press('Enter');
  await expect(
    page.getByRole('status').filter({ hasText: `${EMBED_HOST_ORIGIN} is allowed` }),
  ).toBeVisible();
  await site.fill('news.example');
  await page.getByRole('button', { name: 'Check site' }).click();
  const refused = page
    .getByRole('status')
    .filter({ hasText: 'https://news.example is not allowed' });
  await expect(refused).toContainText(
    `EMBED_ALLOWED_ORIGINS="${EMBED_HOST_ORIGIN} https://news.example"`,
  );
  await page.screenshot({ path: '/tmp/embed-builder-desktop.png', fullPage: true });
  expect((await new AxeBuilder({ page }).exclude('iframe').analyze()).violations).toEqual([]);
  await page.getByLabel('An organiser’s upcoming events').check();
  await expect(page.getByLabel('Snippet')).toHaveValue(/data-tickets-organiser="[0-9a-f-]{36}"/);
  await expect(page.getByRole('region', { name: 'Preview' }).locator('iframe')).toHaveAttribute(
    'title',
    'Upcoming events',
  );
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: '/tmp/embed-builder-phone.png', fullPage: true });
});

async function eventBusinessId(id: string): Promise<string> {
  const inventory = `http://127.0.0.1:${process.env.E2E_INVENTORY_PORT ?? 4100}`;
  const response = await fetch(`${inventory}/api/v1/svc/experience/v/${id}`, {
    headers: { 'X-API-KEY': 'local-staging-key', Accept: 'application/json' },
  });
  const body = (await response.json()) as { data: { business: { id: string } } };
  return body.data.business.id;
}
