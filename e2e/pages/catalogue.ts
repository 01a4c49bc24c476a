// Page objects of the catalogue: home, the event list with its filters, and one event.
import { expect, type Frame, type Page } from '@playwright/test';

export class HomePage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto('/');
    await expect(
      this.page.getByRole('heading', { level: 1, name: 'Find your next event' }),
    ).toBeVisible();
  }

  featured() {
    return this.page.getByRole('list', { name: 'Featured events' });
  }

  upcoming() {
    return this.page.getByRole('list', { name: 'Upcoming events' });
  }

  async search(text: string) {
    await this.page.getByRole('searchbox', { name: 'Search events' }).fill(text);
    await this.page.getByRole('button', { name: 'Search' }).click();
  }
}

export class EventListPage {
  constructor(readonly page: Page) {}

  results() {
    return this.page.getByRole('list', { name: 'Events' });
  }

  async filter(options: { search?: string; category?: string; sort?: string; featured?: boolean }) {
    const form = this.page.getByRole('search', { name: 'Filter events' });
    if (options.search !== undefined) await form.getByLabel('Search').fill(options.search);
    if (options.category)
      await form.getByLabel('Category').selectOption({ label: options.category });
    if (options.sort) await form.getByLabel('Sort by').selectOption({ label: options.sort });
    if (options.featured !== undefined)
      await form.getByLabel('Featured only').setChecked(options.featured);
    await form.getByRole('button', { name: 'Apply' }).click();
  }
}

export interface Contact {
  name: string;
  email: string;
  phone: string;
}

export class EventPage {
  /** A tab, or the frame of an event embedded on another site. */
  constructor(readonly page: Page | Frame) {}

  async open(id: string) {
    await this.page.goto(`/events/${id}`);
  }

  tickets() {
    return this.page.getByRole('region', { name: 'Tickets' });
  }

  quantity(ticket: string) {
    return this.page.getByLabel(`Quantity of ${ticket}`);
  }

  async choose(quantities: Record<string, number>) {
    for (const [ticket, count] of Object.entries(quantities))
      await this.quantity(ticket).selectOption(String(count));
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
    return this.page.getByRole('button', { name: 'Reserve tickets' });
  }

  alert() {
    return this.tickets().getByRole('alert');
  }
}
