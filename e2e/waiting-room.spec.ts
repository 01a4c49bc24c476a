// A waiting room in front of an on-sale, against the real service: a supervisor turns one on for an event; the first
// visitor is let in and buys while the second waits (position, people ahead, estimated wait, a live region), then is
// let in and reserves; a visitor whose page was drawn before the room opened is refused by the reserve action itself;
// a browser without scripts waits too (the page reloads itself); removing the room ends the queue for those in it.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { EventPage, type Contact } from './pages/catalogue';
import { CheckoutPage, OrderPage } from './pages/checkout';
import { eventIdByTitle } from './support/inventory';
import { createStaff, signIn, uniqueStaffEmail } from './support/staff';

// An event no other spec reserves: its room is removed at the end, but a failed run leaves nothing on the others.
const EVENT = 'Lagos Jazz Sundays';
const TICKET = 'Seat + Dinner';
const PASSWORD = 'queue-supervisor-pass-1';
const MOBILE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const contact = (tag: string): Contact => ({
  name: 'Ada Obi',
  email: `ada.queue-${tag}@example.com`,
  phone: '0803 123 4567',
});

async function expectAxeClean(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

async function visitor(browser: Browser, options: { javaScriptEnabled?: boolean } = {}) {
  const context = await browser.newContext(options);
  return { context, page: await context.newPage() };
}

const placeHeading = (page: Page) => page.getByRole('heading', { level: 2 }).first();

/** Joins the queue from the event's page, as a visitor without a turn sees it. */
async function joinFromEventPage(page: Page, eventId: string, screenshot?: string) {
  const event = new EventPage(page);
  await event.open(eventId);
  await expect(event.tickets()).toContainText(
    'Tickets are sold through a waiting room: join the queue.',
  );
  await expect(event.reserveButton()).toHaveCount(0);
  if (screenshot) await page.screenshot({ path: screenshot, fullPage: true });
  await event.tickets().getByRole('button', { name: 'Join the queue' }).click();
  await expect(page).toHaveURL(new RegExp(`/waiting-room/event(:|%3A)${eventId}$`));
}

async function reserveOne(page: Page, tag: string) {
  const event = new EventPage(page);
  await event.choose({ [TICKET]: 1 });
  await event.fillContact(contact(tag));
  await event.reserveButton().click();
  const checkout = new CheckoutPage(page);
  await checkout.expectOpen();
  return checkout;
}

test('a supervisor opens a waiting room; visitors queue, are let in one at a time and reserve; nobody else can', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const eventId = await eventIdByTitle(EVENT);
  const supervisor = uniqueStaffEmail('queue');
  createStaff(supervisor, 'supervisor', PASSWORD);

  // Drawn before the room opens (its own address, so the page cache keeps it from the others): a reserve form.
  const early = await visitor(browser);
  await early.page.goto(`/events/${eventId}?drawn=before-the-queue`);
  await expect(new EventPage(early.page).reserveButton()).toBeVisible();

  await page.setViewportSize(DESKTOP);
  await signIn(page, supervisor, PASSWORD, '/box-office/waiting-rooms');
  await expect(
    page
      .getByRole('navigation', { name: 'Box office' })
      .getByRole('link', { name: 'Waiting rooms' }),
  ).toHaveAttribute('aria-current', 'page');
  const adding = page.getByRole('region', { name: 'Add a waiting room' });
  await adding.getByLabel('For').selectOption({ label: EVENT });
  await adding.getByLabel('Admissions per minute').fill('');
  await adding.getByLabel('Active shoppers at most').fill('1');
  await adding.getByLabel('Turn length (minutes)').fill('10');
  await adding.getByRole('button', { name: 'Add waiting room' }).click();
  await expect(adding.getByRole('status')).toHaveText(
    `The waiting room for ${EVENT} is saved and on.`,
  );
  const room = page.getByRole('region', { name: EVENT });
  await expect(room).toContainText('On sale: letting shoppers in');
  await expectAxeClean(page);

  // The first visitor is let in at once (nobody is shopping), goes to the tickets and reserves.
  const first = await visitor(browser);
  await joinFromEventPage(first.page, eventId);
  await expect(placeHeading(first.page)).toHaveText(/^It’s your turn — you have (10|9) minutes$/);
  await first.page.getByRole('button', { name: 'Choose your tickets' }).click();
  await expect(first.page).toHaveURL(new RegExp(`/events/${eventId}#tickets$`));
  const firstCheckout = await reserveOne(first.page, 'first');

  // The second waits behind the first's turn: its place, nobody ahead, the wait the room's limits give.
  const second = await visitor(browser);
  await second.page.setViewportSize(MOBILE);
  await joinFromEventPage(second.page, eventId, '/tmp/roompages-event-notice-mobile.png');
  await expect(placeHeading(second.page)).toHaveText('You are in the queue');
  const figures = second.page.getByRole('region', { name: 'You are in the queue' });
  await expect(figures).toContainText(/Your place\s*1/);
  await expect(figures).toContainText(/People ahead\s*0/);
  await expect(figures).toContainText(/Estimated wait\s*about 10 minutes/);
  await expect(second.page.locator('[aria-live="polite"]')).toHaveCount(1);
  await second.page.getByLabel('Email me when it’s my turn').fill('ada.queue-second@example.com');
  await second.page.getByRole('button', { name: 'Email me' }).click();
  await expect(
    second.page.getByText('We will email ada.queue-second@example.com when it is your turn.'),
  ).toBeVisible();
  await expectAxeClean(second.page);
  await second.page.screenshot({ path: '/tmp/roompages-waiting-mobile.png', fullPage: true });
  await second.page.setViewportSize(DESKTOP);
  await second.page.screenshot({ path: '/tmp/roompages-waiting-desktop.png', fullPage: true });

  // Without scripts the page is whole, and reloads itself.
  const plain = await visitor(browser, { javaScriptEnabled: false });
  await joinFromEventPage(plain.page, eventId);
  await expect(plain.page.getByRole('region', { name: 'You are in the queue' })).toContainText(
    /Your place\s*2/,
  );
  await expect(plain.page.locator('meta[http-equiv="refresh"]')).toHaveAttribute('content', '5');
  await expect(
    plain.page.getByText('Without scripts this page reloads itself every 5 seconds.'),
  ).toBeVisible();

  // A page drawn before the room opened still posts the reserve action: the action itself refuses, and says where to queue.
  const stale = new EventPage(early.page);
  await stale.choose({ [TICKET]: 1 });
  await stale.fillContact(contact('early'));
  await stale.reserveButton().click();
  await expect(stale.alert()).toContainText('sold through a waiting room');
  await expect(stale.alert().getByRole('link', { name: 'Join the queue' })).toHaveAttribute(
    'href',
    `/waiting-room/event:${eventId}`,
  );
  await expect(early.page).toHaveURL(/\/events\//);

  // The supervisor sees the queue.
  await page.reload();
  await expect(room.getByRole('definition').nth(0)).toHaveText('2');
  await expect(room.getByRole('definition').nth(1)).toHaveText('1');
  await page.setViewportSize(MOBILE);
  await page.screenshot({ path: '/tmp/roompages-supervisor-mobile.png', fullPage: true });
  await page.setViewportSize(DESKTOP);
  await page.screenshot({ path: '/tmp/roompages-supervisor-desktop.png', fullPage: true });

  // The first buys: their place is done, and the second is let in while watching the page (and hears it).
  await firstCheckout.payAndApprove();
  await new OrderPage(first.page).expectConfirmed();
  await expect(placeHeading(second.page)).toHaveText(/^It’s your turn — you have (10|9) minutes$/, {
    timeout: 20_000,
  });
  await expect(second.page.locator('[aria-live="polite"]')).toHaveText(
    'It’s your turn. Go to the tickets now.',
  );
  await second.page.screenshot({ path: '/tmp/roompages-turn-desktop.png', fullPage: true });
  await second.page.getByRole('button', { name: 'Choose your tickets' }).click();
  await reserveOne(second.page, 'second');

  // Removing the room ends the queue: the visitor still waiting is told so, and the change is in the audit log.
  await room.getByRole('button', { name: `Remove the waiting room for ${EVENT}` }).click();
  await expect(page.getByRole('region', { name: EVENT })).toHaveCount(0);
  await plain.page.reload();
  await expect(placeHeading(plain.page)).toHaveText('No queue right now');
  await page.goto('/box-office/audit?action=waiting-room-saved');
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: `event:${eventId}` })
      .filter({ hasText: supervisor.split('@')[0]! })
      .first(),
  ).toBeVisible();
  await page.goto('/box-office/audit?action=waiting-room-removed');
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: `event:${eventId}` })
      .first(),
  ).toBeVisible();
  for (const { context } of [early, first, second, plain]) await context.close();
});
