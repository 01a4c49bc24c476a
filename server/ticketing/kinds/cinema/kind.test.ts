// Tests of the cinema kind: the screening it quotes, holds and buys, what it tells the order page, and where it links.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SelectionOf } from '@/lib/sellables/kinds';
import { TicketingError } from '@/server/ticketing/errors';
import { installFakeService, reply } from '@/server/ticketing/test-support/fake-service';
import { checkoutOf, NOW, receipt, record } from '@/server/ticketing/test-support/kind-checkouts';
import * as cinemaReplies from '@/server/ticketing/test-support/recorded-cinema-replies';
import * as kinds from '@/server/ticketing/test-support/recorded-kinds';
import * as recorded from '@/server/ticketing/test-support/recorded-replies';
import { hrefOf, kindModule } from '../registry';

vi.mock('@/server/env', async () => {
  const { TEST_ENV } = await import('@/server/ticketing/test-support/fake-service');
  return { storefrontEnv: () => TEST_ENV };
});

beforeEach(() => {
  vi.unstubAllGlobals();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('cinema', () => {
  const selection: SelectionOf<'cinema'> = {
    kind: 'cinema',
    filmId: kinds.FILM_ID,
    locationId: 2,
    timeId: 1,
    date: '2026-11-24',
  };
  const TICKETS = `GET /api/v1/svc/experience/tickets/${kinds.FILM_ID}`;
  const FILM = `GET /api/v1/svc/experience/v/${kinds.FILM_ID}`;
  const film = reply(200, cinemaReplies.gidiHeatDetail);

  it('quotes the chosen screening with its location and showtime, asking the service for exactly that screening', async () => {
    const service = installFakeService({
      [FILM]: [film],
      [TICKETS]: [reply(200, kinds.screeningTickets())],
    });
    const quote = await kindModule('cinema').quote(
      selection,
      [{ id: kinds.FILM_VIP, quantity: 2 }],
      NOW,
    );
    expect(Object.fromEntries(service.callsTo(TICKETS)[0]!.url.searchParams)).toEqual({
      cinema_location_id: '2',
      time_id: '1',
      attendance_date: '2026-11-24',
    });
    expect(quote).toMatchObject({
      title: 'Gidi Heat',
      subtitle: 'Lagoon Screens Ikeja City Mall, Tue, 24 Nov 2026, 12:30 pm',
      lines: [{ id: kinds.FILM_VIP, title: 'VIP Recliner', quantity: 2, unitPrice: 9400 }],
      shortfalls: [{ title: 'VIP Recliner', wanted: 2, remaining: 1 }],
      refusal: undefined,
    });
  });

  it('refuses a screening that has already started, and one the service says is not on', async () => {
    installFakeService({
      [FILM]: [film],
      [TICKETS]: [reply(200, kinds.screeningTickets('2026-11-23T11:59:00.000Z'))],
    });
    await expect(
      kindModule('cinema').quote(selection, [{ id: kinds.FILM_REGULAR, quantity: 1 }], NOW),
    ).resolves.toMatchObject({
      refusal: 'This showing has already started. Choose another time.',
    });
    installFakeService({
      [FILM]: [film],
      [TICKETS]: [
        reply(422, {
          success: false,
          status: 422,
          message: 'x',
          errors: { attendance_date: ['not showing'] },
        }),
      ],
    });
    await expect(kindModule('cinema').quote(selection, [], NOW)).resolves.toBeNull();
  });

  it('carries the screening in every hold and in the buy', async () => {
    const metadata = { cinema_location_id: 2, time_id: 1, attendance_date: '2026-11-24' };
    expect(
      kindModule('cinema').holdItems(selection, [{ id: kinds.FILM_REGULAR, quantity: 1 }]),
    ).toEqual([
      { ticket_type: 'entertainment', resource_id: kinds.FILM_REGULAR, quantity: 1, metadata },
    ]);
    const service = installFakeService({ 'POST /api/v1/svc/experience/buy/tickets': [receipt] });
    await kindModule('cinema').buy(
      checkoutOf(selection, [
        { id: kinds.FILM_REGULAR, title: 'Regular', quantity: 1, unitPrice: 1 },
      ]),
      'Web',
    );
    expect(service.calls[0]?.body).toMatchObject({
      experience_id: kinds.FILM_ID,
      tickets: [{ id: kinds.FILM_REGULAR, count: 1 }],
      ...metadata,
    });
  });

  it('reads the whole screening from the record, with the chosen cinema’s name and address, not the film’s', async () => {
    installFakeService({ [FILM]: [film] });
    const atSurulere = {
      ...kinds.cinemaRecord,
      screening: { ...kinds.cinemaRecord.screening, cinema_location_id: 3, location_name: null },
    };
    await expect(kindModule('cinema').orderDetails(record(atSurulere))).resolves.toEqual({
      kind: 'cinema',
      title: 'Gidi Heat',
      href: `/cinema/${kinds.FILM_ID}`,
      location: 'Lagoon Screens Surulere',
      date: '2026-11-24',
      start: '12:30PM',
      startsAt: '2026-11-24T11:30:00.000Z',
      venue: 'Adeniran Ogunsanya Street, Surulere, Lagos, Nigeria',
    });
  });

  it('never gives the film’s own address for a cinema it cannot place, and reads a record without a screening as an unnamed film', async () => {
    installFakeService({ [FILM]: [reply(503, { success: false, status: 503, message: 'Down' })] });
    await expect(
      kindModule('cinema').orderDetails(record(kinds.cinemaRecord)),
    ).resolves.toMatchObject({ location: 'Lagoon Screens Ikeja City Mall', venue: '' });
    await expect(kindModule('cinema').orderDetails(record({}))).resolves.toEqual({
      kind: 'cinema',
      title: 'Your film',
      href: null,
      location: '',
      date: null,
      start: null,
      startsAt: null,
      venue: '',
    });
  });

  it('explains a refused location or date too, and nothing else', () => {
    for (const field of ['attendance_date', 'cinema_location_id']) {
      expect(
        kindModule('cinema').explainRejection?.(
          new TicketingError(422, 'bad', { [`tickets.0.metadata.${field}`]: ['x'] }),
        ),
      ).toBe('This showing is no longer on. Choose another time.');
    }
    expect(
      kindModule('cinema').explainRejection?.(
        new TicketingError(422, 'bad', { 'tickets.0.metadata.time_id_extra': ['x'] }),
      ),
    ).toBeNull();
  });

  it('has no quote for a film id that cannot exist, or one the service does not know, and passes on an outage', async () => {
    const fake = installFakeService({
      [FILM]: [reply(404, recorded.notFound())],
      [TICKETS]: [reply(404, recorded.notFound())],
    });
    await expect(
      kindModule('cinema').quote(
        { ...selection, filmId: '00000000-0000-0000-0000-00000000000g' },
        [],
        NOW,
      ),
    ).resolves.toBeNull();
    expect(fake.calls).toEqual([]);
    await expect(kindModule('cinema').quote(selection, [], NOW)).resolves.toBeNull();
    installFakeService({
      [FILM]: [film],
      [TICKETS]: [reply(401, { success: false, status: 401, message: 'Unauthenticated' })],
    });
    await expect(kindModule('cinema').quote(selection, [], NOW)).rejects.toBeInstanceOf(
      TicketingError,
    );
  });

  it('explains a screening the service refused, and reads the order page details from the record', async () => {
    installFakeService({ [FILM]: [film] });
    const refused = new TicketingError(422, 'bad', {
      'tickets.0.metadata.time_id': ['The showtime does not run on that date.'],
    });
    expect(kindModule('cinema').explainRejection?.(refused)).toBe(
      'This showing is no longer on. Choose another time.',
    );
    expect(
      kindModule('cinema').explainRejection?.(
        new TicketingError(422, 'bad', { 'customer_info.email': ['x'] }),
      ),
    ).toBeNull();
    await expect(
      kindModule('cinema').orderDetails(record(kinds.cinemaRecord)),
    ).resolves.toMatchObject({
      kind: 'cinema',
      title: 'Gidi Heat',
      location: 'Lagoon Screens Ikeja City Mall',
      date: '2026-11-24',
      start: '12:30PM',
      // 12:30 pm in Lagos (UTC+1).
      startsAt: '2026-11-24T11:30:00.000Z',
      href: `/cinema/${kinds.FILM_ID}`,
    });
    expect(hrefOf(selection)).toBe(`/cinema/${kinds.FILM_ID}?location=2&date=2026-11-24&time=1`);
  });
});
