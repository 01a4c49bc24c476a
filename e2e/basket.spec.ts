// One basket across kinds: a concert, the coach there and back, and a room for the night, added from the concert's
// page, reserved together and paid once; then a part that is gone after payment, refunded alone while the rest is kept.
import { existsSync, readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { EventPage } from './pages/catalogue';
import { BusSearchPage, DeparturePage } from './pages/bus';
import { OrderPage, TestPaymentPage } from './pages/checkout';
import { lagosDayFromToday } from './support/days';
import {
  buyAsSomeoneElse,
  eventIdByTitle,
  ticketSlots,
  transactionByMerchantReference,
} from './support/inventory';

const CONCERT = 'Alte Sounds Showcase';
const TRIP_CONCERT = 'Afrobeats Live at Eko';

async function expectAxeClean(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

const basketLink = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Basket/ });

async function addConcert(page: Page, eventId: string, quantities: Record<string, number>) {
  const event = new EventPage(page);
  await event.open(eventId);
  await event.choose(quantities);
  await page.getByRole('button', { name: 'Add to basket', exact: true }).click();
  await expect(page).toHaveURL(/\/basket$/);
}

/** A coach seat, chosen on the seat map of the first departure of the day, added to the basket. */
async function addCoach(page: Page, from: string, to: string, date: string) {
  const search = new BusSearchPage(page);
  await search.open();
  await search.search({ from, to, date, travellers: 1 });
  await search
    .departures()
    .first()
    .getByRole('link', { name: /^Choose seats/ })
    .click();
  const departure = new DeparturePage(page);
  await expect(departure.grid()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const free = departure
    .grid()
    .getByRole('checkbox', { name: /, available$/ })
    .first();
  const number = /^Seat (\d+)/.exec((await free.getAttribute('aria-label')) ?? '')![1]!;
  await departure.chooseSeat(number);
  await expect(departure.seat(number)).toBeChecked();
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect(page).toHaveURL(/\/basket$/);
}

async function reserveEverything(page: Page, tag: string) {
  await page.getByLabel('Full name').fill('Ada Obi');
  await page
    .getByRole('group', { name: 'Your details' })
    .getByLabel('Email')
    .fill(`ada.${tag}@example.com`);
  await page.getByLabel('Phone number').fill('08031234567');
  await page.getByRole('button', { name: 'Reserve everything' }).click();
  // Held as one order, which the checkout shows and takes payment for, as it does every order.
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { name: 'Your order is held' })).toBeVisible();
  await expect(page.getByRole('timer')).toContainText('Time left to pay');
}

test('a concert, the coach there and back and a night in a hotel: added from the event page, reserved together, paid once, one order in four parts', async ({
  page,
}) => {
  test.setTimeout(150_000);
  // In Lagos 12 days after seeding, 7 pm to midnight; Abuja coaches arrive at 4 pm and 6 pm, and leave at 6 am.
  const eventId = await eventIdByTitle(TRIP_CONCERT);
  await addConcert(page, eventId, { Regular: 1 });
  await expect(basketLink(page)).toHaveAccessibleName('Basket, 1 thing');
  const block = () => page.getByRole('region', { name: 'Getting there and staying' });
  const addFrom = async (region: string, button: RegExp) => {
    await page.goto(`/events/${eventId}`);
    await block()
      .getByRole('region', { name: region })
      .getByRole('button', { name: button })
      .first()
      .click();
    await expect(page).toHaveURL(/\/basket$/);
  };
  await addFrom('Coaches to Lagos', /^Add to basket for seat \d+ on the Abuja → Lagos coach/);
  await addFrom(
    'Coaches back from Lagos',
    /^Add to basket for seat \d+ on the Lagos → Abuja coach/,
  );
  // Without a room, the basket says the show's night is not covered.
  await expect(page.getByRole('region', { name: 'Check your plans' })).toBeVisible();
  await addFrom('A room in Lagos for the night', /^Add to basket for a .+ room at /);
  await expect(page.getByRole('region', { name: 'Check your plans' })).toHaveCount(0);
  await expect(basketLink(page)).toHaveAccessibleName('Basket, 4 things');
  const parts = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2 }) });
  await expect(parts).toHaveCount(4);
  await expect(parts.nth(0)).toContainText(TRIP_CONCERT);
  await expect(parts.nth(1)).toContainText('Abuja → Lagos');
  await expect(parts.nth(2)).toContainText('Lagos → Abuja');
  const hotel = (await parts.nth(3).getByRole('heading', { level: 2 }).textContent())!;
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 900 },
  ]) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: `/tmp/basket-${viewport.width}.png`, fullPage: true });
  }
  await expectAxeClean(page);

  await reserveEverything(page, 'trip');
  await expectAxeClean(page);
  await page.screenshot({ path: '/tmp/basket-held-1280.png', fullPage: true });
  // One name per coach seat: the buyer's first, then the second coach's passenger.
  const passengers = page.getByRole('group', { name: 'Passengers' }).getByRole('textbox');
  await expect(passengers).toHaveCount(2);
  await passengers.nth(1).fill('Ada Obi');
  const pay = page.getByRole('button', { name: /^Pay ₦/ });
  const total = (await pay.textContent())!;
  await pay.click();
  const payment = new TestPaymentPage(page);
  await payment.expectOpen();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(total);
  await payment.approve();

  const reference = await new OrderPage(page).expectConfirmed();
  expect(reference).toMatch(/-0$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your order in 4 parts');
  for (const title of [TRIP_CONCERT, 'Abuja → Lagos', 'Lagos → Abuja', hotel])
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await expect(new OrderPage(page).qrCodes()).toHaveCount(4);
  await expectAxeClean(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: '/tmp/basket-order-390.png', fullPage: true });
  // Each part is its own purchase at the service, under a reference derived from the order's.
  for (const part of [1, 2, 3, 4]) {
    const record = await transactionByMerchantReference(`${reference.slice(0, -2)}-${part}`);
    expect(record.status).toBe(200);
  }
  const email = `.data/outbox/${reference}.eml`;
  await expect.poll(() => existsSync(email), { timeout: 20_000 }).toBe(true);
  const mail = readFileSync(email, 'utf8');
  expect(mail).toContain(`/orders/${reference}`);
  expect(mail).toContain(TRIP_CONCERT);
  expect(mail).toContain('Abuja');
  await expect(basketLink(page)).toHaveAccessibleName('Basket');
});

test('a part sold out between reserving and paying is refunded alone and named; the rest is bought', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const eventId = await eventIdByTitle(CONCERT);
  await addConcert(page, eventId, { 'Table for 4': 1 });
  await addCoach(page, 'Lagos', 'Ibadan', lagosDayFromToday(3));
  await reserveEverything(page, 'gone');
  await page.getByRole('button', { name: /^Pay ₦/ }).click();
  await new TestPaymentPage(page).expectOpen();
  // The holds lapse while the customer pays (released from a second tab, which the service treats as expired), and
  // every table is sold to someone else meanwhile.
  const other = await page.context().newPage();
  await other.goto('/checkout');
  await other.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(other.getByRole('button', { name: 'Reserve everything' })).toBeVisible();
  await other.close();
  await buyAsSomeoneElse(eventId, 'Table for 4', (await ticketSlots(eventId))['Table for 4']!);
  await new TestPaymentPage(page).approve();

  await new OrderPage(page).expectConfirmed();
  await expect(page.getByText('Purchase confirmed: 1 of 2 parts')).toBeVisible();
  const gone = page.getByRole('region', { name: CONCERT });
  await expect(gone).toContainText('Not bought');
  await expect(gone).toContainText('No longer available after your payment; refunded.');
  await expect(gone).toContainText('Refunded: ₦');
  await expect(
    page
      .getByRole('region', { name: 'Lagos → Ibadan' })
      .getByRole('img', { name: /^QR code of seat / }),
  ).toHaveCount(1);
  await expectAxeClean(page);
});
