// Tests of the availability route: what each answer says, and that no answer may be cached.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { availabilityReplySchema } from '@/lib/catalogue/ticket-option';
import { CHECKOUT_MESSAGES } from '@/lib/checkout/messages';
import { installFakeService, reply, timeout } from '@/server/ticketing/test-support/fake-service';
import * as kinds from '@/server/ticketing/test-support/recorded-kinds';
import * as recorded from '@/server/ticketing/test-support/recorded-replies';
import { ROUTES } from '@/server/ticketing/test-support/routes';
import { clearSharedAvailability, SHARED_FOR_MS } from '@/server/ticketing/shared-availability';
import { GET } from './route';

vi.mock('@/server/env', async () => {
  const { TEST_ENV } = await import('@/server/ticketing/test-support/fake-service');
  return { storefrontEnv: () => TEST_ENV };
});

const FILM_TICKETS = `GET /api/v1/svc/experience/tickets/${kinds.FILM_ID}`;
const screening = `filmId=${kinds.FILM_ID}&locationId=2&timeId=1&date=2026-11-24`;

async function ask(kind: string, query: string, headers: Record<string, string> = {}) {
  const response = await GET(
    new Request(`http://shop.example/api/availability/${kind}?${query}`, { headers }),
    {
      params: Promise.resolve({ kind }),
    },
  );
  return {
    response,
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
  };
}

beforeEach(() => {
  clearSharedAvailability();
  vi.unstubAllGlobals();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('GET /api/availability/[kind]', () => {
  it('answers an event’s ticket categories with what is left, uncached', async () => {
    installFakeService({ [ROUTES.tickets]: [reply(200, recorded.ticketCategories)] });
    const { response, status, body } = await ask('event', `eventId=${recorded.EVENT_ID}`);
    expect(status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    // The browser reads the reply with this schema.
    expect(availabilityReplySchema.parse(body).options).toMatchObject([
      { id: recorded.VIP_ID, title: 'VIP', remaining: 2, price: 10500 },
      { id: recorded.REGULAR_ID, title: 'Regular', remaining: 40, price: 5250 },
    ]);
  });

  it('answers a screening’s categories, asking for that location, showtime and date', async () => {
    const fake = installFakeService({ [FILM_TICKETS]: [reply(200, kinds.screeningTickets())] });
    const { status, body } = await ask('cinema', screening);
    expect(status).toBe(200);
    expect(body.options).toHaveLength(2);
    expect(Object.fromEntries(fake.calls[0]!.url.searchParams)).toEqual({
      cinema_location_id: '2',
      time_id: '1',
      attendance_date: '2026-11-24',
    });
  });

  it.each([
    ['an unknown kind', 'concert', `eventId=${recorded.EVENT_ID}`],
    ['a selection that is not valid for its kind', 'event', 'eventId=not-an-id'],
    ['a selection missing its fields', 'cinema', `filmId=${kinds.FILM_ID}`],
  ])('answers 404, uncached and without asking the service, for %s', async (_, kind, query) => {
    const fake = installFakeService({});
    const { response, status } = await ask(kind, query);
    expect(status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(fake.calls).toEqual([]);
  });

  it('answers 404, uncached, for an event the service does not know', async () => {
    installFakeService({
      [ROUTES.tickets]: [reply(404, recorded.notFound('Experience not found'))],
    });
    const { response, status } = await ask('event', `eventId=${recorded.EVENT_ID}`);
    expect(status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it.each([
    ['times out', timeout()],
    ['answers 500', reply(500, { success: false, status: 500, message: 'Server error' })],
  ])(
    'answers 503 with the unavailable message, uncached, when the service %s',
    async (_, failure) => {
      installFakeService({ [ROUTES.tickets]: [failure], [FILM_TICKETS]: [failure] });
      for (const [kind, query] of [
        ['event', `eventId=${recorded.EVENT_ID}`],
        ['cinema', screening],
      ] as const) {
        const { response, status, body } = await ask(kind, query);
        expect(status).toBe(503);
        expect(body).toEqual({ message: CHECKOUT_MESSAGES.unavailable });
        expect(response.headers.get('cache-control')).toBe('no-store');
      }
    },
  );

  describe('under a rush', () => {
    const event = `eventId=${recorded.EVENT_ID}`;

    it('answers browsers asking at once with one read of the service', async () => {
      const fake = installFakeService({
        [ROUTES.tickets]: [reply(200, recorded.ticketCategories)],
      });
      const answers = await Promise.all([
        ask('event', event),
        ask('event', event),
        ask('event', event),
      ]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
      expect(fake.calls).toHaveLength(1);
    });

    it('reads again once the shared answer is older than its few seconds, and tells its age', async () => {
      vi.useFakeTimers({ toFake: ['Date', 'performance'] });
      try {
        const fake = installFakeService({
          [ROUTES.tickets]: [
            reply(200, recorded.ticketCategories),
            reply(200, recorded.ticketCategories),
          ],
        });
        const first = await ask('event', event);
        vi.advanceTimersByTime(SHARED_FOR_MS - 500);
        const shared = await ask('event', event);
        expect(fake.calls).toHaveLength(1);
        // The browser is told when the service answered, not when the route did.
        expect(shared.body.fetchedAt).toBe(first.body.fetchedAt);
        vi.advanceTimersByTime(1_000);
        const fresh = await ask('event', event);
        expect(fake.calls).toHaveLength(2);
        expect(fresh.body.fetchedAt).toBeGreaterThan(first.body.fetchedAt as number);
      } finally {
        vi.useRealTimers();
      }
    });

    it('reads afresh for a browser about to hold, and shares that read with the next ones', async () => {
      const fake = installFakeService({
        [ROUTES.tickets]: [
          reply(200, recorded.ticketCategories),
          reply(200, recorded.ticketCategories),
        ],
      });
      await ask('event', event);
      expect((await ask('event', event, { 'Cache-Control': 'no-cache' })).status).toBe(200);
      expect(fake.calls).toHaveLength(2);
      await ask('event', event);
      expect(fake.calls).toHaveLength(2);
    });

    it('keeps no failed read: the next browser asks the service again', async () => {
      const fake = installFakeService({
        [ROUTES.tickets]: [timeout(), reply(200, recorded.ticketCategories)],
      });
      expect((await ask('event', event)).status).toBe(503);
      expect((await ask('event', event)).status).toBe(200);
      expect(fake.calls).toHaveLength(2);
    });

    it('shares nothing between selections', async () => {
      const fake = installFakeService({
        [ROUTES.tickets]: [reply(200, recorded.ticketCategories)],
        [FILM_TICKETS]: [reply(200, kinds.screeningTickets())],
      });
      await ask('event', event);
      await ask('cinema', screening);
      expect(fake.calls.map((call) => call.url.pathname)).toHaveLength(2);
    });
  });
});
