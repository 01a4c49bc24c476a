// Promo codes at checkout: a code applied and paid (the provider charges the discounted total, the order page shows
// the discount), a code refused with its reason, a one-use code raced for by two customers pressing Pay at once (one
// charged at the discount, the other told why), and a campaign link's `?code=` carried through an embed's frame and
// its continue-in-a-new-tab link. Phone (390x844) and desktop (1280x900), axe clean.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import Database from 'better-sqlite3';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Frame, type Page } from '@playwright/test';
import { E2E_STOREFRONT_DB_PATH, EMBED_HOST_ORIGIN, EMBED_HOST_PORT } from '../playwright.config';
import { EventPage, type Contact } from './pages/catalogue';
import { CheckoutPage, OrderPage, TestPaymentPage } from './pages/checkout';
import { eventIdByTitle } from './support/inventory';
import { reserveOnEventPage } from './support/reserve';

const EVENT = 'Afrobeats Live at Eko';
const STORE = `http://127.0.0.1:${process.env.E2E_STORE_PORT ?? 3100}`;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
/** The codes of this worker's run: a retry (or a second run on the same database) makes codes of its own. */
const RUN = randomBytes(2).toString('hex').toUpperCase();
const SAVE = `SAVE20-${RUN}`;
const LATER = `LATER-${RUN}`;
const ONCE = `ONCE-${RUN}`;
const BLOG = `BLOG-${RUN}`;
const SHOW = `SHOW-${RUN}`;
const contact = (tag: string): Contact => ({
  name: 'Kemi Adeyemi',
  email: `kemi.${tag}@example.com`,
  phone: '08031234567',
});

/** A code made with the promo codes command (`npm run promo-codes -- create …`) on the e2e storefront's database. */
function createCode(code: string, rules: string[]) {
  execFileSync(
    'node_modules/.bin/tsx',
    [
      '--conditions=react-server',
      'server/box-office/promo-cli.ts',
      'create',
      '--code',
      code,
      '--campaign',
      'launch-week',
      ...rules,
    ],
    {
      env: {
        ...process.env,
        STOREFRONT_DB_PATH: E2E_STOREFRONT_DB_PATH,
        STOREFRONT_DATABASE_URL: '',
      },
      encoding: 'utf8',
    },
  );
}

/** What the test provider was asked to charge for a payment. */
function providerAmountKobo(reference: string): number {
  const db = new Database(E2E_STOREFRONT_DB_PATH, { readonly: true, fileMustExist: true });
  try {
    return (
      db.prepare('select amount_kobo from test_payments where reference = ?').get(reference) as {
        amount_kobo: number;
      }
    ).amount_kobo;
  } finally {
    db.close();
  }
}

const naira = (text: string) => Number(text.replace(/[^\d.]/g, ''));

async function expectAxeClean(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`,
    ),
  ).toEqual([]);
}

/** The checkout's promo code part, in a tab or an embed's frame. */
const promo = (surface: Page | Frame) => surface.getByRole('region', { name: 'Promo code' });

async function applyCode(surface: Page | Frame, code: string) {
  await promo(surface).getByLabel('Code').fill(code);
  await promo(surface).getByRole('button', { name: 'Apply' }).click();
}

let eventId: string;
let host: Server;
test.beforeAll(async () => {
  eventId = await eventIdByTitle(EVENT);
  createCode(SAVE, ['--percent', '20']);
  createCode(LATER, ['--percent', '20', '--from', new Date(Date.now() + 86_400_000).toISOString()]);
  createCode(ONCE, ['--percent', '50', '--max-uses', '1']);
  createCode(BLOG, ['--percent', '10']);
  createCode(SHOW, ['--percent', '50', '--scope', `event:${eventId}`]);
  // The embedding site: a blog page with the snippet, opened with the campaign link's query.
  host = createServer((request, response) => {
    response.setHeader('Content-Type', 'text/html; charset=utf-8');
    const event = new URL(request.url ?? '/', EMBED_HOST_ORIGIN).searchParams.get('event');
    response.end(
      `<!doctype html><html lang="en"><head><title>A blog</title></head><body><h1>Concerts</h1><div id="tickets" data-tickets-event="${event}"></div><script src="${STORE}/embed.js" async></script></body></html>`,
    );
  });
  await new Promise<void>((resolve) => host.listen(EMBED_HOST_PORT, () => resolve()));
});
test.afterAll(
  () => new Promise<void>((resolve) => (host ? host.close(() => resolve()) : resolve())),
);

test('a code refused with its reason, then one applied: each line before and after, and the provider charges the discounted total', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  const checkout = await reserveOnEventPage(page, eventId, { Regular: 2 }, contact('save'));
  const before = naira((await checkout.confirmButton().textContent()) ?? '');
  await applyCode(page, LATER.toLowerCase());
  await expect(promo(page).getByRole('alert')).toHaveText(
    `The code ${LATER} was not applied: This code cannot be used yet.`,
  );
  await expect(checkout.confirmButton()).toHaveText(/^Pay ₦/);
  await page.screenshot({ path: '/tmp/promo-checkout-refused-desktop.png', fullPage: true });

  await applyCode(page, SAVE);
  await expect(promo(page).getByRole('status')).toContainText(`${SAVE} is applied: you save`);
  const table = checkout.heldTickets();
  await expect(table.getByRole('deletion')).toHaveCount(1);
  const after = naira((await checkout.confirmButton().textContent()) ?? '');
  expect(after).toBeCloseTo(before * 0.8, 2);
  expect(
    naira(
      (await table
        .getByRole('row', { name: new RegExp(`^Discount \\(${SAVE}\\)`) })
        .getByRole('cell')
        .textContent()) ?? '',
    ),
  ).toBeCloseTo(before - after, 2);
  expect(
    naira(
      (await table
        .getByRole('row', { name: /^Total ₦/ })
        .getByRole('cell')
        .textContent()) ?? '',
    ),
  ).toBe(after);
  await expectAxeClean(page);
  await page.screenshot({ path: '/tmp/promo-checkout-applied-desktop.png', fullPage: true });
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: '/tmp/promo-checkout-applied-phone.png', fullPage: true });

  await checkout.confirmButton().click();
  const provider = new TestPaymentPage(page);
  await provider.expectOpen();
  const reference = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
  expect(providerAmountKobo(reference)).toBe(Math.round(after * 100));
  expect(naira((await page.getByRole('heading', { level: 1 }).textContent()) ?? '')).toBe(after);
  await provider.approve();
  await new OrderPage(page).expectConfirmed();
  const amounts = page.getByRole('region', { name: 'Payment' });
  await expect(amounts).toContainText(`Promo code ${SAVE}`);
  expect(naira((await amounts.getByRole('definition').last().textContent()) ?? '')).toBe(after);
  await expectAxeClean(page);
  await page.screenshot({ path: '/tmp/promo-checkout-order-phone.png', fullPage: true });
});

test('a code on a basket of a concert and a coach seat: taken off the concert alone, as its scope says, and the provider charges the total after it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  const event = new EventPage(page);
  await event.open(eventId);
  await event.choose({ Regular: 1 });
  await page.getByRole('button', { name: 'Add to basket', exact: true }).click();
  await expect(page).toHaveURL(/\/basket$/);
  await page.goto(`/events/${eventId}`);
  await page
    .getByRole('region', { name: 'Getting there and staying' })
    .getByRole('region', { name: 'Coaches to Lagos' })
    .getByRole('button', { name: /^Add to basket for seat \d+ on the Abuja → Lagos coach/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/basket$/);
  await page.getByLabel('Full name').fill('Kemi Adeyemi');
  await page
    .getByRole('group', { name: 'Your details' })
    .getByLabel('Email')
    .fill('kemi.basket@example.com');
  await page.getByLabel('Phone number').fill('08031234567');
  await page.getByRole('button', { name: 'Reserve everything' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  const pay = page.getByRole('button', { name: /^Pay ₦/ });
  const before = naira((await pay.textContent()) ?? '');
  await applyCode(page, SHOW);
  await expect(promo(page).getByRole('status')).toContainText(`${SHOW} is applied: you save`);
  // The concert's line is lowered; the coach seat, outside the code's scope, is not.
  const concert = page.getByRole('region', { name: EVENT });
  const coach = page.getByRole('region', { name: /Abuja → Lagos/ });
  await expect(concert.getByRole('deletion')).toHaveCount(1);
  await expect(coach.getByRole('deletion')).toHaveCount(0);
  const concertBefore = naira(
    (await concert
      .getByRole('row', { name: /^Total before the code/ })
      .getByRole('cell')
      .textContent()) ?? '',
  );
  const after = naira((await pay.textContent()) ?? '');
  expect(after).toBeCloseTo(before - concertBefore / 2, 2);
  await expectAxeClean(page);
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: '/tmp/promo-basket-checkout-phone.png', fullPage: true });
  await page
    .getByRole('group', { name: 'Passengers' })
    .getByRole('textbox')
    .first()
    .fill('Kemi Adeyemi');
  await pay.click();
  const provider = new TestPaymentPage(page);
  await provider.expectOpen();
  const reference = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
  expect(reference).toMatch(/-0$/);
  expect(providerAmountKobo(reference)).toBe(Math.round(after * 100));
  await provider.approve();
  await new OrderPage(page).expectConfirmed();
});

/** A customer of their own, who arrives by the campaign link and reserves: the checkout opens with the code applied. */
async function customerWithCampaignLink(
  browser: Browser,
  tag: string,
  viewport: { width: number; height: number },
) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.goto(`/events/${eventId}?code=${ONCE}`);
  const event = new EventPage(page);
  await event.choose({ Regular: 1 });
  await event.fillContact(contact(tag));
  await event.reserveButton().click();
  const checkout = new CheckoutPage(page);
  await checkout.expectOpen();
  await expect(promo(page).getByRole('status')).toContainText(`${ONCE} is applied`);
  return { context, page, checkout };
}

test('two customers race for a one-use code: one is charged at the discount, the other told why and charged nothing', async ({
  browser,
}) => {
  const first = await customerWithCampaignLink(browser, 'race1', DESKTOP);
  const second = await customerWithCampaignLink(browser, 'race2', PHONE);
  try {
    await Promise.all([
      first.checkout.confirmButton().click(),
      second.checkout.confirmButton().click(),
    ]);
    const landed = async (page: Page) =>
      Promise.race([
        page.waitForURL(/\/pay\/test\//).then(() => 'paying' as const),
        page
          .getByRole('alert')
          .filter({ hasText: 'Nothing was charged' })
          .waitFor()
          .then(() => 'refused' as const),
      ]);
    const outcomes = await Promise.all([landed(first.page), landed(second.page)]);
    expect([...outcomes].sort()).toEqual(['paying', 'refused']);
    const refused = outcomes[0] === 'refused' ? first.page : second.page;
    const paying = refused === first.page ? second.page : first.page;
    // Beside Pay: why, and that nothing was charged; the checkout drawn again at the full price, the code's reason in its place.
    await expect(refused.getByRole('alert').filter({ hasText: 'Nothing was charged' })).toHaveText(
      `The code ${ONCE} was not applied: This code has been used as many times as it may be. Nothing was charged: remove the code to pay the full price, or apply another.`,
    );
    await expect(promo(refused).getByRole('alert')).toHaveText(
      `The code ${ONCE} was not applied: This code has been used as many times as it may be.`,
    );
    await expect(
      refused.getByRole('table', { name: 'Your choice' }).getByRole('deletion'),
    ).toHaveCount(0);
    const reference = decodeURIComponent(new URL(paying.url()).pathname.split('/').pop()!);
    const total = naira((await paying.getByRole('heading', { level: 1 }).textContent()) ?? '');
    expect(providerAmountKobo(reference)).toBe(Math.round(total * 100));
    await expect(paying.getByText(`Promo code ${ONCE}`)).toBeVisible();
    await expectAxeClean(refused);
    await refused.screenshot({
      path: `/tmp/promo-checkout-race-refused-${refused === second.page ? 'phone' : 'desktop'}.png`,
      fullPage: true,
    });
  } finally {
    await first.context.close();
    await second.context.close();
  }
});

test('a campaign link through an embed: applied in the frame, and carried by its continue-in-a-new-tab link', async ({
  context,
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto(`${EMBED_HOST_ORIGIN}/?event=${eventId}&code=${BLOG}`);
  const element = page.locator('#tickets iframe');
  await expect(element).toHaveAttribute('src', new RegExp(`[?&]code=${BLOG}`));
  const frame = (await (await element.elementHandle())!.contentFrame())!;
  const event = new EventPage(frame);
  await event.choose({ Regular: 1 });
  await event.fillContact(contact('blog'));
  await event.reserveButton().click();
  await new CheckoutPage(frame).expectOpen();
  await expect(promo(frame).getByRole('status')).toContainText(`${BLOG} is applied`);
  await page.screenshot({ path: '/tmp/promo-checkout-embed-phone.png', fullPage: true });

  // As Safari does: the frame keeps no cookies, so the choice, code and all, goes to a new tab.
  await frame.getByRole('button', { name: 'Cancel' }).click();
  await expect(event.reserveButton()).toBeVisible();
  await context.clearCookies();
  await event.fillContact(contact('blog'));
  await event.choose({ Regular: 1 });
  await event.reserveButton().click();
  const notice = frame.getByRole('alert').filter({ hasText: 'Continue in a new tab' });
  const [tab] = await Promise.all([
    context.waitForEvent('page'),
    notice.getByRole('link', { name: 'Continue in a new tab' }).click(),
  ]);
  await new EventPage(tab).reserveButton().click();
  const checkout = new CheckoutPage(tab);
  await checkout.expectOpen();
  await expect(promo(tab).getByRole('status')).toContainText(`${BLOG} is applied`);
  await tab.setViewportSize(DESKTOP);
  await expectAxeClean(tab);
  await tab.screenshot({ path: '/tmp/promo-checkout-embed-newtab-desktop.png', fullPage: true });
});
