// Whether the storefront's production build is older than its sources, so `npm start` and the benchmark build only when needed.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

// Every folder the storefront's build reads; the inventory service (server/inventory) is not built by Next.
const SOURCES = ['app', 'components', 'lib', 'public', ...storefrontServerPaths()];
const FILES = [
  'next.config.ts',
  'proxy.ts',
  'tailwind.config.ts',
  'postcss.config.mjs',
  'package-lock.json',
  'instrumentation.ts',
  'instrumentation-node.ts',
  'instrumentation-client.ts',
];

/** Everything under server/ but the inventory service, which Next does not build. */
function storefrontServerPaths(root = '.') {
  return readdirSync(join(root, 'server'), { withFileTypes: true })
    .filter((entry) => entry.name !== 'inventory')
    .map((entry) => join('server', entry.name));
}

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce(
    (max, name) => Math.max(max, newestMtime(join(path, name))),
    stat.mtimeMs,
  );
}

/** True when `root`/.next holds no build, or one older than a file of `sources` (paths under `root`; the storefront's by default). */
export function needsBuild(root = '.', sources = [...SOURCES, ...FILES]) {
  const buildId = join(root, '.next/BUILD_ID');
  if (!existsSync(buildId)) return true;
  const built = statSync(buildId).mtimeMs;
  return sources.some((path) => newestMtime(join(root, path)) > built);
}

/** Runs `npm run build` (`next build`, then the compile hints) when needsBuild(); returns its exit status (0 when none was needed). */
export function buildIfNeeded(root = '.') {
  if (!needsBuild(root)) return 0;
  console.log('Building the storefront…');
  const result = spawnSync('npm', ['run', 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  return result.status ?? 1;
}
