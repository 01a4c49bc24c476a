// Tests of the link to a new tab: it holds a random id and none of the choice, the choice is kept sealed on the
// server, and the link works once, within its time.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createStoreDatabase,
  migrateStoreDatabase,
  type StoreDatabase,
} from '@/server/store-db/connect';
import {
  CONTINUE_TTL_SECONDS,
  sealContinueChoice,
  unsealContinueChoice,
  type ContinueChoice,
} from './continue-token';

const SECRET = 's'.repeat(32);
const choice: ContinueChoice = {
  selection: { kind: 'event', eventId: '0b7f3a52-6c1e-4d8a-9f3b-2a1c5e7d9b10' },
  quantities: { regular: 2 },
  contact: { name: 'Ada Obi', email: 'ada@example.com', phone: '08031234567' },
  source: {
    host: 'https://blog.example',
    utmSource: 'newsletter',
    utmMedium: null,
    utmCampaign: null,
  },
};
const T0 = Date.parse('2026-11-23T10:00:00Z');

let db: StoreDatabase;

beforeEach(async () => {
  db = createStoreDatabase({ url: process.env.STOREFRONT_DATABASE_URL, sqlitePath: ':memory:' });
  await migrateStoreDatabase(db);
  // On PostgreSQL the table outlives a test.
  await db.deleteFrom('embed_continue_links').execute();
});

afterEach(async () => {
  vi.useRealTimers();
  await db.destroy();
});

const seal = (value: ContinueChoice = choice) => sealContinueChoice(value, SECRET, db);
const unseal = (token: string, secret = SECRET) => unsealContinueChoice(token, secret, db);

describe('continue link', () => {
  it('is a random id: nothing of the choice is in it', async () => {
    const token = await seal();
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(await seal()).not.toBe(token);
    // Whole values: a short fragment such as "ada" turns up in random text now and then.
    for (const value of ['Ada Obi', 'ada@example.com', '08031234567', 'newsletter', 'blog.example'])
      expect(token).not.toContain(value);
  });

  it('gives the choice back once; a second use finds nothing', async () => {
    const token = await seal();
    await expect(unseal(token)).resolves.toEqual(choice);
    await expect(unseal(token)).resolves.toBeNull();
  });

  it('gives the choice to one of two requests at once', async () => {
    const token = await seal();
    const results = await Promise.all([unseal(token), unseal(token), unseal(token)]);
    expect(results.filter((result) => result !== null)).toEqual([choice]);
  });

  it('keeps the choice on the server sealed, and not under the link’s id', async () => {
    const token = await seal();
    const rows = await db.selectFrom('embed_continue_links').selectAll().execute();
    expect(rows).toHaveLength(1);
    const stored = JSON.stringify(rows);
    for (const value of [token, 'Ada Obi', 'ada@example.com', '08031234567', 'newsletter'])
      expect(stored).not.toContain(value);
  });

  it('expires after its time, and links nobody opened are swept', async () => {
    vi.useFakeTimers({ now: T0, toFake: ['Date'] });
    const early = await seal();
    const late = await seal();
    vi.setSystemTime(T0 + (CONTINUE_TTL_SECONDS - 30) * 1000);
    await expect(unseal(early)).resolves.toEqual(choice);
    vi.setSystemTime(T0 + (CONTINUE_TTL_SECONDS + 1) * 1000);
    await expect(unseal(late)).resolves.toBeNull();
    const unopened = await seal();
    vi.setSystemTime(T0 + 2 * (CONTINUE_TTL_SECONDS + 1) * 1000);
    await seal();
    expect(await db.selectFrom('embed_continue_links').select('expires_at').execute()).toHaveLength(
      1,
    );
    await expect(unseal(unopened)).resolves.toBeNull();
  });

  it('reads nonsense, an empty or an oversized link, or one read with another secret as no choice', async () => {
    for (const token of ['', 'Fe26.2**nonsense', 'x'.repeat(5000), 'A'.repeat(32)])
      await expect(unseal(token)).resolves.toBeNull();
    await expect(unseal(await seal(), 'y'.repeat(32))).resolves.toBeNull();
  });

  it('refuses to keep a choice of the wrong shape', async () => {
    await expect(seal({ ...choice, quantities: { regular: -1 } })).rejects.toThrow();
  });
});
