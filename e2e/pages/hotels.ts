// Page objects of the hotel search and of one hotel with its booking form.
import { expect, type Page } from '@playwright/test';
import type { Contact } from './catalogue';

/** A room type's choice is named by the room type and its price per night. */
const roomTypeName = (name: string) => ({ name: new RegExp(`^${name} ₦`) });

export interface StaySearch {
  city: string;
  checkin: string;
  checkout: string;
  guests: number;
  rooms: number;
}

export class HotelSearchPage {
  constructor(readonly page: Page) {}

  form() {
    return this.page.getByRole('search', { name: 'Search hotels' });
  }

  async open(query = '') {
    await this.page.goto(`/hotels${query}`);
  }

  async search(stay: StaySearch) {
    const form = this.form();
    await form.getByLabel('City').selectOption(stay.city);
    await form.getByLabel('Check-in').fill(stay.checkin);
    await form.getByLabel('Check-out').fill(stay.checkout);
    await form.getByLabel('Guests').fill(String(stay.guests));
    await form.getByLabel('Rooms').fill(String(stay.rooms));
    await form.getByRole('button', { name: 'Search' }).click();
  }

  results(city: string) {
    return this.page.getByRole('list', { name: `Hotels and apartments in ${city}` });
  }

  result(name: string) {
    return this.page
      .getByRole('listitem')
      .filter({ has: this.page.getByRole('heading', { name }) });
  }
}

export class HotelPage {
  constructor(readonly page: Page) {}

  async open(hotelId: number, query: Record<string, string | number>) {
    const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
    await this.page.goto(`/hotels/${hotelId}?${search}`);
    // Hydrated: the browser-side checks run on submit.
    await this.page.waitForLoadState('networkidle');
  }

  booking() {
    return this.page.getByRole('region', { name: 'Book a room' });
  }

  roomType(name: string) {
    return this.booking().getByRole('radio', roomTypeName(name));
  }

  /** The text of a room type's choice: price, total, sleeps, what is left. */
  roomTypeText(name: string) {
    return this.booking()
      .getByRole('listitem')
      .filter({ has: this.page.getByRole('radio', roomTypeName(name)) });
  }

  rooms() {
    return this.booking().getByLabel('Rooms', { exact: true });
  }

  guests() {
    return this.booking().getByLabel('Guests', { exact: true });
  }

  total() {
    return this.booking()
      .getByText(/^Total for/)
      .locator('..');
  }

  async fillGuest(contact: Contact) {
    await this.page.getByLabel('Full name').fill(contact.name);
    await this.page
      .getByRole('group', { name: 'Your details' })
      .getByLabel('Email')
      .fill(contact.email);
    await this.page.getByLabel('Phone number').fill(contact.phone);
  }

  reserveButton() {
    return this.booking().getByRole('button', { name: /^Reserve/ });
  }

  /** Next.js's route announcer is an alert too, so the message is the one inside the form. */
  alert() {
    return this.booking().getByRole('alert');
  }

  async expectField(label: string, message: string | RegExp) {
    const field = this.booking().getByLabel(label, { exact: true });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(message);
  }
}
