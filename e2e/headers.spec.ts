// Every kind of page under the strict Content-Security-Policy: no violation in Chromium, client parts hydrated, pictures from the storefront.
import { expect, test, type Page } from '@playwright/test';
import { lagosDayFromToday } from './support/days';
import { EventPage } from './pages/catalogue';
import { OrderPage, TestPaymentPage } from './pages/checkout';
import { HotelSearchPage } from './pages/hotels';
import { eventIdByTitle } from './support/inventory';
import { reserveOnEventPage } from './support/reserve';
import { createStaff, signIn, uniqueStaffEmail } from './support/staff';

// An event no other spec counts the tickets of.
const EVENT = 'Fuji Fusion Night';

/** Violations the page reports, from the console and from `securitypolicyviolation` events. */
function watchViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text()))
      violations.push(message.text());
  });
  page.on('pageerror', (error) => violations.push(`page error: ${error.message}`));
  return violations;
}

async function recordedViolations(page: Page): Promise<string[]> {
  return page.evaluate(
    () => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [],
  );
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
});

async function expectStrictPage(page: Page, path: string, violations: string[], status?: number) {
  const response = await page.goto(path);
  if (status === undefined) expect(response?.status(), path).toBeLessThan(400);
  else expect(response?.status(), path).toBe(status);
  return expectStrictResponse(
    page,
    path,
    response?.headers()['content-security-policy'] ?? '',
    violations,
  );
}

/** The page the browser is on (reached by a link or a form) ran under the strict policy. */
async function expectStrictHere(page: Page, violations: string[]) {
  const path = new URL(page.url()).pathname;
  const response = await page.request.get(page.url());
  return expectStrictResponse(
    page,
    path,
    response.headers()['content-security-policy'] ?? '',
    violations,
  );
}

async function expectStrictResponse(
  page: Page,
  path: string,
  policy: string,
  violations: string[],
) {
  const directive = (name: string) =>
    policy
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith(`${name} `)) ?? '';
  expect(directive('script-src'), path).toMatch(/'nonce-[A-Za-z0-9+/=]+'/);
  expect(directive('script-src'), path).not.toContain("'unsafe-inline'");
  expect(directive('style-src'), path).not.toContain("'unsafe-inline'");
  expect(directive('img-src'), path).not.toMatch(/https:|http:|:\*|:\d/);
  await page.waitForLoadState('networkidle');
  // Every picture on the page loaded, from the storefront itself.
  const pictures = await page.locator('img').evaluateAll((images) =>
    (images as HTMLImageElement[]).map((image) => ({
      src: image.currentSrc || image.src,
      loaded: image.complete && image.naturalWidth > 0,
      lazy: image.loading === 'lazy',
    })),
  );
  const origin = new URL(page.url()).origin;
  for (const picture of pictures) {
    expect(new URL(picture.src).origin, picture.src).toBe(origin);
    if (!picture.lazy) expect(picture.loaded, picture.src).toBe(true);
  }
  expect([...violations, ...(await recordedViolations(page))], path).toEqual([]);
  return pictures.length;
}

test('catalogue pages run under the strict policy: no violation, pictures from the storefront, the ticket picker works', async ({
  page,
}) => {
  const violations = watchViolations(page);
  expect(await expectStrictPage(page, '/', violations)).toBeGreaterThan(0);
  await expectStrictPage(page, '/events', violations);
  const eventHref = await page
    .getByRole('list', { name: 'Events' })
    .getByRole('link')
    .first()
    .getAttribute('href');
  expect(await expectStrictPage(page, eventHref!, violations)).toBeGreaterThan(0);
  // Hydrated: choosing a quantity shows the total, which only the client component computes.
  const event = new EventPage(page);
  const firstQuantity = event.tickets().getByRole('combobox').first();
  await firstQuantity.selectOption('1');
  await expect(event.reserveButton()).toBeEnabled();
  await expect(event.tickets()).toContainText('Total');
  expect([...violations, ...(await recordedViolations(page))]).toEqual([]);
});

test('cinema, bus and hotel pages run under the strict policy', async ({ page }) => {
  const violations = watchViolations(page);
  await expectStrictPage(page, '/cinema', violations);
  const filmHref = await page
    .getByRole('list', { name: 'Films now showing' })
    .getByRole('link')
    .first()
    .getAttribute('href');
  await expectStrictPage(page, filmHref!, violations);

  const tomorrow = lagosDayFromToday(1);
  await expectStrictPage(
    page,
    `/bus?from=Lagos&to=Ibadan&date=${tomorrow}&travellers=1`,
    violations,
  );
  const departure = page
    .getByRole('region', { name: /^Departures on / })
    .getByRole('link')
    .first();
  await expectStrictPage(page, (await departure.getAttribute('href'))!, violations);
  // Hydrated: the seat map answers a click.
  const seat = page.getByRole('button', { name: /^Seat \d+, available/ }).first();
  if (await seat.count()) {
    await seat.click();
    await expect(seat).toHaveAttribute('aria-pressed', 'true');
  }

  await expectStrictPage(page, '/hotels', violations);
  const search = new HotelSearchPage(page);
  await search.search({
    city: 'Lagos',
    checkin: lagosDayFromToday(3),
    checkout: lagosDayFromToday(5),
    guests: 2,
    rooms: 1,
  });
  await page.waitForLoadState('networkidle');
  const hotelHref = await page.locator('main a[href^="/hotels/"]').first().getAttribute('href');
  await expectStrictPage(page, hotelHref!, violations);
  await expectStrictPage(page, '/checkout', violations);
});

test('checkout, payment and order pages run under the strict policy, QR codes included', async ({
  page,
}) => {
  const violations = watchViolations(page);
  const eventId = await eventIdByTitle(EVENT);
  const checkout = await reserveOnEventPage(
    page,
    eventId,
    { Regular: 1 },
    { name: 'Ada Obi', email: 'ada.policy@example.com', phone: '0803 123 4567' },
  );
  await expectStrictHere(page, violations);
  // Hydrated: the countdown ticks, which only the client does.
  const first = await checkout.secondsLeft();
  await expect.poll(() => checkout.secondsLeft(), { timeout: 5_000 }).toBeLessThan(first);
  await checkout.confirmButton().click();
  await new TestPaymentPage(page).expectOpen();
  await expectStrictHere(page, violations);
  await new TestPaymentPage(page).approve();
  const order = new OrderPage(page);
  await order.expectConfirmed();
  await expect(order.qrCodes().first()).toBeVisible();
  await expectStrictPage(page, new URL(page.url()).pathname, violations);
  expect([...violations, ...(await recordedViolations(page))]).toEqual([]);
});

test('an embed page runs under the strict policy and its ticket picker works', async ({ page }) => {
  const violations = watchViolations(page);
  const eventId = await eventIdByTitle(EVENT);
  expect(await expectStrictPage(page, `/embed/events/${eventId}`, violations)).toBeGreaterThan(0);
  const event = new EventPage(page);
  await event.tickets().getByRole('combobox').first().selectOption('1');
  await expect(event.tickets()).toContainText('Total');
  expect([...violations, ...(await recordedViolations(page))]).toEqual([]);
});

test('the box office runs under the strict policy: the sale screen holds and sells, and the receipt prints its QR codes', async ({
  page,
}) => {
  const violations = watchViolations(page);
  const email = uniqueStaffEmail('policy');
  createStaff(email, 'seller', 'counter-password-1234');
  await signIn(page, email, 'counter-password-1234');
  await expectStrictHere(page, violations);
  const box = page.getByRole('searchbox', { name: /Search events, films, trips and hotels/ });
  await box.fill(EVENT);
  await box.press('Enter');
  await page.getByRole('link', { name: new RegExp(EVENT) }).click();
  await expect(page.getByRole('spinbutton', { name: /^Regular/ })).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('1');
  await page.getByRole('button', { name: 'Hold' }).click();
  const basket = page.getByRole('region', { name: 'Basket' });
  // Hydrated: the hold's countdown and the change are the client's.
  await expect(basket).toContainText(/Held for \d+:\d\d/);
  const cash = basket.getByLabel('Cash received (₦)');
  await cash.fill('1000000');
  await expect(basket).toContainText('Change due');
  await cash.press('Enter');
  await expect(page).toHaveURL(/\/box-office\/sales\/pos-[A-Za-z0-9_-]{22}\/receipt$/);
  await expect(page.getByRole('img', { name: /QR code of ticket/ })).toHaveCount(1);
  await expectStrictPage(page, new URL(page.url()).pathname, violations);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('img', { name: /QR code of ticket/ })).toBeVisible();
  expect([...violations, ...(await recordedViolations(page))]).toEqual([]);
});

test('the not-found and forbidden pages render under the strict policy', async ({ page }) => {
  const violations = watchViolations(page);
  await expectStrictPage(page, '/no-such-page', violations, 404);
  await expect(page.getByRole('heading', { name: 'We couldn’t find that page' })).toBeVisible();
  await expectStrictPage(page, '/events/no-such-event', violations, 404);
  await expect(page.getByRole('heading', { name: 'We couldn’t find that event' })).toBeVisible();
  // Styled by the app's stylesheet: a refused stylesheet would leave the heading at the browser's default size.
  expect(
    await page.getByRole('heading', { level: 1 }).evaluate((h) => getComputedStyle(h).fontSize),
  ).toBe('30px');

  const email = uniqueStaffEmail('policy-forbidden');
  createStaff(email, 'seller', 'counter-password-1234');
  await signIn(page, email, 'counter-password-1234');
  await expectStrictPage(page, '/box-office/staff', violations, 403);
  await expect(page.getByRole('heading', { name: 'This page is for supervisors' })).toBeVisible();
  expect([...violations, ...(await recordedViolations(page))]).toEqual([]);
});

test('the media route refuses what is not a picture of the service', async ({ request }) => {
  expect((await request.get('/media/..%2F..%2Fapi/v1/svc/experience')).status()).toBe(404);
  expect((await request.get('/media/experience/not-an-id.svg')).status()).toBe(404);
});
