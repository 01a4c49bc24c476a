// The box office selling at the counter against the real service: two event tickets for cash with change, the
// receipt and the shift report; a screening by card; a bus seat; a hotel room by transfer, reprinted and seen by a
// supervisor; every sale recorded by the service as POS. A sale the service refuses stays paid, not sold, and is
// retried or refunded.
import { existsSync, readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { lagosDayFromToday } from './support/days';
import { readQr, signedClaims } from './support/ticket-qr';
import { eventIdByTitle, ticketSlots, transactionByMerchantReference } from './support/inventory';
import { createStaff, signIn, signOut, uniqueStaffEmail } from './support/staff';
import { emptyMerchantWallet } from './support/wallet';

const PASSWORD = 'counter-password-1234';

// Items no other spec sells: events, a film in Port Harcourt, the Ibadan to Lagos coaches, a Port Harcourt hotel.
const EVENT = 'Highlife Legends Reunion';
const FILM = 'Okrika Tides';
const BUS_SEARCH = 'Iwo Road';
const HOTEL = 'Garden City Residence';
const RETRIED_EVENT = 'Abuja Comedy Jam';
const VOIDED_EVENT = 'Ibadan Laugh Fest';

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
  await expect(
    page.getByRole('heading', { name: new RegExp(`Found for “${words}”`) }),
  ).toBeVisible();
}

const naira = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);

/** The sale's merchant reference, from the address of its page or receipt. */
function referenceOf(page: Page): string {
  const match = /\/box-office\/sales\/(pos-[A-Za-z0-9_-]{22})(\/receipt)?(\?|$)/.exec(page.url());
  if (!match) throw new Error(`not a sale: ${page.url()}`);
  return match[1]!;
}

const formatNaira = (kobo: number) =>
  `₦${(kobo / 100).toLocaleString('en-NG', { minimumFractionDigits: 2 })}`;

/** Searches, picks the event and holds its Regular tickets; the basket and its total in kobo. */
async function holdRegular(page: Page, title: string, quantity: number) {
  await search(page, title);
  await page
    .getByRole('link', { name: new RegExp(title) })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await page.getByRole('spinbutton', { name: /^Regular/ }).fill(String(quantity));
  await page.getByRole('button', { name: 'Hold' }).click();
  const basket = page.getByRole('region', { name: 'Basket' });
  await expect(basket).toContainText(`${quantity} × Regular`);
  return { basket, total: naira(await basket.getByTestId('basket-total').innerText()) };
}

async function expectPosRecord(reference: string) {
  const { status, data } = await transactionByMerchantReference(reference);
  expect(status).toBe(200);
  expect(data).toMatchObject({
    medium: 'POS',
    status: 'successful',
    merchant_reference: reference,
  });
  return data;
}

async function expectNoAxeViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).analyze();
  expect(
    axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

test('sell two event tickets for cash with change, print the receipt, and find the sale in the report', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const seller = await signedInSeller(page);
  await expectNoAxeViolations(page);

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
  await expect(basket).toContainText(`Change due: ${formatNaira(change)}`);
  await cash.press('Enter');

  await expect(page).toHaveURL(/\/box-office\/sales\/pos-[A-Za-z0-9_-]{22}\/receipt$/);
  const reference = referenceOf(page);
  await expect(page.getByRole('heading', { name: 'Box office receipt' })).toBeVisible();
  await expect(page.getByTestId('receipt-change')).toHaveText(formatNaira(change));
  await expect(page.getByRole('img', { name: /QR code of ticket/ })).toHaveCount(2);
  // Each stub's QR holds the ticket's signed code, sold at the box office.
  expect(
    signedClaims((await readQr(page.getByRole('img', { name: /QR code of ticket/ }).last())) ?? ''),
  ).toMatchObject({ r: reference, k: 'event' });
  // The merchant, their address and support line, and the cashier who sold it.
  await expect(page.getByTestId('receipt-merchant')).toHaveText('Eko Tickets');
  await expect(page.getByRole('article')).toContainText('12 Marina, Lagos Island, Lagos');
  await expect(page.getByRole('article')).toContainText('Support +2348000000000');
  await expect(page.getByTestId('receipt-cashier')).toHaveText(
    `Cashier: Seller ${seller.split('@')[0]}`,
  );
  // Each stub says what it admits to: the event, its day and time in Lagos, the venue, the ticket type.
  const stubs = page.getByTestId('ticket-stub');
  await expect(stubs).toHaveCount(2);
  for (const stub of await stubs.all()) {
    await expect(stub).toContainText(EVENT);
    await expect(stub).toContainText(/\w{3}, \d{1,2} \w{3} \d{4}, \d{1,2}:\d\d [ap]m/);
    await expect(stub).toContainText('Regular');
  }
  await expectNoAxeViolations(page);
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
  await expect(page.getByTestId('total-sold')).toHaveText(formatNaira(total));
  await expect(page.getByTestId('cash-expected')).toHaveText(formatNaira(total));
  await expect(page.getByTestId('reconciled')).toBeVisible();

  const csv = await page.request.get('/box-office/report/csv?period=today');
  expect(csv.status()).toBe(200);
  const text = await csv.text();
  expect(text).toContain(`${reference},`);
  // Times in Lagos, as the header says, and the file named by the Lagos day.
  expect(text.split('\r\n')[0]).toMatch(/^time_lagos,/);
  const csvRow = text.split('\r\n').find((line) => line.includes(reference))!;
  const [day, time] = csvRow.split(',')[0]!.split(' ');
  // Read as Lagos time (UTC+1), the sale's time is a moment ago.
  expect(Math.abs(Date.now() - Date.parse(`${day}T${time}+01:00`))).toBeLessThan(10 * 60_000);
  const lagosNow = new Date(Date.now() + 60 * 60 * 1000).toISOString();
  expect(csv.headers()['content-disposition']).toBe(
    `attachment; filename="box-office-today-${lagosNow.slice(0, 10)}.csv"`,
  );
});

test('sell a screening by card with its terminal reference', async ({ page }) => {
  await signedInSeller(page);
  await search(page, FILM);
  await page
    .getByRole('link', { name: new RegExp(`Cinema\\s*${FILM}`) })
    .first()
    .click();
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
  // A timed departure, which has a seat map (late in the day, flexible trips come first in the results).
  await page
    .getByRole('link', { name: /Ibadan → Lagos/ })
    .filter({ hasNotText: 'any time' })
    .first()
    .click();
  const seat = page.getByRole('checkbox', { name: /available/ }).first();
  await seat.focus();
  await page.keyboard.press('Space');
  await expect(page.getByText(/Chosen: seat \w+/)).toBeVisible();
  await page.getByRole('button', { name: 'Hold' }).click();
  const basket = page.getByRole('region', { name: 'Basket' });
  await expect(basket).toContainText(/1 × Seat \w+ on the .* coach/);
  const total = naira(await basket.getByTestId('basket-total').innerText());
  await basket.getByLabel('Cash received (₦)').fill(String(total / 100));
  await basket.getByRole('button', { name: 'Take payment and sell' }).click();
  await expect(page).toHaveURL(/\/receipt$/);
  await expect(page.getByRole('img', { name: /QR code of ticket/ })).toHaveCount(1);
  await expectPosRecord(referenceOf(page));
});

test('sell a hotel room for chosen dates by bank transfer; reprint it; a supervisor sees the sale, its reprint and its seller', async ({
  page,
  browser,
}) => {
  const seller = await signedInSeller(page);
  await search(page, 'Garden City');
  await page.getByRole('link', { name: new RegExp(HOTEL) }).click();
  await expect(page.getByRole('heading', { level: 2, name: HOTEL })).toBeVisible();
  await page.getByLabel('Check-in').fill(lagosDayFromToday(10));
  await page.getByLabel('Check-out').fill(lagosDayFromToday(12));
  await page.getByLabel('Guests').fill('3');
  await page.getByRole('button', { name: 'Show rooms' }).click();
  await expect(page.getByText(/· 2 nights$/)).toBeVisible();
  await page.getByRole('radio', { name: /Deluxe Twin/ }).check();
  // A customer who gives their contact has it on the sale.
  await page.getByText('Customer details (optional for walk-ins)').click();
  await page.getByLabel('Full name').fill('Ngozi Amadi');
  await page.getByLabel('Email').fill('ngozi.amadi@example.com');
  await page.getByLabel('Phone number').fill('+2348031234567');
  await page.getByRole('button', { name: 'Hold' }).click();

  const basket = page.getByRole('region', { name: 'Basket' });
  await expect(basket).toContainText('1 × Deluxe Twin');
  await expect(basket).toContainText('Ngozi Amadi');
  // Two nights of the ₦62,000 room.
  await expect(basket.getByTestId('basket-total')).toHaveText('₦124,000.00');
  await basket.getByText('Bank transfer', { exact: true }).click();
  await basket.getByLabel('Bank transfer reference').fill('TRF-0042-NGOZI');
  await basket.getByRole('button', { name: 'Take payment and sell' }).click();

  await expect(page).toHaveURL(/\/box-office\/sales\/pos-[A-Za-z0-9_-]{22}\/receipt$/);
  const reference = referenceOf(page);
  const receipt = page.getByRole('article');
  await expect(receipt).toContainText(HOTEL);
  await expect(receipt).toContainText('Bank transfer');
  await expect(receipt).toContainText('TRF-0042-NGOZI');
  await expect(page.getByRole('img', { name: /QR code of ticket/ })).not.toHaveCount(0);
  // The booking number shown at check-in, and the guest's name.
  const stay = page.getByTestId('receipt-stay');
  await expect(stay).toContainText('Booking number (show it at check-in)');
  await expect(stay.locator('dd').first()).toHaveText(/\S{4,}/);
  await expect(stay).toContainText('Guest');
  await expect(stay).toContainText('Ngozi Amadi');
  // The customer gave an email: the same confirmation as a web order, once.
  const email = `.data/outbox/${reference}.eml`;
  await expect.poll(() => existsSync(email)).toBe(true);
  const message = readFileSync(email, 'utf8');
  expect(message).toContain('To: ngozi.amadi@example.com');
  expect(message).toContain(`Booking reference:`);
  expect(message).toContain(`Your booking: ${HOTEL}`);
  const record = await expectPosRecord(reference);
  expect(Math.round(record.amount * 100)).toBe(124_000_00);
  // Printed, the roll receipt goes on its own 80 mm page.
  await page.emulateMedia({ media: 'print' });
  expect(
    await page
      .locator('article.receipt-roll')
      .evaluate((article) => getComputedStyle(article).getPropertyValue('page')),
  ).toBe('receipt-roll');
  const rollSize = await page.evaluate(() =>
    [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules])
      .find(
        (rule): rule is CSSPageRule =>
          rule instanceof CSSPageRule && rule.selectorText === 'receipt-roll',
      )
      ?.style.getPropertyValue('size'),
  );
  expect(rollSize).toMatch(/^80mm\b/);
  await page.emulateMedia({ media: 'screen' });

  // Reprinted from the sales list: the receipt opens with the print dialog.
  await page.addInitScript(() => {
    window.print = () => {
      document.documentElement.dataset.printed = String(
        Number(document.documentElement.dataset.printed ?? 0) + 1,
      );
    };
  });
  await page.goto('/box-office/sales');
  const row = page.getByRole('row', { name: new RegExp(reference) });
  await expect(row).toContainText(HOTEL);
  await expect(row).toContainText('Bank transfer');
  await expect(row).toContainText('₦124,000.00');
  await row.getByRole('button', { name: `Reprint ${reference}` }).click();
  await expect(page).toHaveURL(new RegExp(`/box-office/sales/${reference}/receipt\\?print=1$`));
  await expect(page.locator('html')).toHaveAttribute('data-printed', '1');
  await signOut(page);

  // A supervisor sees every staff member's sales, the seller in the report, and the sale and reprint in the audit log.
  const supervisor = uniqueStaffEmail('supervisor');
  createStaff(supervisor, 'supervisor', PASSWORD);
  const office = await browser.newContext();
  const supervisorPage = await office.newPage();
  await signIn(supervisorPage, supervisor, PASSWORD, '/box-office/sales');
  await expect(supervisorPage.getByRole('heading', { name: 'Sales', exact: true })).toBeVisible();
  await expect(supervisorPage.getByRole('row', { name: new RegExp(reference) })).toContainText(
    `Seller ${seller.split('@')[0]}`,
  );
  await expectNoAxeViolations(supervisorPage);
  await supervisorPage.getByRole('link', { name: 'Report' }).click();
  await expect(supervisorPage.getByRole('heading', { name: 'Shift report' })).toBeVisible();
  await expect(
    supervisorPage
      .getByRole('table', { name: 'Sales sold by each staff member, by tender' })
      .getByRole('row', { name: new RegExp(`Seller ${seller.split('@')[0]}`) }),
  ).toContainText('₦124,000.00');
  await expectNoAxeViolations(supervisorPage);
  await supervisorPage.getByRole('link', { name: 'Audit' }).click();
  const audited = (action: string) =>
    supervisorPage
      .getByRole('row')
      .filter({ hasText: reference })
      .filter({ has: supervisorPage.getByRole('cell', { name: action, exact: true }) });
  await expect(audited('sale')).toContainText('tender: transfer');
  await expect(audited('sale')).toContainText('amount: ₦124,000.00');
  await expect(audited('reprint')).toContainText('copy: 1');
  await office.close();
});

test('a sale the service refuses stays paid, not sold, with its next step, and sells once on retry', async ({
  page,
}) => {
  await signedInSeller(page);
  const { basket, total } = await holdRegular(page, RETRIED_EVENT, 1);
  const wallet = emptyMerchantWallet();
  let reference = '';
  try {
    await basket.getByLabel('Cash received (₦)').fill(String(total / 100));
    await basket.getByRole('button', { name: 'Take payment and sell' }).click();
    await expect(page).toHaveURL(/\/box-office\/sales\/pos-[A-Za-z0-9_-]{22}$/);
    reference = referenceOf(page);
    await expect(page.getByTestId('sale-status')).toHaveText('Paid, not sold');
    await expect(
      page.getByText(
        /^The merchant wallet cannot pay for this sale\. Ask a supervisor to top it up and retry/,
      ),
    ).toBeVisible();
    expect((await transactionByMerchantReference(reference)).status).toBe(404);

    // The cash taken is in the drawer, and the sale is counted as paid, not sold.
    await page.getByRole('link', { name: 'Sales' }).click();
    await expect(page.getByRole('row', { name: new RegExp(reference) })).toContainText(
      'Paid, not sold',
    );
    await page.getByRole('link', { name: 'Report' }).click();
    await expect(page.getByTestId('cash-expected')).toHaveText(formatNaira(total));
    await expect(page.getByTestId('total-sold')).toHaveText('₦0.00');
    await expect(page.getByText(`Paid, not sold: 1 (${formatNaira(total)})`)).toBeVisible();
  } finally {
    wallet.refill();
  }

  // The receipt's reference, scanned into the search, reopens the sale.
  await page.getByRole('link', { name: 'Sell' }).click();
  const box = page.getByRole('searchbox', { name: /Search events, films, trips and hotels/ });
  await box.fill(reference);
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/box-office/sales/${reference}$`));
  await page.getByRole('button', { name: 'Retry the sale' }).click();
  await expect(page).toHaveURL(new RegExp(`/box-office/sales/${reference}/receipt$`));
  await expect(page.getByRole('img', { name: /QR code of ticket/ })).toHaveCount(1);
  const record = await expectPosRecord(reference);
  expect(record.items).toHaveLength(1);

  await page.goto(`/box-office/sales/${reference}`);
  await expect(page.getByTestId('sale-status')).toHaveText('Sold');
  await expect(page.getByRole('listitem').filter({ hasText: /· (buy failed|bought)/ })).toHaveText([
    /buy failed · wallet$/,
    /bought$/,
  ]);
  await page.getByRole('link', { name: 'Report' }).click();
  await expect(page.getByTestId('total-sold')).toHaveText(formatNaira(total));
  await expect(page.getByTestId('reconciled')).toBeVisible();
});

test('a paid sale the service will not sell is refunded and voided, its tickets given back', async ({
  page,
}) => {
  await signedInSeller(page);
  const eventId = await eventIdByTitle(VOIDED_EVENT);
  const before = (await ticketSlots(eventId)).Regular!;
  const { basket, total } = await holdRegular(page, VOIDED_EVENT, 2);
  expect((await ticketSlots(eventId)).Regular).toBe(before - 2);
  const wallet = emptyMerchantWallet();
  try {
    await basket.getByText('Card', { exact: true }).click();
    await basket.getByLabel('Card terminal reference').fill('TRM-9001');
    await basket.getByRole('button', { name: 'Take payment and sell' }).click();
    await expect(page).toHaveURL(/\/box-office\/sales\/pos-[A-Za-z0-9_-]{22}$/);
    await expect(page.getByTestId('sale-status')).toHaveText('Paid, not sold');
  } finally {
    wallet.refill();
  }
  const reference = referenceOf(page);
  await page.getByLabel('How the tender was refunded').fill('card refund ref R-77');
  await page.getByRole('button', { name: 'Refund and void' }).click();
  await expect(page.getByTestId('sale-status')).toHaveText('Refunded');
  await expect(
    page.getByText(`Card ${formatNaira(total)} refunded: card refund ref R-77`).first(),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry the sale' })).toHaveCount(0);
  expect((await ticketSlots(eventId)).Regular).toBe(before);
  expect((await transactionByMerchantReference(reference)).status).toBe(404);

  await page.getByRole('link', { name: 'Report' }).click();
  await expect(page.getByText(`Refunded and voided: 1 (${formatNaira(total)})`)).toBeVisible();
  await expect(page.getByTestId('total-sold')).toHaveText('₦0.00');
  await expect(page.getByTestId('reconciled')).toBeVisible();
});

// The counter's tablet, held upright, and a desktop: the sale screen as cashiers use it.
const TABLET_PORTRAIT = { width: 820, height: 1180 };
const SMALL_TABLET_PORTRAIT = { width: 768, height: 1024 };
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
const STEPPED_EVENT = 'Comedy Central Yaba';

/** Whether the basket sits beside the picked item (its left edge past the item's right, their tops level). */
async function basketBeside(page: Page) {
  const itemHeading = page.getByRole('heading', { level: 2, name: STEPPED_EVENT });
  const basketHeading = page.getByRole('heading', { level: 2, name: 'Basket' });
  // Both drawn (the basket's heading may still be the page before the pick's).
  await expect(itemHeading).toBeVisible();
  await expect(basketHeading).toBeVisible();
  const item = (await itemHeading.boundingBox())!;
  const basket = (await basketHeading.boundingBox())!;
  return basket.x >= item.x + item.width && Math.abs(basket.y - item.y) < 200;
}

test.describe('at the counter', () => {
  test.use({ viewport: TABLET_PORTRAIT });

  test('on a portrait tablet: steppers, a customer with no email, a bad field that keeps the form, quick cash, the basket beside the form', async ({
    page,
  }) => {
    // Two holds, a refused payment, a sale and its records: more steps than the other sales.
    test.slow();
    await signedInSeller(page);
    await search(page, STEPPED_EVENT);
    await page
      .getByRole('link', { name: new RegExp(STEPPED_EVENT) })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 2, name: STEPPED_EVENT })).toBeVisible();
    expect(await basketBeside(page)).toBe(true);
    await page.setViewportSize(SMALL_TABLET_PORTRAIT);
    expect(await basketBeside(page)).toBe(true);
    await page.setViewportSize(TABLET_PORTRAIT);

    // Big steppers: touch-sized, named, and bounded below by none.
    const quantity = page.getByRole('spinbutton', { name: /^Regular/ });
    const more = page.getByRole('button', { name: 'One more Regular' });
    const fewer = page.getByRole('button', { name: 'One fewer Regular' });
    await expect(fewer).toBeDisabled();
    const size = (await more.boundingBox())!;
    expect(Math.min(size.width, size.height)).toBeGreaterThanOrEqual(44);
    await more.click();
    await more.click();
    await more.click();
    await fewer.click();
    await expect(quantity).toHaveValue('2');

    // An email the server refuses keeps every value entered, with the error on the field.
    await page.getByText('Customer details (optional for walk-ins)').click();
    await page.getByLabel('Full name').fill('Chidi Okafor');
    await page.getByLabel('Email').fill('chidi@example');
    await page.getByLabel('Phone number').fill('0803 555 0101');
    await page.getByRole('button', { name: 'Hold' }).click();
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Enter a valid email address.')).toBeVisible();
    await expect(quantity).toHaveValue('2');
    await expect(page.getByLabel('Full name')).toHaveValue('Chidi Okafor');
    await expect(page.getByLabel('Phone number')).toHaveValue('0803 555 0101');
    await expect(page.getByLabel('Email')).toHaveValue('chidi@example');

    // A name and phone with no email: held, the customer named on the sale.
    await page.getByLabel('Email').fill('');
    await page.getByRole('button', { name: 'Hold' }).click();
    const basket = page.getByRole('region', { name: 'Basket' });
    await expect(basket).toContainText('2 × Regular');
    await expect(basket).toContainText('Chidi Okafor');
    const total = naira(await basket.getByTestId('basket-total').innerText());

    // Too little cash is refused and stays in the field; quick cash fills it and shows the change.
    const cash = basket.getByLabel('Cash received (₦)');
    await cash.fill(String(total / 100 - 100));
    await basket.getByRole('button', { name: 'Take payment and sell' }).click();
    await expect(basket.getByRole('alert')).toContainText('Too little cash');
    await expect(cash).toHaveValue(String(total / 100 - 100));
    await basket.getByRole('button', { name: 'Exact' }).click();
    await expect(cash).toHaveValue(String(total / 100));
    await expect(basket).toContainText('Change due: ₦0.00');
    const note = basket.getByRole('button', { name: /^₦[\d,]+$/ }).first();
    const tendered = naira(await note.innerText());
    expect(tendered).toBeGreaterThan(total);
    expect(tendered % 100_000).toBe(0);
    await note.click();
    await expect(basket).toContainText(`Change due: ${formatNaira(tendered - total)}`);
    await page.screenshot({ path: '/tmp/bo-sale-tablet.png', fullPage: true });
    await basket.getByRole('button', { name: 'Take payment and sell' }).click();
    await expect(page).toHaveURL(/\/receipt$/);
    const reference = referenceOf(page);
    await expect(page.getByTestId('receipt-change')).toHaveText(formatNaira(tendered - total));
    // The service has the box office's contact; the storefront keeps the customer's name and phone.
    const record = await expectPosRecord(reference);
    expect(record.items).toHaveLength(2);
    await page.goto(`/box-office/sales/${reference}`);
    await expect(page.getByText('Chidi Okafor')).toBeVisible();
  });
});

test.describe('on a desktop', () => {
  test.use({ viewport: DESKTOP });

  test('lands on today’s screen, whose tiles open the sale screen; the basket stacks on a phone', async ({
    page,
  }) => {
    // The landing screen reads every kind's day, then a search and a pick: more page loads than one sale.
    test.slow();
    await signedInSeller(page);
    const today = page.getByRole('region', { name: /^Today/ });
    await expect(today).toBeVisible();
    for (const heading of ['Events', 'Screenings', 'Departures'])
      await expect(today.getByRole('heading', { level: 3, name: heading })).toBeVisible();
    await expect(
      page.getByRole('searchbox', { name: /Search events, films, trips and hotels/ }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: '/tmp/bo-sale-today-desktop.png', fullPage: true });
    await page.setViewportSize(PHONE);
    await page.screenshot({ path: '/tmp/bo-sale-today-phone.png', fullPage: true });
    await page.setViewportSize(DESKTOP);
    const tiles = today.getByRole('link');
    if ((await tiles.count()) > 0) {
      const first = tiles.first();
      const title = (await first.getByTestId('tile-title').innerText()).trim();
      await first.click();
      await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    }

    // Steppers from the keyboard, up to what one sale may hold.
    await search(page, STEPPED_EVENT);
    await page
      .getByRole('link', { name: new RegExp(STEPPED_EVENT) })
      .first()
      .click();
    expect(await basketBeside(page)).toBe(true);
    const more = page.getByRole('button', { name: 'One more VIP' });
    await more.focus();
    for (let press = 0; press < 12; press += 1) await page.keyboard.press('Enter');
    await expect(page.getByRole('spinbutton', { name: /^VIP/ })).toHaveValue('10');
    await expect(more).toBeDisabled();
    await page.setViewportSize(PHONE);
    expect(await basketBeside(page)).toBe(false);
    await page.screenshot({ path: '/tmp/bo-sale-phone.png', fullPage: true });
  });
});

test('close a shift with the cash counted against the cash expected; it is closed once and shown in the report', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const seller = await signedInSeller(page);
  const name = `Seller ${seller.split('@')[0]}`;
  const { basket, total } = await holdRegular(page, EVENT, 1);
  await basket.getByLabel('Cash received (₦)').fill(String(total / 100));
  await basket.getByRole('button', { name: 'Take payment and sell' }).click();
  await expect(page).toHaveURL(/\/receipt$/);

  await page.getByRole('link', { name: 'Report' }).click();
  await page.getByRole('link', { name: 'Close shift' }).click();
  await expect(page.getByRole('heading', { name: 'Close my shift' })).toBeVisible();
  await page.getByLabel('Opening float (₦)').fill('5000');
  // Expected: the float plus the shift's cash sales; ₦100 less is counted.
  await expect(page.getByTestId('expected-cash')).toHaveText(formatNaira(500_000 + total));
  await page.getByLabel('Cash counted (₦)').fill(String((500_000 + total - 10_000) / 100));
  await expect(page.getByTestId('cash-difference')).toHaveText('₦100.00 short');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Close shift' }).click();

  // Closing the shift ended the session: nothing more is sold on it.
  await expect(page).toHaveURL(/\/box-office\/sign-in\?next=%2Fbox-office%2Freport/);
  await page.goto('/box-office');
  await expect(page).toHaveURL(/\/box-office\/sign-in$/);

  // A supervisor finds it closed, with its figures, and cannot close it again.
  const supervisor = uniqueStaffEmail('supervisor');
  createStaff(supervisor, 'supervisor', PASSWORD);
  const office = await browser.newContext();
  const supervisorPage = await office.newPage();
  await signIn(supervisorPage, supervisor, PASSWORD, '/box-office/report');
  const closed = supervisorPage.getByTestId('closed-shift').filter({ hasText: name });
  await expect(closed).toContainText(formatNaira(500_000));
  await expect(closed).toContainText(formatNaira(500_000 + total));
  await expect(closed).toContainText('₦100.00 short');
  await expectNoAxeViolations(supervisorPage);
  await supervisorPage.goto('/box-office/shift');
  await expect(supervisorPage.getByRole('link', { name: new RegExp(name) })).toHaveCount(0);
  await supervisorPage.goto('/box-office/audit?action=shift-closed');
  await expect(supervisorPage.getByRole('row').filter({ hasText: seller })).toContainText(
    'difference: -₦100.00',
  );
  await office.close();

  // Signed in again, the cashier starts a new shift and sees the closed one in the report.
  await signIn(page, seller, PASSWORD, '/box-office/report');
  await expect(page.getByTestId('closed-shift')).toContainText('₦100.00 short');
});

test.describe('a mixed sale', () => {
  test.use({ viewport: DESKTOP });

  test('an event’s tickets, a coach seat and a hotel night held into one sale, paid once; one receipt with every item; the report by kind', async ({
    page,
  }) => {
    // Three holds, a sale of three buys, the receipt, the report and its CSV.
    test.slow();
    await signedInSeller(page);
    const { basket } = await holdRegular(page, EVENT, 2);

    // With a sale on hold, the next item joins it (the sale's customer stands).
    await search(page, BUS_SEARCH);
    await page
      .getByRole('link', { name: /Ibadan → Lagos/ })
      .filter({ hasNotText: 'any time' })
      .first()
      .click();
    await expect(page.getByText('Customer details (optional for walk-ins)')).toHaveCount(0);
    await page
      .getByRole('checkbox', { name: /available/ })
      .first()
      .focus();
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: 'Add to sale' }).click();
    const items = basket.getByTestId('basket-item');
    await expect(items).toHaveCount(2);

    await search(page, 'Garden City');
    await page.getByRole('link', { name: new RegExp(HOTEL) }).click();
    await page.getByLabel('Check-in').fill(lagosDayFromToday(20));
    await page.getByLabel('Check-out').fill(lagosDayFromToday(21));
    await page.getByRole('button', { name: 'Show rooms' }).click();
    await expect(page.getByText(/· 1 night$/)).toBeVisible();
    await page.getByRole('button', { name: 'Add to sale' }).click();
    await expect(items).toHaveCount(3);
    await expect(items.nth(0)).toContainText('2 × Regular');
    await expect(items.nth(1)).toContainText(/1 × Seat \w+ on the .* coach/);
    await expect(items.nth(2)).toContainText(HOTEL);
    await expect(basket.getByRole('button', { name: `Remove ${HOTEL}` })).toBeVisible();
    await expect(basket).toContainText(/Held for \d+:\d\d/);
    const total = naira(await basket.getByTestId('basket-total').innerText());
    await expectNoAxeViolations(page);
    await page.screenshot({ path: '/tmp/counter-mixed-basket-desktop.png', fullPage: true });
    await page.setViewportSize(PHONE);
    await page.screenshot({ path: '/tmp/counter-mixed-basket-phone.png', fullPage: true });
    await page.setViewportSize(DESKTOP);

    // One tender for the total.
    await basket.getByRole('button', { name: 'Exact' }).click();
    await basket.getByRole('button', { name: 'Take payment and sell' }).click();
    await expect(page).toHaveURL(/\/box-office\/sales\/pos-[A-Za-z0-9_-]{20}-0\/receipt$/);
    const reference = referenceOf(page);
    const part = (index: number) => `${reference.slice(0, -1)}${index}`;

    // One receipt: every item with its own tickets, each bought by the service as POS under the item's reference.
    const receiptItems = page.getByTestId('receipt-item');
    await expect(receiptItems).toHaveCount(3);
    await expect(receiptItems.nth(0)).toContainText(EVENT);
    await expect(receiptItems.nth(0).getByRole('img', { name: /QR code of ticket/ })).toHaveCount(
      2,
    );
    expect(
      signedClaims(
        (await readQr(
          receiptItems
            .nth(0)
            .getByRole('img', { name: /QR code of ticket/ })
            .first(),
        )) ?? '',
      ),
    ).toMatchObject({ r: part(1), k: 'event' });
    await expect(receiptItems.nth(1)).toContainText('Ibadan');
    await expect(receiptItems.nth(1).getByRole('img', { name: /QR code of ticket/ })).toHaveCount(
      1,
    );
    await expect(receiptItems.nth(2)).toContainText(HOTEL);
    await expect(receiptItems.nth(2).getByTestId('receipt-stay')).toContainText(
      'Booking number (show it at check-in)',
    );
    await expectNoAxeViolations(page);
    await page.screenshot({ path: '/tmp/counter-mixed-receipt-desktop.png', fullPage: true });
    await page.setViewportSize(PHONE);
    await page.screenshot({ path: '/tmp/counter-mixed-receipt-phone.png', fullPage: true });
    await page.setViewportSize(DESKTOP);
    const amounts: number[] = [];
    for (const index of [1, 2, 3])
      amounts.push(Math.round((await expectPosRecord(part(index))).amount * 100));
    expect(amounts.reduce((sum, amount) => sum + amount, 0)).toBe(total);
    expect((await transactionByMerchantReference(reference)).status).toBe(404);

    // The shift report counts each item under its kind, the sale once.
    await page.getByRole('link', { name: 'Report' }).click();
    await expect(page.getByTestId('total-sold')).toHaveText(formatNaira(total));
    await expect(page.getByTestId('cash-expected')).toHaveText(formatNaira(total));
    for (const [kind, amount] of [
      ['event', amounts[0]!],
      ['bus', amounts[1]!],
      ['hotel', amounts[2]!],
    ] as const) {
      await expect(page.getByTestId(`sold-${kind}`)).toHaveText(
        new RegExp(`1\\s*${formatNaira(amount).replace(/[.$]/g, '\\$&')}$`),
      );
    }
    await expect(page.getByTestId('reconciled')).toBeVisible();
    const csv = await (await page.request.get('/box-office/report/csv?period=today')).text();
    // The last columns: kind, sale, promo_code, discount_naira (counted from the end: an item's name may hold a comma).
    const rows = csv
      .split('\r\n')
      .map((line) => line.split(','))
      .filter((cells) => cells.at(-3) === reference);
    expect(rows.map((cells) => cells[1])).toEqual([part(1), part(2), part(3)]);
    expect(rows.map((cells) => cells.at(-4))).toEqual(['event', 'bus', 'hotel']);
  });
});

test('a mixed sale whose items the service will not sell: one item’s share refunded on its own, the other sold on retry', async ({
  page,
}) => {
  test.slow();
  await signedInSeller(page);
  const { basket } = await holdRegular(page, EVENT, 1);
  await search(page, FILM);
  await page
    .getByRole('link', { name: new RegExp(`Cinema\\s*${FILM}`) })
    .first()
    .click();
  await page.getByRole('spinbutton', { name: /^Regular/ }).fill('1');
  await page.getByRole('button', { name: 'Add to sale' }).click();
  await expect(basket.getByTestId('basket-item')).toHaveCount(2);
  const total = naira(await basket.getByTestId('basket-total').innerText());
  const wallet = emptyMerchantWallet();
  try {
    await basket.getByRole('button', { name: 'Exact' }).click();
    await basket.getByRole('button', { name: 'Take payment and sell' }).click();
    await expect(page).toHaveURL(/\/box-office\/sales\/pos-[A-Za-z0-9_-]{20}-0$/);
  } finally {
    wallet.refill();
  }
  const reference = referenceOf(page);
  await expect(page.getByTestId('sale-status')).toHaveText('Paid, not sold');
  await expect(page.getByRole('alert').filter({ hasText: /^Not sold: / })).toContainText(FILM);
  const items = page.getByTestId('sale-item');
  await expect(items).toHaveText([
    new RegExp(`${EVENT}.*Not sold`),
    new RegExp(`${FILM}.*Not sold`),
  ]);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: '/tmp/counter-mixed-unsettled-desktop.png', fullPage: true });

  // The film's share is refunded on its own; the event is sold on retry, looked up first.
  const film = items.nth(1);
  const filmKobo = naira(
    (await film.getByRole('button', { name: /^Refund ₦/ }).innerText()).replace(
      'for this item',
      '',
    ),
  );
  await film.getByLabel('How its share was refunded').fill('cash returned');
  await film.getByRole('button', { name: /^Refund ₦/ }).click();
  await expect(items.nth(1)).toContainText('Refunded');
  await expect(items.nth(1)).toContainText(`Cash ${formatNaira(filmKobo)} refunded: cash returned`);
  await expect(page.getByTestId('sale-status')).toHaveText('Paid, not sold');
  await page.getByRole('button', { name: 'Retry the sale' }).click();
  await expect(page).toHaveURL(new RegExp(`/box-office/sales/${reference}/receipt$`));
  await expect(page.getByTestId('receipt-item')).toHaveCount(1);
  await expect(page.getByRole('article')).toContainText(
    `Not sold: refunded-${formatNaira(filmKobo)}`,
  );
  await expectPosRecord(`${reference.slice(0, -1)}1`);
  expect((await transactionByMerchantReference(`${reference.slice(0, -1)}2`)).status).toBe(404);

  await page.getByRole('link', { name: 'Report' }).click();
  await expect(page.getByTestId('total-sold')).toHaveText(formatNaira(total - filmKobo));
  await expect(page.getByTestId('cash-expected')).toHaveText(formatNaira(total - filmKobo));
  await expect(page.getByTestId('sold-cinema')).toHaveText(/0\s*₦0\.00$/);
  await expect(page.getByText(`Refunded and voided: 1 (${formatNaira(filmKobo)})`)).toBeVisible();
  await expect(page.getByTestId('reconciled')).toBeVisible();
});
