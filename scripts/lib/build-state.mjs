// Whether the storefront's production build is older than its sources, so `npm start` and the benchmark build only when needed.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

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
  'instrumentation-client.ts',
];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newestMtime(join(path, name))), stat.mtimeMs);
}

/** True when `.next` holds no build, or one older than a source file under `root`. */
export function needsBuild(root = '.') {
  const buildId = join(root, '.next/BUILD_ID');
  if (!existsSync(buildId)) return true;
  const built = statSync(buildId).mtimeMs;
  return [...SOURCES, ...FILES].some((path) => newestMtime(join(root, path)) > built);
}
