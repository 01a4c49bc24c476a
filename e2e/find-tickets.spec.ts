// Customers keep their tickets: bought in one browser, found again from another through the emailed link, the
// confirmation sent again; the find form answers alike for everyone and is limited; an altered link says so.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { OrderPage } from './pages/checkout';
import { reserveOnEventPage } from './support/reserve';
import { eventIdByTitle } from './support/inventory';

const EVENT = 'Detty December Warm-Up';
const OUTBOX = '.data/outbox';
const SENT =
  /If this email or phone number was used to buy from us in the last 12 months, we have sent links/;

async function expectAxeClean(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

/** Each MIME part of a raw email, decoded (quoted-printable or base64), with its headers. */
function mimeParts(raw: string): Array<{ headers: string; body: string; base64: string }> {
  const parts: Array<{ headers: string; body: string; base64: string }> = [];
  for (const chunk of raw.split(/\r?\n--[^\r\n]+\r?\n/)) {
    const split = chunk.search(/\r?\n\r?\n/);
    if (split < 0) continue;
    const headers = chunk.slice(0, split);
    const content = chunk
      .slice(split)
      .trim()
      .replace(/\r?\n--[^\r\n]*--\s*$/, '');
    if (/Content-Transfer-Encoding: base64/i.test(headers)) {
      const base64 = content.replace(/\s+/g, '');
      parts.push({ headers, body: Buffer.from(base64, 'base64').toString('utf8'), base64 });
    } else {
      const body = Buffer.from(
        content
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        'latin1',
      ).toString('utf8');
      parts.push({ headers, body, base64: '' });
    }
  }
  return parts;
}

/** The emails written to `to` whose subject starts with `subject`, oldest first. */
function mailsTo(to: string, subject: string): string[] {
  if (!existsSync(OUTBOX)) return [];
  return readdirSync(OUTBOX)
    .map((name) => readFileSync(join(OUTBOX, name), 'utf8'))
    .filter(
      (raw) => raw.includes(`To: ${to}`) && new RegExp(`^Subject: ${subject}`, 'm').test(raw),
    );
}

const htmlOf = (raw: string) =>
  mimeParts(raw).find((part) => /Content-Type: text\/html/i.test(part.headers))!.body;

/** The HTML part with its inline QR codes in place, to look at in the browser. */
function viewableHtml(raw: string): string {
  const parts = mimeParts(raw);
  let html = htmlOf(raw);
  for (const part of parts) {
    const cid = /Content-ID: <([^>]+)>/i.exec(part.headers)?.[1];
    if (cid) html = html.replaceAll(`cid:${cid}`, `data:image/png;base64,${part.base64}`);
  }
  return html;
}

let eventId: string;
test.beforeAll(async () => {
  eventId = await eventIdByTitle(EVENT);
});

test('bought in one browser, the order is found from another through the emailed link, and its confirmation sent again', async ({
  page,
  browser,
}) => {
  const tag = `${Date.now()}${test.info().retry}`;
  const email = `ngozi.${tag}@example.com`;
  const phone = `0803${tag.slice(-7)}`;
  const checkout = await reserveOnEventPage(
    page,
    eventId,
    { Regular: 1 },
    { name: 'Ngozi Eze', email, phone },
  );
  await checkout.payAndApprove();
  const reference = await new OrderPage(page).expectConfirmed();

  // The confirmation email in HTML, with a QR code per ticket inline, the refund terms and the merchant's contact.
  await expect.poll(() => mailsTo(email, 'Your tickets').length).toBe(1);
  const confirmation = mailsTo(email, 'Your tickets')[0]!;
  expect(htmlOf(confirmation)).toContain(`/orders/${reference}`);
  expect(htmlOf(confirmation)).toContain('src="cid:qr-1@order"');
  expect(confirmation).toMatch(/Content-ID: <qr-1@order>/);
  expect(htmlOf(confirmation)).toContain('Refunds and cancellations');
  // The order's PDF and calendar entry are attached.
  expect(confirmation).toMatch(/Content-Type: application\/pdf/);
  expect(confirmation).toContain(`tickets-${reference}.pdf`);
  expect(confirmation).toMatch(/Content-Type: text\/calendar/);
  // Looked at outside the shop's pages, whose Content-Security-Policy would refuse the email's inline styles.
  await page.goto('about:blank');
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.setContent(viewableHtml(confirmation));
    await page.screenshot({ path: `/tmp/find-email-confirmation-${width}.png`, fullPage: true });
  }

  // Another browser, with nothing of the first: the header leads to the find form; the phone finds the order.
  const fresh = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const other = await fresh.newPage();
  await other.goto('/');
  await other
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Find my tickets' })
    .click();
  await expect(other.getByRole('heading', { level: 1 })).toHaveText('Find my tickets');
  await other
    .getByLabel('Email or phone number')
    .fill(phone.replace(/(\d{4})(\d{3})(\d{4})/, '$1 $2 $3'));
  await other.getByRole('button', { name: 'Email me my orders' }).click();
  await expect(other.getByRole('status')).toContainText(SENT);
  await expectAxeClean(other);
  await other.screenshot({ path: '/tmp/find-form-sent-390.png', fullPage: true });

  await expect.poll(() => mailsTo(email, 'Your orders').length).toBe(1);
  const found = mailsTo(email, 'Your orders')[0]!;
  const link = /href="(http[^"]+\/orders\/open\?t=[^"]+)"/.exec(htmlOf(found))?.[1];
  expect(link).toBeTruthy();
  expect(found).not.toContain(reference);
  await other.setViewportSize({ width: 1280, height: 900 });
  await other.goto('about:blank');
  await other.setContent(htmlOf(found));
  await other.screenshot({ path: '/tmp/find-email-orders-1280.png', fullPage: true });

  // The link opens the order, without signing in.
  await other.goto(link!.replace(/&amp;/g, '&'));
  await expect(other).toHaveURL(new RegExp(`/orders/${reference}$`));
  await expect(other.getByText('Purchase confirmed')).toBeVisible();
  const share = other.getByRole('link', { name: 'Share on WhatsApp' });
  expect(decodeURIComponent((await share.getAttribute('href'))!)).toMatch(
    new RegExp(`^https://wa\\.me/\\?text=${EVENT}: http://[^/]+/orders/${reference}$`),
  );
  await expect(other.getByRole('region', { name: 'Refunds and help' })).toContainText(
    'Event tickets cannot be cancelled once bought.',
  );

  // Resend: the confirmation again, to the order's own address.
  await other.getByRole('button', { name: 'Email my confirmation again' }).click();
  await expect(
    other.getByRole('status').filter({ hasText: 'We have sent your confirmation again' }),
  ).toContainText(`n•••@example.com`);
  await expect.poll(() => mailsTo(email, 'Your tickets').length).toBe(2);
  await expectAxeClean(other);
  await other.screenshot({ path: '/tmp/find-order-page-1280.png', fullPage: true });
  await other.setViewportSize({ width: 390, height: 844 });
  await other.getByRole('region', { name: 'Email or share this order' }).scrollIntoViewIfNeeded();
  await other.screenshot({ path: '/tmp/find-order-page-390.png', fullPage: true });

  // A changed link opens nothing, and offers a new one.
  await other.goto(`${link!.replace(/&amp;/g, '&').slice(0, -4)}AAAA`);
  await expect(other.getByRole('heading', { level: 1 })).toHaveText('This link does not work');
  await expect(other.getByLabel('Email or phone number')).toBeVisible();
  await expectAxeClean(other);
  await other.screenshot({ path: '/tmp/find-link-changed-390.png', fullPage: true });
  await fresh.close();
});

test('the find form answers a contact that bought nothing in the same words, and is limited after 3 tries', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/orders/find');
  const field = page.getByLabel('Email or phone number');
  const button = page.getByRole('button', { name: 'Email me my orders' });
  const status = page.getByRole('status');
  // Neither an email nor a phone: said at the field, which keeps what was typed.
  await field.fill('ngozi');
  await button.click();
  await expect(
    page.getByText('Enter the email address or the phone number you bought with.'),
  ).toBeVisible();
  await expect(field).toHaveValue('ngozi');
  const contact = `nobody.${Date.now()}@example.com`;
  for (let attempt = 0; attempt < 3; attempt++) {
    await field.fill(contact);
    await button.click();
    // The form empties its field once answered.
    await expect(field).toHaveValue('');
    await expect(status).toContainText(SENT);
  }
  await field.fill(contact);
  await button.click();
  await expect(status).toHaveText('Too many requests. Try again in 60 minutes.');
  await expectAxeClean(page);
  await page.screenshot({ path: '/tmp/find-form-limited-1280.png', fullPage: true });
});
