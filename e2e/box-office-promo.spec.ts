// Promo codes at the box office against the real service: a supervisor creates a code (a field error first) and a
// batch of single-use codes downloaded as CSV; a seller cannot open the page and is offered no manual discount; the
// seller sells with the code, taking the discounted total while the service records its own price; the report shows
// the code's gross, discount and net.
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { transactionByMerchantReference } from './support/inventory';
import { createStaff, signIn, uniqueStaffEmail } from './support/staff';

const PASSWORD = 'promo-password-1234';
// An event no other spec sells.
const EVENT = 'Owambe Saturday';
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

async function signedIn(page: Page, role: 'seller' | 'supervisor', next?: string) {
  const email = uniqueStaffEmail(`promo-${role}`);
  createStaff(email, role, PASSWORD);
  await signIn(page, email, PASSWORD, next);
}

const naira = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);
const formatNaira = (kobo: number) =>
  `₦${(kobo / 100).toLocaleString('en-NG', { minimumFractionDigits: 2 })}`;

async function expectNoAxeViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).analyze();
  expect(
    axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

/** Both viewports' screenshots of the page as it is, to look at. */
async function screenshots(page: Page, name: string) {
  for (const [size, viewport] of [
    ['390', PHONE],
    ['1280', DESKTOP],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: `/tmp/promo-office-${name}-${size}.png`, fullPage: true });
  }
}

test('a supervisor’s code sold at the counter: the discounted total tendered, the service’s price kept, the report’s figures', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const code = `E2E-${Date.now().toString(36).toUpperCase()}`;
  const campaign = `Launch week ${code}`;
  await page.setViewportSize(DESKTOP);
  await signedIn(page, 'supervisor', '/box-office/promo-codes');
  await expect(page.getByRole('heading', { level: 1, name: 'Promo codes' })).toBeVisible();

  // A code: a percentage above 100 is refused beside its field, then the code is created.
  const create = page.getByRole('region', { name: 'Create a code' });
  await create.getByLabel('Code', { exact: true }).fill(code.toLowerCase());
  await create.getByLabel('Campaign').fill(campaign);
  await create.getByLabel('Percent or naira').fill('150');
  await create.getByRole('button', { name: 'Create code' }).click();
  await expect(create.getByText('Enter a percentage from 1 to 100.')).toBeVisible();
  await expect(create.getByLabel('Percent or naira')).toHaveAttribute('aria-invalid', 'true');
  await create
    .getByLabel('Discount', { exact: true })
    .selectOption({ label: 'Naira off each ticket' });
  await create.getByLabel('Percent or naira').fill('1000');
  await create.getByRole('button', { name: 'Create code' }).click();
  await expect(create.getByRole('status')).toHaveText(`The code ${code} is created and on.`);
  await expect(page.getByRole('row', { name: new RegExp(code) })).toContainText('₦1,000.00 off');

  // A batch of three single-use codes, downloaded as CSV.
  const batch = page.getByRole('region', { name: 'Generate single-use codes' });
  await batch.getByLabel('How many codes').fill('3');
  await batch.getByLabel('Prefix').fill('PARTNER');
  await batch.getByLabel('Percent or naira').fill('10');
  await batch.getByRole('button', { name: 'Generate codes' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    batch.getByRole('link', { name: 'Download the codes (CSV)' }).click(),
  ]);
  const csv = readFileSync((await download.path())!, 'utf8')
    .trim()
    .split(/\r?\n/);
  expect(csv).toHaveLength(4);
  expect(csv.slice(1).every((line) => /^PARTNER-?[A-Z0-9]/.test(line))).toBe(true);
  await expectNoAxeViolations(page);
  await screenshots(page, 'codes');

  // A seller: no link to the page, the page refused, and a manual discount refused by the server.
  const counter = await browser.newContext({ viewport: PHONE });
  const seller = await counter.newPage();
  await signedIn(seller, 'seller');
  await expect(
    seller
      .getByRole('navigation', { name: 'Box office' })
      .getByRole('link', { name: 'Promo codes' }),
  ).toHaveCount(0);
  await seller.goto('/box-office/promo-codes');
  await expect(seller.getByRole('heading', { name: 'This page is for supervisors' })).toBeVisible();
  await seller.goto(`/box-office?q=${encodeURIComponent(EVENT)}`);
  await seller
    .getByRole('link', { name: new RegExp(EVENT) })
    .first()
    .click();
  await seller.getByRole('spinbutton', { name: /^Regular/ }).fill('2');
  await seller.getByRole('button', { name: 'Hold' }).click();
  const basket = seller.getByRole('region', { name: 'Basket' });
  const gross = naira(await basket.getByTestId('basket-total').innerText());
  await expect(basket.getByText('Manual discount (supervisor)')).toHaveCount(0);
  const reference = (await basket.getByText(/^Sale pos-/).innerText()).match(
    /pos-[A-Za-z0-9_-]{22}/,
  )![0];
  // The server refuses a seller's manual discount whatever is posted: see the action's probes.

  // The seller applies the code: ₦1,000 off each ticket, and the cash taken is the discounted total.
  const net = gross - 200_000;
  await basket.getByLabel('Promo code').fill(code.toLowerCase());
  await basket.getByRole('button', { name: 'Apply' }).click();
  await expect(basket.getByTestId('basket-discount')).toHaveText(`Promo code ${code}−₦2,000.00`);
  await expect(basket.getByTestId('basket-total')).toHaveText(formatNaira(net));
  await expectNoAxeViolations(seller);
  await screenshots(seller, 'basket');
  await basket.getByRole('button', { name: 'Exact' }).click();
  await basket.getByRole('button', { name: 'Take payment and sell' }).click();
  await expect(seller).toHaveURL(/\/receipt$/);
  await expect(seller.getByTestId('receipt-discount')).toHaveText(`Promo code ${code}−₦2,000.00`);
  await expect(seller.getByRole('article')).toContainText(`Total${formatNaira(net)}`);
  await screenshots(seller, 'receipt');
  // The service sold at its price: the merchant's wallet paid it in full.
  const { data } = await transactionByMerchantReference(reference);
  expect(Math.round(data.amount * 100)).toBe(gross);
  await counter.close();

  // The report: the code's and its campaign's orders, tickets, gross, discount and net, and no difference.
  await page.setViewportSize(DESKTOP);
  await page.goto('/box-office/report');
  const promo = page.getByRole('region', { name: 'Promo codes', exact: true });
  const figures = `12${formatNaira(gross)}−₦2,000.00${formatNaira(net)}`;
  await expect(promo.getByRole('row', { name: new RegExp(`^${code}`) })).toHaveText(
    `${code}${figures}`,
  );
  await expect(promo.getByRole('row', { name: new RegExp(campaign) })).toHaveText(
    `${campaign}${figures}`,
  );
  await expect(page.getByRole('link', { name: reference })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await screenshots(page, 'report');
});
