// Two customers race for the same seat against the real service: exactly one holds it, the other is told.
import { expect, test, type Browser } from '@playwright/test';
import { BusSearchPage, DeparturePage } from './pages/bus';
import { lagosDayFromToday } from './support/days';
import { CheckoutPage } from './pages/checkout';

async function customer(browser: Browser, tag: string, href: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(href);
  const departure = new DeparturePage(page);
  await departure.fillContact({
    name: `Racer ${tag}`,
    email: `racer.${tag}@example.com`,
    phone: '0803 123 4567',
  });
  return { context, page, departure };
}

test('two customers choose the same seat: one holds it, the other sees it named and the map updated', async ({
  browser,
  page,
}) => {
  const search = new BusSearchPage(page);
  await search.open(`?from=Lagos&to=Benin City&date=${lagosDayFromToday(1)}&travellers=2`);
  const href = await search
    .departures()
    .first()
    .getByRole('link', { name: /^Choose seats/ })
    .getAttribute('href');
  const a = await customer(browser, 'a', href!);
  const b = await customer(browser, 'b', href!);
  // Both want seats 5 and 6; B also has the first 6 in mind but keeps 7 when 6 is lost.
  await a.departure.chooseSeat('5');
  await a.departure.chooseSeat('6');
  await b.departure.chooseSeat('6');
  await b.departure.chooseSeat('7');

  await Promise.all([a.departure.reserveButton().click(), b.departure.reserveButton().click()]);
  const landed = async (p: typeof a) => {
    await Promise.race([
      p.page.waitForURL(/\/checkout$/),
      p.departure.alert(/just taken/).waitFor(),
    ]);
    return p.page.url().endsWith('/checkout');
  };
  const [aWon, bWon] = await Promise.all([landed(a), landed(b)]);
  expect([aWon, bWon].filter(Boolean)).toHaveLength(1);
  const loser = aWon ? b : a;
  const winner = aWon ? a : b;
  await new CheckoutPage(winner.page).expectOpen();

  await expect(loser.departure.alert('Seat 6 was just taken by someone else')).toBeVisible();
  await expect(loser.departure.seat('6')).not.toBeChecked();
  await expect(loser.departure.seat('6')).toHaveAccessibleName(/, held$/);
  // The other choice is kept.
  const kept = aWon ? '7' : '5';
  await expect(loser.departure.seat(kept)).toBeChecked();
  await expect(loser.departure.chosenSeats()).toContainText('Your seats (1 of 2)');

  // The winner changes their mind: the seats go back on sale and come back chosen on the map.
  await winner.page.getByRole('button', { name: 'Change seats' }).click();
  await expect(winner.departure.grid()).toBeVisible();
  for (const number of aWon ? ['5', '6'] : ['6', '7'])
    await expect(winner.departure.seat(number)).toBeChecked();
  await expect(winner.departure.seat('6')).toHaveAccessibleName(/, available$/);

  await a.context.close();
  await b.context.close();
});
