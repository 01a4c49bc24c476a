// Box-office staff for tests: accounts added with the staff command to the e2e storefront database, and signing in as they do.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { E2E_STOREFRONT_DB_PATH } from '../../playwright.config';

export type StaffRole = 'door' | 'seller' | 'supervisor';

/** Runs `npm run staff -- …` on the e2e database; `input` goes to its standard input. Returns what it printed. */
export function staffCommand(args: string[], input?: string): string {
  return execFileSync(
    'node_modules/.bin/tsx',
    ['--conditions=react-server', 'server/staff/cli.ts', ...args],
    {
      env: {
        ...process.env,
        STOREFRONT_DB_PATH: E2E_STOREFRONT_DB_PATH,
        STOREFRONT_DATABASE_URL: '',
      },
      input: input ?? '',
      encoding: 'utf8',
    },
  );
}

/** An address no other test (or earlier run against the same database) has used. */
export function uniqueStaffEmail(prefix = 'staff'): string {
  return `${prefix}-${randomBytes(4).toString('hex')}@box-office.test`;
}

const ROLE_NAMES: Record<StaffRole, string> = {
  door: 'Door',
  seller: 'Seller',
  supervisor: 'Supervisor',
};

/** Adds an account through the staff command, the password piped in. */
export function createStaff(
  email: string,
  role: StaffRole,
  password: string,
  name = `${ROLE_NAMES[role]} ${email.split('@')[0]}`,
): void {
  staffCommand(['add', email, '--role', role, '--name', name, '--password-stdin'], password);
}

/** Signs in on the sign-in page, landing on `next` (the sale screen by default). */
export async function signIn(
  page: Page,
  email: string,
  password: string,
  next = '/box-office',
): Promise<void> {
  await page.goto(`/box-office/sign-in?next=${encodeURIComponent(next)}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL((url) => url.pathname === next.split('?')[0]);
}

/** Signs out with the staff bar's button. */
export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/box-office\/sign-in/);
}
