// Page objects of the coach search and of one departure (seat map or travellers, then reserve).
import { expect, type Locator, type Page } from '@playwright/test';
import type { Contact } from './catalogue';

const seatName = (number: string) => new RegExp(`^Seat ${number}, `);

export class BusSearchPage {
  constructor(readonly page: Page) {}

  form() {
    return this.page.getByRole('search', { name: 'Find a coach' });
  }

  async open(query = '') {
    await this.page.goto(`/bus${query}`);
    await expect(this.page.getByRole('heading', { level: 1, name: 'Bus tickets' })).toBeVisible();
  }

  async search(options: { from: string; to: string; date: string; travellers: number }) {
    const form = this.form();
    await form.getByLabel('From').selectOption(options.from);
    await form.getByLabel('To').selectOption(options.to);
    await form.getByLabel('Date').fill(options.date);
    await form.getByLabel('Travellers').selectOption(String(options.travellers));
    await form.getByRole('button', { name: 'Search', exact: true }).click();
  }

  departures() {
    return this.page.getByRole('region', { name: /^Departures on / }).getByRole('listitem');
  }

  flexible() {
    return this.page.getByRole('region', { name: 'Any time that day' }).getByRole('listitem');
  }

  emptyNotice() {
    return this.page.getByRole('region', { name: 'No departures to book' });
  }
}

export class DeparturePage {
  constructor(readonly page: Page) {}

  grid() {
    return this.page.getByRole('grid', { name: /^Seat map/ });
  }

  seat(number: string): Locator {
    return this.grid().getByRole('checkbox', { name: seatName(number) });
  }

  /** Clicks the seat as a customer does, on its visible square. */
  async chooseSeat(number: string) {
    // `has` looks inside each label, so the checkbox is named from there, not from the page.
    await this.grid()
      .locator('label')
      .filter({ has: this.page.getByRole('checkbox', { name: seatName(number) }) })
      .click();
  }

  /** The accessible name of the seat that has focus. */
  async focusedSeat(): Promise<string> {
    return this.page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
  }

  chosenSeats() {
    return this.page.getByRole('region', { name: /^Your seats/ });
  }

  async fillContact(contact: Contact) {
    await this.page.getByLabel('Full name').fill(contact.name);
    await this.page
      .getByRole('group', { name: 'Your details' })
      .getByLabel('Email')
      .fill(contact.email);
    await this.page.getByLabel('Phone number').fill(contact.phone);
  }

  reserveButton() {
    return this.page.getByRole('button', { name: /^Reserve / });
  }

  /** Next.js's route announcer is an alert too, so the form's alert is found by its words. */
  alert(text: RegExp | string) {
    return this.page.getByRole('alert').filter({ hasText: text });
  }
}
