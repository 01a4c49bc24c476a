// Reserves tickets of an event through its page, as a customer does, and opens the checkout.
import type { Page } from '@playwright/test';
import { EventPage, type Contact } from '../pages/catalogue';
import { CheckoutPage } from '../pages/checkout';

export async function reserveOnEventPage(
  page: Page,
  eventId: string,
  quantities: Record<string, number>,
  contact: Contact,
) {
  const event = new EventPage(page);
  await event.open(eventId);
  await event.choose(quantities);
  await event.fillContact(contact);
  await event.reserveButton().click();
  const checkout = new CheckoutPage(page);
  await checkout.expectOpen();
  return checkout;
}
