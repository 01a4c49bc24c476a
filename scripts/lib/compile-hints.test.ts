import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { COMPILE_HINT, markStartupScripts } from './compile-hints.mjs';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** A build folder with two root main files and a page's own chunk. */
function build() {
  const root = mkdtempSync(join(tmpdir(), 'compile-hints-'));
  roots.push(root);
  mkdirSync(join(root, '.next/static/chunks'), { recursive: true });
  const manifest = { rootMainFiles: ['static/chunks/framework.js', 'static/chunks/runtime.js'] };
  writeFileSync(join(root, '.next/build-manifest.json'), JSON.stringify(manifest));
  for (const name of ['framework', 'runtime', 'page'])
    writeFileSync(join(root, `.next/static/chunks/${name}.js`), `console.log("${name}");`);
  const read = (name: string) => readFileSync(join(root, `.next/static/chunks/${name}.js`), 'utf8');
  return { root, read };
}

describe('markStartupScripts', () => {
  it('puts the hint first in each root main file and leaves the other chunks alone', () => {
    const { root, read } = build();
    expect(markStartupScripts(root)).toBe(2);
    expect(read('framework')).toBe(`${COMPILE_HINT}console.log("framework");`);
    expect(read('runtime')).toBe(`${COMPILE_HINT}console.log("runtime");`);
    expect(read('page')).toBe('console.log("page");');
  });

  it('marks a file once however often it runs', () => {
    const { root, read } = build();
    markStartupScripts(root);
    expect(markStartupScripts(root)).toBe(0);
    expect(read('framework')).toBe(`${COMPILE_HINT}console.log("framework");`);
  });
});
