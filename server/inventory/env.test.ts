// Tests of the service's settings as .env.example gives them: values the service accepts at start.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadInventoryEnv } from './env';

describe('.env.example', () => {
  it('holds values the inventory service accepts', () => {
    const text = readFileSync(new URL('../../.env.example', import.meta.url), 'utf8');
    const example = Object.fromEntries(
      [...text.matchAll(/^([A-Z][A-Z0-9_]+)=(.*)$/gm)].map((m) => [m[1]!, m[2]!]),
    );
    expect(example).toHaveProperty('INVENTORY_PORT');
    expect(() => loadInventoryEnv(example)).not.toThrow();
  });
});
