// Entry point of the inventory service (`npm run inventory`): serve until SIGINT or SIGTERM.
import { EnvError } from '@/lib/env';
import { loadInventoryEnv } from './env';
import { startService } from './service';

async function main() {
  const env = loadInventoryEnv();
  const service = await startService(env);
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    service.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  if (error instanceof EnvError) console.error(error.message);
  else
    console.error(
      'inventory service failed to start:',
      error instanceof Error ? error.message : error,
    );
  process.exit(1);
});
