// `npm run build`'s second step: see scripts/lib/compile-hints.mjs.
import { markStartupScripts } from './lib/compile-hints.mjs';

const marked = markStartupScripts();
console.log(`Compile hints: ${marked} start-up script(s) marked.`);
