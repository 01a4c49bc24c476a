// Tests that docs/configuration.md and .env.example name every setting the storefront's and the service's schemas
// read, and that the example's values are ones the storefront accepts (the service's: server/inventory/env.test.ts).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseStorefrontEnv } from './env';

const read = (path: string) => readFileSync(new URL(`../${path}`, import.meta.url), 'utf8');

/** The settings a schema file declares: its object keys in capitals (`NAME: z…`). */
const settingsOf = (source: string) =>
  [...source.matchAll(/^\s+([A-Z][A-Z0-9_]+):/gm)].map((match) => match[1]!);

const SCHEMAS = [
  ['the storefront', 'server/env.ts'],
  ['the inventory service', 'server/inventory/env.ts'],
] as const;

describe('docs/configuration.md', () => {
  const page = read('docs/configuration.md');

  it.each(SCHEMAS)('names every setting of %s', (_who, path) => {
    const settings = settingsOf(read(path));
    expect(settings.length).toBeGreaterThan(5);
    expect(settings.filter((name) => !page.includes(`\`${name}\``))).toEqual([]);
  });
});

describe('.env.example', () => {
  const example = Object.fromEntries(
    [...read('.env.example').matchAll(/^([A-Z][A-Z0-9_]+)=(.*)$/gm)].map((m) => [m[1]!, m[2]!]),
  );

  it.each(SCHEMAS)('names every setting of %s', (_who, path) => {
    expect(settingsOf(read(path)).filter((name) => !(name in example))).toEqual([]);
  });

  it('holds values the storefront accepts (with a session secret, which it leaves to be generated)', () => {
    expect(() => parseStorefrontEnv({ ...example, SESSION_SECRET: 'x'.repeat(32) })).not.toThrow();
  });
});
