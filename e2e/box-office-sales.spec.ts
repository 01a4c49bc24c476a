// The box office selling at the counter against the real service: two event tickets for cash with change, the
// receipt and the shift report; a screening by card; a bus seat; every sale recorded by the service as POS.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { transactionByMerchantReference } from './support/inventory';
import { createStaff, signIn, uniqueStaffEmail } from './support/staff';

const PASSWORD = 'counter-password-1234';

// Items no other spec sells: an event, a film in Port Harcourt, and the Ibadan to Lagos coaches.
const EVENT = 'Highlife Legends Reunion';
const FILM = 'Okrika Tides';
const BUS_SEARCH = 'Iwo Road';

async function signedInSeller(page: Page, role: 'seller' | 'supervisor' = 'seller') {
  const email = uniqueStaffEmail('counter');
  createStaff(email, role, PASSWORD);
  await signIn(page, email, PASSWORD);
  return email;
}

async function search(page: Page, words: string) {
  const box = page.getByRole('searchbox', { name: /Search events, films, trips and hotels/ });
  await box.fill(words);
  await box.press('Enter');
  await expect(page.getByRole('heading', { name: new RegExp(`Found for “${words}”`) })).toBeVisible();
}

const naira = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);

/** The receipt's merchant reference, from its address. */
function referenceOf(page: Page): string {
  const match = /\/box-office\/sales\/(pos-[A-Za-z0-9_-]{22})\/receipt/.exec(page.url());
  if (!match) throw new Error(`not a receipt: ${page.url()}`);
  return match[1]!;
}

async function expectPosRecord(reference: string) {
  const { status, data } = await transactionByMerchantReference(reference);
  expect(status).toBe(200);
  expect(data).toMatchObject({ medium: 'POS', status: 'successful', merchant_reference: reference });
  return data;
}

test('sell two event tickets for cash with change, print the receipt, and find the sale in the report', async ({ page }) => {
  await signedInSeller(page);
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  await search(page, 'Highlife Legends');
  await page.getByRole('link', { name: new RegExp(EVENT) }).click();
  await expect(page.getByRole('heading', { level: 2, name: EVENT })).toBeVisible();
  // The first quantity has the focus: the cashier types at once.
  await expect(page.getByRole('spinbutton', { name: /^Regular/ })).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('2');
  await page.getByRole('button', { name: 'Hold' }).click();

  const basket = page.getByRole('region', { name: 'Basket' });
  await expect(basket).toContainText('2 × Regular');
  await expect(basket).toContainText(/Held for \d+:\d\d/);
  const total = naira(await basket.getByTestId('basket-total').innerText());
  expect(total).toBeGreaterThan(0);

  // Too little cash is refused on the screen and by the server.
  const cash = basket.getByLabel('Cash received (₦)');
  await expect(cash).toBeFocused();
  await cash.fill(String(total / 100 - 1));
  await expect(basket).toContainText('Too little: ₦1.00 short');
  await basket.getByRole('button', { name: 'Take payment and sell' }).click();
  await expect(basket.getByRole('alert')).toContainText('Too little cash');

  const received = Math.ceil(total / 100 / 1000) * 1000 + 5000;
  await cash.fill(String(received));
  const change = received * 100 - total;
  await expect(basket).toContainText(`Change due: ₦${(change / 100).toLocaleString('en-NG', { minimumFractionDigits: 2 })}`);
  await cash.press('Enter');

  await expect(page).toHaveURL(/\/box-office\/sales\/pos-[A-Za-z0-9_-]{22}\/receipt$/);
  const reference = referenceOf(page);
  await expect(page.getByRole('heading', { name: 'Box office receipt' })).toBeVisible();
  await expect(page.getByTestId('receipt-change')).toHaveText(`₦${(change / 100).toLocaleString('en-NG', { minimumFractionDigits: 2 })}`);
  await expect(page.getByRole('img', { name: /QR code of ticket/ })).toHaveCount(2);
  await expect(page.locator('article.receipt-roll')).toBeVisible();
  await page.getByRole('link', { name: 'A4' }).click();
  await expect(page.locator('article.receipt-a4')).toBeVisible();

  const record = await expectPosRecord(reference);
  expect(Math.round(record.amount * 100)).toBe(total);
  expect(record.items).toHaveLength(2);

  await page.getByRole('link', { name: 'Sales' }).click();
  const row = page.getByRole('row', { name: new RegExp(reference) });
  await expect(row).toContainText(EVENT);
  await expect(row).toContainText('Cash');
  await expect(row).toContainText('Sold');

  await page.getByRole('link', { name: 'Report' }).click();
  await expect(page.getByTestId('total-sold')).toHaveText(`₦${(total / 100).toLocaleString('en-NG', { minimumFractionDigits: 2 })}`);
  await expect(page.getByTestId('cash-expected')).toHaveText(`₦${(total / 100).toLocaleString('en-NG', { minimumFractionDigits: 2 })}`);
  await expect(page.getByTestId('reconciled')).toBeVisible();

  const csv = await page.request.get('/box-office/report/csv?period=today');
  expect(csv.status()).toBe(200);
  expect(await csv.text()).toContain(`${reference},`);
});

test('sell a screening by card with its terminal reference', async ({ page }) => {
  await signedInSeller(page);
  await search(page, FILM);
  await page.getByRole('link', { name: new RegExp(`Cinema\\s*${FILM}`) }).first().click();
  await page.getByRole('spinbutton', { name: /^Regular/ }).fill('1');
  await page.getByRole('button', { name: 'Hold' }).click();
  const basket = page.getByRole('region', { name: 'Basket' });
  await expect(basket).toContainText('1 × Regular');
  await basket.getByText('Card', { exact: true }).click();
  await basket.getByRole('button', { name: 'Take payment and sell' }).click();
  // A card sale needs the terminal's reference.
  await expect(page).toHaveURL(/\/box-office$/);
  await basket.getByLabel('Card terminal reference').fill('TRM-4242');
  await basket.getByRole('button', { name: 'Take payment and sell' }).click();
  await expect(page).toHaveURL(/\/receipt$/);
  await expect(page.getByRole('article')).toContainText('TRM-4242');
  await expect(page.getByRole('img', { name: /QR code of ticket/ })).toHaveCount(1);
  await expectPosRecord(referenceOf(page));
});

test('sell a bus seat chosen on the seat map with the keyboard', async ({ page }) => {
  await signedInSeller(page);
  await search(page, BUS_SEARCH);
  await page.getByRole('link', { name: /Ibadan → Lagos/ }).first().click();
  const seat = page.getByRole('checkbox', { name: /available/ }).first();
  await seat.focus();
  await page.keyboard.press('Space');
  await expect(page.getByText(/Chosen: seat \w+/)).toBeVisible();
  await page.getByRole('button', { name: 'Hold' }).click();
  const basket = page.getByRole('region', { name: 'Basket' });
  await expect(basket).toContainText(/1 × .*seat/);
  const total = naira(await basket.getByTestId('basket-total').innerText());
  await basket.getByLabel('Cash received (₦)').fill(String(total / 100));
  await basket.getByRole('button', { name: 'Take payment and sell' }).click();
  await expect(page).toHaveURL(/\/receipt$/);
  await expect(page.getByRole('img', { name: /QR code of ticket/ })).toHaveCount(1);
  await expectPosRecord(referenceOf(page));
});
