// The door's sheets in a real browser: a coach's boarding manifest and a hotel's arrivals (on screen and for A4
// print), the CSV of an event's list, and the supervisors' summary with a conflict to resolve; what the door team
// may not open; accessibility on a phone and a desktop.
import { randomBytes, randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { E2E_STOREFRONT_DB_PATH } from '../playwright.config';
import { createStaff, signIn, staffCommand, uniqueStaffEmail } from './support/staff';

const PASSWORD = 'correct horse battery staple';
const HOUR = 3_600_000;
const tag = randomBytes(3).toString('hex');
const BUS = `bus:e2e-${tag}:2026-12-05`;
const HOTEL = `hotel:e2e-${tag}:2026-12-05`;
const EVENT = `event:e2e-${tag}:2026-12-05`;

async function expectAxeClean(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

interface Seed {
  list: string;
  title: string;
  kind: string;
  seat?: string;
  room?: string;
  nights?: number;
  name: string;
  reference: string;
}

/** Writes tickets (as the ledger does when an order completes) and check-ins straight into the e2e database. */
function seed(doorEmail: string) {
  const db = new Database(E2E_STOREFRONT_DB_PATH);
  try {
    const now = Date.now();
    const staff = db.prepare('select id from staff where email = ?').get(doorEmail) as {
      id: string;
    };
    const tickets: Array<Seed & { id: string }> = [
      {
        list: BUS,
        title: 'Lagos → Abuja 07:00',
        kind: 'bus',
        seat: '10',
        name: 'Bola Ade',
        reference: `web-BUS1${tag}`,
      },
      {
        list: BUS,
        title: 'Lagos → Abuja 07:00',
        kind: 'bus',
        seat: '2',
        name: 'Chidi Eze',
        reference: `web-BUS2${tag}`,
      },
      {
        list: BUS,
        title: 'Lagos → Abuja 07:00',
        kind: 'bus',
        seat: '1',
        name: 'Ada Obi',
        reference: `web-BUS3${tag}`,
      },
      {
        list: HOTEL,
        title: 'Lagoon Crest · arrivals',
        kind: 'hotel',
        room: 'Deluxe King',
        nights: 3,
        name: 'Funke Ola',
        reference: `web-HTL1${tag}`,
      },
      {
        list: EVENT,
        title: `Afrobeats Live ${tag}`,
        kind: 'event',
        name: '=HYPERLINK("http://evil.example")',
        reference: `web-EVT1${tag}`,
      },
      {
        list: EVENT,
        title: `Afrobeats Live ${tag}`,
        kind: 'event',
        name: 'Ngozi, "Ngo" Uche',
        reference: `web-EVT2${tag}`,
      },
    ].map((ticket) => ({ ...ticket, id: randomBytes(9).toString('base64url') }));
    const insert = db.prepare(
      `insert into tickets (id, reference, position, kind, service_code, list_key, list_title, starts_at, valid_from, valid_until, ticket_type, seat, room, nights,
        holder_name, holder_email, holder_phone, channel, signed_code, created_at) values (?, ?, 0, ?, ?, ?, ?, ?, ?, ?, 'Regular', ?, ?, ?, ?, 'guest@example.com', '+2348031234567', 'web', 'TK1.x.y', ?)`,
    );
    for (const t of tickets)
      insert.run(
        t.id,
        t.reference,
        t.kind,
        `SVC-${t.id}`,
        t.list,
        t.title,
        now - HOUR,
        now - 3 * HOUR,
        now + 6 * HOUR,
        t.seat ?? null,
        t.room ?? null,
        t.nights ?? null,
        t.name,
        now - 24 * HOUR,
      );
    const checkIn = db.prepare(
      `insert into check_ins (id, ticket_id, list_key, entry, direction, gate, staff_id, device_id, scanned_at, recorded_at) values (?, ?, ?, 1, 'in', ?, ?, ?, ?, ?)`,
    );
    const boarded = tickets[1]!;
    const first = randomUUID();
    checkIn.run(
      first,
      boarded.id,
      BUS,
      'Door A',
      staff.id,
      'device-one',
      now - 20 * 60_000,
      now - 20 * 60_000,
    );
    checkIn.run(
      randomUUID(),
      tickets[4]!.id,
      EVENT,
      'North',
      staff.id,
      'device-one',
      now - 10 * 60_000,
      now - 10 * 60_000,
    );
    db.prepare(
      `insert into check_in_conflicts (id, ticket_id, list_key, check_in_id, gate, staff_id, device_id, scanned_at, recorded_at, resolved_at, resolved_by) values (?, ?, ?, ?, 'Door B', ?, 'device-two', ?, ?, null, null)`,
    ).run(randomUUID(), boarded.id, BUS, first, staff.id, now - 15 * 60_000, now - 60_000);
  } finally {
    db.close();
  }
}

const door = { email: uniqueStaffEmail('door'), name: 'Gate Keeper' };
const supervisor = uniqueStaffEmail('supervisor');

test.beforeAll(() => {
  staffCommand(
    ['add', door.email, '--role', 'door', '--name', door.name, '--password-stdin'],
    PASSWORD,
  );
  createStaff(supervisor, 'supervisor', PASSWORD);
  seed(door.email);
});

test('the door team lands on check-in, prints a coach’s boarding manifest and a hotel’s arrivals, and cannot sell or see the summary', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/box-office/sign-in');
  await page.getByLabel('Email').fill(door.email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/box-office/check-in');

  await page.goto(`/box-office/check-in/manifest?list=${encodeURIComponent(BUS)}`);
  await expect(page.getByRole('navigation', { name: 'Box office' }).getByRole('link')).toHaveText([
    'Check-in',
  ]);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Boarding manifest: Lagos → Abuja 07:00',
  );
  await expect(page.getByText('Boarded 1 of 3 passengers')).toBeVisible();
  const rows = page.getByRole('table').locator('tbody tr');
  await expect(rows.locator('th')).toHaveText(['1', '2', '10']);
  await expect(rows.nth(1)).toContainText('Chidi Eze');
  await expect(rows.nth(1)).toContainText('Door A');
  await expect(rows.nth(0)).toContainText('Not yet');
  await expect(rows.nth(0)).toContainText('+2348031234567');
  // The door team gets no CSV of everyone's phone and email.
  await expect(page.getByRole('link', { name: 'Download CSV' })).toHaveCount(0);
  await expectAxeClean(page);
  // The table scrolls sideways inside its frame; the page itself stays the phone's width.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: '/tmp/door-manifest-390.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: '/tmp/door-manifest-1280.png', fullPage: true });
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeHidden();
  await page.screenshot({ path: '/tmp/door-manifest-print.png', fullPage: true });
  await page.emulateMedia({ media: 'screen' });

  await page.goto(`/box-office/check-in/manifest?list=${encodeURIComponent(HOTEL)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Arrivals: Lagoon Crest · arrivals',
  );
  await expect(page.getByRole('table')).toContainText('Deluxe King');
  await expect(page.getByRole('columnheader', { name: 'Booking number' })).toBeVisible();
  await expectAxeClean(page);

  for (const path of ['/box-office', '/box-office/sales', '/box-office/check-in/summary']) {
    await page.goto(path);
    await expect(
      page.getByRole('heading', { name: 'This page is not for the door team' }),
    ).toBeVisible();
  }
  expect(
    (
      await page.request.get(`/box-office/check-in/export?list=${encodeURIComponent(EVENT)}`, {
        headers: { referer: page.url() },
      })
    ).status(),
  ).toBe(403);
});

test('a supervisor sees sold, checked in and the conflict with both gates, resolves it once, and downloads a spreadsheet-safe CSV', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, supervisor, PASSWORD, '/box-office/check-in/summary');
  const conflicts = page.getByRole('region', { name: 'Conflicts to resolve' });
  const conflict = conflicts.getByRole('row').filter({ hasText: `web-BUS2${tag}` });
  await expect(conflict).toContainText('Door A');
  await expect(conflict).toContainText('Door B');
  const event = page
    .getByRole('region', { name: 'Lists of the last 30 days' })
    .getByRole('row')
    .filter({ hasText: `Afrobeats Live ${tag}` });
  // Sold, checked in, and the no-shows of a list already begun.
  await expect(event.getByRole('cell').nth(1)).toHaveText('2');
  await expect(event.getByRole('cell').nth(2)).toHaveText('1');
  await expect(event.getByRole('cell').nth(3)).toHaveText('1');
  await expectAxeClean(page);
  await page.screenshot({ path: '/tmp/door-summary-1280.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: '/tmp/door-summary-390.png', fullPage: true });

  const csv = await page.request.get(
    `/box-office/check-in/export?list=${encodeURIComponent(EVENT)}`,
    { headers: { referer: page.url() } },
  );
  expect(csv.status()).toBe(200);
  expect(csv.headers()['content-type']).toContain('text/csv');
  const text = await csv.text();
  expect(text).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
  expect(text).toContain('"Ngozi, ""Ngo"" Uche"');

  await conflict.getByRole('button', { name: /Resolve/ }).click();
  await expect(conflict).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Check-in summary' })).toBeVisible();
  await expect(conflict).toHaveCount(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the check-in page says scanning needs JavaScript and offers the lists to print', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, door.email, PASSWORD, '/box-office/check-in');
    await expect(page.getByText('Checking tickets in needs JavaScript')).toBeVisible();
    const lists = page.locator('a[href^="/box-office/check-in/manifest"]');
    await expect(lists.first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await lists.first().click();
    await expect(page.getByRole('table')).toBeVisible();
  });
});
