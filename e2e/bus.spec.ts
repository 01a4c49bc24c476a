// Coach booking against the real service: search, a seat map driven by the keyboard alone, a flexible trip,
// empty searches, and accessibility checks of each page.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { CheckoutPage, OrderPage } from './pages/checkout';
import { BusSearchPage, DeparturePage } from './pages/bus';
import { lagosDayFromToday } from './support/days';
import { tabTo } from './support/keyboard';
import { transactionByMerchantReference } from './support/inventory';

const contact = (tag: string) => ({ name: 'Tunde Bello', email: `tunde.${tag}@example.com`, phone: '0803 123 4567' });
const tomorrow = lagosDayFromToday(1);

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('search, choose two seats with the keyboard alone, reserve, confirm, and see the seats on the order', async ({ page }) => {
  const search = new BusSearchPage(page);
  await search.open();
  await expectNoAxeViolations(page);
  await search.search({ from: 'Lagos', to: 'Ibadan', date: tomorrow, travellers: 2 });
  await expect(page).toHaveURL(new RegExp(`/bus\\?from=Lagos&to=Ibadan&date=${tomorrow}&travellers=2$`));
  await expect(search.departures()).toHaveCount(4);
  // Timed departures come by time.
  await expect(search.departures().locator('time')).toHaveText(['6:30 am', '9:00 am', '12:00 pm', '4:00 pm']);
  await expect(search.departures().first()).toContainText('Oduduwa Travels');
  await expect(search.departures().first()).toContainText('Ojota Motor Park, Lagos → Iwo Road Park, Ibadan');
  await expect(search.departures().first()).toContainText(/seats left/);
  await expect(search.flexible()).toHaveCount(1);
  await expectNoAxeViolations(page);

  await search.departures().first().getByRole('link', { name: /^Choose seats/ }).click();
  const departure = new DeparturePage(page);
  await expect(departure.grid()).toBeVisible();
  await expectNoAxeViolations(page);

  // One tab stop: Tab reaches the grid once, arrows move inside it, Space and Enter choose.
  await tabTo(page, departure.grid().getByRole('checkbox').and(page.locator('[tabindex="0"]')));
  const first = await departure.focusedSeat();
  expect(first).toMatch(/^Seat \d+, (window|aisle|middle), available$/);
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowRight');
  const second = await departure.focusedSeat();
  expect(second).not.toBe(first);
  await page.keyboard.press('Enter');
  const numbers = [first, second].map((name) => /^Seat (\d+)/.exec(name)![1]!);
  for (const number of numbers) await expect(departure.seat(number)).toBeChecked();
  await expect(departure.chosenSeats()).toContainText('Your seats (2 of 2)');
  for (const number of numbers) await expect(departure.chosenSeats()).toContainText(`Seat ${number}`);
  // A third seat is refused while two travellers have two seats.
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Space');
  await expect(page.getByRole('status').filter({ hasText: 'Remove one to choose' })).toBeVisible();
  // The next Tab leaves the grid.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('[role="grid"]') === null)).toBe(true);

  await departure.fillContact(contact('seats'));
  await departure.reserveButton().click();
  const checkout = new CheckoutPage(page);
  await checkout.expectOpen();
  await expect(checkout.heldTickets()).toContainText(`Seats ${[...numbers].sort((a, b) => Number(a) - Number(b)).join(', ')}`);
  // A passenger's seats, in the words of a coach trip.
  await expect(checkout.heldTickets()).toContainText('Seats on the Oduduwa Travels coach');
  await expect(page.getByRole('region', { name: 'Passenger' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Change seats' })).toBeVisible();
  await expect(page.locator('main')).not.toContainText(/ticket/i);
  await checkout.payAndApprove();

  const order = new OrderPage(page);
  const reference = await order.expectConfirmed();
  await expect(page.getByRole('heading', { level: 1, name: 'Lagos → Ibadan' })).toBeVisible();
  await expect(page.getByText('Oduduwa Travels')).toBeVisible();
  await expect(page.getByText('Ojota Motor Park, Lagos → Iwo Road Park, Ibadan')).toBeVisible();
  await expect(page.getByText(/^Seats \d+, \d+$/)).toBeVisible();
  await expect(order.qrCodes()).toHaveCount(2);
  await expect(page.getByRole('list', { name: 'Your seats' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Passenger' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print boarding passes' })).toBeVisible();
  await expect(page.locator('main')).not.toContainText(/ticket|invoice/i);
  const record = await transactionByMerchantReference(reference);
  expect(record.status).toBe(200);
  expect(record.data.items).toHaveLength(2);
});

test('a flexible trip takes a number of travellers and shows "seat assigned at boarding"', async ({ page }) => {
  const search = new BusSearchPage(page);
  await search.open(`?from=Ibadan&to=Lagos&date=${tomorrow}&travellers=3`);
  await expect(search.flexible().first()).toContainText('Any time that day');
  await expect(search.flexible().first()).toContainText(/places left/);
  await search.flexible().first().getByRole('link', { name: /^Book places/ }).click();
  await expect(page.getByRole('grid')).toHaveCount(0);
  await expect(page.getByLabel(/^Quantity of Traveller/)).toHaveValue('3');
  await expectNoAxeViolations(page);
  const departure = new DeparturePage(page);
  await departure.fillContact(contact('flexible'));
  await page.getByRole('button', { name: 'Reserve tickets' }).click();
  const checkout = new CheckoutPage(page);
  await checkout.expectOpen();
  await checkout.payAndApprove();
  const order = new OrderPage(page);
  await order.expectConfirmed();
  await expect(page.getByText('Seat assigned at boarding')).toBeVisible();
  await expect(page.getByText(/any time/)).toBeVisible();
  await expect(order.qrCodes()).toHaveCount(3);
});

test('empty searches say why and offer another day; the swap is one click', async ({ page }) => {
  const search = new BusSearchPage(page);
  await search.open(`?from=Lagos&to=Kano&date=${tomorrow}&travellers=1`);
  await expect(search.emptyNotice()).toContainText('No coach runs from Lagos to Kano.');
  await expectNoAxeViolations(page);

  await search.open(`?from=Lagos&to=Ibadan&date=${lagosDayFromToday(-1)}&travellers=1`);
  await expect(search.emptyNotice()).toContainText('has passed');
  await search.emptyNotice().getByRole('link', { name: /^Search: / }).click();
  await expect(page).toHaveURL(new RegExp(`date=${lagosDayFromToday(0)}`));

  await search.open(`?from=Lagos&to=Ibadan&date=${tomorrow}&travellers=2`);
  await search.form().getByRole('button', { name: 'Swap From and To' }).click();
  await expect(page).toHaveURL(new RegExp(`/bus\\?from=Ibadan&to=Lagos&date=${tomorrow}&travellers=2$`));
  await expect(search.form().getByLabel('From')).toHaveValue('Ibadan');
  await expect(search.departures().first()).toContainText('Iwo Road Park, Ibadan');
});

test('the search works without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const search = new BusSearchPage(page);
  await search.open();
  await search.search({ from: 'Lagos', to: 'Abuja', date: tomorrow, travellers: 1 });
  await expect(search.departures()).toHaveCount(3);
  await context.close();
});
