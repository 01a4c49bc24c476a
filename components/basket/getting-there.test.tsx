// Tests of the "Getting there and staying" section: what it lists, the fields each one-click form posts, and that it
// says nothing when there is nothing to offer or the service is down.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { GettingThere as Found } from '@/server/basket/getting-there';
import { TicketingUnavailableError } from '@/server/ticketing/errors';
import { renderHtml } from '@/server/ticketing/test-support/next-request';
import { GettingThere } from './getting-there';

const server = vi.hoisted(() => ({ itemFacts: vi.fn(), findGettingThere: vi.fn() }));
vi.mock('@/server/basket/item-facts', () => ({ itemFacts: server.itemFacts }));
vi.mock('@/server/basket/getting-there', () => ({ findGettingThere: server.findGettingThere }));

const EVENT = { kind: 'event', eventId: '0b7e1c1e-1a2b-4c3d-8e9f-000000000001' } as const;
const show = {
  kind: 'show',
  title: 'Afrobeats Live',
  city: 'Lagos',
  startsAt: '2026-12-12T18:00:00.000Z',
  endsAt: '2026-12-12T23:00:00.000Z',
};
const coach = (
  scheduleId: number,
  from: string,
  to: string,
  departsAt: string,
  arrivesAt: string,
) => ({
  selection: {
    kind: 'bus',
    scheduleId,
    scheduleType: 'timed',
    departure: 'x',
    routeId: 1,
    seatIds: [scheduleId * 100 + 3],
  },
  lineId: String(scheduleId),
  from: { city: from, terminal: `${from} Park` },
  to: { city: to, terminal: null },
  operator: 'Crosslink Motors',
  departsAt,
  arrivesAt,
  seatNumber: '3',
  price: 28_700,
});
const found: Found = {
  there: [
    {
      ...coach(13, 'Abuja', 'Lagos', '2026-12-12T07:00:00.000Z', '2026-12-12T17:00:00.000Z'),
      selection: {
        kind: 'bus',
        scheduleId: 13,
        scheduleType: 'timed',
        departure: '2026-12-12 08:00',
        routeId: 1,
        seatIds: [1303],
      },
    },
  ],
  back: [
    coach(22, 'Lagos', 'Abuja', '2026-12-13T08:00:00.000Z', '2026-12-13T18:00:00.000Z'),
  ] as Found['back'],
  stays: [
    {
      selection: {
        kind: 'hotel',
        hotelId: 2,
        roomId: 21,
        checkin: '2026-12-12',
        checkout: '2026-12-13',
        guests: 1,
      },
      lineId: '21',
      hotel: 'Lekki Apartments',
      stars: 4,
      room: 'Studio',
      price: 45_000,
    },
  ],
  night: '2026-12-12',
};

const hidden = (html: string) =>
  [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\/>/g)].map(
    (m) => `${m[1]}=${m[2]}`,
  );

beforeEach(() => {
  server.itemFacts.mockResolvedValue(show);
  server.findGettingThere.mockResolvedValue(found);
});

describe('GettingThere', () => {
  it('lists coaches there, coaches back and a room, each with its price and times in Lagos', async () => {
    const html = await renderHtml(await GettingThere({ selection: EVENT }));
    expect(server.itemFacts).toHaveBeenCalledWith(EVENT);
    expect(server.findGettingThere).toHaveBeenCalledWith(show);
    expect(html).toContain(
      '<h2 id="getting-there-heading" class="text-xl font-semibold">Getting there and staying</h2>',
    );
    expect(html).toContain('Coaches to Lagos');
    expect(html).toContain(
      'Abuja → Lagos: <time dateTime="2026-12-12T07:00:00.000Z">Sat 12 Dec, 8:00 am</time>',
    );
    expect(html).toContain('→ arrives 6:00 pm');
    expect(html).toContain('Coaches back from Lagos');
    expect(html).toContain(
      'Lagos → Abuja: <time dateTime="2026-12-13T08:00:00.000Z">Sun 13 Dec, 9:00 am</time>',
    );
    expect(html).toContain('A room in Lagos for the night');
    expect(html).toContain('Studio, 1 guest · 4-star');
    expect(html).toContain('Check-in Sat 12 Dec, check-out Sun 13 Dec');
    expect(html).toMatch(/₦28,700\.00<\/strong> <span[^>]*>per seat/);
    expect(html).toMatch(/₦45,000\.00<\/strong> <span[^>]*>a night/);
  });

  it('posts each choice as a reserve form does, one seat or one room, and names it on its button', async () => {
    const html = await renderHtml(
      await GettingThere({
        selection: EVENT,
        hiddenFields: [['embed.host', 'https://blog.example']],
      }),
    );
    const forms = html.split('<form').slice(1);
    expect(forms).toHaveLength(3);
    expect(hidden(forms[0]!)).toEqual([
      'kind=bus',
      'selection.scheduleId=13',
      'selection.scheduleType=timed',
      'selection.departure=2026-12-12 08:00',
      'selection.routeId=1',
      'selection.seatIds[]=1303',
      'quantity.13=1',
      'embed.host=https://blog.example',
    ]);
    expect(hidden(forms[2]!)).toEqual([
      'kind=hotel',
      'selection.hotelId=2',
      'selection.roomId=21',
      'selection.checkin=2026-12-12',
      'selection.checkout=2026-12-13',
      'selection.guests=1',
      'quantity.21=1',
      'embed.host=https://blog.example',
    ]);
    expect(forms[0]).toContain(
      'Add to basket<span class="sr-only"> for seat 3 on the Abuja → Lagos coach leaving Sat 12 Dec, 8:00 am</span>',
    );
    expect(forms[2]).toContain(
      'Add to basket<span class="sr-only"> for a Studio room at Lekki Apartments</span>',
    );
  });

  it('says so where one list is empty', async () => {
    server.findGettingThere.mockResolvedValue({ ...found, there: [], stays: [] });
    const html = await renderHtml(await GettingThere({ selection: EVENT }));
    expect(html).toContain('No coach reaches Lagos in time on Sat 12 Dec.');
    expect(html).toContain('No hotel in Lagos has a room free that night.');
    expect(html.split('<form')).toHaveLength(2);
  });

  it('shows nothing when nothing is found, the show is unknown, or the service is down', async () => {
    server.findGettingThere.mockResolvedValueOnce({
      there: [],
      back: [],
      stays: [],
      night: '2026-12-12',
    });
    expect(await GettingThere({ selection: EVENT })).toBeNull();
    server.itemFacts.mockResolvedValueOnce(null);
    expect(await GettingThere({ selection: EVENT })).toBeNull();
    server.findGettingThere.mockRejectedValueOnce(
      new TicketingUnavailableError('timeout', 'timed out'),
    );
    expect(await GettingThere({ selection: EVENT })).toBeNull();
  });
});
