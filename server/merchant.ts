// Who sells: the merchant's name, address, support contact and logo, shown in the header, the footer, the
// shop's policy pages, receipts and emails. Settings with sensible defaults, read per request.
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
