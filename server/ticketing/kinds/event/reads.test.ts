// Tests of the catalogue reads: queries, caching, and what counts as not found.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CACHE_TAGS } from '@/server/ticketing/cache-tags';
import { installFakeService, reply } from '@/server/ticketing/test-support/fake-service';
import {
  EVENT_ID,
  experience,
  experienceDetail,
  experienceList,
  notFound,
  ticketCategories,
  VIP_ID,
} from '@/server/ticketing/test-support/recorded-replies';
import {
  getEvent,
  getTicketOptions,
  listEventCategories,
  listEventFacets,
  listEvents,
  listPricesFrom,
} from './reads';

vi.mock('@/server/env', async () => {
  const { TEST_ENV } = await import('@/server/ticketing/test-support/fake-service');
  return { storefrontEnv: () => TEST_ENV };
});

const LIST = 'GET /api/v1/svc/experience';

beforeEach(() => {
  vi.unstubAllGlobals();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('listEvents', () => {
  it('asks for regular events with the filters and reshapes the page', async () => {
    const service = installFakeService({
      [LIST]: [reply(200, experienceList({ count: 45, next_page: '2' }))],
    });
    const page = await listEvents({
      search: 'jazz',
      category: 'cat-1',
      sort: 'just_added',
      featured: true,
      page: 2,
    });
    const query = Object.fromEntries(service.calls[0]!.url.searchParams);
    expect(query).toEqual({
      cinema: 'false',
      search: 'jazz',
      category_id: 'cat-1',
      sorted_by: 'just_added',
      featured: 'true',
      page: '2',
    });
    expect(page).toMatchObject({ page: 2, total: 45, totalPages: 3 });
    expect(page.events[0]).toMatchObject({
      id: EVENT_ID,
      title: 'Lagos Jazz Night',
      featured: true,
      city: 'Lagos',
      imageUrl: 'http://127.0.0.1:4000/images/jazz-1.jpg',
      category: { name: 'Music' },
      organiser: 'Lagoon Live',
      startsAt: { iso: '2026-11-21T18:00:00.000Z', text: 'Sat, 21 Nov 2026 19:00:00' },
    });
  });

  it('caches catalogue reads with the shared tag', async () => {
    const service = installFakeService({ [LIST]: [reply(200, experienceList())] });
    await listEvents();
    expect(service.calls[0]!.init).toMatchObject({ next: { tags: [CACHE_TAGS.catalogue] } });
  });

  it('answers an empty page when the service refuses the filter values', async () => {
    installFakeService({
      [LIST]: [
        reply(422, {
          success: false,
          status: 422,
          message: 'bad',
          errors: { category_id: ['unknown'] },
        }),
      ],
    });
    await expect(listEvents({ category: 'nope' })).resolves.toMatchObject({ events: [], total: 0 });
  });
});

describe('getEvent', () => {
  it('returns the detail with address, images and organiser', async () => {
    installFakeService({
      [`GET /api/v1/svc/experience/v/${EVENT_ID}`]: [reply(200, experienceDetail)],
    });
    const event = await getEvent(EVENT_ID);
    expect(event).toMatchObject({
      description: 'An evening of live jazz by the lagoon.',
      address: { street: '12 Ozumba Mbadiwe Ave', city: 'Lagos' },
      images: [
        'http://127.0.0.1:4000/images/jazz-1.jpg',
        'http://127.0.0.1:4000/images/jazz-2.jpg',
      ],
    });
  });

  it('is null for unknown ids, non-UUIDs (without a call) and cinema showings', async () => {
    const other = '11111111-2222-4333-8444-555555555555';
    const cinemaId = '66666666-7777-4888-9999-000000000000';
    const service = installFakeService({
      [`GET /api/v1/svc/experience/v/${other}`]: [reply(404, notFound())],
      [`GET /api/v1/svc/experience/v/${cinemaId}`]: [
        reply(200, { data: { ...experience, id: cinemaId, cinema: true } }),
      ],
    });
    await expect(getEvent(other)).resolves.toBeNull();
    await expect(getEvent(cinemaId)).resolves.toBeNull();
    await expect(getEvent('../../etc')).resolves.toBeNull();
    expect(service.calls).toHaveLength(2);
  });
});

describe('getTicketOptions', () => {
  it('reads availability uncached and tolerates a missing `free` and numeric strings', async () => {
    const service = installFakeService({
      [`GET /api/v1/svc/experience/tickets/${EVENT_ID}`]: [reply(200, ticketCategories)],
    });
    const options = await getTicketOptions(EVENT_ID);
    expect(service.calls[0]!.init.cache).toBe('no-store');
    expect(options).toEqual([
      {
        id: VIP_ID,
        title: 'VIP',
        price: 10500,
        free: false,
        remaining: 2,
        breakdown: { ticketPrice: 10000, convenienceFee: 300, merchantCommission: 200 },
      },
      expect.objectContaining({ title: 'Regular', price: 5250, free: false, remaining: 40 }),
    ]);
  });

  it('derives `free` from a zero price when the field is absent', async () => {
    const free = { id: VIP_ID, title: 'Free entry', price: 0, slots_remaining: 5 };
    installFakeService({
      [`GET /api/v1/svc/experience/tickets/${EVENT_ID}`]: [
        reply(200, { data: { tickets: [free] } }),
      ],
    });
    const [option] = (await getTicketOptions(EVENT_ID)) ?? [];
    expect(option).toMatchObject({ free: true, breakdown: null });
  });
});

describe('listEventCategories', () => {
  it('collects distinct categories across pages until the last one', async () => {
    const second = {
      ...experience,
      id: 'b',
      category: { id: 'c2', slug: 'comedy', name: 'Comedy' },
    };
    const service = installFakeService({
      [LIST]: [
        reply(200, experienceList({ next_page: '2', count: 21 })),
        reply(
          200,
          experienceList({ experiences: [second, experience], next_page: null, count: 21 }),
        ),
      ],
    });
    const categories = await listEventCategories();
    expect(categories.map((c) => c.name)).toEqual(['Comedy', 'Music']);
    expect(service.calls).toHaveLength(2);
  });
});

describe('listEvents with the city and date filters', () => {
  const abuja = {
    ...experience,
    id: 'a',
    title: 'Abuja Night',
    address: { ...experience.address, city: 'Abuja' },
  };
  const later = {
    ...experience,
    id: 'c',
    title: 'Later',
    start_date: 'Sat, 28 Nov 2026 19:00:00',
    end_date: null,
  };

  it('reads the service pages and keeps the events in the city on the days asked, counted by the storefront', async () => {
    const service = installFakeService({
      [LIST]: [
        reply(200, experienceList({ experiences: [experience, abuja], next_page: '2', count: 3 })),
        reply(200, experienceList({ experiences: [later], next_page: null, count: 3 })),
      ],
    });
    const page = await listEvents({
      city: 'lagos',
      days: { from: '2026-11-21', to: '2026-11-22' },
      category: 'cat-1',
    });
    expect(page).toMatchObject({ total: 1, totalPages: 1, page: 1 });
    expect(page.events.map((e) => e.title)).toEqual(['Lagos Jazz Night']);
    expect(service.calls.map((c) => c.url.searchParams.get('page'))).toEqual(['1', '2']);
    expect(service.calls[0]!.url.searchParams.get('category_id')).toBe('cat-1');
    expect(service.calls[0]!.url.searchParams.has('city')).toBe(false);
  });

  it('pages the filtered events twenty at a time', async () => {
    const many = Array.from({ length: 25 }, (_, i) => ({ ...experience, id: `e${i}` }));
    installFakeService({
      [LIST]: [reply(200, experienceList({ experiences: many, next_page: null, count: 25 }))],
    });
    const second = await listEvents({ city: 'Lagos', page: 2 });
    expect(second).toMatchObject({ total: 25, totalPages: 2, page: 2 });
    expect(second.events.map((e) => e.id)).toEqual(['e20', 'e21', 'e22', 'e23', 'e24']);
  });
});

describe('listEventFacets', () => {
  it('gathers the categories and cities of the listed events', async () => {
    const abuja = { ...experience, id: 'a', address: { ...experience.address, city: 'Abuja' } };
    installFakeService({
      [LIST]: [reply(200, experienceList({ experiences: [experience, abuja] }))],
    });
    await expect(listEventFacets()).resolves.toEqual({
      categories: [{ id: experience.category.id, name: 'Music' }],
      cities: ['Abuja', 'Lagos'],
    });
  });
});

describe('listPricesFrom', () => {
  const OTHER = '11111111-2222-4333-8444-555555555555';
  const SOLD_OUT = '22222222-3333-4444-8555-666666666666';

  it("reads each event's tickets once, cached for a minute, and answers the lowest price on sale", async () => {
    const soldOut = { tickets: [{ id: VIP_ID, title: 'VIP', price: 100, slots_remaining: 0 }] };
    const service = installFakeService({
      [`GET /api/v1/svc/experience/tickets/${EVENT_ID}`]: [reply(200, ticketCategories)],
      [`GET /api/v1/svc/experience/tickets/${OTHER}`]: [
        reply(500, { success: false, status: 500, message: 'down' }),
      ],
      [`GET /api/v1/svc/experience/tickets/${SOLD_OUT}`]: [reply(200, { data: soldOut })],
    });
    const prices = await listPricesFrom([
      { id: EVENT_ID },
      { id: OTHER },
      { id: SOLD_OUT },
      { id: EVENT_ID },
      { id: 'not-a-uuid' },
    ]);
    expect(Object.fromEntries(prices)).toEqual({
      [EVENT_ID]: { state: 'price', amount: 5250 },
      [SOLD_OUT]: { state: 'sold-out' },
    });
    expect(service.calls).toHaveLength(3);
    expect(service.calls[0]!.init).toMatchObject({
      next: { revalidate: 60, tags: [CACHE_TAGS.catalogue, CACHE_TAGS.event(EVENT_ID)] },
    });
  });

  it('gives up on prices that take too long rather than hold the list back', async () => {
    vi.useFakeTimers();
    try {
      vi.stubGlobal(
        'fetch',
        vi.fn(() => new Promise(() => {})),
      );
      const read = listPricesFrom([{ id: EVENT_ID }]);
      await vi.advanceTimersByTimeAsync(2_000);
      await expect(read).resolves.toEqual(new Map());
    } finally {
      vi.useRealTimers();
    }
  });
});
