// Paying before buying, with the built-in test provider: paid, declined then paid, paid after the holds
// expired (held again and bought), and paid after the tickets were gone (refunded in full).
import { existsSync, readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { E2E_HOLD_TTL_SECONDS } from '../playwright.config';
import { EventPage } from './pages/catalogue';
import { CheckoutPage, OrderPage, TestPaymentPage } from './pages/checkout';
import { buyAsSomeoneElse, eventIdByTitle, ticketSlots, transactionByMerchantReference } from './support/inventory';

const EVENT = 'Detty December Warm-Up';
/** The test page's "approve after 30 seconds", plus the sweeper's few seconds. */
const LATE_APPROVAL_MS = 30_000;

async function reserve(page: Page, eventId: string, quantities: Record<string, number>, tag: string) {
  const event = new EventPage(page);
  await event.open(eventId);
  await event.choose(quantities);
  await event.fillContact({ name: 'Bola Ade', email: `bola.${tag}@example.com`, phone: '08031234567' });
  await event.reserveButton().click();
  const checkout = new CheckoutPage(page);
  await checkout.expectOpen();
  return checkout;
}

let eventId: string;
test.beforeAll(async () => {
  eventId = await eventIdByTitle(EVENT);
});

test('the customer pays on the provider page, comes back to the order, and gets the tickets by email', async ({ page }) => {
  const checkout = await reserve(page, eventId, { Regular: 1 }, 'paid');
  await expect(checkout.page.getByRole('timer')).toContainText('Time left to pay');
  await checkout.confirmButton().click();
  const payment = new TestPaymentPage(page);
  await payment.expectOpen();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pay ₦12,550.00');
  await payment.approve();
  const reference = await new OrderPage(page).expectConfirmed();
  expect((await transactionByMerchantReference(reference)).data.items).toHaveLength(1);
  const email = `.data/outbox/${reference}.eml`;
  await expect.poll(() => existsSync(email)).toBe(true);
  expect(readFileSync(email, 'utf8')).toContain(`/orders/${reference}`);
});

test('a declined payment charges nothing, keeps the tickets held, and the customer pays again', async ({ page }) => {
  const before = await ticketSlots(eventId);
  const checkout = await reserve(page, eventId, { Regular: 1 }, 'declined');
  await checkout.confirmButton().click();
  await new TestPaymentPage(page).answer('Decline payment');
  await checkout.expectOpen();
  await expect(page.getByRole('alert').filter({ hasText: 'Your payment was declined' })).toBeVisible();
  expect((await ticketSlots(eventId)).Regular).toBe(before.Regular! - 1);
  await checkout.payAndApprove();
  const reference = await new OrderPage(page).expectConfirmed();
  expect((await transactionByMerchantReference(reference)).data.items).toHaveLength(1);
  expect((await ticketSlots(eventId)).Regular).toBe(before.Regular! - 1);
});

test('a payment approved after the holds expired holds the same tickets again and buys them', async ({ page }) => {
  test.setTimeout(LATE_APPROVAL_MS + E2E_HOLD_TTL_SECONDS * 1000 + 60_000);
  const checkout = await reserve(page, eventId, { Regular: 2 }, 'late');
  await checkout.confirmButton().click();
  await new TestPaymentPage(page).answer('Approve after 30 seconds');
  await expect(page.getByRole('heading', { level: 1, name: 'Waiting for your payment' })).toBeVisible();
  // The page refreshes itself; the order appears once the approval lands and the tickets are bought.
  await expect(page.getByText('Purchase confirmed')).toBeVisible({ timeout: LATE_APPROVAL_MS + 30_000 });
  const reference = await new OrderPage(page).expectConfirmed();
  const record = await transactionByMerchantReference(reference);
  expect(record.status).toBe(200);
  expect(record.data.items).toHaveLength(2);
});

test('a payment approved after the tickets were taken is refunded in full, and the customer is told', async ({ page }) => {
  test.setTimeout(LATE_APPROVAL_MS + E2E_HOLD_TTL_SECONDS * 1000 + 60_000);
  const left = (await ticketSlots(eventId))['VIP Table']!;
  expect(left).toBeGreaterThanOrEqual(2);
  const checkout = await reserve(page, eventId, { 'VIP Table': 2 }, 'refund');
  await checkout.confirmButton().click();
  await new TestPaymentPage(page).answer('Approve after 30 seconds');
  await expect(page.getByRole('heading', { level: 1, name: 'Waiting for your payment' })).toBeVisible();
  // Our hold lapses while the payment is on its way, and someone else takes every VIP Table meanwhile.
  await expect.poll(async () => (await ticketSlots(eventId))['VIP Table'], { timeout: (E2E_HOLD_TTL_SECONDS + 10) * 1000 }).toBe(left);
  await buyAsSomeoneElse(eventId, 'VIP Table', left);
  await expect(page.getByRole('heading', { level: 1, name: 'Refunded' })).toBeVisible({ timeout: LATE_APPROVAL_MS + 30_000 });
  await expect(page.getByRole('status')).toContainText('has been refunded in full');
  await expect(page.getByText('The tickets were no longer available after your payment.')).toBeVisible();
  const reference = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
  expect((await transactionByMerchantReference(reference)).status).toBe(404);
});
