// Every server action of the build (read from Next's server manifest, so a new one cannot be missed) is declared
// with a policy and probed as an attacker would call it: directly, from another site, without a session, with a
// role too low, in the wrong state and with another customer's or cashier's data. A probe passes when the action
// refused without touching the service or the storefront's books. Needs a build: `npm run test:actions` makes one.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StaffRole } from '@/lib/box-office/roles';
import type { StoreDatabase } from '@/server/store-db/connect';
import type { WaitingListEntriesTable } from '@/server/store-db/schema';
import { testStoreDatabase } from '@/server/payments/testing/store';
import { eventCheckout } from '@/server/ticketing/test-support/checkouts';
import { installFakeService } from '@/server/ticketing/test-support/fake-service';
import {
  clearCookies,
  ForbiddenSignal,
  NotFoundSignal,
  RedirectSignal,
  request,
  startRequest,
} from '@/server/ticketing/test-support/next-request';
import { policyOf } from './action-policy';

vi.mock(
  'next/headers',
  async () => (await import('@/server/ticketing/test-support/next-request')).nextHeaders,
);
vi.mock(
  'next/navigation',
  async () => (await import('@/server/ticketing/test-support/next-request')).nextNavigation,
);
vi.mock('next/cache', () => ({ revalidatePath: () => undefined, revalidateTag: () => undefined }));
vi.mock('@/server/env', async () => {
  const { TEST_ENV } = await import('@/server/ticketing/test-support/fake-service');
  return { storefrontEnv: () => TEST_ENV };
});
vi.mock('@/server/store-db/storefront-database', () => ({
  storefrontDatabase: () => Promise.resolve(db),
}));

const ROOT = join(import.meta.dirname, '../..');
const MANIFEST = join(ROOT, '.next/server/server-reference-manifest.json');
const ROUTES_MANIFEST = join(ROOT, '.next/server/app-paths-manifest.json');
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** Route handlers that only read (the service's data, pictures): they change nothing, so they need no caller. */
const READ_ONLY_ROUTES = [
  'app/(checkout)/orders/[reference]/calendar.ics/route.ts#GET',
  'app/(checkout)/orders/[reference]/tickets.pdf/route.ts#GET',
  'app/(checkout)/orders/[reference]/wallet/[ticket]/route.ts#GET',
  'app/api/availability/[kind]/route.ts#GET',
  'app/api/bus/schedules/[id]/route.ts#GET',
  'app/api/ready/route.ts#GET',
  'app/embed/framing/route.ts#GET',
  'app/media/[...path]/route.ts#GET',
  'app/metrics/route.ts#GET',
  'app/share-card/[...subject]/route.ts#GET',
  'app/waiting-room/[room]/status/route.ts#GET',
];

/** `file#METHOD` of every route handler the build serves, from the sources of its routes (metadata files have none). */
async function routeHandlersOfTheBuild(): Promise<string[]> {
  const routes = Object.keys(
    JSON.parse(readFileSync(ROUTES_MANIFEST, 'utf8')) as Record<string, string>,
  ).filter((path) => path.endsWith('/route'));
  const files = routes
    .map((path) => `app${path}.ts`)
    .filter((file) => existsSync(join(ROOT, file)));
  expect(files.length).toBeGreaterThanOrEqual(8);
  const handlers: string[] = [];
  for (const file of files) {
    const exports = (await import(join(ROOT, file))) as Record<string, unknown>;
    for (const method of METHODS)
      if (typeof exports[method] === 'function') handlers.push(`${file}#${method}`);
  }
  return handlers.sort();
}

type ManifestEntry = { filename?: string; exportedName?: string };

/** `file#export` of every server action the build serves. */
function actionsOfTheBuild(): string[] {
  if (!existsSync(MANIFEST))
    throw new Error('No build: run `npm run test:actions`, which builds the storefront first.');
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Record<
    'node' | 'edge',
    Record<string, ManifestEntry>
  >;
  const entries = [...Object.values(manifest.node ?? {}), ...Object.values(manifest.edge ?? {})];
  return [...new Set(entries.map((entry) => `${entry.filename}#${entry.exportedName}`))].sort();
}

type Action = (...args: unknown[]) => Promise<unknown>;

async function load(id: string): Promise<Action> {
  const [file, name] = id.split('#') as [string, string];
  const exports = (await import(join(ROOT, file))) as Record<string, Action>;
  return exports[name]!;
}

let db: StoreDatabase;
type Account = { email: string; name: string; role: StaffRole; passwordHash: string };
const SELLER: Account = {
  email: 'tunde@example.com',
  name: 'Tunde Ade',
  role: 'seller',
  passwordHash: 'x',
};
const OTHER_SELLER: Account = {
  email: 'bisi@example.com',
  name: 'Bisi Ola',
  role: 'seller',
  passwordHash: 'x',
};
const SUPERVISOR: Account = {
  email: 'ana@example.com',
  name: 'Ana Bello',
  role: 'supervisor',
  passwordHash: 'x',
};
const DOOR: Account = {
  email: 'gate@example.com',
  name: 'Gate One',
  role: 'door',
  passwordHash: 'x',
};
const PAID = eventCheckout({ merchantReference: 'web-PPPPPPPPPPPPPPPPPPPPPP' });
/** A flexible coach trip holding two places: Pay needs a passenger's name for each. */
const TRIP = {
  ...eventCheckout({ merchantReference: 'web-TTTTTTTTTTTTTTTTTTTTTT' }),
  selection: {
    kind: 'bus' as const,
    scheduleId: 9,
    routeId: 1,
    scheduleType: 'random' as const,
    busId: 2,
    departureDate: '2026-11-24',
  },
  lines: [{ id: '9', title: 'Coach place', quantity: 2, unitPrice: 9000 }],
};
const FOREIGN_SALE = 'pos-FFFFFFFFFFFFFFFFFFFFFF';
/** Another cashier's sale of several items, and its first item. */
const FOREIGN_BASKET = 'pos-FFFFFFFFFFFFFFFFFFFF-0';
const FOREIGN_ITEM = 'pos-FFFFFFFFFFFFFFFFFFFF-1';

/** The rows of every table of the storefront's books, to compare before and after a probe. */
async function books(): Promise<unknown> {
  const tables = [
    'payments',
    'payment_events',
    'refunds',
    'test_payments',
    'sales',
    'sale_events',
    'audit_log',
    'staff',
    'order_sources',
    'bus_passengers',
    'shifts',
    'tickets',
    'check_ins',
    'check_in_conflicts',
    'waiting_rooms',
    'waiting_room_places',
    'baskets',
    'sale_parts',
    'promo_codes',
    'promo_uses',
    'waiting_lists',
    'waiting_list_entries',
  ] as const;
  return Object.fromEntries(
    await Promise.all(
      tables.map(async (table) => [table, await db.selectFrom(table).selectAll().execute()]),
    ),
  );
}

/** How a refused call may end: a returned message, a redirect, the 403 page or the cross-site error. */
async function outcomeOf(call: Promise<unknown>): Promise<string> {
  try {
    const value = await call;
    return `returned ${JSON.stringify(value)}`;
  } catch (error) {
    if (error instanceof RedirectSignal) return `redirect ${error.location}`;
    if (error instanceof ForbiddenSignal) return 'forbidden';
    if (error instanceof NotFoundSignal) return 'not found';
    if (error instanceof Error && error.name === 'StaffActionRefused') return 'refused';
    throw error;
  }
}

/** Runs `call` and asserts it changed nothing: no request to the service, the books as they were. */
async function refusedWithoutEffect(call: () => Promise<unknown>): Promise<string> {
  const service = installFakeService({});
  const before = await books();
  const outcome = await outcomeOf(call());
  expect(service.calls.map((c) => `${c.method} ${c.url.pathname}`)).toEqual([]);
  expect(await books()).toEqual(before);
  return outcome;
}

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
};

async function signedIn(account: Account) {
  const { startStaffSession } = await import('@/server/staff/staff-session');
  const { findStaffByEmail } = await import('@/server/staff/staff-accounts');
  await startStaffSession((await findStaffByEmail(db, account.email))!);
}

async function withCheckout(checkout = PAID) {
  const { getCheckoutSession } = await import('@/server/session/checkout-session');
  const session = await getCheckoutSession();
  session.checkout = checkout;
  await session.save();
}

/** A sale another cashier holds: no seller but its own may tender, cancel, void, retry or reprint it. */
async function foreignSale() {
  const { openSale } = await import('@/server/box-office/sale/sales');
  const { findStaffByEmail } = await import('@/server/staff/staff-accounts');
  const owner = (await findStaffByEmail(db, OTHER_SELLER.email))!;
  await openSale(
    db,
    owner.id,
    eventCheckout({ merchantReference: FOREIGN_SALE, channel: 'pos' }),
    null,
    Date.now(),
  );
}

/** Another cashier's sale of several items, on hold, or paid and its first item not sold. */
async function foreignBasket(status: 'held' | 'unsettled') {
  const { openSale, transitionSale } = await import('@/server/box-office/sale/sales');
  const { partRow } = await import('@/server/box-office/sale/sale-parts');
  const { findStaffByEmail } = await import('@/server/staff/staff-accounts');
  const owner = (await findStaffByEmail(db, OTHER_SELLER.email))!;
  const now = Date.now();
  await openSale(
    db,
    owner.id,
    eventCheckout({ merchantReference: FOREIGN_BASKET, channel: 'pos' }),
    null,
    now,
  );
  await db
    .insertInto('sale_parts')
    .values({
      ...partRow(
        FOREIGN_BASKET,
        0,
        eventCheckout({ merchantReference: FOREIGN_ITEM, channel: 'pos' }),
        now,
      ),
      status: status === 'held' ? 'held' : 'failed',
    })
    .execute();
  if (status === 'unsettled') await transitionSale(db, FOREIGN_BASKET, ['held'], 'unsettled', now);
}

const itemForm = (fields: Record<string, string> = {}) =>
  form({ reference: FOREIGN_BASKET, part: FOREIGN_ITEM, ...fields });

/** A reserved basket of the event PAID holds, in this session. */
async function withReservedBasket() {
  const { getCheckoutSession } = await import('@/server/session/checkout-session');
  const { saveBasketItems, saveBasketCheckout } = await import('@/server/basket/store');
  const id = 'basketbasketbasket0000';
  const reference = 'web-BBBBBBBBBBBBBBBBBBBB-0';
  const part = { ...PAID, merchantReference: 'web-BBBBBBBBBBBBBBBBBBBB-1' };
  const item = {
    key: 'k1',
    selection: PAID.selection,
    chosen: [{ id: 'vip', quantity: 2 }],
    title: PAID.title,
    lines: PAID.lines,
  };
  await saveBasketItems(db, id, [item], Date.now());
  const checkout = {
    fromBasket: true,
    merchantReference: reference,
    channel: 'web' as const,
    contact: PAID.contact,
    expiresAt: PAID.expiresAt,
    clockOffsetMs: 0,
    parts: [part],
  };
  await saveBasketCheckout(db, id, checkout, Date.now());
  const session = await getCheckoutSession();
  session.basket = { id, count: 1 };
  await session.save();
}

const WAITING_ROOM = `event:${PAID.selection.kind === 'event' ? PAID.selection.eventId : ''}`;

/** A waiting room on sale now in front of the event PAID holds. */
async function openWaitingRoom() {
  const { saveRoomSettings } = await import('@/server/waiting-room/settings');
  const now = Date.now();
  await saveRoomSettings(
    db,
    {
      id: WAITING_ROOM,
      enabled: true,
      opensAt: now - 60_000,
      onSaleAt: now,
      admitPerMinute: 10,
      turnSeconds: 600,
    },
    'staff',
    now,
  );
}

const EVENT_OF_PAID = PAID.selection.kind === 'event' ? PAID.selection.eventId : '';

/** An entry on the waiting list of the event PAID holds, in the state given. */
async function waitingListEntry(state: Partial<WaitingListEntriesTable>) {
  const { joinList } = await import('@/server/waiting-list/store');
  const subject = {
    selection: PAID.selection,
    lineId: 'vip',
    title: 'Jazz — VIP',
    href: `/events/${EVENT_OF_PAID}`,
    origin: 'http://localhost:3000',
  };
  const { entry } = await joinList(
    db,
    subject,
    { email: 'ada@example.com', phone: null, quantity: 1 },
    Date.now() - 60_000,
  );
  await db.updateTable('waiting_list_entries').set(state).where('id', '=', entry.id).execute();
  return { ...entry, ...state };
}

const saleForm = (fields: Record<string, string> = {}) =>
  form({ reference: FOREIGN_SALE, ...fields });

/**
 * The probes of each action beyond the generic ones (another site, no session, a role too low): its wrong state and
 * another customer's or cashier's data. An action the build serves without an entry here fails the suite.
 */
const PROBES: Record<string, Array<[string, (action: Action) => Promise<void>]>> = {
  'app/box-office/check-in/summary/actions.ts#resolveCheckInConflict': [
    [
      'the door team and a seller, a conflict that does not exist, and an id that is no UUID',
      async (action) => {
        const conflict = form({ id: '6f9619ff-8b86-4011-b42d-00c04fc964ff' });
        await signedIn(DOOR);
        expect(await refusedWithoutEffect(() => action(null, conflict))).toBe('forbidden');
        await signedIn(SELLER);
        expect(await refusedWithoutEffect(() => action(null, conflict))).toBe('forbidden');
        await signedIn(SUPERVISOR);
        expect(await refusedWithoutEffect(() => action(null, conflict))).toMatch(
          /already resolved, or no longer exists/,
        );
        expect(await refusedWithoutEffect(() => action(null, form({ id: '../1' })))).toMatch(
          /could not be found/,
        );
      },
    ],
  ],
  'app/box-office/waiting-rooms/actions.ts#saveWaitingRoom': [
    [
      'a seller and the door team, a room of no form, no limit at all, and an opening after the sale',
      async (action) => {
        const room = {
          room: 'shop',
          enabled: 'on',
          opensAt: '2026-12-05T10:00',
          onSaleAt: '2026-12-05T10:00',
          admitPerMinute: '100',
          maxActive: '',
          turnMinutes: '10',
        };
        for (const account of [DOOR, SELLER]) {
          await signedIn(account);
          expect(await refusedWithoutEffect(() => action(null, form(room)))).toBe('forbidden');
        }
        await signedIn(SUPERVISOR);
        expect(
          await refusedWithoutEffect(() =>
            action(null, form({ ...room, room: 'event:../../staff' })),
          ),
        ).toMatch(/"room":"must be shop or event/);
        expect(
          await refusedWithoutEffect(() => action(null, form({ ...room, admitPerMinute: '' }))),
        ).toMatch(/"admitPerMinute":"Set admissions per minute/);
        expect(
          await refusedWithoutEffect(() =>
            action(null, form({ ...room, opensAt: '2026-12-05T11:00' })),
          ),
        ).toMatch(/"opensAt":"The room must open before/);
        expect(
          await refusedWithoutEffect(() => action(null, form({ ...room, turnMinutes: '9999' }))),
        ).toMatch(/"turnMinutes"/);
      },
    ],
  ],
  'app/box-office/waiting-rooms/actions.ts#removeWaitingRoom': [
    [
      'a seller, a room that does not exist, and a room of no form',
      async (action) => {
        await signedIn(SELLER);
        expect(await refusedWithoutEffect(() => action(null, form({ room: 'shop' })))).toBe(
          'forbidden',
        );
        await signedIn(SUPERVISOR);
        expect(await refusedWithoutEffect(() => action(null, form({ room: 'shop' })))).toMatch(
          /already removed/,
        );
        expect(await refusedWithoutEffect(() => action(null, form({ room: 'staff' })))).toMatch(
          /could not be removed/,
        );
      },
    ],
  ],
  'app/box-office/promo-codes/actions.ts#createCode': [
    [
      'a seller, a code of no form, a percentage above 100, an end before the start, and a code already taken',
      async (action) => {
        const code = {
          code: 'LAUNCH25',
          discountKind: 'percent',
          discountValue: '25',
          scopeType: 'shop',
          scopeId: '',
          validFrom: '',
          validUntil: '',
        };
        await signedIn(SELLER);
        expect(await refusedWithoutEffect(() => action(null, form(code)))).toBe('forbidden');
        await signedIn(SUPERVISOR);
        expect(
          await refusedWithoutEffect(() => action(null, form({ ...code, code: '../x' }))),
        ).toMatch(/"code":"Use 3 to 32/);
        expect(
          await refusedWithoutEffect(() => action(null, form({ ...code, discountValue: '150' }))),
        ).toMatch(/"discountValue":"Enter a percentage/);
        expect(
          await refusedWithoutEffect(() =>
            action(
              null,
              form({ ...code, validFrom: '2026-12-05T10:00', validUntil: '2026-12-05T09:00' }),
            ),
          ),
        ).toMatch(/"validUntil"/);
        expect(
          await refusedWithoutEffect(() =>
            action(null, form({ ...code, scopeType: 'event', scopeId: '1 OR 1=1' })),
          ),
        ).toMatch(/"scopeId"/);
        expect(await outcomeOf(action(null, form(code)))).toMatch(/"ok":true/);
        expect(await refusedWithoutEffect(() => action(null, form(code)))).toMatch(
          /"ok":false.*"code"/,
        );
      },
    ],
  ],
  'app/box-office/promo-codes/actions.ts#generateBatch': [
    [
      'a seller, too many codes, and a prefix of no form',
      async (action) => {
        const batch = {
          count: '10',
          prefix: 'PARTNER',
          discountKind: 'amount',
          discountValue: '1000',
          scopeType: 'kind',
          scopeId: 'event',
          validFrom: '',
          validUntil: '',
        };
        await signedIn(SELLER);
        expect(await refusedWithoutEffect(() => action(null, form(batch)))).toBe('forbidden');
        await signedIn(SUPERVISOR);
        expect(
          await refusedWithoutEffect(() => action(null, form({ ...batch, count: '501' }))),
        ).toMatch(/"count"/);
        expect(
          await refusedWithoutEffect(() => action(null, form({ ...batch, prefix: '<b>' }))),
        ).toMatch(/"prefix"/);
        expect(
          await refusedWithoutEffect(() => action(null, form({ ...batch, scopeId: 'spaceship' }))),
        ).toMatch(/"scopeId"/);
      },
    ],
  ],
  'app/box-office/promo-codes/actions.ts#setCodeEnabled': [
    [
      'a seller, a code that does not exist, and a code of no form',
      async (action) => {
        await signedIn(SELLER);
        expect(
          await refusedWithoutEffect(() =>
            action(null, form({ code: 'LAUNCH25', enabled: 'false' })),
          ),
        ).toBe('forbidden');
        await signedIn(SUPERVISOR);
        expect(
          await refusedWithoutEffect(() =>
            action(null, form({ code: 'LAUNCH25', enabled: 'false' })),
          ),
        ).toMatch(/No code LAUNCH25/);
        expect(
          await refusedWithoutEffect(() => action(null, form({ code: '../x', enabled: 'false' }))),
        ).toMatch(/could not be changed/);
      },
    ],
  ],
  'app/(checkout)/checkout/actions.ts#confirmPurchase': [
    [
      'an order with a price, confirmed without paying',
      async (action) => {
        await withCheckout();
        expect(
          await refusedWithoutEffect(() => action(null, form({ order: PAID.merchantReference }))),
        ).toMatch(/"reason":"refused"/);
      },
    ],
    [
      'another customer’s order reference in the form',
      async (action) => {
        await withCheckout({
          ...PAID,
          lines: PAID.lines.map((line) => ({ ...line, unitPrice: 0 })),
        });
        expect(
          await refusedWithoutEffect(() =>
            action(null, form({ order: 'web-OOOOOOOOOOOOOOOOOOOOOO' })),
          ),
        ).toBe('redirect /checkout?changed=1');
      },
    ],
  ],
  'app/(checkout)/checkout/actions.ts#startPayment': [
    [
      'a basket’s order held, and another order’s reference in the form',
      async (action) => {
        await withReservedBasket();
        expect(
          await refusedWithoutEffect(() =>
            action(null, form({ order: 'web-OOOOOOOOOOOOOOOOOOOO-0' })),
          ),
        ).toBe('redirect /checkout?changed=1');
      },
    ],
    [
      'another customer’s order reference in the form',
      async (action) => {
        await withCheckout();
        expect(
          await refusedWithoutEffect(() =>
            action(null, form({ order: 'web-OOOOOOOOOOOOOOOOOOOOOO' })),
          ),
        ).toBe('redirect /checkout?changed=1');
      },
    ],
    [
      'passenger names that do not match the seats held',
      async (action) => {
        await withCheckout(TRIP);
        const order = TRIP.merchantReference;
        expect(
          await refusedWithoutEffect(() => action(null, form({ order, 'passenger.1': 'Ada Obi' }))),
        ).toMatch(/"reason":"refused"/);
        expect(
          await refusedWithoutEffect(() =>
            action(
              null,
              form({
                order,
                'passenger.1': 'Ada Obi',
                'passenger.2': 'Bola Ade',
                'passenger.3': 'Chi Eze',
              }),
            ),
          ),
        ).toMatch(/"reason":"refused"/);
        await withCheckout();
        expect(
          await refusedWithoutEffect(() =>
            action(null, form({ order: PAID.merchantReference, 'passenger.1': 'Ada Obi' })),
          ),
        ).toMatch(/"reason":"refused"/);
      },
    ],
    [
      'a promo code that does not apply, kept in the session: nothing claimed or charged',
      async (action) => {
        await withCheckout({ ...PAID, promoCode: 'GONE' });
        expect(
          await refusedWithoutEffect(() => action(null, form({ order: PAID.merchantReference }))),
        ).toMatch(/The code GONE was not applied/);
      },
    ],
  ],
  'app/(checkout)/checkout/actions.ts#applyPromoCode': [
    [
      'another customer’s order reference in the form',
      async (action) => {
        await withCheckout();
        expect(
          await refusedWithoutEffect(() =>
            action(null, form({ order: 'web-OOOOOOOOOOOOOOOOOOOOOO', code: 'LAUNCH' })),
          ),
        ).toBe('redirect /checkout?changed=1');
      },
    ],
    [
      'a code that does not exist, and a text that is no code',
      async (action) => {
        await withCheckout();
        expect(
          await refusedWithoutEffect(() =>
            action(null, form({ order: PAID.merchantReference, code: 'GUESS-1' })),
          ),
        ).toMatch(/We do not know this code/);
        expect(
          await refusedWithoutEffect(() =>
            action(null, form({ order: PAID.merchantReference, code: "' or 1=1 --" })),
          ),
        ).toMatch(/3 to 32 letters/);
      },
    ],
  ],
  'app/(checkout)/checkout/actions.ts#removePromoCode': [
    [
      'another customer’s order reference in the form',
      async (action) => {
        await withCheckout({ ...PAID, promoCode: 'LAUNCH' });
        expect(
          await refusedWithoutEffect(() =>
            action(null, form({ order: 'web-OOOOOOOOOOOOOOOOOOOOOO' })),
          ),
        ).toBe('redirect /checkout?changed=1');
      },
    ],
  ],
  'app/(checkout)/checkout/actions.ts#reserveAgain': [
    [
      'no checkout in the session',
      async (action) => {
        expect(await refusedWithoutEffect(() => action(null))).toBe('redirect /checkout');
      },
    ],
  ],
  'app/(checkout)/checkout/actions.ts#changeTickets': [
    [
      'no checkout in the session',
      async (action) => void expect(await refusedWithoutEffect(() => action())).toBe('redirect /'),
    ],
  ],
  'app/(checkout)/checkout/actions.ts#cancelCheckout': [
    [
      'no checkout in the session',
      async (action) => void expect(await refusedWithoutEffect(() => action())).toBe('redirect /'),
    ],
  ],
  'components/basket/actions.ts#addToBasket': [
    [
      'more tickets than an order may hold, and a forged selection',
      async (action) => {
        const tooMany = form({
          kind: 'event',
          'selection.eventId': '0b7f3a52-6c1e-4d8a-9f3b-2a1c5e7d9b10',
          'quantity.vip': '1000',
        });
        expect(await refusedWithoutEffect(() => action(null, tooMany))).toMatch(/"ok":false/);
        expect(
          await refusedWithoutEffect(() =>
            action(null, form({ kind: 'spaceship', 'quantity.vip': '1' })),
          ),
        ).toMatch(/"ok":false/);
      },
    ],
  ],
  'app/(checkout)/basket/actions.ts#removeFromBasket': [
    [
      'no basket in the session',
      async (action) =>
        void expect(await refusedWithoutEffect(() => action(form({ item: 'k1' })))).toBe(
          'redirect /basket',
        ),
    ],
    [
      'a reserved basket (its items are held, as the order at checkout)',
      async (action) => {
        await withReservedBasket();
        expect(await refusedWithoutEffect(() => action(form({ item: 'k1' })))).toBe(
          'redirect /checkout',
        );
      },
    ],
  ],
  'app/(checkout)/basket/actions.ts#reserveBasket': [
    [
      'no basket in the session',
      async (action) => {
        const contact = form({ name: 'Ada Obi', email: 'ada@example.com', phone: '08031234567' });
        expect(await refusedWithoutEffect(() => action(null, contact))).toBe('redirect /basket');
      },
    ],
    [
      'a basket already reserved',
      async (action) => {
        await withReservedBasket();
        const contact = form({ name: 'Ada Obi', email: 'ada@example.com', phone: '08031234567' });
        expect(await refusedWithoutEffect(() => action(null, contact))).toBe('redirect /checkout');
      },
    ],
  ],
  'components/checkout/actions.ts#reserve': [
    [
      'more tickets than an order may hold, and a forged selection',
      async (action) => {
        const tooMany = form({
          'selection.kind': 'event',
          'selection.eventId': 'evt',
          name: 'Ada',
          email: 'ada@example.com',
          phone: '08031234567',
          'quantities.vip': '1000',
        });
        expect(await refusedWithoutEffect(() => action(null, tooMany))).toMatch(/"ok":false/);
        expect(
          await refusedWithoutEffect(() => action(null, form({ 'selection.kind': 'spaceship' }))),
        ).toMatch(/"ok":false/);
      },
    ],
    [
      'a session without an admission, while a waiting room governs the sale',
      async (action) => {
        await openWaitingRoom();
        const chosen = form({
          kind: 'event',
          'selection.eventId': PAID.selection.kind === 'event' ? PAID.selection.eventId : '',
          name: 'Ada Obi',
          email: 'ada@example.com',
          phone: '08031234567',
          [`quantity.${PAID.lines[0]!.id}`]: '1',
        });
        expect(await refusedWithoutEffect(() => action(null, chosen))).toMatch(/waiting room/);
      },
    ],
  ],
  'components/waiting-room/actions.ts#enterWaitingRoom': [
    [
      'a browser holding no place in the room',
      async (action) => {
        await openWaitingRoom();
        expect(
          await refusedWithoutEffect(() => action(null, form({ room: WAITING_ROOM }))),
        ).toMatch(/not your turn/);
      },
    ],
  ],
  'components/waiting-room/actions.ts#emailWhenMyTurn': [
    [
      'a browser holding no place, and an address of no form',
      async (action) => {
        await openWaitingRoom();
        expect(
          await refusedWithoutEffect(() =>
            action(null, form({ room: WAITING_ROOM, email: 'ada@example.com' })),
          ),
        ).toMatch(/"ok":false/);
        expect(
          await refusedWithoutEffect(() =>
            action(null, form({ room: WAITING_ROOM, email: 'ada' })),
          ),
        ).toMatch(/valid email/);
      },
    ],
  ],
  'components/waiting-list/actions.ts#joinWaitingList': [
    [
      'an address of no form, no tickets or more than an order holds, and no item named',
      async (action) => {
        const fields = {
          's.kind': 'event',
          's.eventId': EVENT_OF_PAID,
          line: 'vip',
          email: 'ada@example.com',
          phone: '',
          quantity: '1',
        };
        expect(
          await refusedWithoutEffect(() => action(null, form({ ...fields, email: 'ada' }))),
        ).toMatch(/valid email/);
        expect(
          await refusedWithoutEffect(() => action(null, form({ ...fields, quantity: '0' }))),
        ).toMatch(/Choose between 1 and/);
        expect(
          await refusedWithoutEffect(() => action(null, form({ ...fields, quantity: '11' }))),
        ).toMatch(/Choose between 1 and/);
        expect(
          await refusedWithoutEffect(() =>
            action(null, form({ ...fields, 's.eventId': '../events' })),
          ),
        ).toMatch(/could not be found/);
        expect(
          await refusedWithoutEffect(() => action(null, form({ ...fields, phone: '12' }))),
        ).toMatch(/phone number/);
      },
    ],
  ],
  'components/waiting-list/actions.ts#leaveWaitingList': [
    [
      'a token of no entry, of no form, and of an entry that left already',
      async (action) => {
        const entry = await waitingListEntry({ status: 'left' });
        for (const token of ['AAAAAAAAAAAAAAAAAAAAAA', '../leave', entry.leave_token]) {
          expect(await refusedWithoutEffect(() => action(null, form({ token })))).toMatch(
            /not on any waiting list/,
          );
        }
      },
    ],
  ],
  'components/waiting-list/actions.ts#openWaitingListTurn': [
    [
      'a token of no turn, of no form, and a turn that ran out',
      async (action) => {
        const entry = await waitingListEntry({
          status: 'offered',
          turn_token: 'TTTTTTTTTTTTTTTTTTTTTT',
          offer_ends_at: Date.now() - 1,
        });
        for (const token of ['AAAAAAAAAAAAAAAAAAAAAA', '../turn', entry.turn_token!]) {
          expect(await refusedWithoutEffect(() => action(null, form({ token })))).toMatch(
            /This turn is over/,
          );
        }
        const { getCheckoutSession } = await import('@/server/session/checkout-session');
        expect((await getCheckoutSession()).waitingTurn).toBeUndefined();
      },
    ],
  ],
  'components/orders/actions.ts#findMyTickets': [
    [
      'neither an email nor a phone, and no contact at all',
      async (action) => {
        expect(await refusedWithoutEffect(() => action(null, form({ contact: 'ada' })))).toMatch(
          /"status":"invalid"/,
        );
        expect(await refusedWithoutEffect(() => action(null, form({})))).toMatch(
          /"status":"invalid"/,
        );
      },
    ],
  ],
  'components/orders/actions.ts#resendOrderEmail': [
    [
      'an order never bought, a box-office sale, and a reference of no form',
      async (action) => {
        for (const reference of [PAID.merchantReference, FOREIGN_SALE, '../orders']) {
          expect(await refusedWithoutEffect(() => action(null, form({ reference })))).toMatch(
            /"status":"refused"/,
          );
        }
      },
    ],
  ],
  'app/box-office/actions.ts#holdBasket': [
    [
      'a forged selection',
      async (action) => {
        await signedIn(SELLER);
        expect(
          await refusedWithoutEffect(() => action(null, form({ 'selection.kind': 'spaceship' }))),
        ).toMatch(/"ok":false/);
      },
    ],
  ],
  'app/box-office/actions.ts#addItem': [
    [
      'a forged selection',
      async (action) => {
        await signedIn(SELLER);
        expect(
          await refusedWithoutEffect(() => action(null, form({ 'selection.kind': 'spaceship' }))),
        ).toMatch(/"ok":false/);
      },
    ],
  ],
  'app/box-office/actions.ts#removeItem': [
    [
      'another cashier’s sale, an item of another sale, and an item of a paid sale',
      async (action) => {
        await foreignBasket('held');
        await signedIn(SELLER);
        expect(await refusedWithoutEffect(() => action(itemForm()))).toBe('redirect /box-office');
        await signedIn(OTHER_SELLER);
        expect(
          await refusedWithoutEffect(() => action(itemForm({ reference: FOREIGN_SALE }))),
        ).toBe('redirect /box-office');
        const { transitionSale } = await import('@/server/box-office/sale/sales');
        await transitionSale(db, FOREIGN_BASKET, ['held'], 'tendered', Date.now());
        expect(await refusedWithoutEffect(() => action(itemForm()))).toBe('redirect /box-office');
      },
    ],
  ],
  'app/box-office/actions.ts#refundItem': [
    [
      'another cashier’s sale, an item of another sale, and a sale not paid',
      async (action) => {
        await foreignBasket('unsettled');
        await signedIn(SELLER);
        expect(await refusedWithoutEffect(() => action(null, itemForm()))).toMatch(/"ok":false/);
        await signedIn(OTHER_SELLER);
        expect(
          await refusedWithoutEffect(() =>
            action(null, itemForm({ part: 'pos-FFFFFFFFFFFFFFFFFFFE-1' })),
          ),
        ).toMatch(/"ok":false/);
        const { transitionSale } = await import('@/server/box-office/sale/sales');
        await transitionSale(db, FOREIGN_BASKET, ['unsettled'], 'held', Date.now());
        expect(await refusedWithoutEffect(() => action(null, itemForm()))).toMatch(/"ok":false/);
      },
    ],
  ],
  'app/box-office/actions.ts#tender': [
    [
      'another cashier’s sale',
      async (action) => {
        await foreignSale();
        await signedIn(SELLER);
        expect(
          await refusedWithoutEffect(() =>
            action(null, saleForm({ tender: 'cash', cashReceived: '100000' })),
          ),
        ).toMatch(/"ok":false/);
      },
    ],
  ],
  'app/box-office/actions.ts#applyPromoCode': [
    [
      'another cashier’s sale, and a code of no form',
      async (action) => {
        await foreignSale();
        await signedIn(SELLER);
        expect(
          await refusedWithoutEffect(() => action(null, saleForm({ code: 'LAUNCH25' }))),
        ).toMatch(/"ok":false/);
        await signedIn(OTHER_SELLER);
        expect(
          await refusedWithoutEffect(() => action(null, saleForm({ code: '<script>' }))),
        ).toMatch(/Enter the promo code as printed/);
      },
    ],
  ],
  'app/box-office/actions.ts#removeDiscount': [
    [
      'another cashier’s sale',
      async (action) => {
        await foreignSale();
        await signedIn(SELLER);
        expect(await refusedWithoutEffect(() => action(saleForm()))).toBe('redirect /box-office');
      },
    ],
  ],
  'app/box-office/actions.ts#giveDiscount': [
    [
      'a seller, even on their own sale, an amount that is not naira, no reason, and more than the total',
      async (action) => {
        await foreignSale();
        const discount = { amount: '1000', reason: 'Obstructed view' };
        await signedIn(OTHER_SELLER);
        expect(await refusedWithoutEffect(() => action(null, saleForm(discount)))).toBe(
          'forbidden',
        );
        await signedIn(SUPERVISOR);
        expect(
          await refusedWithoutEffect(() => action(null, saleForm({ ...discount, amount: 'lots' }))),
        ).toMatch(/discount in naira/);
        expect(
          await refusedWithoutEffect(() => action(null, saleForm({ ...discount, reason: '' }))),
        ).toMatch(/Give the reason/);
        expect(
          await refusedWithoutEffect(() =>
            action(null, saleForm({ ...discount, amount: '50000' })),
          ),
        ).toMatch(/no more than the sale’s total/);
      },
    ],
  ],
  'app/box-office/actions.ts#cancelBasket': [
    [
      'another cashier’s sale',
      async (action) => {
        await foreignSale();
        await signedIn(SELLER);
        expect(await refusedWithoutEffect(() => action(saleForm()))).toBe('redirect /box-office');
      },
    ],
  ],
  'app/box-office/actions.ts#retryBuy': [
    [
      'another cashier’s sale, and one never tendered',
      async (action) => {
        await foreignSale();
        await signedIn(SELLER);
        expect(await refusedWithoutEffect(() => action(null, saleForm()))).toMatch(/"ok":false/);
        await signedIn(OTHER_SELLER);
        expect(await refusedWithoutEffect(() => action(null, saleForm()))).toMatch(/"ok":false/);
      },
    ],
  ],
  'app/box-office/actions.ts#refundAndVoid': [
    [
      'another cashier’s sale, and one not yet sold',
      async (action) => {
        await foreignSale();
        await signedIn(SELLER);
        expect(await refusedWithoutEffect(() => action(null, saleForm()))).toMatch(/"ok":false/);
        await signedIn(OTHER_SELLER);
        expect(await refusedWithoutEffect(() => action(null, saleForm()))).toMatch(/"ok":false/);
      },
    ],
  ],
  'app/box-office/actions.ts#reprint': [
    [
      'another cashier’s sale, and one not yet sold',
      async (action) => {
        await foreignSale();
        await signedIn(SELLER);
        expect(await refusedWithoutEffect(() => action(saleForm()))).toBe(
          'redirect /box-office/sales',
        );
        await signedIn(OTHER_SELLER);
        expect(await refusedWithoutEffect(() => action(saleForm()))).toBe(
          'redirect /box-office/sales',
        );
      },
    ],
  ],
  'app/box-office/sign-in/actions.ts#signIn': [
    [
      'no password, and a return address off the site',
      async (action) => {
        expect(
          await refusedWithoutEffect(() => action(null, form({ email: SELLER.email }))),
        ).toMatch(/Enter your email and password/);
        expect(request.cookies.size).toBe(0);
      },
    ],
  ],
  'app/box-office/sign-in/actions.ts#signOut': [
    [
      'no session to end',
      async (action) =>
        void expect(await refusedWithoutEffect(() => action())).toBe(
          'redirect /box-office/sign-in',
        ),
    ],
  ],
  'app/box-office/staff/actions.ts#setStaffEnabled': [
    [
      'a supervisor disabling their own account, and an unknown id',
      async (action) => {
        const { findStaffByEmail } = await import('@/server/staff/staff-accounts');
        await signedIn(SUPERVISOR);
        const self = (await findStaffByEmail(db, SUPERVISOR.email))!;
        expect(
          await refusedWithoutEffect(() => action(null, form({ id: self.id, disable: 'true' }))),
        ).toMatch(/your own account/);
        expect(
          await refusedWithoutEffect(() =>
            action(null, form({ id: 'not-a-uuid', disable: 'true' })),
          ),
        ).toMatch(/could not be changed/);
      },
    ],
  ],
  'app/box-office/shift/actions.ts#closeShiftAction': [
    [
      'another cashier’s shift, a closed shift, a bad id and amounts that are not naira',
      async (action) => {
        const { findStaffByEmail } = await import('@/server/staff/staff-accounts');
        const { closeShift, openShift } = await import('@/server/box-office/shifts/shifts');
        const other = (await findStaffByEmail(db, OTHER_SELLER.email))!;
        const theirs = await openShift(db, other.id, Date.now() - 1000);
        await signedIn(SELLER);
        const counted = { shiftId: theirs.id, openingFloat: '0', countedCash: '100' };
        expect(await refusedWithoutEffect(() => action(null, form(counted)))).toMatch(
          /Only a supervisor/,
        );
        expect(
          await refusedWithoutEffect(() =>
            action(null, form({ ...counted, shiftId: 'not-a-uuid' })),
          ),
        ).toMatch(/could not be found/);
        const seller = (await findStaffByEmail(db, SELLER.email))!;
        const own = await openShift(db, seller.id, Date.now());
        expect(
          await refusedWithoutEffect(() =>
            action(null, form({ shiftId: own.id, openingFloat: '0', countedCash: 'lots' })),
          ),
        ).toMatch(/cash counted in naira/);
        await closeShift(
          db,
          theirs.id,
          other.id,
          { openingFloatKobo: 0, countedCashKobo: 0 },
          Date.now(),
        );
        await signedIn(SUPERVISOR);
        expect(await refusedWithoutEffect(() => action(null, form(counted)))).toMatch(
          /already closed/,
        );
      },
    ],
  ],
  'app/box-office/staff/actions.ts#unlockStaff': [
    [
      'an account that is not locked, and an id that is not one',
      async (action) => {
        const { findStaffByEmail } = await import('@/server/staff/staff-accounts');
        await signedIn(SUPERVISOR);
        const seller = (await findStaffByEmail(db, SELLER.email))!;
        expect(await refusedWithoutEffect(() => action(null, form({ id: seller.id })))).toMatch(
          /is not locked/,
        );
        expect(await refusedWithoutEffect(() => action(null, form({ id: 'not-a-uuid' })))).toMatch(
          /could not be unlocked/,
        );
      },
    ],
  ],
};

type Route = (request: Request, context?: unknown) => Promise<Response>;
const SHOP = 'https://shop.example';
const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  new Request(`${SHOP}${path}`, {
    method: 'POST',
    body,
    headers: { host: 'shop.example', ...headers },
  });

/** What each guarded route handler is probed with: called directly, unsigned or without a session, in the wrong state. */
const ROUTE_PROBES: Record<string, Array<[string, (route: Route) => Promise<void>]>> = {
  'app/api/webhooks/payments/route.ts#POST': [
    [
      'an unsigned event, and one signed with another key',
      async (route) => {
        const body = JSON.stringify({
          event: 'charge.success',
          data: {
            reference: PAID.merchantReference,
            status: 'success',
            amount: 1,
            currency: 'NGN',
          },
        });
        expect(
          await refusedWithoutEffect(
            async () => (await route(post('/api/webhooks/payments', body))).status,
          ),
        ).toBe('returned 401');
        const forged = { 'x-paystack-signature': 'a'.repeat(128) };
        expect(
          await refusedWithoutEffect(
            async () => (await route(post('/api/webhooks/payments', body, forged))).status,
          ),
        ).toBe('returned 401');
      },
    ],
  ],
  'app/(checkout)/checkout/return/route.ts#GET': [
    [
      'a reference of no payment, and one of no form',
      async (route) => {
        await withCheckout();
        expect(
          await refusedWithoutEffect(() =>
            route(new Request(`${SHOP}/checkout/return?reference=web-NNNNNNNNNNNNNNNNNNNNNN`)),
          ),
        ).toBe('redirect /checkout');
        expect(
          await refusedWithoutEffect(() =>
            route(new Request(`${SHOP}/checkout/return?reference=../../orders`)),
          ),
        ).toBe('redirect /checkout');
      },
    ],
  ],
  'app/pay/test/[reference]/answer/route.ts#POST': [
    [
      'an answer to no waiting payment',
      async (route) => {
        const form = new URLSearchParams({ answer: 'approve' }).toString();
        const headers = { 'content-type': 'application/x-www-form-urlencoded' };
        const context = { params: Promise.resolve({ reference: PAID.merchantReference }) };
        expect(
          await refusedWithoutEffect(
            async () =>
              (
                await route(
                  post(`/pay/test/${PAID.merchantReference}/answer`, form, headers),
                  context,
                )
              ).status,
          ),
        ).toBe('returned 303');
      },
    ],
  ],
  'app/waiting-room/[room]/join/route.ts#POST': [
    [
      'a room id of no form, a room that does not exist, and another site',
      async (route) => {
        const join = (room: string, origin = SHOP) =>
          route(post(`/waiting-room/${encodeURIComponent(room)}/join`, '', { origin }), {
            params: Promise.resolve({ room }),
          });
        expect(await refusedWithoutEffect(async () => (await join('event:../../x')).status)).toBe(
          'returned 404',
        );
        expect(
          await refusedWithoutEffect(async () => (await join('shop')).headers.get('location')),
        ).toBe('returned "/waiting-room/shop?refused=no-room"');
        await openWaitingRoom();
        expect(
          await refusedWithoutEffect(
            async () => (await join(WAITING_ROOM, 'https://evil.example')).status,
          ),
        ).toBe('returned 403');
      },
    ],
  ],
  'app/box-office/session/route.ts#POST': [
    [
      'no staff session, and another site',
      async (route) => {
        expect(
          await refusedWithoutEffect(
            async () => (await route(post('/box-office/session', '', { origin: SHOP }))).status,
          ),
        ).toBe('returned 401');
        await signedIn(SELLER);
        expect(
          await refusedWithoutEffect(
            async () =>
              (await route(post('/box-office/session', '', { origin: 'https://evil.example' })))
                .status,
          ),
        ).toBe('returned 403');
      },
    ],
  ],
  'app/box-office/report/csv/route.ts#GET': [
    [
      'no staff session, and the door team',
      async (route) => {
        const csv = () =>
          new Request(`${SHOP}/box-office/report/csv`, {
            headers: { host: 'shop.example', referer: `${SHOP}/box-office/report` },
          });
        clearCookies();
        expect(await refusedWithoutEffect(async () => (await route(csv())).status)).toBe(
          'returned 401',
        );
        await signedIn(DOOR);
        expect(await refusedWithoutEffect(async () => (await route(csv())).status)).toBe(
          'returned 403',
        );
        clearCookies();
      },
    ],
  ],
  'app/box-office/promo-codes/csv/route.ts#GET': [
    [
      'no staff session, a seller, and a batch of no form',
      async (route) => {
        const csv = (query = '') =>
          new Request(`${SHOP}/box-office/promo-codes/csv${query}`, {
            headers: { host: 'shop.example', referer: `${SHOP}/box-office/promo-codes` },
          });
        clearCookies();
        expect(await refusedWithoutEffect(async () => (await route(csv())).status)).toBe(
          'returned 401',
        );
        await signedIn(SELLER);
        expect(await refusedWithoutEffect(async () => (await route(csv())).status)).toBe(
          'returned 403',
        );
        await signedIn(SUPERVISOR);
        expect(
          await refusedWithoutEffect(async () => (await route(csv('?batch=../../x'))).status),
        ).toBe('returned 400');
        expect(
          await refusedWithoutEffect(async () => (await route(csv('?batch=nope'))).status),
        ).toBe('returned 404');
        clearCookies();
      },
    ],
  ],
  'app/box-office/report/promo-csv/route.ts#GET': [
    [
      'no staff session, and a seller',
      async (route) => {
        const csv = () =>
          new Request(`${SHOP}/box-office/report/promo-csv`, {
            headers: { host: 'shop.example', referer: `${SHOP}/box-office/report` },
          });
        clearCookies();
        expect(await refusedWithoutEffect(async () => (await route(csv())).status)).toBe(
          'returned 401',
        );
        await signedIn(SELLER);
        expect(await refusedWithoutEffect(async () => (await route(csv())).status)).toBe(
          'returned 403',
        );
        clearCookies();
      },
    ],
  ],
};

const DOOR_API = `${SHOP}/box-office/check-in/api`;
const fromCheckIn = { host: 'shop.example', origin: SHOP, referer: `${SHOP}/box-office/check-in` };
const doorGet = (path: string) => new Request(`${DOOR_API}/${path}`, { headers: fromCheckIn });
const doorPost = (path: string, body: unknown, origin = SHOP) =>
  new Request(`${DOOR_API}/${path}`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { ...fromCheckIn, origin, 'content-type': 'application/json' },
  });
const statusOf = (route: Route, request: () => Request) =>
  refusedWithoutEffect(async () => (await route(request())).status);

/** A door read: 401 without a session; for the door team, 400 for a list key that is not one. */
const doorReadProbes = (
  path: string,
  badQuery: string,
): Array<[string, (route: Route) => Promise<void>]> => [
  [
    'no staff session, and a malformed list key',
    async (route) => {
      expect(await statusOf(route, () => doorGet(`${path}?list=event%3A1`))).toBe('returned 401');
      await signedIn(DOOR);
      expect(await statusOf(route, () => doorGet(`${path}?${badQuery}`))).toBe('returned 400');
    },
  ],
];

const DOOR_ROUTE_PROBES: Record<string, Array<[string, (route: Route) => Promise<void>]>> = {
  'app/box-office/check-in/api/lists/route.ts#GET': [
    [
      'no staff session, and another site',
      async (route) => {
        expect(await statusOf(route, () => doorGet('lists'))).toBe('returned 401');
        await signedIn(DOOR);
        expect(
          await statusOf(
            route,
            () =>
              new Request(`${DOOR_API}/lists`, {
                headers: { host: 'shop.example', 'sec-fetch-site': 'cross-site' },
              }),
          ),
        ).toBe('returned 403');
      },
    ],
  ],
  'app/box-office/check-in/api/bundle/route.ts#GET': doorReadProbes('bundle', 'list=..%2F..%2Fetc'),
  'app/box-office/check-in/api/counts/route.ts#GET': doorReadProbes('counts', 'list='),
  'app/box-office/check-in/api/search/route.ts#GET': doorReadProbes(
    'search',
    `list=event%3Ae1%3A2026-12-05&q=${'x'.repeat(101)}`,
  ),
  'app/box-office/check-in/api/scan/route.ts#POST': [
    [
      'no staff session, another site, and a scan without a code, list or device',
      async (route) => {
        const scan = {
          code: 'web-AAAAAAAAAAAAAAAAAAAAAA',
          listKey: 'event:e1:2026-12-05',
          gate: 'North',
          deviceId: 'device-0001',
        };
        expect(await statusOf(route, () => doorPost('scan', scan))).toBe('returned 401');
        await signedIn(DOOR);
        expect(await statusOf(route, () => doorPost('scan', scan, 'https://evil.example'))).toBe(
          'returned 403',
        );
        for (const bad of [
          { ...scan, code: ' ' },
          { ...scan, listKey: 'admin' },
          { ...scan, deviceId: '<script>' },
          { ...scan, direction: 'sideways' },
          { ...scan, gate: 'g'.repeat(65) },
        ]) {
          expect(await statusOf(route, () => doorPost('scan', bad))).toBe('returned 400');
        }
        expect(
          await statusOf(
            route,
            () =>
              new Request(`${DOOR_API}/scan`, { method: 'POST', body: '{', headers: fromCheckIn }),
          ),
        ).toBe('returned 400');
      },
    ],
  ],
  'app/box-office/check-in/api/sync/route.ts#POST': [
    [
      'no staff session, a scan of no ticket, a scan id that is no UUID, and too many scans',
      async (route) => {
        const scan = {
          id: '6f9619ff-8b86-4011-b42d-00c04fc964ff',
          ticketId: 'nope',
          listKey: 'event:e1:2026-12-05',
          gate: 'North',
          direction: 'in',
          scannedAt: Date.now(),
        };
        expect(
          await statusOf(route, () => doorPost('sync', { deviceId: 'device-0001', scans: [scan] })),
        ).toBe('returned 401');
        await signedIn(DOOR);
        expect(
          await statusOf(route, () => doorPost('sync', { deviceId: 'device-0001', scans: [scan] })),
        ).toBe('returned 200');
        expect(
          await statusOf(route, () =>
            doorPost('sync', { deviceId: 'device-0001', scans: [{ ...scan, id: 'one' }] }),
          ),
        ).toBe('returned 400');
        expect(
          await statusOf(route, () =>
            doorPost('sync', {
              deviceId: 'device-0001',
              scans: Array.from({ length: 201 }, () => scan),
            }),
          ),
        ).toBe('returned 400');
      },
    ],
  ],
  'app/box-office/check-in/export/route.ts#GET': [
    [
      'no staff session, and the door team (the CSV carries phones and emails)',
      async (route) => {
        const csv = () =>
          new Request(`${SHOP}/box-office/check-in/export?list=event%3Ae1%3A2026-12-05`, {
            headers: { host: 'shop.example', referer: `${SHOP}/box-office/check-in/summary` },
          });
        expect(await statusOf(route, csv)).toBe('returned 401');
        await signedIn(DOOR);
        expect(await statusOf(route, csv)).toBe('returned 403');
      },
    ],
  ],
};
// Each door probe starts without a session and leaves none behind for the probes run after it.
for (const [id, probes] of Object.entries(DOOR_ROUTE_PROBES)) {
  ROUTE_PROBES[id] = probes.map(([name, probe]) => [
    name,
    async (route: Route) => {
      clearCookies();
      try {
        await probe(route);
      } finally {
        clearCookies();
      }
    },
  ]);
}

const ACTIONS = actionsOfTheBuild();

beforeAll(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterAll(async () => db?.destroy());

beforeEach(async () => {
  await db?.destroy();
  db = await testStoreDatabase();
  const { insertStaff } = await import('@/server/staff/staff-accounts');
  for (const account of [SELLER, OTHER_SELLER, SUPERVISOR, DOOR])
    await insertStaff(db, account, Date.now() - 1000);
  clearCookies();
  startRequest();
});

describe('server actions of the build', () => {
  it('are all found in the manifest', () => {
    expect(ACTIONS.length).toBeGreaterThanOrEqual(15);
  });

  it.each(ACTIONS)('%s is declared with a policy and has its own probes', async (id) => {
    const policy = policyOf(await load(id));
    expect(policy, `${id} is exported without guardedAction/staffAction`).toBeDefined();
    for (const part of ['who', 'needs', 'checks'] as const)
      expect(policy![part].length).toBeGreaterThan(3);
    expect(
      PROBES[id]?.length ?? 0,
      `${id} has no probes of its wrong state or another’s data`,
    ).toBeGreaterThan(0);
  });

  it.each(ACTIONS)(
    '%s refuses a direct post from another site, and one with no Origin, without effect',
    async (id) => {
      const action = await load(id);
      await withCheckout();
      await signedIn(SUPERVISOR);
      for (const origin of ['https://evil.example', null]) {
        startRequest(origin);
        expect(
          await refusedWithoutEffect(() =>
            action(null, form({ order: PAID.merchantReference, reference: FOREIGN_SALE })),
          ),
        ).not.toMatch(/^redirect \/(orders|box-office\/sales\/)/);
      }
    },
  );

  it.each(ACTIONS.filter((id) => /box-office\/(actions|staff\/actions)\.ts/.test(id)))(
    '%s sends a caller without a staff session to sign in',
    async (id) => {
      expect(await refusedWithoutEffect(async () => (await load(id))(null, saleForm()))).toMatch(
        /^redirect \/box-office\/sign-in/,
      );
    },
  );

  it.each(ACTIONS.filter((id) => /box-office\/staff\/actions\.ts/.test(id)))(
    '%s is forbidden to a seller',
    async (id) => {
      await signedIn(SELLER);
      const { findStaffByEmail } = await import('@/server/staff/staff-accounts');
      const other = (await findStaffByEmail(db, OTHER_SELLER.email))!;
      expect(
        await refusedWithoutEffect(async () =>
          (await load(id))(null, form({ id: other.id, disable: 'true' })),
        ),
      ).toBe('forbidden');
    },
  );

  it.each(
    ACTIONS.filter((id) => /box-office\/(actions|staff\/actions|shift\/actions)\.ts/.test(id)),
  )('%s is forbidden to the door team', async (id) => {
    await signedIn(DOOR);
    await foreignSale();
    const { findStaffByEmail } = await import('@/server/staff/staff-accounts');
    const other = (await findStaffByEmail(db, OTHER_SELLER.email))!;
    expect(
      await refusedWithoutEffect(async () =>
        (await load(id))(
          null,
          saleForm({ id: other.id, disable: 'true', openingFloat: '0', countedCash: '0' }),
        ),
      ),
    ).toBe('forbidden');
  });

  it.each(ACTIONS.filter((id) => id.startsWith('app/(checkout)/')))(
    '%s acts on nothing for a browser whose session holds no checkout or basket',
    async (id) => {
      // The basket's actions send such a browser to its (empty) basket; the checkout's to the checkout or home.
      const expected = id.startsWith('app/(checkout)/basket/')
        ? /^redirect \/basket$/
        : /^redirect \/(checkout)?$/;
      expect(
        await refusedWithoutEffect(async () =>
          (await load(id))(null, form({ order: PAID.merchantReference })),
        ),
      ).toMatch(expected);
    },
  );

  it('route handlers: each that can change state is declared with a policy; the rest are known to only read', async () => {
    const handlers = await routeHandlersOfTheBuild();
    const undeclared: string[] = [];
    for (const id of handlers)
      if (!policyOf(await load(id)) && !READ_ONLY_ROUTES.includes(id)) undeclared.push(id);
    expect(undeclared).toEqual([]);
    const guarded = handlers.filter((id) => !READ_ONLY_ROUTES.includes(id));
    expect(
      guarded.filter((id) => !ROUTE_PROBES[id]?.length),
      'guarded routes without probes',
    ).toEqual([]);
    for (const id of guarded)
      for (const [, probe] of ROUTE_PROBES[id]!) await probe((await load(id)) as Route);
    // A read-only entry that became a guarded handler, or went away, is taken off the list.
    expect(READ_ONLY_ROUTES.filter((id) => !handlers.includes(id))).toEqual([]);
  });

  describe.each(ACTIONS)('%s', (id) => {
    it.each(PROBES[id] ?? [])('refuses %s without effect', async (_, probe) =>
      probe(await load(id)),
    );
  });
});
