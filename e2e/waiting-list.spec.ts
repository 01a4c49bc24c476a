// The waiting list of a sold-out ticket category, against the real service: every seat held by another customer, a
// customer joins the list (and a second after them); a seat comes back (the other customer cancels one hold), the
// storefront emails the first their turn; another customer is refused the seat while the turn runs; the first opens
// the emailed link and buys; the second leaves from their email's link; a supervisor sees the list's figures.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { EventPage } from './pages/catalogue';
import { CheckoutPage, OrderPage } from './pages/checkout';
import { HotelPage } from './pages/hotels';
import { lagosDayFromToday } from './support/days';
import {
  eventIdByTitle,
  holdAsSomeoneElse,
  holdStayAsSomeoneElse,
  ticketSlots,
} from './support/inventory';
import { createStaff, signIn, uniqueStaffEmail } from './support/staff';

// An event no other spec reserves; its smallest category.
const EVENT = 'Sweet Mother Monologues';
const TICKET = 'Seat';
const OUTBOX = '.data/outbox';
const MOBILE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const PASSWORD = 'waiting-list-supervisor-1';

async function expectAxeClean(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

/** The emails to `to` (quoted-printable soft breaks undone) carrying a link to `path`'s kind. */
function mailsTo(to: string, kind: 'leave' | 'turn'): string[] {
  if (!existsSync(OUTBOX)) return [];
  return readdirSync(OUTBOX)
    .filter((name) => name.startsWith('waiting-list-'))
    .map((name) => readFileSync(join(OUTBOX, name), 'utf8').replace(/=\r?\n/g, ''))
    .filter(
      (raw) =>
        raw.includes(`To: ${to}`) &&
        (kind === 'turn'
          ? raw.includes('/waiting-list/turn/')
          : !raw.includes('/waiting-list/turn/')),
    );
}

/** The link of that kind in the newest such email, as a path. */
async function emailedPath(to: string, kind: 'leave' | 'turn'): Promise<string> {
  await expect
    .poll(() => mailsTo(to, kind).length, { timeout: 20_000, intervals: [500] })
    .toBeGreaterThan(0);
  const match = new RegExp(`https?://[^/\\s]+(/waiting-list/${kind}/[A-Za-z0-9_-]{22})`).exec(
    mailsTo(to, kind).at(-1)!,
  );
  return match![1]!;
}

async function customer(browser: Browser) {
  const context = await browser.newContext();
  return context.newPage();
}

const joinForm = (scope: Page | Locator) =>
  scope.getByRole('form', { name: 'Join the waiting list' });

async function joinList(page: Page, email: string, unit = 'ticket') {
  const form = joinForm(page);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('How many').selectOption('1');
  await form.getByRole('button', { name: 'Join the waiting list' }).click();
  await expect(form.getByRole('status')).toHaveText(
    `You’re on the waiting list for 1 ${unit}. We’ve emailed ${email}; if ${unit}s come back, we’ll email you in turn.`,
  );
}

test('a sold-out category’s waiting list: join, a seat comes back, the emailed turn buys it, others wait, leave', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const tag = Date.now().toString(36);
  const ada = `ada.waitlist-${tag}@example.com`;
  const bo = `bo.waitlist-${tag}@example.com`;
  const eventId = await eventIdByTitle(EVENT);
  const left = (await ticketSlots(eventId))[TICKET]!;
  expect(left).toBeGreaterThanOrEqual(2);
  // Another customer holds every seat, in two holds: one of a single seat they will cancel.
  const most = await holdAsSomeoneElse(eventId, TICKET, left - 1);
  const one = await holdAsSomeoneElse(eventId, TICKET, 1);
  try {
    // A query of its own: this page is drawn now, not served from the cache of an earlier visit.
    await page.setViewportSize(MOBILE);
    await page.goto(`/events/${eventId}?waiting=${tag}`);
    const event = new EventPage(page);
    await expect(event.tickets()).toContainText('Seat is sold out.');
    await joinList(page, ada);
    await joinList(page, bo);
    await expectAxeClean(page);
    await joinForm(page).screenshot({ path: '/tmp/waitlist-join-mobile.png' });
    await page.setViewportSize(DESKTOP);
    await page.screenshot({ path: '/tmp/waitlist-join-desktop.png', fullPage: true });
    const leavePath = await emailedPath(bo, 'leave');

    // A seat comes back; the next page that reads the tickets hands the list on: Ada is emailed her turn.
    await one.release();
    const carl = await customer(browser);
    await carl.goto(`/events/${eventId}?waiting=${tag}-carl`);
    const turnPath = await emailedPath(ada, 'turn');
    expect(mailsTo(bo, 'turn')).toEqual([]);

    // Carl sees the seat but may not hold it: it is kept for Ada's turn.
    const carlsPage = new EventPage(carl);
    await carl.getByLabel(`Quantity of ${TICKET}`, { exact: true }).selectOption('1');
    await carlsPage.fillContact({
      name: 'Carl Ade',
      email: `carl.waitlist-${tag}@example.com`,
      phone: '0803 123 4567',
    });
    await carlsPage.reserveButton().click();
    await expect(carlsPage.alert()).toContainText('kept for customers on the waiting list');

    // Ada opens her link in her own browser, and buys the seat.
    const adaPage = await customer(browser);
    await adaPage.setViewportSize(MOBILE);
    await adaPage.goto(turnPath);
    await expect(adaPage.getByRole('heading', { level: 1, name: 'It’s your turn' })).toBeVisible();
    await expectAxeClean(adaPage);
    await adaPage.screenshot({ path: '/tmp/waitlist-turn-mobile.png', fullPage: true });
    await adaPage.getByRole('button', { name: 'Choose your tickets' }).click();
    await expect(adaPage).toHaveURL(new RegExp(`/events/${eventId}#tickets$`));
    const adasEvent = new EventPage(adaPage);
    await expect(adasEvent.tickets()).toContainText(
      'It’s your turn from the waiting list. One ticket is kept for you',
    );
    await adaPage.screenshot({ path: '/tmp/waitlist-turn-event-mobile.png', fullPage: true });
    await adaPage.getByLabel(`Quantity of ${TICKET}`, { exact: true }).selectOption('1');
    await adasEvent.fillContact({ name: 'Ada Obi', email: ada, phone: '0803 123 4567' });
    await adasEvent.reserveButton().click();
    const checkout = new CheckoutPage(adaPage);
    await checkout.expectOpen();
    await checkout.payAndApprove();
    await new OrderPage(adaPage).expectConfirmed();

    // Bo leaves from the email: opening the link leaves nothing; the button does.
    await page.goto(leavePath);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Leave the waiting list' }),
    ).toBeVisible();
    await expect(page.getByText(`as ${bo}`)).toBeVisible();
    await expectAxeClean(page);
    await page.getByRole('button', { name: 'Leave the waiting list' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'You have left the waiting list. We won’t email you about these tickets again.',
    );
    await page.goto(leavePath);
    await expect(page.getByText('This link is not on any waiting list now')).toBeVisible();

    // A supervisor sees the list: nobody waiting, one bought, one left.
    const supervisor = uniqueStaffEmail('waitlist');
    createStaff(supervisor, 'supervisor', PASSWORD);
    await signIn(page, supervisor, PASSWORD, '/box-office/waiting-lists');
    await expect(
      page
        .getByRole('navigation', { name: 'Box office' })
        .getByRole('link', { name: 'Waiting lists' }),
    ).toHaveAttribute('aria-current', 'page');
    const row = page
      .getByRole('row')
      .filter({ hasText: `${EVENT}` })
      .filter({ hasText: TICKET });
    await expect(row.getByRole('cell')).toHaveText(['0', '0', '1', '0', '1', /\d/]);
    await expectAxeClean(page);
    await page.screenshot({ path: '/tmp/waitlist-supervisor-desktop.png', fullPage: true });
    await page.setViewportSize(MOBILE);
    await page.screenshot({ path: '/tmp/waitlist-supervisor-mobile.png', fullPage: true });
  } finally {
    await most.release();
  }
});

test('a room type sold out for the dates asked offers its waiting list on the hotel page', async ({
  page,
}) => {
  // The demo's Presidential Suite (one room) at Lagoon Crest Victoria Island (server/inventory/seed/hospitality.ts),
  // on dates of this run's own, held by another guest.
  const ahead = 100 + (Date.now() % 150);
  const [checkin, checkout] = [lagosDayFromToday(ahead), lagosDayFromToday(ahead + 1)];
  const held = await holdStayAsSomeoneElse(4, checkin, checkout);
  try {
    await page.setViewportSize(MOBILE);
    const hotel = new HotelPage(page);
    await hotel.open(1, { checkin, checkout, guests: 1, rooms: 1 });
    await expect(joinForm(hotel.booking())).toContainText(
      'Presidential Suite is sold out. If rooms come back, we’ll email the people waiting',
    );
    await joinList(hotel.page, `ada.room-${Date.now().toString(36)}@example.com`, 'room');
    await expectAxeClean(page);
    await joinForm(page).screenshot({ path: '/tmp/waitlist2-room-mobile.png' });
    await page.setViewportSize(DESKTOP);
    await hotel.booking().screenshot({ path: '/tmp/waitlist2-room-desktop.png' });
  } finally {
    await held.release();
  }
});
