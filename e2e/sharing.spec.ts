// Pages that share well: Open Graph and Twitter cards, the schema.org Event in JSON-LD, and the share button.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { BusSearchPage } from './pages/bus';
import { findScreening } from './support/cinema';
import { eventIdByTitle } from './support/inventory';
import { lagosDayFromToday } from './support/days';

interface Offer {
  name: string;
  price: number;
  priceCurrency: string;
  availability: string;
  url: string;
}

interface StructuredEvent {
  '@type': string;
  name: string;
  startDate: string;
  location: { name: string; address: { addressLocality?: string } };
  image?: string[];
  offers: Offer[];
  url: string;
}

const meta = (page: Page, key: string) =>
  page.locator(`meta[property="${key}"], meta[name="${key}"]`).first();

async function expectCard(page: Page, title: string) {
  await expect(meta(page, 'og:title')).toHaveAttribute('content', title);
  await expect(meta(page, 'og:image')).toHaveAttribute('content', /^https?:\/\/[^/]+\/.+/);
  await expect(meta(page, 'og:url')).toHaveAttribute('content', /^https?:\/\//);
  await expect(meta(page, 'twitter:card')).toHaveAttribute('content', 'summary_large_image');
  await expect(meta(page, 'twitter:image')).toHaveAttribute('content', /^https?:\/\//);
}

/** The page's one JSON-LD block, parsed as a crawler would. */
async function structuredEvent(page: Page): Promise<StructuredEvent> {
  const blocks = page.locator('script[type="application/ld+json"]');
  await expect(blocks).toHaveCount(1);
  return JSON.parse((await blocks.textContent())!) as StructuredEvent;
}

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

test('an event page carries its card and a schema.org Event whose offers say which tickets are sold out', async ({
  page,
}) => {
  const id = await eventIdByTitle('Detty December Warm-Up');
  await page.goto(`/events/${id}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Detty December Warm-Up' }),
  ).toBeVisible();
  await expectCard(page, 'Detty December Warm-Up');
  await expect(meta(page, 'og:url')).toHaveAttribute('content', new RegExp(`/events/${id}$`));
  await expect(meta(page, 'og:description')).toHaveAttribute(
    'content',
    /Elegushi Beach.*The beach party/,
  );

  const data = await structuredEvent(page);
  expect(data['@type']).toBe('Event');
  expect(data.name).toBe('Detty December Warm-Up');
  expect(data.startDate).toMatch(/^\d{4}-\d{2}-\d{2}T16:00:00\+01:00$/);
  expect(data.location.address.addressLocality).toBe('Lagos');
  expect(data.image?.[0]).toBe(await meta(page, 'og:image').getAttribute('content'));
  expect(data.offers.map((offer) => offer.name)).toEqual(['Early Bird', 'Regular', 'VIP Table']);
  for (const offer of data.offers) {
    expect(offer).toMatchObject({
      priceCurrency: 'NGN',
      url: expect.stringMatching(new RegExp(`/events/${id}$`)),
    });
    expect(offer.price).toBeGreaterThan(0);
  }
  expect(data.offers.find((offer) => offer.name === 'Early Bird')?.availability).toBe(
    'https://schema.org/SoldOut',
  );
  expect(data.offers.find((offer) => offer.name === 'Regular')?.availability).toBe(
    'https://schema.org/InStock',
  );
  await expectNoAxeViolations(page);
});

test('a free event offers its free tickets at price 0', async ({ page }) => {
  await page.goto(`/events/${await eventIdByTitle('Gospel Praise Fest')}`);
  const data = await structuredEvent(page);
  expect(data.offers.find((offer) => offer.name === 'Free Entry')).toMatchObject({
    price: 0,
    priceCurrency: 'NGN',
    availability: 'https://schema.org/InStock',
  });
});

test('link previewers that read no script find the card in the head of the page', async ({
  request,
}) => {
  const id = await eventIdByTitle('Detty December Warm-Up');
  const response = await request.get(`/events/${id}`, {
    headers: { 'User-Agent': 'facebookexternalhit/1.1' },
  });
  const html = await response.text();
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head).toContain('<meta property="og:title" content="Detty December Warm-Up"/>');
  expect(head).toMatch(/<meta property="og:image" content="https?:\/\/[^"]+"/);
  expect(head).toContain('<meta name="twitter:card" content="summary_large_image"/>');
  expect(html).toContain('<script type="application/ld+json">');
});

test('a film page describes the chosen screening as a ScreeningEvent at its cinema, with its card', async ({
  page,
}) => {
  // A screening no other test holds or sells out.
  const screening = await findScreening(
    await eventIdByTitle('Gidi Heat'),
    'Lagoon Screens Surulere',
    '4:00PM',
    lagosDayFromToday(2),
  );
  const query = `location=${screening.locationId}&date=${screening.date}&time=${screening.timeId}`;
  await page.goto(`/cinema/${screening.filmId}?${query}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Gidi Heat' })).toBeVisible();
  await expectCard(page, 'Gidi Heat');
  // The card is the film's: one address for every screening.
  await expect(meta(page, 'og:url')).toHaveAttribute(
    'content',
    new RegExp(`/cinema/${screening.filmId}$`),
  );

  const data = await structuredEvent(page);
  expect(data).toMatchObject({
    '@type': 'ScreeningEvent',
    name: 'Gidi Heat',
    location: { name: 'Lagoon Screens Surulere' },
  });
  expect(data.startDate).toBe(`${screening.date}T16:00:00+01:00`);
  expect(data.url).toMatch(new RegExp(`/cinema/${screening.filmId}\\?${query}$`));
  expect(data.offers.length).toBeGreaterThan(0);
  for (const offer of data.offers) {
    expect(offer).toMatchObject({ priceCurrency: 'NGN', url: data.url });
    expect(offer.availability).not.toBe('https://schema.org/SoldOut');
  }
  await expectNoAxeViolations(page);
});

test('without Web Share the share button copies the link and says so aloud', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
  await page.addInitScript(() => {
    // Desktop browsers without a share sheet have neither.
    delete (Navigator.prototype as Partial<Navigator>).share;
    delete (Navigator.prototype as Partial<Navigator>).canShare;
  });
  const id = await eventIdByTitle('Detty December Warm-Up');
  await page.goto(`/events/${id}#tickets`);
  const status = page.getByRole('status').filter({ hasText: 'Link copied' });
  await expect(status).toHaveCount(0);

  // Keyboard: focus the button and press Enter.
  await page.getByRole('button', { name: 'Share' }).focus();
  await page.keyboard.press('Enter');
  await expect(status).toBeVisible();
  await expect(status).toHaveAttribute('role', 'status');
  // The address as the customer sees it, without the jump to a section.
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/events/${id}`);
  await expectNoAxeViolations(page);
});

test('with Web Share the share button opens the share sheet with the page title and link', async ({
  page,
  baseURL,
}) => {
  await page.addInitScript(() => {
    const shared: ShareData[] = [];
    Object.assign(window, { shared });
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      value: async (data: ShareData) => void shared.push(data),
    });
    Object.defineProperty(Navigator.prototype, 'canShare', {
      configurable: true,
      value: () => true,
    });
  });
  const id = await eventIdByTitle('Gospel Praise Fest');
  await page.goto(`/events/${id}`);
  await page.getByRole('button', { name: 'Share' }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared))
    .toEqual([{ title: 'Gospel Praise Fest', url: `${baseURL}/events/${id}` }]);
  await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toHaveCount(0);
});

/** Width and height of a PNG (its IHDR chunk) or a baseline/progressive JPEG (its first SOF marker). */
function pictureSize(bytes: Buffer): { width: number; height: number } | null {
  if (bytes.subarray(1, 4).toString('ascii') === 'PNG')
    return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  for (
    let at = 2;
    bytes[at] === 0xff && at + 9 < bytes.length;
    at += 2 + bytes.readUInt16BE(at + 2)
  ) {
    if (bytes[at + 1] === 0xc0 || bytes[at + 1] === 0xc2)
      return { width: bytes.readUInt16BE(at + 7), height: bytes.readUInt16BE(at + 5) };
  }
  return null;
}

test('every shared kind of page and the home page name a 1200×630 PNG or JPEG that loads as one', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const search = new BusSearchPage(page);
  await search.open(`?from=Lagos&to=Ibadan&date=${lagosDayFromToday(1)}&travellers=1`);
  const departure = await search
    .departures()
    .first()
    .getByRole('link', { name: /^Choose seats/ })
    .getAttribute('href');
  const pages = [
    '/',
    `/events/${await eventIdByTitle('Detty December Warm-Up')}`,
    `/cinema/${await eventIdByTitle('Gidi Heat')}`,
    departure!,
    '/hotels/1',
  ];
  for (const path of pages) {
    await page.goto(path);
    await expect(meta(page, 'og:image'), path).toHaveAttribute('content', /^https?:\/\//);
    const image = await meta(page, 'og:image').getAttribute('content');
    await expect(meta(page, 'og:image:type'), path).toHaveAttribute(
      'content',
      /^image\/(png|jpeg)$/,
    );
    await expect(meta(page, 'og:image:width'), path).toHaveAttribute('content', '1200');
    await expect(meta(page, 'og:image:height'), path).toHaveAttribute('content', '630');
    await expect(meta(page, 'twitter:card'), path).toHaveAttribute(
      'content',
      'summary_large_image',
    );
    await expect(meta(page, 'twitter:image'), path).toHaveAttribute('content', image!);
    const type = await meta(page, 'og:image:type').getAttribute('content');
    const response = await request.get(image!);
    expect(response.status(), image!).toBe(200);
    expect(response.headers()['content-type'], image!).toBe(type);
    expect(pictureSize(await response.body()), image!).toEqual({ width: 1200, height: 630 });
  }
});

test('the home page carries its card: the merchant’s name, what it sells and a picture', async ({
  page,
}) => {
  await page.goto('/');
  await expect(meta(page, 'og:title')).toHaveAttribute('content', 'Eko Tickets');
  await expect(meta(page, 'og:site_name')).toHaveAttribute('content', 'Eko Tickets');
  await expect(meta(page, 'og:description')).toHaveAttribute('content', /event/i);
  await expect(meta(page, 'og:url')).toHaveAttribute('content', /^https?:\/\/[^/]+\/?$/);
  await expect(meta(page, 'og:image')).toHaveAttribute('content', /^https?:\/\/[^/]+\/.+/);
});
