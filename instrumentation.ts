// Validates the storefront's settings when the server starts, so a bad value stops it at once.
export async function register() {
  // Node-only code lives in its own module, so the Edge bundle never sees process.exit.
  if (process.env.NEXT_RUNTIME === 'nodejs') await import('./instrumentation-node');
}
