// The box office's one search over every kind: words every kind must match, a kind that fails, and a scanned id.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { listRoutes, listSchedules } from '@/server/ticketing/kinds/bus/reads';
import { getFilm, listFilms } from '@/server/ticketing/kinds/cinema/reads';
import { getEvent, listEvents } from '@/server/ticketing/kinds/event/reads';
import { allHotels } from '@/server/ticketing/kinds/hotel/reads';
import {
  departuresOn,
  event,
  hotel,
  NOW,
  route,
} from '@/server/ticketing/test-support/catalogue-items';
import { searchSellables } from './search';

vi.mock('@/server/ticketing/kinds/bus/reads', () => ({
  listRoutes: vi.fn(),
  listSchedules: vi.fn(),
  getScheduleDetail: vi.fn(),
}));
vi.mock('@/server/ticketing/kinds/event/reads', () => ({ listEvents: vi.fn(), getEvent: vi.fn() }));
vi.mock('@/server/ticketing/kinds/cinema/reads', () => ({ listFilms: vi.fn(), getFilm: vi.fn() }));
vi.mock('@/server/ticketing/kinds/hotel/reads', () => ({ allHotels: vi.fn() }));

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(listRoutes).mockResolvedValue([route]);
  vi.mocked(listSchedules).mockImplementation(async (_routeId, day) => departuresOn(day));
  vi.mocked(listEvents).mockResolvedValue({ events: [event], page: 1, totalPages: 1, total: 1 });
  vi.mocked(listFilms).mockResolvedValue([]);
  vi.mocked(allHotels).mockResolvedValue([
    hotel(11, 'Garden City Residence', 'Port Harcourt'),
    hotel(12, 'Lagoon Crest Ikeja', 'Lagos'),
  ]);
});

describe('searchSellables', () => {
  it('needs every word, so a route that does not match is not asked for its departures', async () => {
    const { hits } = await searchSellables({ type: 'text', words: ['garden', 'city'] }, NOW);
    expect(listSchedules).not.toHaveBeenCalled();
    expect(hits.map((hit) => [hit.kind, hit.title])).toEqual([
      ['event', 'Garden City Laughs'],
      ['hotel', 'Garden City Residence'],
    ]);
    expect(listEvents).toHaveBeenCalledWith({ search: 'garden city' });
  });

  it('names a kind whose search failed and keeps the others’ results', async () => {
    vi.mocked(allHotels).mockRejectedValue(new Error('service down'));
    const { hits, failed } = await searchSellables({ type: 'text', words: ['garden'] }, NOW);
    expect(failed).toEqual(['hotel']);
    expect(hits.map((hit) => hit.title)).toEqual(['Garden City Laughs']);
  });

  it('opens a scanned event id, and finds nothing for an unknown one', async () => {
    vi.mocked(getFilm).mockResolvedValue(null);
    const detail = {
      ...event,
      description: '',
      address: { street: '1 Aba Road', town: 'GRA', city: 'Port Harcourt', country: 'Nigeria' },
      images: [],
      organiserPhoto: null,
    };
    vi.mocked(getEvent).mockImplementation(async (id) => (id === 'evt-1' ? detail : null));
    expect((await searchSellables({ type: 'id', id: 'evt-1' }, NOW)).hits).toEqual([
      expect.objectContaining({ kind: 'event', href: '/box-office?event=evt-1' }),
    ]);
    expect((await searchSellables({ type: 'id', id: 'evt-2' }, NOW)).hits).toEqual([]);
  });
});
