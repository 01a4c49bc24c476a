// Tests that docs/configuration.md names every setting the storefront's and the service's schemas read.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (path: string) => readFileSync(new URL(`../${path}`, import.meta.url), 'utf8');

/** The settings a schema file declares: its object keys in capitals (`NAME: z…`). */
const settingsOf = (source: string) =>
  [...source.matchAll(/^\s+([A-Z][A-Z0-9_]+):/gm)].map((match) => match[1]!);

describe('docs/configuration.md', () => {
  const page = read('docs/configuration.md');

  it.each([
    ['the storefront', 'server/env.ts'],
    ['the inventory service', 'server/inventory/env.ts'],
  ])('names every setting of %s', (_who, path) => {
    const settings = settingsOf(read(path));
    expect(settings.length).toBeGreaterThan(5);
    expect(settings.filter((name) => !page.includes(`\`${name}\``))).toEqual([]);
  });
});
