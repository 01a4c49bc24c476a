// Hotel booking against the real service: search, choose rooms, reserve, confirm, and what is explained
// before anything is sent (too many guests, a bad phone number) or when a room type sells out meanwhile.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { CheckoutPage, OrderPage } from './pages/checkout';
import { HotelPage, HotelSearchPage } from './pages/hotels';
import { lagosDayFromToday } from './support/days';
import { LOCAL_STAGING_KEY, transactionByMerchantReference } from './support/inventory';
import { tabTo } from './support/keyboard';

const INVENTORY = `http://127.0.0.1:${process.env.E2E_INVENTORY_PORT ?? 4100}`;
// Well-known ids of the demo catalogue (server/inventory/seed/hospitality.ts).
const VICTORIA_ISLAND = 1;
const PRESIDENTIAL_SUITE = 4;
const HOTEL = 'Lagoon Crest Victoria Island';
const guest = (tag: string) => ({
  name: 'Ada Obi',
  email: `ada.${tag}@example.com`,
  phone: '0803 123 4567',
});

/** Holds rooms as another guest would, through the service's own API. */
async function holdRoomsAsSomeoneElse(
  roomId: number,
  checkin: string,
  checkout: string,
  quantity = 1,
) {
  const response = await fetch(`${INVENTORY}/api/v1/svc/validate`, {
    method: 'POST',
    headers: {
      'X-API-KEY': LOCAL_STAGING_KEY,
      TransactionMedium: 'Web',
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({
      tickets: [
        {
          ticket_type: 'hotel',
          resource_id: roomId,
          quantity,
          metadata: { checkin_date: checkin, checkout_date: checkout, number_of_guests: 1 },
        },
      ],
      customer_info: { email: `other-${Date.now()}@example.com` },
    }),
  });
  expect(response.status).toBe(201);
}

async function expectAxeClean(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

/** The stay's hours, taxes and cancellation terms, the merchant's defaults, as /refunds says them. */
async function expectStayTerms(page: Page) {
  const terms = page.getByRole('region', { name: 'Good to know' });
  await expect(terms).toContainText(/Check-in\s*From 2:00 pm/);
  await expect(terms).toContainText(/Check-out\s*By 12:00 pm/);
  await expect(terms).toContainText('Prices include VAT');
  await expect(terms).toContainText(
    'Free cancellation until 48 hours before check-in (2:00 pm on your arrival day).',
  );
}

test('search a city, choose two rooms for three nights, reserve, confirm, and get the booking number', async ({
  page,
}) => {
  const checkin = lagosDayFromToday(3);
  const checkout = lagosDayFromToday(6);
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Hotels' })
    .click();
  const search = new HotelSearchPage(page);
  await search.search({ city: 'Lagos', checkin, checkout, guests: 4, rooms: 2 });
  await expect(page).toHaveURL(/city=Lagos/);
  const result = search.result(HOTEL);
  await expect(result).toContainText('Hotel');
  await expect(result.getByRole('img', { name: '5 stars' })).toBeVisible();
  await expect(result).toContainText('From ₦85,000.00 a night');
  await expect(result).toContainText('₦510,000.00 for 3 nights, 2 rooms');
  await expect(result).toContainText('Rooms free for your whole stay');
  await expectAxeClean(page);

  await result.getByRole('link', { name: HOTEL }).click();
  const hotel = new HotelPage(page);
  await expect(page.getByRole('heading', { level: 1, name: HOTEL })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await hotel.roomType('Standard Room').check();
  await expect(hotel.rooms()).toHaveValue('2');
  await expect(hotel.guests()).toHaveValue('4');
  await expect(hotel.roomTypeText('Standard Room')).toContainText('Sleeps 2');
  await expect(hotel.roomTypeText('Standard Room')).toContainText(
    'left for every night of your stay',
  );
  await expect(hotel.total()).toContainText('₦510,000.00');
  await hotel.fillGuest(guest('stay'));
  await expect(page.getByText('The hotel will have +234 803 123 4567.')).toBeVisible();
  await expectStayTerms(page);
  await expectAxeClean(page);
  await hotel.reserveButton().click();

  const checkoutPage = new CheckoutPage(page);
  await checkoutPage.expectOpen();
  await expect(checkoutPage.heldTickets()).toContainText('Standard Room');
  await expect(page.getByText('₦510,000.00').first()).toBeVisible();
  await expectStayTerms(page);
  await expectAxeClean(page);
  await checkoutPage.payAndApprove();

  const order = new OrderPage(page);
  const reference = await order.expectConfirmed();
  const record = await transactionByMerchantReference(reference);
  expect(record.status).toBe(200);
  expect(record.data.amount).toBe(510_000);
  const booking = (record.data as unknown as { stay: { booking_number: string } }).stay
    .booking_number;
  expect(booking).toMatch(/^BK-\w{10}$/);
  await expect(page.getByText(`Booking number ${booking}`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: HOTEL })).toBeVisible();
  await expect(page.getByText('14 Ozumba Mbadiwe Avenue, Victoria Island, Lagos')).toBeVisible();
  const stay = page.locator('main header');
  await expect(stay).toContainText('Standard Room');
  await expect(stay).toContainText(/Rooms\s*2/);
  await expect(stay).toContainText(/Guests\s*4/);
  await expect(stay).toContainText('(3 nights)');
  await expect(stay).toContainText('₦510,000.00');
  await expect(page.getByRole('region', { name: 'Payment' })).toContainText('₦510,000.00');
  await expectStayTerms(page);
  await expectAxeClean(page);
});

test('guests who do not fit the rooms are explained before anything is sent', async ({ page }) => {
  const hotel = new HotelPage(page);
  await hotel.open(VICTORIA_ISLAND, {
    checkin: lagosDayFromToday(4),
    checkout: lagosDayFromToday(6),
    guests: 3,
    rooms: 1,
  });
  await hotel.roomType('Deluxe King').check();
  await hotel.expectField(
    'Guests',
    '3 guests do not fit in 1 room of Deluxe King: each sleeps 2. Choose 2 rooms or a larger room type.',
  );
  await hotel.fillGuest(guest('fit'));
  let posted = false;
  page.on('request', (request) => {
    if (request.method() === 'POST') posted = true;
  });
  await hotel.reserveButton().click();
  await expect(hotel.guests()).toBeFocused();
  await expect(page).toHaveURL(/\/hotels\/1\?/);
  expect(posted).toBe(false);

  await hotel.rooms().selectOption('2');
  await expect(hotel.guests()).not.toHaveAttribute('aria-invalid');
  await expect(hotel.total()).toContainText('₦480,000.00');
});

test('a phone number that is not international is explained next to the field', async ({
  page,
}) => {
  const hotel = new HotelPage(page);
  await hotel.open(VICTORIA_ISLAND, {
    checkin: lagosDayFromToday(4),
    checkout: lagosDayFromToday(5),
    guests: 2,
    rooms: 1,
  });
  await hotel.roomType('Standard Room').check();
  await hotel.fillGuest({ ...guest('phone'), phone: '+999 123 456 789' });
  await hotel.reserveButton().click();
  await hotel.expectField('Phone number', /with its country code, such as \+234 803 123 4567/);
  await expect(page.getByLabel('Phone number')).toBeFocused();
  await expectAxeClean(page);

  await page.getByLabel('Phone number').fill('0803 123');
  await hotel.reserveButton().click();
  await hotel.expectField('Phone number', /Enter a phone number/);
});

test('a guest with a ten-digit foreign mobile books on a phone, and the booking speaks of rooms and the guest', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const hotel = new HotelPage(page);
  await hotel.open(VICTORIA_ISLAND, {
    checkin: lagosDayFromToday(8),
    checkout: lagosDayFromToday(9),
    guests: 1,
    rooms: 1,
  });
  await hotel.roomType('Standard Room').check();
  await hotel.fillGuest({ ...guest(`abroad-${test.info().retry}`), phone: '+65 9123 4567' });
  await expect(page.getByText('The hotel will have +65 9123 4567.')).toBeVisible();
  await hotel.reserveButton().click();

  const checkout = new CheckoutPage(page);
  await checkout.expectOpen();
  const details = page.getByRole('region', { name: 'Booking in the name of' });
  await expect(details).toContainText('+65 9123 4567');
  await expect(page.getByRole('button', { name: 'Change booking' })).toBeVisible();
  await expect(page.locator('main')).not.toContainText(/ticket/i);
  await page.screenshot({ path: '/tmp/words-hotel-checkout-390.png', fullPage: true });
  await checkout.payAndApprove();

  await new OrderPage(page).expectConfirmed();
  await expect(page.getByRole('region', { name: 'Guest' })).toContainText('Ada Obi');
  await expect(page.getByRole('button', { name: 'Print booking' })).toBeVisible();
  await expect(page.locator('main')).not.toContainText(/ticket|invoice/i);
  await page.screenshot({ path: '/tmp/words-hotel-order-390.png', fullPage: true });
  await expectAxeClean(page);
});

test('a room type that sells out while the guest is choosing is explained and shown sold out', async ({
  page,
}) => {
  const checkin = lagosDayFromToday(20);
  const checkout = lagosDayFromToday(22);
  const hotel = new HotelPage(page);
  await hotel.open(VICTORIA_ISLAND, {
    checkin,
    checkout,
    guests: 2,
    rooms: 1,
    room: PRESIDENTIAL_SUITE,
  });
  await expect(hotel.roomType('Presidential Suite')).toBeChecked();
  await expect(hotel.roomTypeText('Presidential Suite')).toContainText(
    '1 left for every night of your stay',
  );
  await hotel.fillGuest(guest('soldout'));

  await holdRoomsAsSomeoneElse(PRESIDENTIAL_SUITE, checkin, checkout);
  await hotel.reserveButton().click();
  await expect(hotel.alert()).toContainText('Presidential Suite is sold out.');
  await expect(hotel.roomTypeText('Presidential Suite')).toContainText('Sold out for these dates');
  await expect(page).toHaveURL(/\/hotels\/1\?/);

  // Another room type is still free and can be chosen.
  await hotel.roomType('Executive Suite').check();
  await expect(hotel.roomType('Presidential Suite')).toBeDisabled();
});

test('without JavaScript the search, the hotel page and Reserve still work', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(
    `/hotels?city=Abuja&checkin=${lagosDayFromToday(2)}&checkout=${lagosDayFromToday(1)}&guests=2&rooms=1`,
  );
  await expect(page.getByLabel('Check-out')).toHaveAccessibleDescription(
    'Check-out must be after check-in.',
  );
  await page.getByLabel('Check-out').fill(lagosDayFromToday(4));
  await page.getByRole('button', { name: 'Search' }).click();
  const results = page.getByRole('list', { name: 'Hotels and apartments in Abuja' });
  await results.getByRole('link', { name: 'Harmattan Apartments Wuse II' }).click();
  const hotel = new HotelPage(page);
  await hotel.roomType('Studio Apartment').check();
  await hotel.fillGuest(guest('nojs'));
  await hotel.reserveButton().click();
  const checkout = new CheckoutPage(page);
  await checkout.expectOpen();
  await expect(checkout.heldTickets()).toContainText('Studio Apartment');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await context.close();
});

test('the results sort by price either way, by name and by stars, each order a URL that works without JavaScript', async ({
  browser,
}) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  const stay = `checkin=${lagosDayFromToday(20)}&checkout=${lagosDayFromToday(22)}&guests=2&rooms=1`;
  await page.goto(`/hotels?city=Lagos&${stay}`);
  const sortForm = page.getByRole('form', { name: 'Sort hotels' });
  const results = page.getByRole('list', { name: 'Hotels and apartments in Lagos' });
  const prices = async () =>
    (await results.getByText(/ a night$/).allTextContents()).map((text) =>
      Number(text.replace(/[^\d.]/g, '')),
    );
  const sortBy = async (label: string) => {
    await sortForm.getByLabel('Sort by').selectOption({ label });
    await sortForm.getByRole('button', { name: 'Sort' }).click();
  };

  await sortBy('Price: low to high');
  await expect(page).toHaveURL(new RegExp(`/hotels\\?city=Lagos&${stay}&sort=price-asc$`));
  const ascending = await prices();
  expect(ascending.length).toBeGreaterThan(1);
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
  await page.screenshot({ path: '/tmp/listings-hotels-sorted-390.png', fullPage: true });

  await sortBy('Price: high to low');
  await expect(page).toHaveURL(/sort=price-desc$/);
  expect(await prices()).toEqual([...ascending].reverse());

  await sortBy('Name: A to Z');
  const names = await results.getByRole('heading').allTextContents();
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  await expect(sortForm.getByLabel('Sort by')).toHaveValue('name');
  await context.close();
});

test('the search explains bad dates next to the field before leaving the page', async ({
  page,
}) => {
  const search = new HotelSearchPage(page);
  await search.open();
  await page.waitForLoadState('networkidle');
  await expect(search.form().getByLabel('City')).toBeVisible();
  await search.search({
    city: 'Lagos',
    checkin: lagosDayFromToday(5),
    checkout: lagosDayFromToday(40),
    guests: 2,
    rooms: 1,
  });
  await expect(search.form().getByLabel('Check-out')).toHaveAccessibleDescription(
    'A stay can be at most 30 nights.',
  );
  await expect(search.form().getByLabel('Check-out')).toBeFocused();
  await expect(page).toHaveURL(/\/hotels$/);
  await expectAxeClean(page);
});

test('the keyboard alone chooses a room type and the rooms', async ({ page }) => {
  const hotel = new HotelPage(page);
  await hotel.open(VICTORIA_ISLAND, {
    checkin: lagosDayFromToday(5),
    checkout: lagosDayFromToday(6),
    guests: 2,
    rooms: 1,
    room: 1,
  });
  await tabTo(page, hotel.roomType('Standard Room'));
  await page.keyboard.press('ArrowDown');
  await expect(hotel.roomType('Deluxe King')).toBeChecked();
  await expect(hotel.roomType('Deluxe King')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(hotel.rooms()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(hotel.total()).toContainText('₦240,000.00');
});
