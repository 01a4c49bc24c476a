// `npm start`: build the storefront if its sources changed, start the inventory service, and start the storefront once the service answers.
import { localAddresses, readyMessage } from './lib/addresses.mjs';
import { buildIfNeeded } from './lib/build-state.mjs';
import { bin, runInOrder } from './lib/processes.mjs';
import { ensureSessionSecret } from './lib/session-secret.mjs';

const built = buildIfNeeded();
if (built !== 0) process.exit(built);

ensureSessionSecret();
const addresses = localAddresses();
console.log(
  `Starting the inventory service; the storefront follows once ${addresses.inventoryProbe} answers.`,
);
runInOrder(
  [
    {
      name: 'inventory',
      command: bin('tsx'),
      args: ['server/inventory/main.ts'],
      env: { NODE_ENV: 'production' },
      readyUrl: addresses.inventoryProbe,
    },
    {
      name: 'storefront',
      command: bin('tsx'),
      args: [
        '--conditions=react-server',
        'server/storefront/main.ts',
        '-p',
        addresses.storefrontPort,
      ],
      env: { NODE_ENV: 'production', TICKETING_BASE_URL: addresses.ticketingBaseUrl },
      readyUrl: addresses.storefrontProbe,
    },
  ],
  { readyMessage: readyMessage(addresses) },
);
