// Start-up check of the storefront's settings on the Node.js runtime.
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
