// Builds the storefront when its sources are newer than the last build (the probes of the build's server actions need one).
import { buildIfNeeded } from './lib/build-state.mjs';

process.exit(buildIfNeeded());
