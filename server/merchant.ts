// Who sells and on what terms: the merchant's name, address, support contact and logo (header, footer, policy pages,
// receipts and emails), and the terms of trips and stays the service does not give. Settings with defaults, read per request.
import 'server-only';
import { storefrontEnv } from '@/server/env';

export interface Merchant {
  name: string;
  /** One line: street, area, city. */
  address: string;
  supportEmail: string;
  /** International format, as customers dial it. */
  supportPhone: string;
  /** A picture path or URL for the header; null shows the built-in mark. */
  logoUrl: string | null;
}

export function merchant(): Merchant {
  const env = storefrontEnv();
  return {
    name: env.MERCHANT_NAME,
    address: env.MERCHANT_ADDRESS,
    supportEmail: env.MERCHANT_SUPPORT_EMAIL,
    supportPhone: env.MERCHANT_SUPPORT_PHONE,
    logoUrl: env.MERCHANT_LOGO_URL ?? null,
  };
}

/** A coach trip's terms, the same for every departure: when to be at the terminal and what to carry. */
export interface TripTerms {
  reportingMinutes: number;
  luggage: string;
}

/** A stay's terms, the same for every hotel (the service gives none): hours, taxes and free cancellation. */
export interface StayTerms {
  /** `HH:MM`, Lagos time. */
  checkinFrom: string;
  checkoutBy: string;
  taxNote: string;
  freeCancellationHours: number;
}

export function tripTerms(): TripTerms {
  const env = storefrontEnv();
  return { reportingMinutes: env.BUS_REPORTING_MINUTES, luggage: env.BUS_LUGGAGE_ALLOWANCE };
}

export function stayTerms(): StayTerms {
  const env = storefrontEnv();
  return {
    checkinFrom: env.HOTEL_CHECKIN_FROM,
    checkoutBy: env.HOTEL_CHECKOUT_BY,
    taxNote: env.HOTEL_TAX_NOTE,
    freeCancellationHours: env.HOTEL_FREE_CANCELLATION_HOURS,
  };
}
