// `npm run bench:pages` measures this bare App Router app beside the storefront's pages, on the same Next.js
// and React, built the same way (`next build`, then the compile hints): its figures are what any page of the
// framework scores on the machine at that moment, the floor the storefront's pages are read against.
import { fileURLToPath } from 'node:url';

const config = { turbopack: { root: fileURLToPath(new URL('../..', import.meta.url)) } };

export default config;
