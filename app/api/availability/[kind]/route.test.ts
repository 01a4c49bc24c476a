// Tests of the availability route: what each answer says, and that no answer may be cached.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { availabilityReplySchema } from '@/lib/catalogue/ticket-option';
import { CHECKOUT_MESSAGES } from '@/lib/checkout/messages';
import { installFakeService, reply, timeout } from '@/server/ticketing/test-support/fake-service';
import * as kinds from '@/server/ticketing/test-support/recorded-kinds';
import * as recorded from '@/server/ticketing/test-support/recorded-replies';
import { ROUTES } from '@/server/ticketing/test-support/routes';
import { GET } from './route';

vi.mock('@/server/env', async () => {
  const { TEST_ENV } = await import('@/server/ticketing/test-support/fake-service');
  return { storefrontEnv: () => TEST_ENV };
});

const FILM_TICKETS = `GET /api/v1/svc/experience/tickets/${kinds.FILM_ID}`;
const screening = `filmId=${kinds.FILM_ID}&locationId=2&timeId=1&date=2026-11-24`;

async function ask(kind: string, query: string) {
  const response = await GET(new Request(`http://shop.example/api/availability/${kind}?${query}`), {
    params: Promise.resolve({ kind }),
  });
  return {
    response,
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
  };
}

beforeEach(() => {
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
});
