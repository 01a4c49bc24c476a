// GET /api/v1/svc/business: the business list with its type and cinema filters, 20 per page.
import type { Insertable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusinessesTable } from '../../db/schema';
import { createTestService, type TestService } from '../../testing/harness';

let service: TestService;
const list = (query = '') => service.request('GET', `/api/v1/svc/business${query}`);

beforeAll(async () => {
  service = await createTestService();
  // Enough businesses of type entertainment for two pages, and one of each other type, whatever the seed.
  const now = service.clock.now();
  const extra: Insertable<BusinessesTable>[] = Array.from({ length: 12 }, (_, i) => ({
    id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    name: `Zz Test Promoter ${String(i).padStart(2, '0')}`,
    slug: null,
    photo: null,
    type: 'entertainment',
    cinema: 0,
    created_at: now,
  }));
  extra.push(
    {
      id: '00000000-0000-4000-8000-100000000001',
      name: 'Zz Test Coaches',
      slug: 'zz-test-coaches',
      photo: null,
      type: 'transport',
      cinema: 0,
      created_at: now,
    },
    {
      id: '00000000-0000-4000-8000-100000000002',
      name: 'Zz Test Suites',
      slug: 'zz-test-suites',
      photo: null,
      type: 'hospitality',
      cinema: 0,
      created_at: now,
    },
  );
  await service.deps.database.db.insertInto('businesses').values(extra).execute();
});
afterAll(() => service.close());

describe('GET /api/v1/svc/business', () => {
  it('pages 20 at a time with next_page an integer, count the number returned', async () => {
    const first = await list('?business_type=entertainment');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ success: true, status: 200 });
    const { data } = first.body;
    expect(data.per_page).toBe(20);
    expect(data.business).toHaveLength(20);
    expect(data.count).toBe(20);
    expect(data.next_page).toBe(2);
    const second = await list('?business_type=entertainment&page=2');
    expect(second.body.data.count).toBe(second.body.data.business.length);
    expect(second.body.data.next_page).toBeNull();
    const ids = [...data.business, ...second.body.data.business].map((b: { id: string }) => b.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(data.total);
    const beyond = await list('?business_type=entertainment&page=9');
    expect(beyond.body.data).toMatchObject({ business: [], count: 0, next_page: null });
  });

  it('filters by type; bus means transport; cinema only on entertainment businesses', async () => {
    const all: { type: string; cinema?: boolean }[] = [];
    for (let page = 1; page;) {
      const res = await list(`?page=${page}`);
      all.push(...res.body.data.business);
      page = res.body.data.next_page ?? 0;
    }
    for (const b of all) {
      if (b.type === 'entertainment') expect(typeof b.cinema).toBe('boolean');
      else expect(b).not.toHaveProperty('cinema');
    }
    const bus = await list('?business_type=bus');
    expect(bus.body.data.business.length).toBeGreaterThan(0);
    for (const b of bus.body.data.business) expect(b.type).toBe('transport');
    const hospitality = await list('?business_type=hospitality');
    expect(hospitality.body.data.business.length).toBeGreaterThan(0);
    for (const b of hospitality.body.data.business) expect(b.type).toBe('hospitality');
    expect(new Set(all.map((b) => b.type))).toEqual(
      new Set(['entertainment', 'transport', 'hospitality']),
    );
  });

  it('cinema=true gives cinema operators, cinema=false the others', async () => {
    const cinemas = await list('?business_type=entertainment&cinema=true');
    expect(cinemas.body.data.business.length).toBeGreaterThanOrEqual(3);
    for (const b of cinemas.body.data.business)
      expect(b).toMatchObject({ type: 'entertainment', cinema: true });
    const others = await list('?business_type=entertainment&cinema=false');
    for (const b of others.body.data.business)
      expect(b).toMatchObject({ type: 'entertainment', cinema: false });
  });

  it('answers 422 keyed cinema when cinema comes without business_type=entertainment', async () => {
    for (const query of [
      '?cinema=true',
      '?business_type=bus&cinema=false',
      '?business_type=hospitality&cinema=true',
    ]) {
      const res = await list(query);
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ success: false, status: 422 });
      expect(res.body.errors.cinema).toHaveLength(1);
    }
  });

  it('answers 422 keyed by the parameter for bad values', async () => {
    const cases: [string, string][] = [
      ['?business_type=boats', 'business_type'],
      ['?business_type=entertainment&cinema=yes', 'cinema'],
      ['?page=0', 'page'],
      ['?page=abc', 'page'],
    ];
    for (const [query, key] of cases) {
      const res = await list(query);
      expect(res.status, query).toBe(422);
      expect(Object.keys(res.body.errors)).toEqual([key]);
    }
  });
});
