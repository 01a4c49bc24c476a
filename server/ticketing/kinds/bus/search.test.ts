// The box office's search of departures: which of today's and tomorrow's it offers, and how it says them; and today's tiles.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { departuresOn, NOW, route } from '@/server/ticketing/test-support/catalogue-items';
import { listRoutes, listSchedules } from './reads';
import { soonestTiles } from '@/lib/box-office/today';
import { busHits, busTodayTiles } from './search';

vi.mock('./reads', () => ({ listRoutes: vi.fn(), listSchedules: vi.fn() }));

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(listRoutes).mockResolvedValue([route]);
  vi.mocked(listSchedules).mockImplementation(async (_routeId, day) => departuresOn(day));
});

describe('busHits', () => {
  it('offers the departures of today and tomorrow that are still to leave and have seats', async () => {
    const hits = await busHits(['iwo', 'road'], NOW);
    expect(vi.mocked(listSchedules).mock.calls.map(([, day]) => day)).toEqual([
      '2026-11-23',
      '2026-11-24',
    ]);
    expect(hits.map((hit) => hit.href)).toEqual([
      '/box-office?schedule=2',
      '/box-office?schedule=5',
    ]);
    expect(hits.find((hit) => hit.href === '/box-office?schedule=5')?.detail).toMatch(
      /^Tomorrow, any time · Oyo Express · 10 seats left/,
    );
  });
});

describe('busTodayTiles', () => {
  it('tiles today’s departures still to leave with seats, from the cached view, with their time and seats left', async () => {
    const tiles = await busTodayTiles(NOW);
    expect(vi.mocked(listSchedules).mock.calls).toEqual([[route.id, '2026-11-23', false]]);
    expect(tiles.map((tile) => [tile.href, tile.title, tile.time, tile.left])).toEqual([
      ['/box-office?schedule=2', 'Ibadan → Lagos', '3:00 pm', 'about 10 seats left'],
    ]);
  });
});

describe('busTodayTiles of a day with flexible departures', () => {
  it('puts the timed departures, due first, before the flexible ones', async () => {
    vi.mocked(listSchedules).mockImplementation(async (_routeId, day) => [
      ...departuresOn('2026-11-24').map((flexible) => ({ ...flexible, departureDate: day })),
      ...departuresOn(day),
    ]);
    const tiles = await busTodayTiles(NOW);
    expect(tiles.map((tile) => tile.time)).toEqual(['Any time', '3:00 pm']);
    expect(soonestTiles(tiles, 8).tiles.map((tile) => tile.time)).toEqual(['3:00 pm', 'Any time']);
  });
});
