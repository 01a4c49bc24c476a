// `npm start`: build the storefront if its sources changed, start the inventory service, and start the storefront once the service answers.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { localAddresses, readyMessage } from './lib/addresses.mjs';
import { bin, runInOrder } from './lib/processes.mjs';
import { ensureSessionSecret } from './lib/session-secret.mjs';

const SOURCES = ['app', 'components', 'lib', 'server/ticketing', 'server/session', 'server/security', 'public'];
const FILES = [
  'next.config.ts',
  'proxy.ts',
  'server/env.ts',
  'tailwind.config.ts',
  'postcss.config.mjs',
  'package-lock.json',
  'instrumentation.ts',
  'instrumentation-node.ts',
];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newestMtime(join(path, name))), stat.mtimeMs);
}

function needsBuild() {
  const buildId = '.next/BUILD_ID';
  if (!existsSync(buildId)) return true;
  const built = statSync(buildId).mtimeMs;
  return [...SOURCES, ...FILES].some((path) => newestMtime(path) > built);
}

if (needsBuild()) {
  console.log('Building the storefront…');
  const result = spawnSync(bin('next'), ['build'], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

ensureSessionSecret();
const addresses = localAddresses();
console.log(`Starting the inventory service; the storefront follows once ${addresses.inventoryProbe} answers.`);
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
      command: bin('next'),
      args: ['start', '-p', addresses.storefrontPort],
      env: { NODE_ENV: 'production', TICKETING_BASE_URL: addresses.ticketingBaseUrl },
      readyUrl: addresses.storefrontProbe,
    },
  ],
  { readyMessage: readyMessage(addresses) },
);
