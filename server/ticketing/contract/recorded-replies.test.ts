// Contract tests: the replies the storefront's unit tests script still have the real service's shapes and parse
// with the storefront's wire schemas, so the client's tests cannot drift from the service they stand in for.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { wireScheduleDetail } from '@/server/ticketing/kinds/bus/wire';
import {
  wireExperience,
  wireExperienceList,
  wireTicketCategories,
} from '@/server/ticketing/kinds/event/wire';
import { wireRoomList } from '@/server/ticketing/kinds/hotel/wire';
import { wireOrderRecord } from '@/server/ticketing/kinds/registry';
import { wireErrorEnvelope } from '@/server/ticketing/wire/error';
import { wireCreatedHolds } from '@/server/ticketing/wire/holds';
import { envelopeOf } from '@/server/ticketing/wire/primitives';
import { wirePurchaseReceipt } from '@/server/ticketing/wire/purchase';
import * as kinds from '../test-support/recorded-kinds';
import * as recorded from '../test-support/recorded-replies';
import { shapeDifferences } from './shape';

// The embedded service's demo keys (docs/configuration.md): the first merchant's and the second's, both staging.
const KEY = 'local-staging-key';
const SECOND_MERCHANT_KEY = 'demo2-staging-key';
const STARTUP_MS = 60_000;

type Reply = { status: number; body: Record<string, unknown> };

let service: ChildProcess | undefined;
let base = '';
let dataDir = '';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function waitForHealth(deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    if (service?.exitCode !== null) throw new Error(`the service exited with ${service?.exitCode}`);
    const healthy = await fetch(`${base}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the service did not become healthy');
}

async function call(
  path: string,
  init: { method?: string; body?: unknown; key?: string } = {},
): Promise<Reply> {
  const response = await fetch(`${base}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      'X-API-KEY': init.key ?? KEY,
      TransactionMedium: 'Web',
      Accept: 'application/json',
      'Content-Type': 'application/json',
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** A day from today in Lagos, as the service's dates are. */
const lagosDate = (daysAhead: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(
    new Date(Date.now() + daysAhead * 86_400_000),
  );

/** The recorded reply has the real one's status and shape, and the storefront reads both with the same schema. */
function expectSameContract(
  recordedReply: object,
  real: Reply,
  status: number,
  schema?: z.ZodType,
) {
  expect(real.status, JSON.stringify(real.body)).toBe(status);
  expect(shapeDifferences(recordedReply, real.body)).toEqual([]);
  if (schema) {
    expect(envelopeOf(schema).safeParse(recordedReply).error).toBeUndefined();
    expect(envelopeOf(schema).safeParse(real.body).error).toBeUndefined();
  }
}

const owner = { email: 'contract@example.com', phone_number: '08031234567' };
const entertainmentHold = (resourceId: string, quantity: number, metadata?: object) => ({
  tickets: [
    {
      ticket_type: 'entertainment',
      resource_id: resourceId,
      quantity,
      ...(metadata ? { metadata } : {}),
    },
  ],
  customer_info: owner,
});

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'inventory-contract-'));
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  service = spawn(join('node_modules', '.bin', 'tsx'), ['server/inventory/main.ts'], {
    env: {
      ...process.env,
      INVENTORY_PORT: String(port),
      INVENTORY_DB_PATH: join(dataDir, 'inventory.sqlite'),
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForHealth(Date.now() + STARTUP_MS);
}, STARTUP_MS + 5_000);

afterAll(async () => {
  if (service && service.exitCode === null) {
    const exited = new Promise((resolve) => service!.once('exit', resolve));
    service.kill('SIGTERM');
    await exited;
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('recorded replies against the real service', { timeout: 30_000 }, () => {
  let event: { id: string; category: { id: string; price: number } };

  it('catalogue: the experience list, one experience and its ticket categories', async () => {
    const list = await call('/api/v1/svc/experience?cinema=false');
    expectSameContract(recorded.experienceList(), list, 200, wireExperienceList);
    const experiences = (list.body.data as { experiences: { id: string }[] }).experiences;
    let found: typeof event | undefined;
    for (const { id } of experiences) {
      const tickets = await call(`/api/v1/svc/experience/tickets/${id}`);
      const categories = (
        tickets.body.data as { tickets: { id: string; price: number; slots_remaining: number }[] }
      ).tickets;
      const category = categories.find((c) => c.slots_remaining >= 5 && c.price > 0);
      if (category) {
        found = { id, category };
        // The recorded list's second category is a provider's variant (numeric strings, no `free`): parsed, not compared.
        const canonical = {
          ...recorded.ticketCategories,
          data: {
            ...recorded.ticketCategories.data,
            tickets: recorded.ticketCategories.data.tickets.slice(0, 1),
          },
        };
        expectSameContract(canonical, tickets, 200, wireTicketCategories);
        expect(
          envelopeOf(wireTicketCategories).safeParse(recorded.ticketCategories).error,
        ).toBeUndefined();
        break;
      }
    }
    if (!found) throw new Error('no event with tickets on sale in the demo catalogue');
    event = found;
    expectSameContract(
      recorded.experienceDetail,
      await call(`/api/v1/svc/experience/v/${event.id}`),
      200,
      wireExperience,
    );
  });

  it('a cinema screening’s ticket categories', async () => {
    const next = await call(`/api/v1/svc/experience/tickets/${kinds.FILM_ID}?cinema_location_id=2`);
    const screening = (
      next.body.data as { screening: { time_id: number; attendance_date: string } }
    ).screening;
    const real = await call(
      `/api/v1/svc/experience/tickets/${kinds.FILM_ID}?cinema_location_id=2&time_id=${screening.time_id}&attendance_date=${screening.attendance_date}`,
    );
    expectSameContract(kinds.screeningTickets(), real, 200, wireTicketCategories);
  });

  it('holds, a buy, the transaction record, and the errors around them', async () => {
    const holds = await call('/api/v1/svc/validate', {
      method: 'POST',
      body: entertainmentHold(event.category.id, 2),
    });
    // The recorded holds' second entry carries an offset timestamp, a variant of the same type.
    expectSameContract(recorded.createdHolds, holds, 201, wireCreatedHolds);
    const reservationIds = (
      holds.body.data as { reservations: { reservation_id: string }[] }
    ).reservations.map((r) => r.reservation_id);

    expectSameContract(
      recorded.insufficientInventory,
      await call('/api/v1/svc/validate', {
        method: 'POST',
        body: entertainmentHold(event.category.id, 9_999),
      }),
      409,
    );
    const badPhone = await call('/api/v1/svc/validate', {
      method: 'POST',
      body: {
        ...entertainmentHold(event.category.id, 1),
        customer_info: { ...owner, phone_number: '12345' },
      },
    });
    expectSameContract(recorded.holdValidationError, badPhone, 422);
    expect(Object.keys(wireErrorEnvelope.parse(badPhone.body).errors ?? {})).toEqual(
      Object.keys(recorded.holdValidationError.errors),
    );

    const reference = `web-contract${Date.now()}`;
    const buyBody = (ids: string[], merchantReference: string) => ({
      reservation_ids: ids,
      customer_info: { name: 'Ada Obi', ...owner },
      merchant_reference: merchantReference,
      tickets: [{ id: event.category.id, count: 2 }],
      experience_id: event.id,
    });
    const bought = await call('/api/v1/svc/experience/buy/tickets', {
      method: 'POST',
      body: buyBody(reservationIds, reference),
    });
    expectSameContract(recorded.purchase(reference), bought, 201, wirePurchaseReceipt);
    expectSameContract(
      recorded.transaction(reference),
      await call(`/api/v1/svc/transaction?merchant_reference=${reference}`),
      200,
      wireOrderRecord,
    );

    const used = await call('/api/v1/svc/experience/buy/tickets', {
      method: 'POST',
      body: buyBody(reservationIds, `${reference}b`),
    });
    expectSameContract(recorded.reservationsGone, used, 404);
    expect(used.body.message).toBe(recorded.reservationsGone.message);

    const again = await call('/api/v1/svc/validate', {
      method: 'POST',
      body: entertainmentHold(event.category.id, 2),
    });
    const againIds = (
      again.body.data as { reservations: { reservation_id: string }[] }
    ).reservations.map((r) => r.reservation_id);
    const duplicate = await call('/api/v1/svc/experience/buy/tickets', {
      method: 'POST',
      body: buyBody(againIds, reference),
    });
    expectSameContract(recorded.duplicateReference, duplicate, 409);
    expect(Object.keys(wireErrorEnvelope.parse(duplicate.body).errors ?? {})).toEqual([
      'merchant_reference',
    ]);

    expectSameContract(
      recorded.notFound('Transaction not found'),
      await call('/api/v1/svc/transaction?merchant_reference=web-nothing-here'),
      404,
    );
  });

  it('a bus schedule with its seat map', async () => {
    const routes = await call('/api/v1/svc/transport/routes');
    const [route] = (routes.body.data as { routes: { id: number }[] }).routes;
    const day = await call(
      `/api/v1/svc/transport/routes/${route!.id}/schedules?date=${lagosDate(1)}`,
    );
    const timed = (
      day.body.data as { schedules: { id: number; schedule_type: string }[] }
    ).schedules.find((s) => s.schedule_type === 'timed');
    expectSameContract(
      kinds.timedSchedule(),
      await call(`/api/v1/svc/transport/schedules/${timed!.id}`),
      200,
      wireScheduleDetail,
    );
  });

  it('hotel rooms for a stay, and the 402 of a buy the wallet cannot cover', async () => {
    const [checkin, checkout] = [lagosDate(1), lagosDate(4)];
    const rooms = await call(
      `/v2/svc/hotels/${kinds.HOTEL_ID}/rooms?checkin_date=${checkin}&checkout_date=${checkout}`,
    );
    expectSameContract(kinds.hotelRooms(), rooms, 200, wireRoomList);

    // Every room of the priciest type for a month costs more than the second merchant's wallet holds.
    const types = (
      rooms.body.data as {
        rooms: { id: number; price: number; rooms_available: number; max_occupancy: number }[];
      }
    ).rooms;
    const room = types.reduce((a, b) =>
      b.price * b.rooms_available > a.price * a.rooms_available ? b : a,
    );
    const [longIn, longOut] = [lagosDate(40), lagosDate(70)];
    const stay = { checkin_date: longIn, checkout_date: longOut, number_of_guests: 1 };
    const hold = await call('/api/v1/svc/validate', {
      method: 'POST',
      key: SECOND_MERCHANT_KEY,
      body: {
        tickets: [
          {
            ticket_type: 'hotel',
            resource_id: room.id,
            quantity: room.rooms_available,
            metadata: stay,
          },
        ],
        customer_info: owner,
      },
    });
    expect(hold.status, JSON.stringify(hold.body)).toBe(201);
    const holdIds = (
      hold.body.data as { reservations: { reservation_id: string }[] }
    ).reservations.map((r) => r.reservation_id);
    const unpaid = await call('/v2/svc/hotels/buy', {
      method: 'POST',
      key: SECOND_MERCHANT_KEY,
      body: {
        room_id: room.id,
        reservation_ids: holdIds,
        number_of_rooms: room.rooms_available,
        ...stay,
        merchant_reference: `web-wallet${Date.now()}`,
        customer_info: { name: 'Ada Obi', email: owner.email, phone_number: '+2348031234567' },
      },
    });
    expectSameContract(recorded.walletShort, unpaid, 402);
    expect(unpaid.body.message).toBe(recorded.walletShort.message);
  });
});
