// Validates the storefront's settings when the server starts, so a bad value stops it at once.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { EnvError } = await import('@/lib/env');
  const { storefrontEnv } = await import('@/server/ticketing/env');
  try {
    storefrontEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
