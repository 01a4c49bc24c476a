// A claim without the guard, for the tests that show what the guard prevents: no lock on the code's row, and the
// cap read first and counted later, with a pause between (the time another payment's claim takes to start).
import type { PromoClaimGuard } from '@/server/promo/uses';

const PAUSE_MS = 30;

export const UNGUARDED_CLAIM: PromoClaimGuard = {
  async lock() {
    // None: two claims of the same code run side by side.
  },
  async take(trx, code) {
    const row = await trx
      .selectFrom('promo_codes')
      .select(['enabled', 'claimed', 'max_uses'])
      .where('code', '=', code)
      .executeTakeFirst();
    if (!row?.enabled || (row.max_uses !== null && row.claimed >= row.max_uses)) return false;
    await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
    await trx
      .updateTable('promo_codes')
      .set((eb) => ({ claimed: eb('claimed', '+', 1) }))
      .where('code', '=', code)
      .execute();
    return true;
  },
};
