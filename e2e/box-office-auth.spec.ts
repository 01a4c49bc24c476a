// Box-office sign-in in a real browser: refusals without a session or the role, the lock after wrong passwords, keyboard use, accessibility.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { tabTo } from './support/keyboard';
import { createStaff, signIn, signOut, uniqueStaffEmail } from './support/staff';

const STORE_URL = `http://127.0.0.1:${process.env.E2E_STORE_PORT ?? 3100}`;
const PASSWORD = 'counter-password-1';
const WRONG = 'That email and password do not match an active staff account.';

/** The form's own message (Next's route announcer is an alert too). */
const refusal = (page: Page) => page.locator('#sign-in-error');

test('without a staff session the box office sends to sign-in and its routes answer 401', async ({
  page,
  request,
}) => {
  await page.goto('/box-office');
  await expect(page).toHaveURL(/\/box-office\/sign-in$/);
  await expect(page.getByRole('heading', { name: 'Box office sign-in' })).toBeVisible();
  // No site header and no staff bar on the sign-in page.
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Sign out' })).toHaveCount(0);

  await page.goto('/box-office/audit');
  await expect(page).toHaveURL(/\/box-office\/sign-in\?next=%2Fbox-office%2Faudit$/);

  const reply = await request.post('/box-office/session', { headers: { origin: STORE_URL } });
  expect(reply.status()).toBe(401);
  expect(await reply.json()).toEqual({
    success: false,
    status: 401,
    message: 'Sign in at the box office to continue.',
  });
  // Another site's post never reaches the handler.
  expect(
    (
      await request.post('/box-office/session', { headers: { origin: 'https://evil.example' } })
    ).status(),
  ).toBe(403);
});

test('a customer’s checkout cookie opens nothing at the box office', async ({ page, context }) => {
  await context.addCookies([{ name: 'tickets_checkout', value: 'anything', url: STORE_URL }]);
  await page.goto('/box-office/staff');
  await expect(page).toHaveURL(/\/box-office\/sign-in\?next=%2Fbox-office%2Fstaff$/);
});

test('a seller is refused the supervisors’ pages; a supervisor sees them and disables the seller, who is signed out at once', async ({
  page,
  browser,
}) => {
  const seller = uniqueStaffEmail('seller');
  const supervisor = uniqueStaffEmail('supervisor');
  createStaff(seller, 'seller', PASSWORD);
  createStaff(supervisor, 'supervisor', PASSWORD);

  await signIn(page, seller, PASSWORD);
  const nav = page.getByRole('navigation', { name: 'Box office' });
  await expect(nav.getByRole('link')).toHaveText(['Sell', 'Sales', 'Report', 'Check-in']);
  for (const path of [
    '/box-office/audit',
    '/box-office/staff',
    '/box-office/waiting-rooms',
    '/box-office/promo-codes',
    '/box-office/waiting-lists',
  ]) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(403);
    await expect(page.getByRole('heading', { name: 'This page is for supervisors' })).toBeVisible();
  }
  await signOut(page);

  // The seller signs in again at another till and stays there.
  const till = await browser.newContext();
  const sellerPage = await till.newPage();
  await signIn(sellerPage, seller, PASSWORD);

  await signIn(page, supervisor, PASSWORD, '/box-office/audit');
  await expect(nav.getByRole('link')).toHaveText([
    'Sell',
    'Sales',
    'Report',
    'Check-in',
    'Door summary',
    'Audit',
    'Staff',
    'Waiting rooms',
    'Promo codes',
    'Waiting lists',
  ]);
  await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible();
  await expect(
    page.getByRole('row').filter({ hasText: 'sign-in' }).filter({ hasText: supervisor }).first(),
  ).toBeVisible();

  // Disabling the seller from the staff page signs them out at once; their next sign-in is refused like a wrong password.
  await page.goto('/box-office/staff');
  await page.getByRole('button', { name: `Disable Seller ${seller.split('@')[0]}` }).click();
  await expect(page.getByRole('row', { name: new RegExp(seller.split('@')[0]!) })).toContainText(
    'Disabled',
  );
  await sellerPage.reload();
  await expect(sellerPage).toHaveURL(/\/box-office\/sign-in$/);
  await till.close();
  await signOut(page);
  await page.goto('/box-office/sign-in');
  await page.getByLabel('Email').fill(seller);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(refusal(page)).toHaveText(WRONG);
});

test('wrong passwords lock the account with the time to wait, the right one included, until a supervisor unlocks it', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const seller = uniqueStaffEmail('locked');
  createStaff(seller, 'seller', PASSWORD);
  const supervisor = uniqueStaffEmail('unlocker');
  createStaff(supervisor, 'supervisor', PASSWORD);
  await page.goto('/box-office/sign-in');
  const attempt = async (email: string, password: string) => {
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
  };
  // An unknown email gets the very same answer as a wrong password.
  await attempt(uniqueStaffEmail('nobody'), 'not-the-password');
  await expect(refusal(page)).toHaveText(WRONG);
  for (let failures = 1; failures <= 4; failures += 1) {
    await attempt(seller, `wrong-password-${failures}`);
    await expect(refusal(page)).toHaveText(WRONG);
    await expect(page.getByLabel('Password')).toBeFocused();
  }
  await attempt(seller, 'wrong-password-5');
  await expect(refusal(page)).toHaveText('Too many attempts. Try again in 15 minutes.');
  await attempt(seller, PASSWORD);
  await expect(refusal(page)).toHaveText(/^Too many attempts\. Try again in 1[45] minutes\.$/);
  await expect(page).toHaveURL(/\/box-office\/sign-in/);

  // A supervisor sees the lock on the staff screen and lifts it; the unlock is audited.
  const office = await browser.newContext();
  const supervisorPage = await office.newPage();
  await signIn(supervisorPage, supervisor, PASSWORD, '/box-office/staff');
  const row = supervisorPage.getByRole('row', { name: new RegExp(seller.split('@')[0]!) });
  await expect(row).toContainText(/Locked after wrong passwords \(1[45] min left\)/);
  expect(
    (
      await new AxeBuilder({ page: supervisorPage })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze()
    ).violations,
  ).toEqual([]);
  await row.getByRole('button', { name: `Unlock Seller ${seller.split('@')[0]}` }).click();
  await expect(row.getByTestId('unlock-status')).toHaveText(
    `Seller ${seller.split('@')[0]} is unlocked and may sign in again.`,
  );
  await expect(row).not.toContainText('Locked');
  await supervisorPage.goto('/box-office/audit?action=staff-unlocked');
  await expect(supervisorPage.getByRole('row').filter({ hasText: seller })).toContainText(
    'staff-unlocked',
  );
  await office.close();
  await attempt(seller, PASSWORD);
  await expect(page).toHaveURL(/\/box-office$/);
  // A seller has no staff screen to unlock from (and the action checks the role on the server).
  expect((await page.goto('/box-office/staff'))?.status()).toBe(403);
});

test('sign-in and sign-out with the keyboard alone', async ({ page }) => {
  const seller = uniqueStaffEmail('keys');
  createStaff(seller, 'seller', PASSWORD);
  await page.goto('/box-office/sign-in');
  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type(seller);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password')).toBeFocused();
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/box-office$/);
  await expect(
    page.getByText(/Seller keys-.* · Seller · shift ends \d{1,2}:\d\d [ap]m/),
  ).toBeVisible();
  // The box office renews the session while it is used; its route now answers for the staff member.
  const renewal = await page.request.post('/box-office/session', {
    headers: { origin: STORE_URL },
  });
  expect(renewal.status()).toBe(200);
  expect(await renewal.json()).toMatchObject({
    success: true,
    data: { staff: { email: seller, role: 'seller' }, endsAt: expect.any(Number) },
  });

  await tabTo(page, page.getByRole('button', { name: 'Sign out' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/box-office\/sign-in$/);
  await page.goto('/box-office');
  await expect(page).toHaveURL(/\/box-office\/sign-in$/);
});

test('the sign-in page has no accessibility violations, before and after a refusal', async ({
  page,
}) => {
  await page.goto('/box-office/sign-in');
  const scan = () =>
    new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect((await scan()).violations).toEqual([]);
  await page.getByLabel('Email').fill(uniqueStaffEmail('axe'));
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(refusal(page)).toHaveText(WRONG);
  expect((await scan()).violations).toEqual([]);
});
