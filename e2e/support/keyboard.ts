// Moving through a page as a keyboard user does: Tab until the wanted control has focus.
import type { Locator, Page } from '@playwright/test';

/** Presses Tab until `target` has focus; fails if it is not reached within `limit` presses. */
export async function tabTo(page: Page, target: Locator, limit = 40): Promise<void> {
  for (let presses = 0; presses <= limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${limit} presses of Tab did not reach ${target.toString()}`);
}
