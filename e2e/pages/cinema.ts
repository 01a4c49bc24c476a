// Page objects of the cinema: the film listing with its filters, and a film page with its screening choice.
import { expect, type Page } from '@playwright/test';

export class CinemaPage {
  constructor(readonly page: Page) {}

  async open(query = '') {
    await this.page.goto(`/cinema${query}`);
  }

  nowShowing() {
    return this.page.getByRole('list', { name: 'Films now showing' });
  }

  comingSoon() {
    return this.page.getByRole('list', { name: 'Films coming soon' });
  }

  async filter(options: { cinema?: string; day?: string }) {
    const form = this.page.getByRole('search', { name: 'Filter films' });
    if (options.cinema !== undefined)
      await form.getByLabel('Cinema').selectOption({ label: options.cinema });
    if (options.day !== undefined) await form.getByLabel('Day').selectOption(options.day);
    await form.getByRole('button', { name: 'Show films' }).click();
  }
}

export class FilmPage {
  constructor(readonly page: Page) {}

  async expectOpen(title: string) {
    await expect(this.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  }

  cinemas() {
    return this.page.getByRole('navigation', { name: 'Cinema' });
  }

  days() {
    return this.page.getByRole('navigation', { name: 'Day' });
  }

  times() {
    return this.page.getByRole('navigation', { name: /^Times on / });
  }

  tickets() {
    return this.page.getByRole('region', { name: 'Tickets' });
  }

  async chooseCinema(name: string) {
    const link = this.cinemas().getByRole('link', { name: new RegExp(`^${name}`) });
    await link.click();
    await expect(link).toHaveAttribute('aria-current', 'true');
  }

  async chooseDay(position: number) {
    const link = this.days().getByRole('link').nth(position);
    await link.click();
    await expect(link).toHaveAttribute('aria-current', 'date');
  }

  async chooseTime(time: string) {
    const link = this.times().getByRole('link', { name: time, exact: true });
    await link.click();
    await expect(link).toHaveAttribute('aria-current', 'time');
  }
}
