// The cinema catalogue: from the home page to a screening's tickets, the listing's filters, unknown films, accessibility.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { CinemaPage, FilmPage } from './pages/cinema';
import { lagosDayFromToday } from './support/days';
import { findScreening, holdWholeScreening } from './support/cinema';
import { eventIdByTitle } from './support/inventory';
import { tabTo } from './support/keyboard';

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

test('from the home page to the ticket categories of a screening of a film shown at three cinemas', async ({
  page,
}) => {
  await page.goto('/');
  await expect(
    page.getByRole('list', { name: 'Films now showing' }).getByRole('link', { name: 'Gidi Heat' }),
  ).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Cinema' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cinema' })).toBeVisible();

  const cinema = new CinemaPage(page);
  await expect(
    cinema.comingSoon().getByRole('listitem').filter({ hasText: 'Ajegunle Boy' }),
  ).toContainText('Opens tomorrow');
  const card = cinema.nowShowing().getByRole('listitem').filter({ hasText: 'Gidi Heat' });
  await expect(card).toContainText('Movies · 2h 15m · Rated 15');
  await expect(card).toContainText(
    'At Lagoon Screens Lekki, Lagoon Screens Ikeja City Mall and Lagoon Screens Surulere',
  );
  await card.getByRole('link', { name: 'Gidi Heat' }).click();

  const film = new FilmPage(page);
  await film.expectOpen('Gidi Heat');
  await expect(page.getByRole('region', { name: 'About this film' })).toContainText(
    'fuel-smuggling ring',
  );
  // Several cinemas: none is chosen for the customer, and no day or time is offered before one is.
  await expect(film.cinemas().getByRole('link')).toHaveCount(3);
  await expect(film.days()).toHaveCount(0);

  await film.chooseCinema('Lagoon Screens Ikeja City Mall');
  await expect(film.days().getByRole('link').first()).toHaveAttribute('aria-current', 'date');
  // The second day offered: tomorrow, or the day after once today's last showtime has started.
  const day = await film.days().getByRole('link').nth(1).locator('time').getAttribute('datetime');
  await film.chooseDay(1);
  await expect(film.times().getByRole('link')).toHaveText(['12:30 pm', '4:00 pm', '7:30 pm']);
  await film.chooseTime('7:30 pm');
  await expect(page).toHaveURL(new RegExp(`location=\\d+&date=${day}&time=\\d+#tickets$`));

  const tickets = film.tickets();
  await expect(tickets).toContainText('Lagoon Screens Ikeja City Mall');
  await expect(tickets).toContainText('7:30 pm');
  const types = tickets.getByRole('list', { name: 'Ticket types' }).getByRole('listitem');
  await expect(types).toHaveCount(3);
  await expect(types.filter({ hasText: 'Regular' })).toContainText('₦5,250.00');
  await expect(types.filter({ hasText: 'Regular' })).toContainText(
    'Ticket ₦5,000.00 + fees ₦250.00',
  );
  await expect(types.filter({ hasText: 'VIP Recliner' })).toContainText('24 left');

  // The same page from its URL alone, and the choice links reached and marked from the keyboard.
  await page.reload();
  await expect(film.tickets().getByRole('list', { name: 'Ticket types' })).toBeVisible();
  const fourPm = film.times().getByRole('link', { name: '4:00 pm' });
  await tabTo(page, fourPm, 60);
  await expect(fourPm).toHaveCSS('outline-style', 'solid');
  await page.keyboard.press('Enter');
  await expect(fourPm).toHaveAttribute('aria-current', 'time');
  await expect(film.tickets()).toContainText('4:00 pm');
});

test('the listing filters by cinema and by day, and says when nothing is on', async ({ page }) => {
  const cinema = new CinemaPage(page);
  await cinema.open();
  await cinema.filter({ cinema: 'Lagoon Screens Surulere' });
  // A GET form sends the empty day too.
  await expect(page).toHaveURL(/\/cinema\?location=lagoon-screens-surulere(&date=)?$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Films at Lagoon Screens Surulere' }),
  ).toBeVisible();
  const films = cinema.nowShowing().getByRole('listitem');
  await expect(films).toHaveCount(1);
  await expect(films.first()).toContainText('At Lagoon Screens Surulere');

  // Gidi Heat, the only film there, has no screening four days from now.
  const quietDay = lagosDayFromToday(4);
  await cinema.filter({ day: quietDay });
  await expect(page).toHaveURL(`/cinema?location=lagoon-screens-surulere&date=${quietDay}`);
  await expect(
    page.getByRole('heading', {
      level: 2,
      name: /^Nothing on at Lagoon Screens Surulere on \w+day \d+ \w+$/,
    }),
  ).toBeVisible();

  await page.getByRole('link', { name: /^See what’s on / }).click();
  await expect(page).toHaveURL(
    `/cinema?location=lagoon-screens-surulere&date=${lagosDayFromToday(5)}`,
  );
  const onThatDay = page.getByRole('list', { name: /^Films on / }).getByRole('listitem');
  await expect(onThatDay).toHaveCount(1);
  await expect(onThatDay.first()).toContainText('12:30 pm · 4:00 pm · 7:30 pm');

  // The film opens at that cinema on that day.
  await onThatDay.first().getByRole('link', { name: 'Gidi Heat' }).click();
  const film = new FilmPage(page);
  await film.expectOpen('Gidi Heat');
  await expect(
    film.cinemas().getByRole('link', { name: /^Lagoon Screens Surulere/ }),
  ).toHaveAttribute('aria-current', 'true');
  await expect(film.days().locator('[aria-current="date"] time')).toHaveAttribute(
    'datetime',
    lagosDayFromToday(5),
  );
  await expect(film.times().getByRole('link')).toHaveCount(3);
});

test('a sold-out screening says so and points to the other times', async ({ page }) => {
  const screening = await findScreening(
    await eventIdByTitle('Gidi Heat'),
    'Lagoon Screens Surulere',
    '4:00PM',
    lagosDayFromToday(1),
  );
  await holdWholeScreening(screening);
  await page.goto(
    `/cinema/${screening.filmId}?location=${screening.locationId}&date=${screening.date}&time=${screening.timeId}`,
  );
  const film = new FilmPage(page);
  await expect(film.tickets().getByRole('status').filter({ hasText: 'sold out' })).toHaveText(
    'This screening is sold out. Choose another time',
  );
  await film.tickets().getByRole('link', { name: 'Choose another time' }).click();
  await expect(page).toHaveURL(/#showtimes$/);
  // The other showtimes of the day are still on sale.
  await film.chooseTime('7:30 pm');
  await expect(
    film.tickets().getByRole('list', { name: 'Ticket types' }).getByRole('listitem'),
  ).toHaveCount(3);
});

test('a film link that names no film answers with the 404 page', async ({ page }) => {
  for (const id of ['00000000-0000-4000-8000-000000000000', 'no-such-film']) {
    const response = await page.goto(`/cinema/${id}`);
    expect(response?.status()).toBe(404);
    await expect(
      page.getByRole('heading', { level: 1, name: 'We couldn’t find that film' }),
    ).toBeVisible();
  }
});

test('the cinema listing and a film page with a chosen screening have no axe violations', async ({
  page,
}) => {
  const cinema = new CinemaPage(page);
  await cinema.open();
  await expect(cinema.nowShowing()).toBeVisible();
  await expectNoAxeViolations(page);

  await cinema.nowShowing().getByRole('link', { name: 'Gidi Heat' }).click();
  const film = new FilmPage(page);
  await film.chooseCinema('Lagoon Screens Lekki');
  await film.chooseDay(1);
  await film.chooseTime('12:30 pm');
  await expect(film.tickets().getByRole('list', { name: 'Ticket types' })).toBeVisible();
  await expectNoAxeViolations(page);
});
