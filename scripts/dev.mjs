// `npm run dev`: the inventory service and, once it answers, the storefront, both reloading on change.
import { localAddresses, readyMessage } from './lib/addresses.mjs';
import { bin, runInOrder } from './lib/processes.mjs';
import { ensureSessionSecret } from './lib/session-secret.mjs';

ensureSessionSecret();
const addresses = localAddresses();
runInOrder(
  [
    {
      name: 'inventory',
      command: bin('tsx'),
      args: ['watch', '--clear-screen=false', 'server/inventory/main.ts'],
      readyUrl: addresses.inventoryProbe,
    },
    {
      name: 'storefront',
      command: bin('next'),
      args: ['dev', '-p', addresses.storefrontPort],
      env: { TICKETING_BASE_URL: addresses.ticketingBaseUrl },
      readyUrl: addresses.storefrontProbe,
    },
  ],
  { readyMessage: readyMessage(addresses) },
);
