// `npm start`: build the storefront if its sources changed, then run it and the inventory service.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { bin, runTogether } from './lib/processes.mjs';
import { ensureSessionSecret } from './lib/session-secret.mjs';

const SOURCES = ['app', 'components', 'lib', 'server/ticketing', 'server/session', 'public'];
const FILES = ['next.config.ts', 'tailwind.config.ts', 'postcss.config.mjs', 'package-lock.json', 'instrumentation.ts', 'instrumentation-node.ts'];

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
const port = process.env.PORT ?? '3000';
runTogether([
  { name: 'inventory', command: bin('tsx'), args: ['server/inventory/main.ts'], env: { NODE_ENV: 'production' } },
  { name: 'storefront', command: bin('next'), args: ['start', '-p', port], env: { NODE_ENV: 'production' } },
]);
