// The checkout against the real service: reserve, countdown, confirm, expiry, sold out, double submit.
import { expect, test, type Page } from '@playwright/test';
import {
  E2E_HOLD_TTL_SECONDS,
  SHORT_HOLD_MERCHANT_KEY,
  SHORT_HOLD_STORE_URL,
} from '../playwright.config';
import { EventPage, type Contact } from './pages/catalogue';
import { CheckoutPage, OrderPage, TestPaymentPage } from './pages/checkout';
import { setHoldTtl } from './support/admin';
import { readQr, signedClaims } from './support/ticket-qr';
import { reserveOnEventPage } from './support/reserve';
import {
  eventIdByTitle,
  holdAsSomeoneElse,
  ticketSlots,
  transactionByMerchantReference,
} from './support/inventory';

const SHORT_HOLD_MERCHANT = 'Second Demo Merchant';
const SHORT_HOLD_SECONDS = 3;

const EVENT = 'Detty December Warm-Up';
const contact = (tag: string): Contact => ({
  name: 'Ada Obi',
  email: `ada.${tag}@example.com`,
  phone: '0803 123 4567',
});

const reserve = (page: Page, eventId: string, quantities: Record<string, number>, tag: string) =>
  reserveOnEventPage(page, eventId, quantities, contact(tag));

let eventId: string;
test.beforeAll(async () => {
  eventId = await eventIdByTitle(EVENT);
});

test('reserve, watch the countdown, confirm, and get the order with its tickets and QR codes', async ({
  page,
}) => {
  const before = await ticketSlots(eventId);
  const checkout = await reserve(page, eventId, { Regular: 2 }, 'main');
  await expect(checkout.heldTickets()).toContainText('Regular');
  await expect(checkout.heldTickets()).toContainText('₦25,100.00');
  expect((await ticketSlots(eventId)).Regular).toBe(before.Regular! - 2);

  const first = await checkout.secondsLeft();
  expect(first).toBeGreaterThan(0);
  expect(first).toBeLessThanOrEqual(E2E_HOLD_TTL_SECONDS);
  // It counts down: however slowly the machine runs, a later reading is lower.
  await expect.poll(() => checkout.secondsLeft(), { timeout: 30_000 }).toBeLessThan(first);

  await expect(checkout.confirmButton()).toHaveText('Pay ₦25,100.00');
  const details = page.getByRole('region', { name: 'Tickets go to' });
  await expect(details).toContainText('0803 123 4567');
  await checkout.payAndApprove();
  const order = new OrderPage(page);
  const reference = await order.expectConfirmed();
  // One reference to quote: the service's running invoice number and the order's own number are not shown.
  await expect(page.getByText('Booking reference')).toBeVisible();
  await expect(page.locator('main')).not.toContainText(/Invoice|Order number/);
  await expect(page.getByRole('heading', { level: 1, name: EVENT })).toBeVisible();
  await expect(order.tickets()).toHaveCount(2);
  await expect(order.qrCodes()).toHaveCount(2);
  // Each QR holds the ticket's code signed with the merchant's key: this order, this event, a door checks it offline.
  const claims = signedClaims((await readQr(order.qrCodes().first())) ?? '');
  expect(claims).toMatchObject({
    r: reference,
    k: 'event',
    l: expect.stringMatching(new RegExp(`^event:${eventId}:\\d{4}-\\d{2}-\\d{2}$`)),
  });
  // The address names the order; the page names it by its booking reference alone (checked below).
  await expect(page.locator('main')).not.toContainText(reference);
  await expect(page.getByRole('region', { name: 'Payment' })).toContainText('₦25,100.00');

  const record = await transactionByMerchantReference(reference);
  expect(record.status).toBe(200);
  await expect(page.getByText(record.data.reference, { exact: true })).toBeVisible();
  for (const item of record.data.items)
    await expect(page.getByText(item.code, { exact: true })).toBeVisible();

  // Back from the order reaches the provider's page, which says the payment is done and leads to the order.
  await page.goBack();
  await new TestPaymentPage(page).expectOpen();
  await expect(page.getByRole('status')).toContainText('This payment is complete.');
  await page.getByRole('link', { name: 'See your order' }).click();
  expect(await order.expectConfirmed()).toBe(reference);
  await page.goto('/checkout');
  await page.getByRole('link', { name: 'See your order' }).click();
  expect(await order.expectConfirmed()).toBe(reference);

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print tickets' })).toBeHidden();
  await expect(page.getByRole('banner')).toBeHidden();
});

test('a double click in one tab and a click in another make one payment and one purchase', async ({
  page,
  context,
}) => {
  const before = await ticketSlots(eventId);
  // Its own email per attempt: a retry's hold would otherwise be answered with the first attempt's, still active.
  const checkout = await reserve(page, eventId, { Regular: 1 }, `double-${test.info().retry}`);
  const other = await context.newPage();
  await other.goto('/checkout');
  const otherCheckout = new CheckoutPage(other);
  await otherCheckout.expectOpen();

  await Promise.all([checkout.confirmButton().dblclick(), otherCheckout.confirmButton().click()]);
  // Both tabs reach the same payment (each in its own time); it is approved in one, and the other cannot pay it again.
  await Promise.all([
    new TestPaymentPage(other).expectOpen(),
    new TestPaymentPage(page).expectOpen(),
  ]);
  expect(other.url()).toBe(page.url());
  await new TestPaymentPage(page).approve();
  const reference = await new OrderPage(page).expectConfirmed();
  await other.getByRole('button', { name: 'Approve payment' }).click();
  await expect(other.getByText('This payment is complete.')).toBeVisible();
  // Coming back from the provider twice changes nothing.
  await other.getByRole('link', { name: 'See your order' }).click();
  expect(await new OrderPage(other).expectConfirmed()).toBe(reference);

  const record = await transactionByMerchantReference(reference);
  expect(record.data.items).toHaveLength(1);
  expect((await ticketSlots(eventId)).Regular).toBe(before.Regular! - 1);
});

test('Pay in a tab whose checkout another tab replaced pays for nothing, and shows what is held now', async ({
  page,
  context,
}) => {
  const tag = `tabs-${test.info().retry}`;
  const first = await reserve(page, eventId, { Regular: 2 }, `${tag}-a`);
  await expect(first.confirmButton()).toHaveText('Pay ₦25,100.00');
  // Another tab of the same browser reserves another event: the session's checkout is now that one.
  const other = await context.newPage();
  const otherEvent = await eventIdByTitle('Alte Sounds Showcase');
  const second = await reserve(other, otherEvent, { Regular: 1 }, `${tag}-b`);
  const secondPrice = (await second.confirmButton().textContent())!;

  await first.confirmButton().click();
  await first.expectOpen();
  await expect(page).toHaveURL(/\/checkout\?changed=1$/);
  await expect(
    page.getByRole('alert').filter({ hasText: 'Your checkout changed in another tab or window' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Alte Sounds Showcase' })).toBeVisible();
  await expect(first.confirmButton()).toHaveText(secondPrice);
  // No payment was opened for either order.
  expect(page.url()).not.toContain('/pay/test/');
});

test.describe('a hold that expires', () => {
  // The second storefront sells as a merchant whose holds last seconds; the service has not read that
  // merchant's settings yet (its storefront made no request so far), so the first hold gets the short time.
  test.beforeAll(() => setHoldTtl(SHORT_HOLD_MERCHANT, SHORT_HOLD_SECONDS));
  test.afterAll(() => setHoldTtl(SHORT_HOLD_MERCHANT, 'default'));

  test('the page says so, and one click reserves the same tickets again', async ({ browser }) => {
    test.setTimeout(180_000);
    const context = await browser.newContext({ baseURL: SHORT_HOLD_STORE_URL });
    const page = await context.newPage();
    const event = new EventPage(page);
    await event.open(eventId);
    await event.choose({ Regular: 1 });
    await event.fillContact(contact('expiry'));
    await event.reserveButton().click();
    const checkout = new CheckoutPage(page);
    await checkout.expectOpen();
    // Back to the default hold time for the next holds: the service picks it up once its key cache lapses.
    setHoldTtl(SHORT_HOLD_MERCHANT, 'default');
    await expect(checkout.expiredNotice()).toBeVisible({ timeout: 60_000 });
    await expect(checkout.confirmButton()).toBeHidden();

    // Waits on the service, not the clock: until a hold of this merchant gets the default time again.
    await expect
      .poll(
        async () => {
          const hold = await holdAsSomeoneElse(eventId, 'Regular', 1, SHORT_HOLD_MERCHANT_KEY);
          await hold.release();
          return hold.secondsRemaining;
        },
        { timeout: 120_000, intervals: [2_000] },
      )
      .toBeGreaterThan(SHORT_HOLD_SECONDS);

    await checkout.reserveAgainButton().click();
    await expect(checkout.confirmButton()).toBeVisible();
    expect(await checkout.secondsLeft()).toBeGreaterThan(SHORT_HOLD_SECONDS);
    await expect(checkout.heldTickets()).toContainText('Regular');
    await expect(page.getByText('ada.expiry@example.com')).toBeVisible();

    await checkout.payAndApprove();
    await new OrderPage(page).expectConfirmed();
    await context.close();
  });
});

test('changing tickets releases the holds and keeps the choice and contact', async ({ page }) => {
  const before = await ticketSlots(eventId);
  await reserve(page, eventId, { Regular: 3 }, 'change');
  await page.getByRole('button', { name: 'Change tickets' }).click();
  await expect(page).toHaveURL(new RegExp(`/events/${eventId}`));
  const event = new EventPage(page);
  await expect(event.quantity('Regular')).toHaveValue('3');
  await expect(page.getByRole('group', { name: 'Your details' }).getByLabel('Email')).toHaveValue(
    'ada.change@example.com',
  );
  expect((await ticketSlots(eventId)).Regular).toBe(before.Regular);
});

test('the form explains bad details, and tickets taken meanwhile are named with how many are left', async ({
  page,
}) => {
  const event = new EventPage(page);
  await event.open(eventId);
  await event.choose({ 'VIP Table': 2 });
  await event.fillContact({ ...contact('scarce'), phone: '12345' });
  await event.reserveButton().click();
  await expect(page.getByLabel('Phone number')).toHaveAccessibleDescription(/11 to 13 digits/);
  await expect(page.getByLabel('Phone number')).toBeFocused();

  await page.getByLabel('Phone number').fill('08031234567');
  const left = (await ticketSlots(eventId))['VIP Table']!;
  const other = await holdAsSomeoneElse(eventId, 'VIP Table', left - 1);
  try {
    await event.reserveButton().click();
    await expect(event.alert()).toHaveText(
      'Only 1 VIP Table ticket is left. Change your tickets and try again.',
    );
    await expect(page).toHaveURL(new RegExp(`/events/${eventId}`));
    await expect(
      event.tickets().getByRole('listitem').filter({ hasText: 'VIP Table' }),
    ).toContainText('1 left');
  } finally {
    // Given back now: lapsing minutes later, these tickets would reappear in the middle of a later test.
    expect((await other.release()).status).toBe(200);
  }
});
