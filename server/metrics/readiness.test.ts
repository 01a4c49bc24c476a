// GET /api/ready's checks: the store database and the inventory service's /health, each within a time limit,
// reported by name only.
import { describe, expect, it } from 'vitest';
import { testStoreDatabase } from '@/server/payments/testing/store';
import { readiness } from './readiness';

const healthy = async () => new Response('{"success":true}', { status: 200 });
const SERVICE = 'http://10.0.0.9:4000/';

describe('readiness', () => {
  it('is ready when the store database and the service answer; asks the service its /health', async () => {
    const db = await testStoreDatabase();
    const asked: string[] = [];
    const fetch = async (url: string | URL | Request) => {
      asked.push(String(url));
      return healthy();
    };
    try {
      expect(
        await readiness({
          storeDatabase: async () => db,
          serviceUrl: SERVICE,
          fetch: fetch as typeof globalThis.fetch,
        }),
      ).toEqual({
        ready: true,
        checks: { storeDatabase: 'ok', inventoryService: 'ok' },
      });
      expect(asked).toEqual(['http://10.0.0.9:4000/health']);
    } finally {
      await db.destroy();
    }
  });

  it('is not ready when the service says it is not healthy, cannot be reached, or does not answer in time', async () => {
    const db = await testStoreDatabase();
    try {
      const answers = [
        async () => new Response('{}', { status: 503 }),
        async () => Promise.reject(new TypeError('fetch failed')),
        () => new Promise<Response>(() => undefined),
      ];
      for (const answer of answers) {
        const state = await readiness({
          storeDatabase: async () => db,
          serviceUrl: SERVICE,
          fetch: answer as typeof fetch,
          timeoutMs: 50,
        });
        expect(state).toEqual({
          ready: false,
          checks: { storeDatabase: 'ok', inventoryService: 'failing' },
        });
      }
    } finally {
      await db.destroy();
    }
  });

  it('is not ready when the store database cannot be opened or is closed, and names no address', async () => {
    const closed = await testStoreDatabase();
    await closed.destroy();
    for (const storeDatabase of [
      () => Promise.reject(new Error('connect ECONNREFUSED postgres://u:p@db:5432')),
      async () => closed,
    ]) {
      const state = await readiness({
        storeDatabase,
        serviceUrl: SERVICE,
        fetch: healthy as typeof fetch,
        timeoutMs: 200,
      });
      expect(state).toEqual({
        ready: false,
        checks: { storeDatabase: 'failing', inventoryService: 'ok' },
      });
      expect(JSON.stringify(state)).not.toMatch(/postgres|10\.0\.0\.9|ECONNREFUSED/);
    }
  });
});
