// The box office's sale flow wired to this process: its database, the service, and the box office's contact.
import 'server-only';
import { storefrontEnv } from '@/server/env';
import { storefrontDatabase } from '@/server/store-db/storefront-database';
import { completePurchase, lookUp } from '@/server/ticketing/flows/purchase';
import { releaseCheckout } from '@/server/ticketing/flows/release';
import { reserve } from '@/server/ticketing/flows/reserve';
import { recordAudit } from './audit';
import type { SaleDeps } from './sale-flow';

export async function saleDeps(): Promise<SaleDeps> {
  const env = storefrontEnv();
  return {
    db: await storefrontDatabase(),
    reserve,
    purchase: (checkout) => completePurchase(checkout),
    release: releaseCheckout,
    lookup: lookUp,
    boxOfficeContact: { name: env.BOX_OFFICE_CONTACT_NAME, email: env.BOX_OFFICE_CONTACT_EMAIL, phone: env.BOX_OFFICE_CONTACT_PHONE },
    audit: recordAudit,
    now: Date.now,
  };
}
