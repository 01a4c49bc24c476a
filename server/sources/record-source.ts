// Records where a bought order came from (channel, embedding site, campaign), once per merchant reference.
import 'server-only';
import { orderTotalKobo } from '@/lib/checkout/order-total';
import { log } from '@/server/log';
import type { CheckoutState } from '@/server/session/checkout-state';
import type { StoreDatabase } from '@/server/store-db/connect';

/**
 * Written when the order is bought; a second write for the same reference (a replayed settle) changes nothing.
 * `amountKobo` is what the customer paid (after a promo code); without it, the held lines' total.
 */
export async function recordOrderSource(
  db: StoreDatabase,
  checkout: CheckoutState,
  now: number,
  amountKobo = orderTotalKobo(checkout.lines),
): Promise<void> {
  const source = checkout.source;
  await db
    .insertInto('order_sources')
    .values({
      reference: checkout.merchantReference,
      channel: checkout.channel,
      host: source?.host ?? null,
      utm_source: source?.utmSource ?? null,
      utm_medium: source?.utmMedium ?? null,
      utm_campaign: source?.utmCampaign ?? null,
      amount_kobo: amountKobo,
      currency: 'NGN',
      created_at: now,
    })
    .onConflict((conflict) => conflict.column('reference').doNothing())
    .execute();
}

/** The same, for paths where the order is already bought: a failed write is logged, never the customer's problem. */
export async function recordOrderSourceSafely(
  database: () => Promise<StoreDatabase>,
  checkout: CheckoutState,
  now: number,
  amountKobo?: number,
): Promise<void> {
  try {
    await recordOrderSource(await database(), checkout, now, amountKobo);
  } catch (error) {
    log.error(
      {
        reference: checkout.merchantReference,
        error: error instanceof Error ? error.message : String(error),
      },
      'order source not recorded',
    );
  }
}
