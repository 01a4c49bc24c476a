// The shop in a browser that runs no script (Opera Mini's extreme mode, a locked-down phone): the pages come whole
// in their HTML, and the plain forms search, reserve and go to pay. (Axe runs by script: these pages are checked
// with it in their own specs.)
import { expect, test, type Page } from '@playwright/test';
import { EventPage, HomePage } from './pages/catalogue';
import { CheckoutPage, TestPaymentPage } from './pages/checkout';
import { BusSearchPage } from './pages/bus';
import { HotelSearchPage } from './pages/hotels';
import { findScreening } from './support/cinema';
import { lagosDayFromToday } from './support/days';
import { eventIdByTitle } from './support/inventory';

test.use({ javaScriptEnabled: false });

const MOBILE = { width: 390, height: 844 };

/** A placeholder left on the page means its content never arrived. */
async function expectNothingLoading(page: Page) {
  await expect(page.getByText(/^Loading /)).toHaveCount(0);
}

test('home lists events; an event offers its tickets; reserving lands on the checkout, whose Pay goes to the payment page', async ({
  page,
}) => {
  await page.setViewportSize(MOBILE);
  const home = new HomePage(page);
  await home.open();
  await expect(home.upcoming().getByRole('listitem').first()).toBeVisible();
  await expectNothingLoading(page);
  await page.screenshot({ path: '/tmp/robust-nojs-home.png', fullPage: true });

  const event = new EventPage(page);
  await event.open(await eventIdByTitle('Detty December Warm-Up'));
  await expect(event.tickets()).toBeVisible();
  await expect(event.quantity('Regular')).toBeVisible();
  await expectNothingLoading(page);
  await page.screenshot({ path: '/tmp/robust-nojs-event.png', fullPage: true });
  await event.choose({ Regular: 1 });
  await event.fillContact({
    name: 'Ngozi Eze',
    email: 'ngozi.nojs@example.com',
    phone: '0803 123 4567',
  });
  await event.reserveButton().click();

  const checkout = new CheckoutPage(page);
  await checkout.expectOpen();
  await expect(checkout.heldTickets()).toContainText('Regular');
  await expect(page.getByText('ngozi.nojs@example.com')).toBeVisible();
  await page.screenshot({ path: '/tmp/robust-nojs-checkout.png', fullPage: true });
  await checkout.confirmButton().click();
  await new TestPaymentPage(page).expectOpen();
});

test('a film’s screening offers its tickets', async ({ page }) => {
  const screening = await findScreening(
    await eventIdByTitle('Gidi Heat'),
    'Lagoon Screens Surulere',
    '4:00PM',
    lagosDayFromToday(3),
  );
  await page.goto(
    `/cinema/${screening.filmId}?location=${screening.locationId}&date=${screening.date}&time=${screening.timeId}`,
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Gidi Heat' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Ticket types' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reserve tickets' })).toBeVisible();
  await expectNothingLoading(page);
});

test('a coach search and a hotel search answer with their results', async ({ page }) => {
  const bus = new BusSearchPage(page);
  await bus.open();
  await bus.search({ from: 'Lagos', to: 'Ibadan', date: lagosDayFromToday(1), travellers: 1 });
  await expect(bus.departures().first()).toBeVisible();
  await expectNothingLoading(page);

  const hotels = new HotelSearchPage(page);
  await hotels.open();
  await hotels.search({
    city: 'Lagos',
    checkin: lagosDayFromToday(4),
    checkout: lagosDayFromToday(5),
    guests: 1,
    rooms: 1,
  });
  await expect(hotels.results('Lagos').getByRole('listitem').first()).toBeVisible();
  await expectNothingLoading(page);
  await page.screenshot({ path: '/tmp/robust-nojs-hotels.png', fullPage: true });
});

test('an unknown order, event or hotel says so in the page, with a 404', async ({ page }) => {
  await page.setViewportSize(MOBILE);
  const missing = [
    ['/orders/web-00000000-0000-4000-8000-000000000000', 'We can’t find this order'],
    ['/events/00000000-0000-4000-8000-000000000000', 'We couldn’t find that event'],
    ['/hotels/999999', 'We couldn’t find that hotel'],
  ] as const;
  for (const [path, heading] of missing) {
    const reply = await page.goto(path);
    expect(reply?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeAttached();
  }
  await page.screenshot({ path: '/tmp/robust-nojs-missing-hotel.png', fullPage: true });
});

test.describe('with script', () => {
  test.use({ javaScriptEnabled: true });

  test('an unknown order says so once', async ({ page }) => {
    const reply = await page.goto('/orders/web-00000000-0000-4000-8000-000000000000');
    expect(reply?.status()).toBe(404);
    await expect(
      page.getByRole('heading', { level: 1, name: 'We can’t find this order' }),
    ).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'Back to the shop' })).toBeVisible();
  });
});

test('without scripts, Add to basket keeps the choice in the basket, which reserves everything at once', async ({
  page,
}) => {
  const event = new EventPage(page);
  await event.open(await eventIdByTitle('Detty December Warm-Up'));
  await event.choose({ Regular: 1 });
  await page.getByRole('button', { name: 'Add to basket', exact: true }).click();
  await expect(page).toHaveURL(/\/basket$/);
  await expect(
    page.getByRole('heading', { level: 2, name: 'Detty December Warm-Up' }),
  ).toBeVisible();
  await page.getByLabel('Full name').fill('Ngozi Eze');
  await page
    .getByRole('group', { name: 'Your details' })
    .getByLabel('Email')
    .fill('ngozi.nojs.basket@example.com');
  await page.getByLabel('Phone number').fill('08031234567');
  await page.getByRole('button', { name: 'Reserve everything' }).click();
  // The basket's order is held at checkout, like any order; cancelled there, its items are the basket again.
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { name: 'Your order is held' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(page).toHaveURL(/\/basket$/);
  await expect(page.getByRole('button', { name: 'Reserve everything' })).toBeVisible();
});
