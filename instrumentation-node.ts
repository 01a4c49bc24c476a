// Start-up of the storefront on the Node.js runtime: check the settings, then start the payment sweeper.
import { EnvError } from '@/lib/env';
import { storefrontEnv } from '@/server/env';

try {
  storefrontEnv();
} catch (error) {
  if (error instanceof EnvError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

// Payments that no request finished (a late approval, a buy to retry, a refund to resend) are finished here.
const [{ startPaymentSweeper }, { settleDeps }] = await Promise.all([
  import('@/server/payments/sweep'),
  import('@/server/payments/service'),
]);
startPaymentSweeper(settleDeps);
