// The merchant's API key and the service's own address stay on the server: no page, page data, script, JSON or cookie
// sent to the browser has them.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { EventPage } from './pages/catalogue';
import { CheckoutPage, OrderPage } from './pages/checkout';
import { eventIdByTitle, INVENTORY_BASE_URL, LOCAL_STAGING_KEY } from './support/inventory';

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

test('no response of a whole purchase, nor any client bundle, contains the API key or the service’s address', async ({
  page,
  context,
}) => {
  const leaks: string[] = [];
  const addressLeaks: string[] = [];
  const serviceHost = new URL(INVENTORY_BASE_URL).host;
  // Only bodies actually read count: a redirect has none, and the browser may drop one a navigation left behind.
  const scanned: URL[] = [];
  const reads: Promise<void>[] = [];
  page.on('response', (response) => {
    reads.push(
      response
        .body()
        .then((body) => {
          scanned.push(new URL(response.url()));
          const text = body.toString('utf8');
          if (text.includes(LOCAL_STAGING_KEY)) leaks.push(response.url());
          if (text.includes(serviceHost)) addressLeaks.push(response.url());
        })
        .catch(() => undefined),
    );
  });

  const eventId = await eventIdByTitle('Detty December Warm-Up');
  await page.goto('/');
  await page.goto('/events?q=lagos');
  // The other kinds' pages read the service too: films, a film, bus search, hotels.
  // Opened as documents (not client navigations, whose prefetched bodies the browser may drop unread).
  await page.goto('/cinema');
  await page.goto(
    (await page
      .getByRole('list', { name: 'Films now showing' })
      .getByRole('link')
      .first()
      .getAttribute('href'))!,
  );
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/bus');
  await page.goto('/hotels?city=Lagos');
  await page.goto(
    (await page
      .getByRole('link', { name: 'Lagoon Crest Victoria Island' })
      .first()
      .getAttribute('href'))!,
  );
  await expect(
    page.getByRole('heading', { level: 1, name: 'Lagoon Crest Victoria Island' }),
  ).toBeVisible();
  const event = new EventPage(page);
  await event.open(eventId);
  // The availability route the page polls.
  await page.evaluate(
    (id) => fetch(`/api/availability/event?eventId=${id}`).then((r) => r.text()),
    eventId,
  );
  await event.choose({ Regular: 1 });
  await event.fillContact({
    name: 'Key Check',
    email: 'key.check@example.com',
    phone: '08031234567',
  });
  await event.reserveButton().click();
  await new CheckoutPage(page).expectOpen();
  await new CheckoutPage(page).payAndApprove();
  await new OrderPage(page).expectConfirmed();
  // The order page as a document too, as a shared link opens it (the confirm above rendered it client-side).
  await page.reload();
  await new OrderPage(page).expectConfirmed();
  await Promise.all(reads);

  expect(scanned.length).toBeGreaterThan(10);
  // The responses that carry the service's data were among those read: availability, checkout, the order.
  const paths = scanned.map((url) => url.pathname);
  expect(paths).toContain('/api/availability/event');
  expect(paths).toContain(`/events/${eventId}`);
  expect(paths).toContain('/cinema');
  expect(paths.some((path) => path.startsWith('/cinema/'))).toBe(true);
  expect(paths).toContain('/bus');
  expect(paths).toContain('/hotels');
  expect(paths.some((path) => /^\/hotels\/\d+$/.test(path))).toBe(true);
  expect(paths.some((path) => path.startsWith('/orders/web-'))).toBe(true);
  expect(paths.filter((path) => path.startsWith('/_next/static/')).length).toBeGreaterThan(3);
  expect(leaks).toEqual([]);
  expect(addressLeaks).toEqual([]);
  for (const cookie of await context.cookies())
    expect(cookie.value).not.toContain(LOCAL_STAGING_KEY);
  const bundles = filesUnder('.next/static').filter((file) =>
    readFileSync(file, 'utf8').includes(LOCAL_STAGING_KEY),
  );
  expect(bundles).toEqual([]);
});
