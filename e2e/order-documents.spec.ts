// An order's documents from its page: the PDF tickets and the calendar entry download with their types and contents
// (and are attached to the confirmation email), Google Calendar is offered, and no wallet button shows while the
// merchant has configured none; axe clean.
import { existsSync, readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { OrderPage } from './pages/checkout';
import { eventIdByTitle } from './support/inventory';
import { reserveOnEventPage } from './support/reserve';

const EVENT = 'Detty December Warm-Up';

test('the order page saves the tickets as a PDF and the event in a calendar, without wallet buttons when none is set up', async ({
  page,
}) => {
  const checkout = await reserveOnEventPage(
    page,
    await eventIdByTitle(EVENT),
    { Regular: 2 },
    { name: 'Bola Ade', email: 'bola.documents@example.com', phone: '08031234567' },
  );
  await checkout.payAndApprove();
  const reference = await new OrderPage(page).expectConfirmed();
  const section = page.getByRole('region', { name: 'Save your tickets' });
  await expect(section).toBeVisible();

  const pdfLink = section.getByRole('link', { name: 'Download PDF' });
  const [download] = await Promise.all([page.waitForEvent('download'), pdfLink.click()]);
  expect(download.suggestedFilename()).toBe(`tickets-${reference}.pdf`);
  const pdf = readFileSync((await download.path())!);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  // A page per ticket.
  expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(2);
  const pdfAnswer = await page.request.get(`/orders/${reference}/tickets.pdf`);
  expect(pdfAnswer.headers()['content-type']).toBe('application/pdf');

  const ics = await page.request.get(
    (await section.getByRole('link', { name: 'Add to calendar (.ics)' }).getAttribute('href'))!,
  );
  expect(ics.headers()['content-type']).toMatch(/^text\/calendar; charset=utf-8/);
  expect(ics.headers()['content-disposition']).toBe(
    `attachment; filename="order-${reference}.ics"`,
  );
  const calendar = await ics.text();
  expect(calendar).toContain(`SUMMARY:${EVENT}`);
  expect(calendar).toMatch(/DTSTART:\d{8}T\d{6}Z/);
  expect(calendar).toContain(`UID:order-${reference}@`);
  await expect(section.getByRole('link', { name: /Add to Google Calendar/ })).toHaveAttribute(
    'href',
    /^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE&/,
  );

  // The confirmation email carries both files too.
  const email = `.data/outbox/${reference}.eml`;
  await expect.poll(() => existsSync(email)).toBe(true);
  const mail = readFileSync(email, 'utf8');
  expect(mail).toContain(`Content-Type: application/pdf; name=tickets-${reference}.pdf`);
  expect(mail).toMatch(
    /Content-Type: text\/calendar; charset=utf-8; method=PUBLISH;\s+name=order-/,
  );

  await expect(page.getByRole('link', { name: /Wallet/ })).toHaveCount(0);
  expect((await page.request.get(`/orders/${reference}/wallet/1`)).status()).toBe(404);
  expect((await page.request.get('/orders/web-ZZZZZZZZZZZZZZZZZZZZZZ/tickets.pdf')).status()).toBe(
    404,
  );

  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await section.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/docs-order-${width}.png` });
  }
});
