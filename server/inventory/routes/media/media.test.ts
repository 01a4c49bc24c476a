// GET /media/<kind>/<id>.svg: generated demo images, public and cacheable.
import { describe, expect, it } from 'vitest';
import { DEMO_CATALOGUE } from '../../seed/demo-catalogue';
import { wrapTitle } from './svg-poster';
import { setUpTestService } from '../../testing/per-file';

const service = setUpTestService();

const get = (path: string, headers: Record<string, string> = {}) =>
  service.app.request(path, { headers });

describe('GET /media/...', () => {
  it('serves an SVG poster of an experience, public and cacheable', async () => {
    const res = await get(`/media/experience/${DEMO_CATALOGUE.plentyEvent.experienceId}.svg`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers.get('cache-control')).toMatch(/public, max-age=\d+/);
    const svg = await res.text();
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).toContain('Afrobeats Live at Eko');
    expect(svg).not.toContain('<script');
    const second = await (
      await get(`/media/experience/${DEMO_CATALOGUE.plentyEvent.experienceId}.svg?v=2`)
    ).text();
    expect(second).not.toBe(svg);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const path = `/media/experience/${DEMO_CATALOGUE.freeEvent.experienceId}.svg`;
    const etag = (await get(path)).headers.get('etag')!;
    expect(etag).toBeTruthy();
    expect((await get(path, { 'If-None-Match': etag })).status).toBe(304);
  });

  it('serves businesses and hotels; every seeded image URL resolves', async () => {
    const db = service.deps.database.db;
    const urls = [
      ...(await db.selectFrom('businesses').select('photo').execute()).flatMap((b) =>
        b.photo ? [b.photo] : [],
      ),
      ...(await db.selectFrom('experiences').select('images').execute()).flatMap(
        (e) => JSON.parse(e.images) as string[],
      ),
      ...(await db.selectFrom('hotels').select('images').execute()).flatMap(
        (h) => JSON.parse(h.images) as string[],
      ),
    ].filter((url) => url.startsWith('http://inventory.test/media/'));
    expect(urls.length).toBeGreaterThan(60);
    for (const url of urls) {
      const res = await get(url.replace('http://inventory.test', ''));
      expect(res.status, url).toBe(200);
      await res.arrayBuffer();
    }
  });

  it('escapes text and answers 404 / 422 in the envelope', async () => {
    const now = service.clock.now();
    await service.deps.database.db
      .insertInto('businesses')
      .values({
        id: '00000000-0000-4000-8000-0000000000aa',
        name: 'Tom & Jerry <Live>',
        slug: null,
        photo: null,
        type: 'entertainment',
        cinema: 0,
        created_at: now,
      })
      .execute();
    const svg = await (
      await get('/media/business/00000000-0000-4000-8000-0000000000aa.svg')
    ).text();
    expect(svg).toContain('Tom &amp; Jerry &lt;Live&gt;');
    const missing = await get('/media/experience/00000000-0000-4000-8000-000000000000.svg');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ success: false, status: 404 });
    expect((await get('/media/planet/abc.svg')).status).toBe(422);
    expect((await get('/media/experience/abc.png')).status).toBe(422);
  });

  it('wraps long titles into at most three lines', () => {
    expect(wrapTitle('Nollywood Classics Night: Living in Bondage')).toEqual([
      'Nollywood Classics',
      'Night: Living in',
      'Bondage',
    ]);
    expect(wrapTitle('a '.repeat(60)).length).toBe(3);
  });
});
