// The box office's today tiles of events: those on today in Lagos from the soonest pages, with the tickets left.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventSummary, TicketOption } from '@/lib/catalogue/types';
import { event, NOW } from '@/server/ticketing/test-support/catalogue-items';
import { getTicketOptions, listEvents } from './reads';
import { eventTodayTiles } from './search';

vi.mock('./reads', () => ({ listEvents: vi.fn(), getTicketOptions: vi.fn(), getEvent: vi.fn() }));

const at = (id: string, iso: string, endIso: string | null = null): EventSummary => ({
  ...event,
  id,
  title: id,
  startsAt: { iso, text: iso },
  endsAt: endIso ? { iso: endIso, text: endIso } : null,
});
const option = (remaining: number) => ({ remaining }) as TicketOption;

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(getTicketOptions).mockImplementation(async (id) =>
    id === 'tonight' ? [option(3), option(2)] : id === 'festival' ? [option(0)] : null,
  );
});

describe('eventTodayTiles', () => {
  it('tiles today’s events and those running on, with their tickets left, reading pages until one starts after today', async () => {
    vi.mocked(listEvents)
      .mockResolvedValueOnce({
        events: [
          at('festival', '2026-11-21T09:00:00+01:00', '2026-11-26T22:00:00+01:00'),
          at('tonight', '2026-11-23T19:00:00+01:00'),
        ],
        page: 1,
        totalPages: 3,
        total: 41,
      })
      .mockResolvedValueOnce({
        events: [
          at('late', '2026-11-23T23:30:00+01:00'),
          at('tomorrow', '2026-11-24T10:00:00+01:00'),
        ],
        page: 2,
        totalPages: 3,
        total: 41,
      });
    const tiles = await eventTodayTiles(NOW);
    expect(vi.mocked(listEvents).mock.calls.map(([query]) => query)).toEqual([
      { sort: 'upcoming', page: 1 },
      { sort: 'upcoming', page: 2 },
    ]);
    expect(tiles.map((tile) => [tile.title, tile.time, tile.left])).toEqual([
      ['festival', 'On now', 'Sold out'],
      ['tonight', '7:00 pm', '5 tickets left'],
      ['late', '11:30 pm', undefined],
    ]);
    expect(tiles[1]?.href).toBe('/box-office?event=tonight');
  });
});
