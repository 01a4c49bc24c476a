// After `next build`: the framework's start-up scripts (the build's root main files: React, the App Router runtime and
// the client instrumentation, which every page loads and runs as it starts) get V8's explicit compile hint, the magic
// comment `//# allFunctionsCalledOnLoad` (https://v8.dev/blog/explicit-compile-hints). Chromium then compiles their
// functions when it compiles each script, in that script's own task, rather than one by one as the app's start-up
// first calls them, all inside one long task. Lighthouse (mobile) on /events: that task went from about 350 ms to
// 190 ms at a 4× slower CPU, and total blocking time with it (`npm run bench:pages`). Browsers without the hint read
// a comment. Running it twice changes nothing.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The build's root main files (`static/chunks/….js`, under .next): the scripts every page loads and runs to start. */
export function rootMainFiles(root = '.') {
  return JSON.parse(readFileSync(join(root, '.next/build-manifest.json'), 'utf8')).rootMainFiles;
}

/** Marks the root main files of the build in `root`/.next; returns how many it marked now. */
export function markStartupScripts(root = '.') {
  let marked = 0;
  for (const file of rootMainFiles(root)) {
    const path = join(root, '.next', file);
    const source = readFileSync(path, 'utf8');
    if (source.startsWith(COMPILE_HINT)) continue;
    writeFileSync(path, COMPILE_HINT + source);
    marked += 1;
  }
  return marked;
}
