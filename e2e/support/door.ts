// The door's side of tests: an event moved to tonight in the e2e service database (the demo catalogue's
// events are days away, and a ticket admits on its day only), and the check-in page's page object.
import Database from 'better-sqlite3';
import { expect, type Page } from '@playwright/test';
import { E2E_INVENTORY_DB_PATH } from '../../playwright.config';

/** Moves the event so titled to start a few minutes from now, as a concert tonight; its id. */
export function moveEventToNow(title: string): string {
  const db = new Database(E2E_INVENTORY_DB_PATH);
  try {
    const start = Date.now() + 10 * 60_000;
    const row = db
      .prepare('UPDATE experiences SET start_at = ?, end_at = ? WHERE title = ? RETURNING id')
      .get(start, start + 3 * 3_600_000, title) as { id: string } | undefined;
    if (!row) throw new Error(`no event titled ${title}`);
    return row.id;
  } finally {
    db.close();
  }
}

export class CheckInPage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto('/box-office/check-in');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Check-in' })).toBeVisible();
  }

  /** Chooses the list whose title starts with `title`, at `gate`, and waits for its copy on the device. */
  /** Chooses the first list whose title matches, or the list of that key (`hotel:1:2026-12-24`). */
  async choose(title: string | RegExp | { key: string }, gate: string) {
    const select = this.page.getByLabel('Checking in');
    if (typeof title === 'object' && 'key' in title) await select.selectOption(title.key);
    else
      await select.selectOption({
        label:
          (await select.locator('option').filter({ hasText: title }).first().textContent()) ?? '',
      });
    await this.page.getByLabel('Gate').fill(gate);
    await this.page.getByRole('button', { name: 'Start checking in' }).click();
    await this.expectListOnDevice();
  }

  async expectListOnDevice() {
    await expect(this.page.getByText(/^List on this device since/)).toBeVisible();
  }

  /** Types a code into the handheld scanner's field and presses Enter, as the scanner does. */
  async scan(code: string) {
    const field = this.page.getByLabel('Ticket code or order reference');
    await field.fill(code);
    await field.press('Enter');
  }

  answer() {
    return this.page.getByRole('region', { name: 'Scan result' });
  }

  async search(text: string) {
    const box = this.page.getByRole('searchbox', { name: 'Name, phone, reference or seat' });
    await box.fill(text);
    await box.press('Enter');
  }

  found() {
    return this.page.getByRole('list', { name: 'Tickets found' }).getByRole('listitem');
  }

  status() {
    return this.page.getByRole('region', { name: 'Connection' });
  }

  /** Checked in of sold, per gate. */
  counts() {
    return this.page.getByRole('complementary', { name: 'Door status' });
  }
}
