// The addresses `npm start` and `npm run dev` use to reach the two processes they run.

/** A host to connect to for a listen address: a wildcard listens on loopback too. */
function connectHost(listenHost) {
  if (listenHost === '0.0.0.0' || listenHost === '') return '127.0.0.1';
  if (listenHost === '::' || listenHost === '[::]') return '[::1]';
  return listenHost.includes(':') && !listenHost.startsWith('[') ? `[${listenHost}]` : listenHost;
}

export function localAddresses(env = process.env) {
  const storefrontPort = env.PORT ?? '3000';
  const inventory = `http://${connectHost(env.INVENTORY_HOST ?? '127.0.0.1')}:${env.INVENTORY_PORT ?? '4000'}`;
  return {
    storefrontPort,
    storefront: `http://localhost:${storefrontPort}`,
    // Next listens on every interface; a static file answers without calling the service.
    storefrontProbe: `http://127.0.0.1:${storefrontPort}/favicon.ico`,
    inventory,
    inventoryProbe: `${inventory}/health`,
    // The storefront follows the service's port unless told to use another service.
    ticketingBaseUrl: env.TICKETING_BASE_URL || inventory,
  };
}

export const readyMessage = (addresses) =>
  `Ready: storefront ${addresses.storefront} · inventory service ${addresses.inventory} (Ctrl-C stops both)`;
