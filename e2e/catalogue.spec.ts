// Browsing: home, the filtered event list, one event, an unknown one, and order links that are not ours.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { EventListPage, EventPage, HomePage } from './pages/catalogue';
import { lagosDayFromToday } from './support/days';
import { eventIdByTitle } from './support/inventory';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

async function expectAxeClean(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
}

/** Every card says it, and there are cards: a filter that finds nothing must not pass. */
async function expectEvery(cards: Locator, text: string) {
  await expect(cards.first()).toBeVisible();
  const all = await cards.all();
  expect(all.length).toBeGreaterThan(1);
  for (const card of all) await expect(card).toContainText(text);
}

test('the home page shows featured and upcoming events and categories, and opens an event', async ({
  page,
}) => {
  const home = new HomePage(page);
  await home.open();
  await expect(page.getByRole('banner').getByText('Staging')).toBeVisible();
  await expect(home.featured().getByRole('listitem')).toHaveCount(3);
  await expect(home.upcoming().getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Comedy', exact: true })).toBeVisible();

  const first = home.featured().getByRole('link').first();
  const title = (await first.textContent())!;
  await first.click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(new EventPage(page).tickets()).toBeVisible();
});

test('the event list filters by search, category, featured and sort, pages, and keeps it all in the URL', async ({
  page,
}) => {
  const home = new HomePage(page);
  await home.open();
  await home.search('jazz');
  await expect(page).toHaveURL(/\/events\?q=jazz$/);
  const list = new EventListPage(page);
  await expect(list.results().getByRole('link', { name: 'Lagos Jazz Sundays' })).toBeVisible();

  await list.filter({ search: '', category: 'Comedy' });
  await expect(page).toHaveURL(/category=/);
  await expectEvery(list.results().getByRole('listitem'), 'Comedy');

  await list.filter({ category: 'All categories', featured: true, sort: 'Just added' });
  await expect(page).toHaveURL(/sort=just_added&featured=1/);
  await expectEvery(list.results().getByRole('listitem'), 'Featured');

  // The URL alone reproduces the page.
  await page.reload();
  await expect(page.getByLabel('Featured only')).toBeChecked();
  await expect(page.getByLabel('Sort by')).toHaveValue('just_added');

  await page.goto('/events');
  await page.getByRole('link', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();

  await list.filter({ search: 'no-such-event-anywhere' });
  await expect(page.getByRole('heading', { name: 'No events found' })).toBeVisible();
});

test('cards show the lowest price on sale and dates without the day twice; the home page shows no event twice', async ({
  page,
}) => {
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await new HomePage(page).open();
    const titles = await page
      .getByRole('list', { name: /^(Featured|Upcoming) events$/ })
      .getByRole('heading')
      .allTextContents();
    expect(titles.length).toBeGreaterThan(3);
    expect(titles.filter((title, i) => titles.indexOf(title) !== i)).toEqual([]);
    await expect(page.getByTestId('price-from').first()).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: `/tmp/listings-home-${viewport.width}.png`, fullPage: true });
  }
  await expectAxeClean(page);

  const list = new EventListPage(page);
  const card = (title: string) => list.results().getByRole('listitem').filter({ hasText: title });
  // The Early Bird is sold out: the lowest price on sale is the Regular ticket with its fees.
  await page.goto('/events?q=Detty');
  await expect(card('Detty December Warm-Up').getByTestId('price-from')).toHaveText(
    'from ₦12,550.00',
  );
  await page.goto('/events?q=Gospel');
  await expect(card('Gospel Praise Fest').getByTestId('price-from')).toHaveText('Free');
  // 5 pm to 8 pm on one day names the day once.
  await page.goto('/events?q=Jazz');
  await expect(
    card('Lagos Jazz Sundays')
      .locator('p')
      .filter({ has: page.locator('time') }),
  ).toHaveText(/^\w{3}, \d{1,2} \w{3} \d{4}, 5:00 pm – 8:00 pm$/);
  await expectAxeClean(page);
  await page.screenshot({ path: '/tmp/listings-events-1280.png', fullPage: true });
});

test('the event list filters by city and dates with its GET form, in a URL to share, on a phone', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto('/events');
  // The dance week runs from day 11 to day 13; the comedy jam in Abuja is on day 14.
  const day = lagosDayFromToday(12);
  const form = page.getByRole('search', { name: 'Filter events' });
  await form.getByLabel('City').selectOption('Abuja');
  await form.getByLabel('When').selectOption({ label: 'Chosen dates' });
  await form.getByLabel(/^From/).fill(day);
  await form.getByLabel(/^To/).fill(day);
  await form.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]city=Abuja&when=dates&from=${day}&to=${day}&`));
  const cards = new EventListPage(page).results().getByRole('listitem');
  const dance = cards.filter({ hasText: 'Abuja Contemporary Dance Week' });
  await expect(dance).toHaveCount(1);
  await expect(cards.filter({ hasText: 'Abuja Comedy Jam' })).toHaveCount(0);
  for (const card of await cards.all()) await expect(card).toContainText('Abuja');
  // Over several days, both days are named.
  await expect(dance.locator('p').filter({ has: page.locator('time') })).toHaveText(
    /^\w{3}, \d{1,2} \w{3}(?: \d{4})?, 6:00 pm – \w{3}, \d{1,2} \w{3} \d{4}, 6:00 pm$/,
  );
  await expect(form.getByLabel('City')).toHaveValue('Abuja');
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: '/tmp/listings-events-filtered-390.png', fullPage: true });

  await form.getByLabel('When').selectOption({ label: 'This weekend' });
  await form.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/[?&]city=Abuja&when=weekend&/);
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
});

test('an event shows its dates, place, organiser, prices with their breakdown, and a sold-out ticket', async ({
  page,
}) => {
  const event = new EventPage(page);
  await event.open(await eventIdByTitle('Detty December Warm-Up'));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Detty December Warm-Up' }),
  ).toBeVisible();
  await expect(page.locator('header time').first()).toHaveAttribute(
    'datetime',
    /^\d{4}-\d\d-\d\dT/,
  );
  await expect(
    page.getByText('Elegushi Beach, Elegushi Beach Road, Lekki, Lagos, Nigeria'),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Organiser' })).toBeVisible();
  const tickets = event.tickets();
  await expect(tickets.getByText('₦12,550.00')).toBeVisible();
  await expect(tickets.getByText('Ticket ₦12,000.00 + fees ₦550.00')).toBeVisible();
  await expect(tickets.getByRole('listitem').filter({ hasText: 'Early Bird' })).toContainText(
    'Sold out',
  );
  await expect(event.quantity('Early Bird')).toBeDisabled();
});

test('an unknown event answers with the 404 page, in an event’s words', async ({ page }) => {
  const response = await page.goto('/events/00000000-0000-4000-8000-000000000000');
  expect(response?.status()).toBe(404);
  await expect(
    page.getByRole('heading', { level: 1, name: 'We couldn’t find that event' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse all events' })).toBeVisible();
});

test('an order link that is not one of this storefront’s own references answers with the 404 page', async ({
  page,
}) => {
  // Another channel's references may be guessable; only the storefront's 128-bit ones open an order.
  for (const reference of ['POS-0001', 'web-short']) {
    const response = await page.goto(`/orders/${reference}`);
    expect(response?.status()).toBe(404);
  }
});
