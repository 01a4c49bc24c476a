// `npm run promo-codes -- …`: creates, lists, exports and switches promo codes in the storefront database the storefront's settings name.
import { runStoreCommand } from '@/server/store-db/command-line';
import { PROMO_USAGE, PromoCommandError, PromoUsageError, runPromoCommand } from './promo-command';

process.exitCode = await runStoreCommand({
  name: 'promo-codes',
  usage: PROMO_USAGE,
  usageError: PromoUsageError,
  commandError: PromoCommandError,
  run: runPromoCommand,
});
