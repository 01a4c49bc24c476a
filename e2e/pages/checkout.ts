// Page objects of the checkout and of the order confirmation.
import { expect, type Frame, type Page } from '@playwright/test';

/** A whole tab, or the frame of an embed on another site: the checkout is the same in both. */
type Surface = Page | Frame;

/** Frames have no toHaveURL; polling the address works for both. */
const expectUrl = (surface: Surface, pattern: RegExp) =>
  expect.poll(() => surface.url()).toMatch(pattern);

export class CheckoutPage {
  constructor(readonly page: Surface) {}

  async expectOpen() {
    await expectUrl(this.page, /\/checkout(\?[^/]*)?$/);
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

  /** "Pay ₦…", or "Confirm purchase" for a free order. */
  confirmButton() {
    return this.page.getByRole('button', { name: /^(Confirm purchase|Pay ₦)/ });
  }

  /** A coach checkout's passenger names, one field per seat. */
  passengers() {
    return this.page.getByRole('group', { name: 'Passengers' }).getByRole('textbox');
  }

  /** Fills the passenger names still empty, as a customer must before paying for a coach trip. */
  async fillEmptyPassengers() {
    const fields = await this.passengers().all();
    for (const [n, field] of fields.entries())
      if (!(await field.inputValue())) await field.fill(`Traveller Number ${n + 1}`);
  }

  /** Pays with the built-in test provider and approves: the customer's whole way to the order page. */
  async payAndApprove() {
    await this.fillEmptyPassengers();
    await this.confirmButton().click();
    await new TestPaymentPage(this.page).approve();
  }

  /** Next.js's route announcer is an alert too, so the notice is found by its words. */
  expiredNotice() {
    return this.page.getByRole('alert').filter({ hasText: 'Your reservation expired' });
  }

  reserveAgainButton() {
    return this.page.getByRole('button', { name: 'Reserve again' });
  }
}

/** The built-in test provider's hosted payment page. */
export class TestPaymentPage {
  constructor(readonly page: Surface) {}

  async expectOpen() {
    await expectUrl(this.page, /\/pay\/test\/[\w-]+$/);
    await expect(this.page.getByText('Test payment: no real money moves')).toBeVisible();
  }

  async answer(
    name: 'Approve payment' | 'Approve after 30 seconds' | 'Decline payment' | 'Cancel payment',
  ) {
    await this.expectOpen();
    await this.page.getByRole('button', { name }).click();
  }

  approve() {
    return this.answer('Approve payment');
  }
}

export class OrderPage {
  constructor(readonly page: Surface) {}

  async expectConfirmed(): Promise<string> {
    await expectUrl(this.page, /\/orders\/[\w-]+$/);
    await expect(this.page.getByText('Purchase confirmed')).toBeVisible();
    return decodeURIComponent(new URL(this.page.url()).pathname.split('/').pop()!);
  }

  tickets() {
    return this.page.getByRole('list', { name: 'Your tickets' }).getByRole('listitem');
  }

  qrCodes() {
    return this.page.getByRole('img', { name: /^QR code of (ticket|seat|room) / });
  }
}
