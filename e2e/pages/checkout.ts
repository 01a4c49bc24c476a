// Page objects of the checkout and of the order confirmation.
import { expect, type Page } from '@playwright/test';

export class CheckoutPage {
  constructor(readonly page: Page) {}

  async expectOpen() {
    await expect(this.page).toHaveURL(/\/checkout$/);
    await expect(this.page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  }

  timer() {
    return this.page.getByRole('timer');
  }

  /** Seconds left on the countdown as shown. */
  async secondsLeft(): Promise<number> {
    const text = (await this.timer().textContent()) ?? '';
    const match = /(\d+):(\d\d)/.exec(text);
    if (!match) throw new Error(`no countdown in "${text}"`);
    return Number(match[1]) * 60 + Number(match[2]);
  }

  heldTickets() {
    return this.page.getByRole('table', { name: 'Your choice' });
  }

  confirmButton() {
    return this.page.getByRole('button', { name: 'Confirm purchase' });
  }

  /** Next.js's route announcer is an alert too, so the notice is found by its words. */
  expiredNotice() {
    return this.page.getByRole('alert').filter({ hasText: 'Your reservation expired' });
  }

  reserveAgainButton() {
    return this.page.getByRole('button', { name: 'Reserve again' });
  }
}

export class OrderPage {
  constructor(readonly page: Page) {}

  async expectConfirmed(): Promise<string> {
    await expect(this.page).toHaveURL(/\/orders\/[\w-]+$/);
    await expect(this.page.getByText('Purchase confirmed')).toBeVisible();
    return decodeURIComponent(new URL(this.page.url()).pathname.split('/').pop()!);
  }

  tickets() {
    return this.page.getByRole('list', { name: 'Your tickets' }).getByRole('listitem');
  }

  qrCodes() {
    return this.page.getByRole('img', { name: /^QR code of ticket / });
  }
}
