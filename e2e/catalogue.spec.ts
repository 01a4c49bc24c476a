// Browsing: home, the filtered event list, one event, an unknown one, and order links that are not ours.
import { expect, test, type Locator } from '@playwright/test';
import { EventListPage, EventPage, HomePage } from './pages/catalogue';
import { eventIdByTitle } from './support/inventory';

/** Every card says it, and there are cards: a filter that finds nothing must not pass. */
async function expectEvery(cards: Locator, text: string) {
  await expect(cards.first()).toBeVisible();
  const all = await cards.all();
  expect(all.length).toBeGreaterThan(1);
  for (const card of all) await expect(card).toContainText(text);
}

test('the home page shows featured and upcoming events and categories, and opens an event', async ({ page }) => {
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

test('the event list filters by search, category, featured and sort, pages, and keeps it all in the URL', async ({ page }) => {
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

test('an event shows its dates, place, organiser, prices with their breakdown, and a sold-out ticket', async ({ page }) => {
  const event = new EventPage(page);
  await event.open(await eventIdByTitle('Detty December Warm-Up'));
  await expect(page.getByRole('heading', { level: 1, name: 'Detty December Warm-Up' })).toBeVisible();
  await expect(page.locator('header time').first()).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/);
  await expect(page.getByText('Elegushi Beach, Elegushi Beach Road, Lekki, Lagos, Nigeria')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Organiser' })).toBeVisible();
  const tickets = event.tickets();
  await expect(tickets.getByText('₦12,550.00')).toBeVisible();
  await expect(tickets.getByText('Ticket ₦12,000.00 + fees ₦550.00')).toBeVisible();
  await expect(tickets.getByRole('listitem').filter({ hasText: 'Early Bird' })).toContainText('Sold out');
  await expect(event.quantity('Early Bird')).toBeDisabled();
});

test('an unknown event answers with the 404 page', async ({ page }) => {
  const response = await page.goto('/events/00000000-0000-4000-8000-000000000000');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'We couldn’t find that page' })).toBeVisible();
});

test('an order link that is not one of this storefront’s own references answers with the 404 page', async ({ page }) => {
  // Another channel's references may be guessable; only the storefront's 128-bit ones open an order.
  for (const reference of ['POS-0001', 'web-short']) {
    const response = await page.goto(`/orders/${reference}`);
    expect(response?.status()).toBe(404);
  }
});
