// `npm run dev`: the storefront and the inventory service, both reloading on change.
import { bin, runTogether } from './lib/processes.mjs';
import { ensureSessionSecret } from './lib/session-secret.mjs';

ensureSessionSecret();
runTogether([
  { name: 'inventory', command: bin('tsx'), args: ['watch', '--clear-screen=false', 'server/inventory/main.ts'] },
  { name: 'storefront', command: bin('next'), args: ['dev', '-p', process.env.PORT ?? '3000'] },
]);
