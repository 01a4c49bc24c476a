// The box office's search of screenings: today's still to start, then tomorrow's.
import { describe, expect, it, vi } from 'vitest';
import { film, NOW } from '@/server/ticketing/test-support/catalogue-items';
import { listFilms } from './reads';
import { cinemaHits, cinemaTodayTiles } from './search';

vi.mock('./reads', () => ({ listFilms: vi.fn(), getFilm: vi.fn() }));

describe('cinemaHits', () => {
  it("offers today's screenings still to start, then tomorrow's, so a late counter still sells the film", async () => {
    vi.mocked(listFilms).mockResolvedValue([film]);
    const screenings = async (now: number) =>
      (await cinemaHits(['okrika'], now)).map((hit) => [hit.detail, hit.href]);
    const today = [
      ['Today 9:00 pm · Garden City Cineplex GRA', expect.stringContaining('date=2026-11-23')],
      ['Tomorrow 9:00 am · Garden City Cineplex GRA', expect.stringContaining('date=2026-11-24')],
      ['Tomorrow 9:00 pm · Garden City Cineplex GRA', expect.stringContaining('date=2026-11-24')],
    ];
    expect(await screenings(NOW)).toEqual(today);
    // 10 pm in Lagos: the day's last screening has started; tomorrow's are still sold.
    expect(await screenings(Date.parse('2026-11-23T21:00:00Z'))).toEqual(today.slice(1));
  });
});

describe('cinemaTodayTiles', () => {
  it('tiles today’s screenings still to start, each opening that screening', async () => {
    vi.mocked(listFilms).mockResolvedValue([film]);
    const tiles = await cinemaTodayTiles(NOW);
    expect(tiles.map((tile) => [tile.time, tile.title, tile.detail])).toEqual([
      ['9:00 pm', film.title, 'Garden City Cineplex GRA'],
    ]);
    expect(tiles[0]?.href).toContain('date=2026-11-23');
    expect(await cinemaTodayTiles(Date.parse('2026-11-23T21:00:00Z'))).toEqual([]);
  });
});
