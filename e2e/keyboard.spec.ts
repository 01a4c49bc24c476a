// Keyboard only: a customer who never touches a mouse chooses tickets, fixes a mistake, reserves and buys.
import { expect, test } from '@playwright/test';
import { EventPage } from './pages/catalogue';
import { CheckoutPage, OrderPage, TestPaymentPage } from './pages/checkout';
import { eventIdByTitle, ticketSlots, transactionByMerchantReference } from './support/inventory';
import { tabTo } from './support/keyboard';

test('the whole checkout works with the keyboard alone, and focus goes where the customer must act', async ({
  page,
}) => {
  const eventId = await eventIdByTitle('Detty December Warm-Up');
  const before = await ticketSlots(eventId);
  const event = new EventPage(page);
  await event.open(eventId);
  // Hydrated: the browser-side checks run on submit.
  await page.waitForLoadState('networkidle');

  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Enter');

  await tabTo(page, event.quantity('Regular'));
  await page.keyboard.press('ArrowDown');
  await expect(event.quantity('Regular')).toHaveValue('1');

  // Reserving without contact details takes focus to the first one to fill in.
  await tabTo(page, event.reserveButton());
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Full name')).toBeFocused();
  await page.keyboard.type('Kemi Ade');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('group', { name: 'Your details' }).getByLabel('Email')).toBeFocused();
  await page.keyboard.type('kemi.keys@example.com');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Phone number')).toBeFocused();
  await page.keyboard.type('08031234567');
  await page.keyboard.press('Tab');
  await expect(event.reserveButton()).toBeFocused();
  await page.keyboard.press('Enter');

  const checkout = new CheckoutPage(page);
  await checkout.expectOpen();
  await tabTo(page, checkout.confirmButton());
  // The focused control is visibly marked.
  await expect(checkout.confirmButton()).toHaveCSS('outline-style', 'solid');
  await page.keyboard.press('Enter');
  // The test provider's page, by keyboard too.
  await new TestPaymentPage(page).expectOpen();
  await tabTo(page, page.getByRole('button', { name: 'Approve payment' }));
  await page.keyboard.press('Enter');

  const reference = await new OrderPage(page).expectConfirmed();
  const record = await transactionByMerchantReference(reference);
  expect(record.data.items).toHaveLength(1);
  expect((await ticketSlots(eventId)).Regular).toBe(before.Regular! - 1);
});
