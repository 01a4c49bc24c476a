// Coach booking against the real service: search, a seat map driven by the keyboard alone, a flexible trip,
// empty searches, and accessibility checks of each page.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { CheckoutPage, OrderPage } from './pages/checkout';
import { BusSearchPage, DeparturePage } from './pages/bus';
import { lagosDayFromToday } from './support/days';
import { tabTo } from './support/keyboard';
import { transactionByMerchantReference } from './support/inventory';

const contact = (tag: string) => ({
  name: 'Tunde Bello',
  email: `tunde.${tag}@example.com`,
  phone: '0803 123 4567',
});
const tomorrow = lagosDayFromToday(1);

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

test('search, choose two seats with the keyboard alone, reserve, confirm, and see the seats on the order', async ({
  page,
}) => {
  const search = new BusSearchPage(page);
  await search.open();
  await expectNoAxeViolations(page);
  await search.search({ from: 'Lagos', to: 'Ibadan', date: tomorrow, travellers: 2 });
  await expect(page).toHaveURL(
    new RegExp(`/bus\\?from=Lagos&to=Ibadan&date=${tomorrow}&travellers=2$`),
  );
  await expect(search.departures()).toHaveCount(4);
  // Timed departures come by time.
  await expect(search.departures().locator('time')).toHaveText([
    '6:30 am',
    '9:00 am',
    '12:00 pm',
    '4:00 pm',
  ]);
  await expect(search.departures().first()).toContainText('Oduduwa Travels');
  await expect(search.departures().first()).toContainText(
    'Ojota Motor Park, Lagos → Iwo Road Park, Ibadan',
  );
  await expect(search.departures().first()).toContainText(/seats left/);
  await expect(search.flexible()).toHaveCount(1);
  await expectNoAxeViolations(page);

  await search
    .departures()
    .first()
    .getByRole('link', { name: /^Choose seats/ })
    .click();
  const departure = new DeparturePage(page);
  await expect(departure.grid()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Before you travel' })).toContainText(
    'Be at the terminal by 6:00 am, 30 minutes before departure.',
  );
  await expect(page.getByRole('region', { name: 'Before you travel' })).toContainText(
    'One bag of up to 20 kg in the hold',
  );
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
  for (const number of numbers)
    await expect(departure.chosenSeats()).toContainText(`Seat ${number}`);
  // A third seat is refused while two travellers have two seats.
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Space');
  await expect(page.getByRole('status').filter({ hasText: 'Remove one to choose' })).toBeVisible();
  // The next Tab leaves the grid.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('[role="grid"]') === null)).toBe(
    true,
  );

  await departure.fillContact(contact('seats'));
  await departure.reserveButton().click();
  const checkout = new CheckoutPage(page);
  await checkout.expectOpen();
  await expect(checkout.heldTickets()).toContainText(
    `Seats ${[...numbers].sort((a, b) => Number(a) - Number(b)).join(', ')}`,
  );
  // A passenger's seats, in the words of a coach trip.
  await expect(checkout.heldTickets()).toContainText('Seats on the Oduduwa Travels coach');
  await expect(page.getByRole('region', { name: 'Passenger' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Change seats' })).toBeVisible();
  await expect(page.locator('main')).not.toContainText(/ticket/i);
  // Before you travel: the reporting time and luggage allowance, as on the departure page.
  await expect(page.getByRole('region', { name: 'Before you travel' })).toContainText(
    'Be at the terminal by 6:00 am, 30 minutes before departure.',
  );
  // A name per seat, in the order chosen, the first the buyer's; paying without the second is refused by the form.
  await expect(checkout.passengers()).toHaveCount(2);
  await expect(page.getByLabel(`Seat ${numbers[0]}: passenger’s full name`)).toHaveValue(
    'Tunde Bello',
  );
  await expect(page.getByLabel(`Seat ${numbers[1]}: passenger’s full name`)).toHaveValue('');
  await checkout.confirmButton().click();
  await expect(page).toHaveURL(/\/checkout$/);
  await page.getByLabel(`Seat ${numbers[1]}: passenger’s full name`).fill('Bola Ade');
  await checkout.payAndApprove();

  const order = new OrderPage(page);
  const reference = await order.expectConfirmed();
  await expect(page.getByRole('heading', { level: 1, name: 'Lagos → Ibadan' })).toBeVisible();
  await expect(page.getByText('Oduduwa Travels')).toBeVisible();
  await expect(page.getByText('Ojota Motor Park, Lagos → Iwo Road Park, Ibadan')).toBeVisible();
  await expect(page.getByText(/^Seats \d+, \d+$/)).toBeVisible();
  await expect(order.qrCodes()).toHaveCount(2);
  // Each ticket names its seat's passenger; the trip's terms are on the order too.
  const tickets = page.getByRole('list', { name: 'Your seats' }).getByRole('listitem');
  await expect(tickets.filter({ hasText: `Seat ${numbers[0]}` })).toContainText(
    'Passenger: Tunde Bello',
  );
  await expect(tickets.filter({ hasText: `Seat ${numbers[1]}` })).toContainText(
    'Passenger: Bola Ade',
  );
  await expect(page.getByRole('region', { name: 'Before you travel' })).toContainText(
    'Be at the terminal by 6:00 am',
  );
  await expect(page.getByRole('region', { name: 'Before you travel' })).toContainText('20 kg');
  await expect(page.getByRole('list', { name: 'Your seats' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Passenger' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print boarding passes' })).toBeVisible();
  await expect(page.locator('main')).not.toContainText(/ticket|invoice/i);
  const record = await transactionByMerchantReference(reference);
  expect(record.status).toBe(200);
  expect(record.data.items).toHaveLength(2);
});

test('on a phone, results give the fare per seat and for all the travellers', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const search = new BusSearchPage(page);
  await search.open(`?from=Lagos&to=Ibadan&date=${tomorrow}&travellers=2`);
  const first = search.departures().first();
  const fare = /(₦[\d,]+\.\d\d) per seat · (₦[\d,]+\.\d\d) for 2 travellers/.exec(
    (await first.textContent()) ?? '',
  );
  expect(fare, 'fare per seat and for 2 travellers').not.toBeNull();
  const naira = (text: string) => Number(text.replace(/[₦,]/g, ''));
  expect(naira(fare![2]!)).toBe(2 * naira(fare![1]!));
  await expect(search.flexible().first()).toContainText(
    /per traveller · ₦[\d,]+\.\d\d for 2 travellers/,
  );
  await page.screenshot({ path: '/tmp/listings-bus-results-390.png', fullPage: true });
});

test('on a phone, a seat refused at the foot of the map says why in view of the tap, and is read out', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const search = new BusSearchPage(page);
  await search.open(`?from=Lagos&to=Ibadan&date=${tomorrow}&travellers=2`);
  await search
    .departures()
    .first()
    .getByRole('link', { name: /^Choose seats/ })
    .click();
  const departure = new DeparturePage(page);
  await expect(departure.grid()).toBeVisible();
  const labels = await departure
    .grid()
    .getByRole('checkbox', { name: /available$/ })
    .evaluateAll((boxes) => boxes.map((box) => box.getAttribute('aria-label') ?? ''));
  const [one, two, ...rest] = labels.map((label) => /^Seat (\d+)/.exec(label)![1]!);
  await departure.chooseSeat(one!);
  await departure.chooseSeat(two!);
  // The customer scrolls down the map and taps a seat at the foot of the screen.
  const last = rest.at(-1)!;
  await departure
    .seat(last)
    .evaluate((box) => box.closest('label')!.scrollIntoView({ block: 'end' }));
  await departure.chooseSeat(last);
  const notice = page.getByRole('status').filter({ hasText: `Remove one to choose seat ${last}` });
  await expect(notice).toBeInViewport({ ratio: 1 });
  await page.screenshot({ path: '/tmp/listings-seat-notice-390.png' });
  await expectNoAxeViolations(page);
});

test('a flexible trip takes a number of travellers and shows "seat assigned at boarding"', async ({
  page,
}) => {
  const search = new BusSearchPage(page);
  await search.open(`?from=Ibadan&to=Lagos&date=${tomorrow}&travellers=3`);
  await expect(search.flexible().first()).toContainText('Any time that day');
  await expect(search.flexible().first()).toContainText(/places left/);
  await search
    .flexible()
    .first()
    .getByRole('link', { name: /^Book places/ })
    .click();
  await expect(page.getByRole('grid')).toHaveCount(0);
  await expect(page.getByLabel(/^Quantity of Traveller/)).toHaveValue('3');
  await expectNoAxeViolations(page);
  const departure = new DeparturePage(page);
  await departure.fillContact(contact('flexible'));
  await page.getByRole('button', { name: 'Reserve tickets' }).click();
  const checkout = new CheckoutPage(page);
  await checkout.expectOpen();
  await expect(checkout.passengers()).toHaveCount(3);
  await expect(page.getByLabel('Passenger 1: passenger’s full name')).toHaveValue('Tunde Bello');
  await expectNoAxeViolations(page);
  await checkout.payAndApprove();
  const order = new OrderPage(page);
  await order.expectConfirmed();
  await expect(page.getByRole('list', { name: 'Your seats' })).toContainText(
    'Passenger: Traveller Number 3',
  );
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
  await search
    .emptyNotice()
    .getByRole('link', { name: /^Search: / })
    .click();
  await expect(page).toHaveURL(new RegExp(`date=${lagosDayFromToday(0)}`));

  await search.open(`?from=Lagos&to=Ibadan&date=${tomorrow}&travellers=2`);
  await search.form().getByRole('button', { name: 'Swap From and To' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/bus\\?from=Ibadan&to=Lagos&date=${tomorrow}&travellers=2$`),
  );
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
