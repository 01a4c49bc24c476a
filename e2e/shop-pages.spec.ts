// What every shop has: the merchant's name and logo in the header, a footer with its address, support contact and
// policies on every customer page (not in the box office), the policy pages themselves, and no sideways scrolling
// on a small phone.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { tabTo } from './support/keyboard';

const MERCHANT = 'Eko Tickets';
const PHONES = [
  { width: 320, height: 640 },
  { width: 390, height: 844 },
];
const CUSTOMER_PAGES = [
  '/',
  '/events',
  '/cinema',
  '/bus',
  '/hotels',
  '/contact',
  '/refunds',
  '/terms',
  '/privacy',
  '/checkout',
];

async function expectAxeClean(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

const footer = (page: Page) => page.getByRole('contentinfo');

test('the header names the merchant with its logo, and the footer gives its address, support contact and policies', async ({
  page,
}) => {
  await page.goto('/');
  const home = page.getByRole('banner').getByRole('link', { name: MERCHANT, exact: true });
  await expect(home).toHaveAttribute('href', '/');
  // The logo is decoration beside the name: the link's name is the merchant's alone.
  await expect(home.locator('img')).toHaveAttribute('alt', '');
  await expect(page).toHaveTitle(MERCHANT);

  await expect(footer(page)).toContainText(MERCHANT);
  await expect(footer(page)).toContainText('12 Marina, Lagos Island, Lagos');
  await expect(footer(page).getByRole('link', { name: 'support@tickets.example' })).toHaveAttribute(
    'href',
    'mailto:support@tickets.example',
  );
  await expect(footer(page).getByRole('link', { name: '+234 800 000 0000' })).toHaveAttribute(
    'href',
    'tel:+2348000000000',
  );
  const policies = footer(page).getByRole('navigation', { name: 'Shop information' });
  await expect(policies.getByRole('link')).toHaveText([
    'Contact & support',
    'Refunds & cancellations',
    'Terms',
    'Privacy',
  ]);

  // The footer's links are reached with the keyboard, and lead to their pages.
  await tabTo(page, policies.getByRole('link', { name: 'Refunds & cancellations' }), 60);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/refunds$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Refunds & cancellations' }),
  ).toBeVisible();
  await expect(page).toHaveTitle(`Refunds & cancellations · ${MERCHANT}`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /events, cinema, coach trips and hotel stays booked with Eko Tickets/,
  );
  for (const section of ['Events', 'Cinema', 'Coach trips', 'Hotel stays', 'How to ask']) {
    await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
  }
  await expect(
    page.getByText(/Free cancellation until 48 hours before check-in \(2:00 pm/),
  ).toBeVisible();
  await expectAxeClean(page);
});

test("the header's links fetch their pages ahead when reached for (pointer, focus), not on sight, and still navigate within the page", async ({
  page,
}) => {
  const HEADER_PAGES = ['/', '/events', '/cinema', '/bus', '/hotels', '/orders/find', '/basket'];
  const prefetched: string[] = [];
  let documents = 0;
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.resourceType() === 'document') documents += 1;
    else if (url.searchParams.has('_rsc') && request.headers()['next-router-prefetch']) {
      url.searchParams.delete('_rsc');
      prefetched.push(url.pathname + url.search);
    }
  });
  await page.goto('/hotels');
  await page.waitForLoadState('networkidle');
  // On sight, none of the header's pages is asked for (the page's own links, with their queries, may be).
  expect(prefetched.filter((path) => HEADER_PAGES.includes(path))).toEqual([]);

  const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Cinema' }).hover();
  await expect.poll(() => prefetched).toContain('/cinema');
  await nav.getByRole('link', { name: 'Find my tickets' }).focus();
  await expect.poll(() => prefetched).toContain('/orders/find');
  expect(prefetched).not.toContain('/bus');

  // Followed, a header link moves within the page: no second document load.
  await nav.getByRole('link', { name: 'Cinema' }).click();
  await expect(page).toHaveURL(/\/cinema$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Cinema' })).toBeVisible();
  expect(documents).toBe(1);
});

test('the contact, terms and privacy pages name the merchant and its contact, each with its own title', async ({
  page,
}) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact & support' })).toBeVisible();
  await expect(page).toHaveTitle(`Contact & support · ${MERCHANT}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'support@tickets.example' }).first()).toHaveAttribute(
    'href',
    'mailto:support@tickets.example',
  );
  await expect(main.getByRole('link', { name: '+234 800 000 0000' })).toHaveAttribute(
    'href',
    'tel:+2348000000000',
  );
  await expect(main).toContainText('12 Marina, Lagos Island, Lagos');
  await expect(main.getByRole('heading', { name: 'Opening hours' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'What to include' })).toBeVisible();
  await expectAxeClean(page);

  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of sale' })).toBeVisible();
  await expect(page).toHaveTitle(`Terms · ${MERCHANT}`);
  await expect(page.getByRole('main')).toContainText('Eko Tickets, 12 Marina, Lagos Island, Lagos');

  await page.goto('/privacy');
  await expect(page).toHaveTitle(`Privacy · ${MERCHANT}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Cookies' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('one cookie for your checkout and session');
  await expectAxeClean(page);
});

test('the box office has no shop footer', async ({ page }) => {
  await page.goto('/box-office/sign-in');
  await expect(footer(page)).toHaveCount(0);
});

for (const size of PHONES) {
  test(`at ${size.width}×${size.height} no customer page scrolls sideways, and the header and footer fit`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    for (const path of CUSTOMER_PAGES) {
      await page.goto(path);
      await expect(footer(page)).toBeVisible();
      const widths = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        inner: window.innerWidth,
      }));
      expect(widths.scroll, `${path} is ${widths.scroll} px wide`).toBeLessThanOrEqual(
        widths.inner,
      );
    }
    await page.goto('/');
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Hotels' }),
    ).toBeInViewport();
    await page.screenshot({ path: `/tmp/shop-home-${size.width}.png`, fullPage: true });
    await expectAxeClean(page);
  });
}
