// GET /api/v1/svc/experience: the filtered, sorted, paginated experience list.
import { describe, expect, it } from 'vitest';
import { DEMO_CATALOGUE } from '../../seed/demo-catalogue';
import { setUpTestService } from '../../testing/per-file';
import { expectedExperienceDates } from '../../testing/spec-dates';

const service = setUpTestService();
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- reply shapes are asserted field by field
type Item = any;

const list = (query = '') => service.request('GET', `/api/v1/svc/experience${query}`);

/** Every item of every page, following next_page. */
async function allPages(query: string): Promise<Item[]> {
  const items: Item[] = [];
  for (let page: string | null = '1'; page;) {
    const res = await list(`${query}${query ? '&' : '?'}page=${page}`);
    expect(res.status).toBe(200);
    items.push(...res.body.data.experiences);
    page = res.body.data.next_page;
  }
  return items;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** Spec date (Lagos time) back to epoch ms. */
function specMs(text: string): number {
  const [, day, mon, year, time] = /^\w{3}, (\d{2}) (\w{3}) (\d{4}) (\d{2}:\d{2}:\d{2})$/.exec(
    text,
  )!;
  return Date.parse(
    `${year}-${String(MONTHS.indexOf(mon!) + 1).padStart(2, '0')}-${day}T${time}+01:00`,
  );
}

describe('GET /api/v1/svc/experience', () => {
  it('pages 20 at a time: next_page a string, count the total matching', async () => {
    const res = await list();
    expect(res.status).toBe(200);
    const { data } = res.body;
    expect(data.per_page).toBe(20);
    expect(data.experiences).toHaveLength(20);
    expect(data.count).toBeGreaterThanOrEqual(45);
    expect(data.next_page).toBe('2');
    const items = await allPages('');
    expect(items).toHaveLength(data.count);
    expect(new Set(items.map((e) => e.id)).size).toBe(items.length);
    const last = Math.ceil(data.count / 20);
    const lastPage = await list(`?page=${last}`);
    expect(lastPage.body.data.next_page).toBeNull();
    const beyond = await list(`?page=${last + 1}`);
    expect(beyond.body.data).toMatchObject({ experiences: [], next_page: null, count: data.count });
  });

  it('leaves ended experiences out of the list but serves them by id', async () => {
    const items = await allPages('');
    expect(items.map((e) => e.id)).not.toContain(DEMO_CATALOGUE.endedEvent.experienceId);
    const now = service.clock.now();
    for (const e of items) expect(specMs(e.end_date)).toBeGreaterThan(now - 1000);
    const ended = await service.request(
      'GET',
      `/api/v1/svc/experience/v/${DEMO_CATALOGUE.endedEvent.experienceId}`,
    );
    expect(ended.status).toBe(200);
  });

  it('shapes each experience as the spec: dates, address, images, business, category', async () => {
    const items = await allPages('');
    for (const e of items) {
      const { start_date, end_date, created_on } = e;
      expect({ start_date, end_date, created_on }).toEqual(
        await expectedExperienceDates(service.deps.database.db, e.id),
      );
      expect(Object.keys(e.address).sort()).toEqual(['city', 'country', 'street', 'town']);
      expect(e.image.length).toBeGreaterThan(0);
      for (const image of e.image)
        expect(image.image).toMatch(/^http:\/\/inventory\.test\/media\/experience\/.+\.svg/);
      expect(Object.keys(e.business).sort()).toEqual(['id', 'name', 'photo', 'slug', 'type']);
      expect(e.business.type).toBe(e.cinema ? 'cinema' : 'entertainment');
      expect(Object.keys(e.category).sort()).toEqual(['id', 'name', 'slug']);
      expect('cinema_info' in e).toBe(e.cinema);
    }
    // Seeded at 19:00 Lagos time: the wire shows Lagos wall-clock time.
    const concert = items.find((e) => e.id === DEMO_CATALOGUE.plentyEvent.experienceId);
    expect(concert.start_date).toMatch(/ 19:00:00$/);
  });

  it('filters cinema true / false / absent', async () => {
    const all = (await list()).body.data.count;
    const cinema = await allPages('?cinema=true');
    const regular = await allPages('?cinema=false');
    expect(cinema.length).toBeGreaterThanOrEqual(4);
    expect(regular.length).toBeGreaterThanOrEqual(45);
    expect(cinema.every((e) => e.cinema === true && e.cinema_info)).toBe(true);
    expect(regular.every((e) => e.cinema === false)).toBe(true);
    expect(cinema.length + regular.length).toBe(all);
  });

  it('filters featured', async () => {
    const featured = await allPages('?featured=true');
    expect(featured.length).toBeGreaterThan(0);
    expect(featured.every((e) => e.featured)).toBe(true);
    const notFeatured = await allPages('?featured=false');
    expect(notFeatured.every((e) => !e.featured)).toBe(true);
    expect(featured.length + notFeatured.length).toBe((await list()).body.data.count);
  });

  it('filters by category id (or slug) and by business UUID', async () => {
    const byId = await allPages(`?category_id=${DEMO_CATALOGUE.categories.comedy}`);
    expect(byId.length).toBeGreaterThan(0);
    expect(byId.every((e) => e.category.slug === 'comedy')).toBe(true);
    const bySlug = await allPages('?category_id=comedy');
    expect(bySlug.map((e) => e.id)).toEqual(byId.map((e) => e.id));
    expect((await list('?category_id=no-such-category')).body.data.count).toBe(0);

    const ofBusiness = await allPages(`?business_id=${DEMO_CATALOGUE.plentyEvent.businessId}`);
    expect(ofBusiness.length).toBeGreaterThan(1);
    expect(ofBusiness.every((e) => e.business.id === DEMO_CATALOGUE.plentyEvent.businessId)).toBe(
      true,
    );
    expect((await list('?business_id=00000000-0000-4000-8000-000000000000')).body.data.count).toBe(
      0,
    );
  });

  it('searches title, description and venue, case-insensitively, every word', async () => {
    const upper = await allPages('?search=AFROBEATS%20LIVE');
    expect(upper.map((e) => e.title)).toContain('Afrobeats Live at Eko');
    const venue = await allPages('?search=teslim');
    expect(venue.length).toBeGreaterThan(0);
    for (const e of venue)
      expect(`${e.title} ${e.description} ${e.address.street}`.toLowerCase()).toContain('teslim');
    const twoWords = await allPages('?search=jazz%20lagos');
    expect(twoWords.length).toBeGreaterThan(0);
    for (const e of twoWords) {
      const text =
        `${e.title} ${e.description} ${e.address.street} ${e.address.town} ${e.address.city}`.toLowerCase();
      expect(text).toContain('jazz');
      expect(text).toContain('lagos');
    }
    // Wildcards are literal.
    expect((await list('?search=%25')).body.data.count).toBe(0);
    expect((await list('?search=_')).body.data.count).toBe(0);
    expect((await list('?search=zzzz-nothing')).body.data.count).toBe(0);
  });

  it('sorts just_added by listing date, newest first', async () => {
    const items = await allPages('?sorted_by=just_added');
    const created = items.map((e) => specMs(e.created_on));
    expect(created).toEqual([...created].sort((a, b) => b - a));
  });

  it('sorts upcoming (and by default) by start, soonest first', async () => {
    for (const query of ['?sorted_by=upcoming', '']) {
      const items = await allPages(query);
      const starts = items.map((e) => specMs(e.start_date));
      expect(starts).toEqual([...starts].sort((a, b) => a - b));
    }
  });

  it('sorts randomly in an order that is stable across pages for the hour', async () => {
    const first = await allPages('?sorted_by=randomly');
    const again = await allPages('?sorted_by=randomly');
    expect(again.map((e) => e.id)).toEqual(first.map((e) => e.id));
    expect(new Set(first.map((e) => e.id)).size).toBe(first.length);
    const upcoming = await allPages('?sorted_by=upcoming');
    expect(first.map((e) => e.id)).not.toEqual(upcoming.map((e) => e.id));
    expect(new Set(first.map((e) => e.id))).toEqual(new Set(upcoming.map((e) => e.id)));
    service.clock.advance(60 * 60 * 1000);
    try {
      const nextHour = await allPages('?sorted_by=randomly');
      expect(nextHour.map((e) => e.id)).not.toEqual(first.map((e) => e.id));
    } finally {
      service.clock.advance(-60 * 60 * 1000);
    }
  });

  it('answers 422 keyed by the parameter for bad values', async () => {
    const cases: [string, string][] = [
      ['?page=0', 'page'],
      ['?page=-1', 'page'],
      ['?page=two', 'page'],
      ['?sorted_by=foo', 'sorted_by'],
      ['?featured=yes', 'featured'],
      ['?cinema=1', 'cinema'],
      ['?business_id=42', 'business_id'],
      [`?search=${'x'.repeat(201)}`, 'search'],
    ];
    for (const [query, key] of cases) {
      const res = await list(query);
      expect(res.status, query).toBe(422);
      expect(res.body).toMatchObject({ success: false, status: 422 });
      expect(Object.keys(res.body.errors), query).toEqual([key]);
      expect(res.body.errors[key][0]).toEqual(expect.any(String));
    }
  });
});
