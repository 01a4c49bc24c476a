// A cinema order end to end: home → Cinema → a film at several cinemas → a screening → pay → the order with
// the film, cinema, day and time and a QR code per ticket; a screening sold out while choosing.
import { existsSync, readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { EventPage } from './pages/catalogue';
import { CheckoutPage, OrderPage } from './pages/checkout';
import { FilmPage } from './pages/cinema';
import { findScreening, holdWholeScreening } from './support/cinema';
import { transactionByMerchantReference } from './support/inventory';
import { readQr, signedClaims } from './support/ticket-qr';

const contact = { name: 'Tobi Ade', email: 'tobi.cinema@example.com', phone: '08031234567' };

test('a customer books two seats for a screening at the second of three cinemas and gets the order', async ({
  page,
}) => {
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Cinema' })
    .click();
  await page
    .getByRole('list', { name: 'Films now showing' })
    .getByRole('link', { name: 'Gidi Heat' })
    .click();
  const film = new FilmPage(page);
  await film.expectOpen('Gidi Heat');
  await film.chooseCinema('Lagoon Screens Ikeja City Mall');
  const day = await film.days().getByRole('link').nth(1).locator('time').getAttribute('datetime');
  await film.chooseDay(1);
  await film.chooseTime('7:30 pm');

  // The screening's tickets are the shared reserve form.
  const tickets = new EventPage(page);
  await tickets.choose({ Regular: 1, 'VIP Recliner': 1 });
  await tickets.fillContact(contact);
  await tickets.reserveButton().click();

  const checkout = new CheckoutPage(page);
  await checkout.expectOpen();
  await expect(page.getByRole('link', { name: 'Gidi Heat' })).toBeVisible();
  await expect(page.getByText(/Lagoon Screens Ikeja City Mall, .*, 7:30 pm/)).toBeVisible();
  await expect(checkout.heldTickets()).toContainText('VIP Recliner');
  await expect(checkout.confirmButton()).toHaveText('Pay ₦14,650.00');
  await checkout.payAndApprove();

  const order = new OrderPage(page);
  const reference = await order.expectConfirmed();
  await expect(page.getByRole('heading', { level: 1, name: 'Gidi Heat' })).toBeVisible();
  await expect(page.getByText('Lagoon Screens Ikeja City Mall')).toBeVisible();
  // The chosen cinema's address, not the film's own (its headquarters at Lekki).
  const where = page.locator('main header address');
  await expect(where).toContainText('Obafemi Awolowo Way, Alausa, Ikeja');
  await expect(where).not.toContainText('Admiralty Way');
  await expect(page.getByText(/7:30 pm$/)).toBeVisible();
  await expect(page.locator(`time[datetime]`).first()).toBeVisible();
  await expect(order.qrCodes()).toHaveCount(2);

  const record = await transactionByMerchantReference(reference);
  expect(record.data.items).toHaveLength(2);
  // The confirmation email names the same cinema and address.
  const email = `.data/outbox/${reference}.eml`;
  await expect.poll(() => existsSync(email)).toBe(true);
  // Quoted-printable folds long lines with a trailing `=`; unfolded, the line reads whole.
  expect(readFileSync(email, 'utf8').replace(/=\r?\n/g, '')).toContain(
    'Lagoon Screens Ikeja City Mall, Obafemi Awolowo Way, Alausa, Ikeja',
  );
  const screening = (
    record.data as unknown as {
      screening: { location_name: string; start: string; attendance_date: string };
    }
  ).screening;
  expect(screening).toMatchObject({
    location_name: 'Lagoon Screens Ikeja City Mall',
    start: '7:30PM',
    attendance_date: day,
  });
  // The QR's signed code admits to this screening: the film, the cinema, the day and the Lagos showtime.
  const claims = signedClaims((await readQr(order.qrCodes().first())) ?? '');
  expect(claims).toMatchObject({ r: reference, k: 'cinema' });
  expect(claims?.l).toMatch(new RegExp(`^cinema:[^:]+:[^:]+:${day}T19:30$`));
});

test('a screening sold out while the customer chooses is explained and nothing is held', async ({
  page,
}) => {
  const film = new FilmPage(page);
  await page.goto('/cinema');
  await page
    .getByRole('list', { name: 'Films now showing' })
    .getByRole('link', { name: 'Gidi Heat' })
    .click();
  // Lekki at 12:30 pm: a screening no other test touches.
  await film.chooseCinema('Lagoon Screens Lekki');
  const day = (await film
    .days()
    .getByRole('link')
    .nth(1)
    .locator('time')
    .getAttribute('datetime'))!;
  await film.chooseDay(1);
  await film.chooseTime('12:30 pm');
  const tickets = new EventPage(page);
  await tickets.choose({ Regular: 2 });
  await tickets.fillContact({ ...contact, email: 'tobi.soldout@example.com' });

  const filmId = new URL(page.url()).pathname.split('/').pop()!;
  await holdWholeScreening(await findScreening(filmId, 'Lagoon Screens Lekki', '12:30PM', day));
  await tickets.reserveButton().click();
  await expect(tickets.alert()).toHaveText(
    'Regular is sold out. Change your tickets and try again.',
  );
  await expect(page).toHaveURL(/\/cinema\//);
});
