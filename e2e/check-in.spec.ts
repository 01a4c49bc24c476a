// Checking tickets in at the door against the real service: orders bought through the real checkout, a valid
// scan through a fake camera showing the QR, the same ticket again, a ticket for another event, a coach
// passenger boarding by seat and a hotel guest arriving by booking number (both by search), check-ins made
// offline and sent when the network returns, one ticket scanned on two offline devices (one conflict), and a
// check-in by keyboard alone; axe clean, on a phone and on a desktop.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { BusSearchPage, DeparturePage } from './pages/bus';
import { CheckoutPage, OrderPage } from './pages/checkout';
import { HotelPage } from './pages/hotels';
import { lagosDayFromToday } from './support/days';
import { CheckInPage, moveEventToNow } from './support/door';
import { fakeCameraArgs, writeQrVideo } from './support/fake-camera';
import { eventIdByTitle } from './support/inventory';
import { tabTo } from './support/keyboard';
import { readQr } from './support/ticket-qr';
import { reserveOnEventPage } from './support/reserve';
import { createStaff, signIn, uniqueStaffEmail } from './support/staff';

// Events no other spec sells: one moved to tonight, one on its own later day.
const TONIGHT = 'Naija Roast Battle';
const ELSEWHERE = 'Port Harcourt Rhythm Fest';
const PASSWORD = 'door-password-1234';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const contact = (name: string, tag: string) => ({
  name,
  email: `${tag}@example.com`,
  phone: '0803 123 4567',
});

async function expectAxeClean(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

/** Pays for what the checkout holds; the order's reference and the codes its QR codes show. */
async function payAndReadCodes(page: Page): Promise<{ reference: string; codes: string[] }> {
  await new CheckoutPage(page).payAndApprove();
  const order = new OrderPage(page);
  const reference = await order.expectConfirmed();
  const codes: string[] = [];
  for (const qr of await order.qrCodes().all()) codes.push((await readQr(qr)) ?? 'unreadable');
  return { reference, codes };
}

async function buyEventTickets(
  page: Page,
  title: string,
  tier: string,
  quantity: number,
  name: string,
) {
  await reserveOnEventPage(
    page,
    await eventIdByTitle(title),
    { [tier]: quantity },
    contact(name, `door-${Date.now()}`),
  );
  return payAndReadCodes(page);
}

/** A seat on the next coach from Lagos to Ibadan (today's when one is left, else tomorrow's first); its number. */
async function buyCoachSeat(page: Page): Promise<string> {
  const search = new BusSearchPage(page);
  let date = lagosDayFromToday(0);
  await search.open(`?from=Lagos&to=Ibadan&date=${date}&travellers=1`);
  if ((await search.departures().count()) === 0) {
    date = lagosDayFromToday(1);
    await search.open(`?from=Lagos&to=Ibadan&date=${date}&travellers=1`);
  }
  await search
    .departures()
    .first()
    .getByRole('link', { name: /^Choose seats/ })
    .click();
  const departure = new DeparturePage(page);
  const seat = departure
    .grid()
    .getByRole('checkbox', { name: /, available$/ })
    .first();
  const number = /^Seat (\d+)/.exec((await seat.getAttribute('aria-label')) ?? '')![1]!;
  await departure.chooseSeat(number);
  await departure.fillContact(contact('Tunde Bello', `coach-${Date.now()}`));
  await departure.reserveButton().click();
  await new CheckoutPage(page).expectOpen();
  await payAndReadCodes(page);
  return number;
}

/** A room from tonight, one night; the booking number. */
async function bookRoomTonight(page: Page): Promise<string> {
  const hotel = new HotelPage(page);
  await hotel.open(1, {
    checkin: lagosDayFromToday(0),
    checkout: lagosDayFromToday(1),
    guests: 1,
    rooms: 1,
  });
  await hotel.roomType('Standard Room').check();
  await hotel.fillGuest(contact('Ngozi Eze', `stay-${Date.now()}`));
  await hotel.reserveButton().click();
  await new CheckoutPage(page).expectOpen();
  return (await payAndReadCodes(page)).reference;
}

/** The list's count on a device: checked in, and sold. */
async function checkedInOfSold(door: CheckInPage): Promise<[number, number]> {
  await expect(door.counts()).toContainText(/\d+\s*of \d+ sold/);
  const [, checkedIn, sold] = /(\d+)\s*of (\d+) sold/.exec(
    (await door.counts().textContent()) ?? '',
  )!;
  return [Number(checkedIn), Number(sold)];
}

/** A signed-in door device in its own context, checking the night's list in at `gate`. */
async function doorDevice(
  browser: Browser,
  email: string,
  gate: string,
  viewport = DESKTOP,
): Promise<{ context: BrowserContext; door: CheckInPage }> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await signIn(page, email, PASSWORD, '/box-office/check-in');
  const door = new CheckInPage(page);
  await door.choose(TONIGHT, gate);
  return { context, door };
}

test.describe.serial('the door', () => {
  const door = uniqueStaffEmail('door');
  let tonight: { reference: string; codes: string[] };
  let elsewhere: { reference: string; codes: string[] };

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(180_000);
    createStaff(door, 'door', PASSWORD, 'Chidi Door');
    moveEventToNow(TONIGHT);
    const page = await browser.newPage();
    tonight = await buyEventTickets(page, TONIGHT, 'Regular', 5, 'Ada Obi');
    elsewhere = await buyEventTickets(page, ELSEWHERE, 'Day Pass', 1, 'Bayo Ade');
    await page.close();
    expect(tonight.codes).toHaveLength(5);
    for (const code of [...tonight.codes, ...elsewhere.codes]) expect(code).toMatch(/^TK1\./);
  });

  test('a camera scan lets a ticket in; the same ticket again and one for another event are stopped', async ({
    playwright,
    browserName,
  }, testInfo) => {
    test.skip(browserName !== 'chromium', 'the fake camera is a Chromium switch');
    const video = writeQrVideo(
      join(tmpdir(), `check-in-qr-${testInfo.workerIndex}.y4m`),
      tonight.codes[0]!,
    );
    const launch = testInfo.project.use.launchOptions ?? {};
    // A browser of its own, whose camera shows the ticket's QR code.
    const browser = await playwright.chromium.launch({
      ...launch,
      args: [...(launch.args ?? []), ...fakeCameraArgs(video)],
    });
    try {
      const { context, door: page } = await doorDevice(browser, door, 'North door', PHONE);
      await context.grantPermissions(['camera']);
      // Counted from what the list had (a retry of these tests finds the first attempt's tickets and check-ins).
      const [before, sold] = await checkedInOfSold(page);
      await page.page.getByRole('button', { name: 'Start camera' }).click();
      await expect(page.answer()).toContainText('Valid: let in', { timeout: 15_000 });
      await expect(page.answer()).toContainText('Ada Obi');
      await expect(page.answer()).toContainText('4 more tickets on order are still to come.');
      await page.page.getByRole('button', { name: 'Stop camera' }).click();
      await expect(page.counts()).toContainText(new RegExp(`${before + 1}\\s*of ${sold} sold`));
      await page.page.screenshot({ path: '/tmp/scan-valid-390.png', fullPage: true });

      await page.scan(tonight.codes[0]!);
      await expect(page.answer()).toContainText('Already checked in');
      await expect(page.answer()).toContainText('North door, by Chidi Door');
      await page.page.screenshot({ path: '/tmp/scan-already-390.png', fullPage: true });

      await page.scan(elsewhere.codes[0]!);
      await expect(page.answer()).toContainText('Wrong event, day or departure');
      await expect(page.answer()).toContainText(`This ticket is for ${ELSEWHERE}`);
      await expectAxeClean(page.page);
      await page.page.setViewportSize(DESKTOP);
      await page.page.screenshot({ path: '/tmp/scan-wrong-1280.png', fullPage: true });

      // A changed character: forged.
      const code = tonight.codes[1]!;
      await page.scan(code.slice(0, -3) + (code.at(-3) === 'A' ? 'B' : 'A') + code.slice(-2));
      await expect(page.answer()).toContainText(/Forged|Unknown/);
      await context.close();
    } finally {
      await browser.close();
    }
  });

  test('offline, the page checks two tickets in and sends them when the network returns', async ({
    browser,
  }) => {
    const { context, door: page } = await doorDevice(browser, door, 'South door');
    const [before, sold] = await checkedInOfSold(page);
    await context.setOffline(true);
    await expect(page.status()).toContainText('Offline');
    await page.scan(tonight.codes[1]!);
    await expect(page.answer()).toContainText('Valid: let in');
    await expect(page.answer()).toContainText('it will be sent when the network is back');
    await page.scan(tonight.codes[2]!);
    await expect(page.answer()).toContainText('Valid: let in');
    await expect(page.status()).toContainText('2 waiting to send');
    // Scanned again on the same device, offline: already in.
    await page.scan(tonight.codes[1]!);
    await expect(page.answer()).toContainText('Already checked in');
    await page.page.screenshot({ path: '/tmp/scan-offline-1280.png', fullPage: true });
    await expectAxeClean(page.page);
    // The service worker serves the page itself with no network; the queue is still there.
    await page.page.reload();
    await page.expectListOnDevice();
    await expect(page.status()).toContainText('2 waiting to send');

    await context.setOffline(false);
    await expect(page.status()).toContainText('Online');
    await expect(page.status()).not.toContainText('waiting to send', { timeout: 20_000 });
    await page.page.reload();
    await expect(page.counts()).toContainText(new RegExp(`${before + 2}\\s*of ${sold} sold`));
    await context.close();
  });

  test('one ticket scanned on two offline devices is checked in once and shown as one conflict', async ({
    browser,
  }) => {
    const first = await doorDevice(browser, door, 'East door');
    const second = await doorDevice(browser, door, 'West door');
    for (const device of [first, second]) {
      await device.context.setOffline(true);
      await device.door.scan(tonight.codes[3]!);
      await expect(device.door.answer()).toContainText('Valid: let in');
      await expect(device.door.status()).toContainText('1 waiting to send');
    }
    await first.context.setOffline(false);
    await expect(first.door.status()).not.toContainText('waiting to send', { timeout: 20_000 });
    await second.context.setOffline(false);
    const conflict = second.door.page
      .getByRole('alert')
      .filter({ hasText: 'Sent, but not recorded' });
    await expect(conflict).toContainText('Conflict: Ada Obi', { timeout: 20_000 });
    await expect(conflict).toContainText('West door');
    await expect(
      first.door.page.getByRole('alert').filter({ hasText: 'Sent, but not recorded' }),
    ).toHaveCount(0);
    await second.door.page.screenshot({ path: '/tmp/scan-conflict-1280.png', fullPage: true });
    await first.context.close();
    await second.context.close();

    // The supervisor sees it with both gates.
    const supervisor = uniqueStaffEmail('door-supervisor');
    createStaff(supervisor, 'supervisor', PASSWORD);
    const page = await browser.newPage();
    await signIn(page, supervisor, PASSWORD, '/box-office/check-in/summary');
    const conflicts = page
      .getByRole('region', { name: 'Conflicts to resolve' })
      .getByRole('row')
      .filter({ hasText: tonight.reference });
    await expect(conflicts).toHaveCount(1);
    await expect(conflicts).toContainText('East door');
    await expect(conflicts).toContainText('West door');
    await page.close();
  });

  test('a coach passenger boards by seat and a hotel guest arrives by booking number, found by search', async ({
    page,
  }) => {
    const seat = await buyCoachSeat(page);
    const booking = await bookRoomTonight(page);
    await signIn(page, door, PASSWORD, '/box-office/check-in');
    const checkIn = new CheckInPage(page);
    await page.setViewportSize(PHONE);
    await checkIn.choose(/^Lagos → Ibadan/, 'Bay 3');
    await checkIn.search(seat);
    // A seat number's digits may also be in other orders' phones or references (other tests buy on this list):
    // the passenger's seat is found once, whatever else matches.
    const passenger = checkIn
      .found()
      .getByRole('button', { name: `Check in Tunde Bello, Seat ${seat}` });
    await expect(passenger).toHaveCount(1);
    await passenger.click();
    // Boarding opens four hours before the departure: a coach later today or tomorrow is not boarding yet.
    await expect(checkIn.answer()).toContainText(/Valid: let in|Not valid yet/);
    await expect(checkIn.answer()).toContainText(`Tunde Bello · Seat ${seat}`);
    await page.screenshot({ path: '/tmp/scan-coach-390.png', fullPage: true });

    await page.getByRole('button', { name: 'Change list or gate' }).click();
    // Other tests book rooms too: the arrivals of this hotel (the first of the demo's), tonight.
    await checkIn.choose({ key: `hotel:1:${lagosDayFromToday(0)}` }, 'Front desk');
    await checkIn.search(booking);
    await checkIn
      .found()
      .first()
      .getByRole('button', { name: /^Check in Ngozi Eze/ })
      .click();
    await expect(checkIn.answer()).toContainText('Valid: let in');
    await expect(checkIn.answer()).toContainText(`Order ${booking}`);
    await expectAxeClean(page);
  });

  test('a check-in by keyboard alone', async ({ page }) => {
    await signIn(page, door, PASSWORD, '/box-office/check-in');
    await page
      .getByRole('button', { name: 'Change list or gate' })
      .or(page.getByLabel('Checking in'))
      .first()
      .waitFor();
    if (await page.getByRole('button', { name: 'Change list or gate' }).isVisible()) {
      await tabTo(page, page.getByRole('button', { name: 'Change list or gate' }));
      await page.keyboard.press('Enter');
    }
    await tabTo(page, page.getByLabel('Checking in'));
    const label = await page
      .getByLabel('Checking in')
      .locator('option')
      .filter({ hasText: TONIGHT })
      .first()
      .textContent();
    // A focused select takes the first letters of its option, as a person types them.
    await page.keyboard.type(label!.slice(0, 8));
    await expect(page.getByLabel('Checking in')).toHaveValue(/^event:/);
    await page.keyboard.press('Tab');
    await page.keyboard.type('Keyboard gate');
    await page.keyboard.press('Enter');
    await new CheckInPage(page).expectListOnDevice();
    await tabTo(page, page.getByRole('searchbox', { name: 'Name, phone, reference or seat' }));
    await page.keyboard.type(tonight.reference);
    await page.keyboard.press('Enter');
    const button = page.getByRole('button', { name: /^Check in Ada Obi/ }).last();
    await tabTo(page, button);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('region', { name: 'Scan result' })).toContainText('Valid: let in');
    await expect(page.getByRole('region', { name: 'Scan result' })).toContainText(
      'No other tickets on this order to come.',
    );
  });
});
