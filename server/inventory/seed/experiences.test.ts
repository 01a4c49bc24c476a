// The demo experience seed: organisers, regular events and cinema films, categories, the sold-out
// category, stable ids, the second demo merchant, idempotency.
import { describe, expect, it } from 'vitest';
import { findKeyOwner } from '../domain/core/merchants';
import { CINEMAS } from './cinema-data';
import { DEMO_CATALOGUE } from './demo-catalogue';
import { seedDemoData } from './index';
import { SECOND_DEMO_MERCHANT } from './merchants';
import { seedUuid } from './ids';
import { setUpTestService } from '../testing/per-file';

const service = setUpTestService();

const db = () => service.deps.database.db;

describe('demo experience seed', () => {
  it('has 14+ entertainment businesses, 3+ of them cinema operators', async () => {
    const rows = await db()
      .selectFrom('businesses')
      .select(['cinema'])
      .where('type', '=', 'entertainment')
      .execute();
    expect(rows.length).toBeGreaterThanOrEqual(14);
    expect(rows.filter((r) => r.cinema === 1).length).toBeGreaterThanOrEqual(3);
  });

  it('has 45+ upcoming regular experiences across 5+ categories, some featured, old and new', async () => {
    const now = service.clock.now();
    const rows = await db()
      .selectFrom('experiences')
      .select(['category_id', 'featured', 'created_at'])
      .where('cinema', '=', 0)
      .where('end_at', '>', now)
      .execute();
    expect(rows.length).toBeGreaterThanOrEqual(45);
    expect(new Set(rows.map((r) => r.category_id)).size).toBeGreaterThanOrEqual(5);
    expect(rows.some((r) => r.featured === 1)).toBe(true);
    expect(rows.some((r) => r.created_at > now - 24 * 3600_000)).toBe(true);
    expect(rows.some((r) => r.created_at < now - 60 * 24 * 3600_000)).toBe(true);
  });

  it('covers the four showtime layouts and three showing kinds, one film at 3+ locations', async () => {
    const films = await db()
      .selectFrom('experiences')
      .select(['id', 'showing', 'shared_times', 'per_day_times'])
      .where('cinema', '=', 1)
      .execute();
    expect(films.length).toBeGreaterThanOrEqual(4);
    expect(new Set(films.map((f) => `${f.shared_times}${f.per_day_times}`))).toEqual(
      new Set(['10', '11', '00', '01']),
    );
    expect(new Set(films.map((f) => f.showing))).toEqual(new Set(['daily', 'weekly', 'monthly']));
    const locations = await db()
      .selectFrom('cinema_locations')
      .select(['is_headquarters'])
      .where('experience_id', '=', DEMO_CATALOGUE.multiLocationCinema.experienceId)
      .execute();
    expect(locations.length).toBeGreaterThanOrEqual(3);
    expect(locations.filter((l) => l.is_headquarters === 1)).toHaveLength(1);
    expect(CINEMAS.map((c) => c.title)).toContain(DEMO_CATALOGUE.multiLocationCinema.title);
  });

  it('gives every experience 1 to 4 categories of 5..500 seats, a free one, fees on most', async () => {
    const categories = await db().selectFrom('ticket_categories').selectAll().execute();
    const perExperience = new Map<string, number>();
    const perLocation = new Map<string, number>();
    for (const c of categories) {
      perExperience.set(c.experience_id, (perExperience.get(c.experience_id) ?? 0) + 1);
      const key = `${c.experience_id}:${c.location_id ?? '*'}`;
      perLocation.set(key, (perLocation.get(key) ?? 0) + 1);
      expect(c.capacity).toBeGreaterThanOrEqual(5);
      expect(c.capacity).toBeLessThanOrEqual(500);
    }
    for (const count of perLocation.values()) expect(count).toBeLessThanOrEqual(4);
    expect(Math.min(...perExperience.values())).toBeGreaterThanOrEqual(1);
    const experiences = await db().selectFrom('experiences').select('id').execute();
    expect(perExperience.size).toBe(experiences.length);
    expect(categories.some((c) => c.ticket_price_kobo === 0)).toBe(true);
    const withFees = categories.filter((c) => c.convenience_fee_kobo + c.commission_kobo > 0);
    expect(withFees.length / categories.length).toBeGreaterThan(0.5);
  });

  it('marks the sold-out category full in both environments', async () => {
    const pools = await db()
      .selectFrom('inventory_pools')
      .selectAll()
      .where('pool_key', '=', `tc:${DEMO_CATALOGUE.soldOutEvent.soldOutCategoryId}`)
      .execute();
    expect(pools.map((p) => p.environment).sort()).toEqual(['live', 'staging']);
    for (const pool of pools) expect(pool.used).toBe(pool.capacity);
  });

  it('dates everything from the day of seeding', async () => {
    const now = service.clock.now();
    const upcoming = await db()
      .selectFrom('experiences')
      .select(['start_at'])
      .where('end_at', '>', now)
      .execute();
    expect(Math.max(...upcoming.map((e) => e.start_at))).toBeLessThan(now + 120 * 24 * 3600_000);
  });

  it('uses stable ids and creates the second demo merchant with keys in both environments', async () => {
    expect(seedUuid('x')).toBe(seedUuid('x'));
    expect(seedUuid('x')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    for (const environment of ['staging', 'live'] as const) {
      const owner = await findKeyOwner(db(), SECOND_DEMO_MERCHANT.keys[environment]);
      expect(owner).toMatchObject({ merchantId: SECOND_DEMO_MERCHANT.id, environment });
    }
    const wallets = await db()
      .selectFrom('wallets')
      .selectAll()
      .where('merchant_id', '=', SECOND_DEMO_MERCHANT.id)
      .execute();
    expect(wallets.map((w) => w.balance_kobo)).toEqual([
      SECOND_DEMO_MERCHANT.openingBalanceKobo,
      SECOND_DEMO_MERCHANT.openingBalanceKobo,
    ]);
  });

  it('is idempotent', async () => {
    const before = await db()
      .selectFrom('experiences')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    await seedDemoData(db(), { now: service.clock.now(), publicUrl: 'http://inventory.test' });
    const after = await db()
      .selectFrom('experiences')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});
