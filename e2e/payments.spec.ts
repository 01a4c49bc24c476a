// Paying before buying, with the built-in test provider: paid, declined then paid, paid after the holds
// lapsed (held again and bought), and approved late after the tickets were gone (refunded in full).
import { existsSync, readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { OrderPage, TestPaymentPage } from './pages/checkout';
import { reserveOnEventPage } from './support/reserve';
import {
  buyAsSomeoneElse,
  eventIdByTitle,
  ticketSlots,
  transactionByMerchantReference,
} from './support/inventory';

const EVENT = 'Detty December Warm-Up';
/** The test page's "approve after 30 seconds", plus the sweeper's few seconds. */
const LATE_APPROVAL_MS = 30_000;

const reserve = (page: Page, eventId: string, quantities: Record<string, number>, tag: string) =>
  reserveOnEventPage(page, eventId, quantities, {
    name: 'Bola Ade',
    email: `bola.${tag}@example.com`,
    phone: '08031234567',
  });

let eventId: string;
test.beforeAll(async () => {
  eventId = await eventIdByTitle(EVENT);
});

test('the customer pays on the provider page, comes back to the order, and gets the tickets by email', async ({
  page,
}) => {
  const checkout = await reserve(page, eventId, { Regular: 1 }, 'paid');
  await expect(checkout.page.getByRole('timer')).toContainText('Time left to pay');
  await checkout.confirmButton().click();
  const payment = new TestPaymentPage(page);
  await payment.expectOpen();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pay ₦12,550.00');
  // What is paid for, and to whom, as a provider's hosted page says it.
  await expect(page.getByText(/^Paying .+/)).toBeVisible();
  const paidFor = page.getByRole('region', { name: 'What you are paying for' });
  await expect(paidFor).toContainText(EVENT);
  await expect(paidFor).toContainText('Regular × 1');
  await expect(page.getByText(/^web-[\w-]{22}$/)).toBeVisible();
  await payment.approve();
  const reference = await new OrderPage(page).expectConfirmed();
  expect((await transactionByMerchantReference(reference)).data.items).toHaveLength(1);
  const email = `.data/outbox/${reference}.eml`;
  await expect.poll(() => existsSync(email)).toBe(true);
  const mail = readFileSync(email, 'utf8');
  expect(mail).toContain(`/orders/${reference}`);
  expect(mail).not.toMatch(/invoice/i);
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test(`Cancel on the payment page comes back to a held checkout that says so and keeps the details (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const tag = `cancel-${viewport.width}-${test.info().retry}`;
    const checkout = await reserve(page, eventId, { Regular: 1 }, tag);
    await checkout.confirmButton().click();
    await new TestPaymentPage(page).answer('Cancel payment');
    await checkout.expectOpen();
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'You cancelled the payment, and nothing was charged.' }),
    ).toBeVisible();
    const details = page.getByRole('region', { name: 'Tickets go to' });
    await expect(details).toContainText('Bola Ade');
    await expect(details).toContainText(`bola.${tag}@example.com`);
    await expect(details).toContainText('0803 123 4567');
    await page.screenshot({ path: `/tmp/words-cancelled-${viewport.width}.png`, fullPage: true });
    // Back on the provider's page: it says nothing was charged, and leads back to the checkout.
    await page.goBack();
    await expect(page.getByRole('status')).toContainText('nothing was charged');
    await page.screenshot({
      path: `/tmp/words-paypage-answered-${viewport.width}.png`,
      fullPage: true,
    });
    await page.getByRole('link', { name: 'Back to the checkout' }).click();
    await checkout.expectOpen();
    await checkout.payAndApprove();
    await new OrderPage(page).expectConfirmed();
  });
}

test('an order link that names no order speaks of orders and of how to reach support', async ({
  page,
}) => {
  const response = await page.goto('/orders/web-ZZZZZZZZZZZZZZZZZZZZZZ');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('We can’t find this order');
  await expect(page.getByText(/confirmation email/)).toBeVisible();
  const main = page.locator('main');
  await expect(main.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  await expect(main.getByRole('link', { name: /^\+\d[\d ]+$/ })).toHaveAttribute(
    'href',
    /^tel:\+\d+$/,
  );
  await expect(page.locator('main')).not.toContainText(/event/i);
});

test('a declined payment charges nothing, keeps the tickets held, and the customer pays again', async ({
  page,
}) => {
  const before = await ticketSlots(eventId);
  const checkout = await reserve(page, eventId, { Regular: 1 }, 'declined');
  await checkout.confirmButton().click();
  await new TestPaymentPage(page).answer('Decline payment');
  await checkout.expectOpen();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Your payment was declined' }),
  ).toBeVisible();
  expect((await ticketSlots(eventId)).Regular).toBe(before.Regular! - 1);
  await checkout.payAndApprove();
  const reference = await new OrderPage(page).expectConfirmed();
  expect((await transactionByMerchantReference(reference)).data.items).toHaveLength(1);
  expect((await ticketSlots(eventId)).Regular).toBe(before.Regular! - 1);
});

/** The customer's holds lapse while they pay: here released from a second tab (Cancel), which the service
 * treats exactly as an expired hold (no longer active), without waiting out the hold time. */
async function loseHoldsWhilePaying(page: Page) {
  const other = await page.context().newPage();
  await other.goto('/checkout');
  await other.getByRole('button', { name: 'Cancel' }).click();
  await expect(other).not.toHaveURL(/\/checkout/);
  await other.close();
}

test('a payment approved after the holds lapsed holds the same tickets again and buys them', async ({
  page,
}) => {
  const before = await ticketSlots(eventId);
  const checkout = await reserve(page, eventId, { Regular: 2 }, 'late');
  await checkout.confirmButton().click();
  await new TestPaymentPage(page).expectOpen();
  await loseHoldsWhilePaying(page);
  expect((await ticketSlots(eventId)).Regular).toBe(before.Regular);
  await new TestPaymentPage(page).approve();
  const reference = await new OrderPage(page).expectConfirmed();
  const record = await transactionByMerchantReference(reference);
  expect(record.data.items).toHaveLength(2);
  expect((await ticketSlots(eventId)).Regular).toBe(before.Regular! - 2);
});

test('a payment approved later, after the tickets were taken, is refunded in full, and the customer is told', async ({
  page,
}) => {
  test.setTimeout(LATE_APPROVAL_MS + 90_000);
  const left = (await ticketSlots(eventId))['VIP Table']!;
  expect(left).toBeGreaterThanOrEqual(1);
  const checkout = await reserve(page, eventId, { 'VIP Table': 1 }, 'refund');
  await checkout.confirmButton().click();
  // Our holds lapse while the customer is on the payment page; the approval takes 30 s to arrive, and
  // someone else buys every VIP Table meanwhile.
  await new TestPaymentPage(page).expectOpen();
  await loseHoldsWhilePaying(page);
  await new TestPaymentPage(page).answer('Approve after 30 seconds');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Waiting for your payment' }),
  ).toBeVisible();
  await buyAsSomeoneElse(eventId, 'VIP Table', left);
  await expect(page.getByRole('heading', { level: 1, name: 'Refunded' })).toBeVisible({
    timeout: LATE_APPROVAL_MS + 60_000,
  });
  await expect(page.getByRole('status')).toContainText('has been refunded in full');
  await expect(
    page.getByText('The tickets were no longer available after your payment.'),
  ).toBeVisible();
  const reference = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
  expect((await transactionByMerchantReference(reference)).status).toBe(404);
});
