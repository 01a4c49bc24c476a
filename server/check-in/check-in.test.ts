// Tests of checking in at the door on a real store database (SQLite, or PostgreSQL with STOREFRONT_DATABASE_URL):
// codes read and refused, one row per ticket and entry however many devices scan at once, the offline queue's
// duplicates and conflicts, re-entry, the audit log, counts, search, the sheets and the supervisors' summary.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listAudit } from '@/server/staff/audit-log';
import { insertStaff } from '@/server/staff/staff-accounts';
import { testStoreDatabase } from '@/server/payments/testing/store';
import type { StoreDatabase } from '@/server/store-db/connect';
import {
  checkInLists,
  checkInSummary,
  listBundle,
  listCounts,
  listSheet,
  openConflicts,
  resolveConflict,
  searchList,
} from './lists';
import { scanCode, syncScan, type DoorSettings, type QueuedScan, type ScanPlace } from './record';
import { insertTickets, signWith, TEST_NOW, testKeys, ticketRow } from './testing/tickets';
import type { TicketRow } from './tickets';

const HOUR = 3_600_000;
const LIST = 'event:e1:2026-12-05';
const keys = testKeys();
let db: StoreDatabase;
let gateOne: string;
let gateTwo: string;
let ensured: string[];
let lateOrder: TicketRow[] | null;

const settings = (over: Partial<DoorSettings> = {}): DoorSettings => ({
  publicKey: keys.publicKey,
  reentry: false,
  ensureOrderTickets: async (reference) => {
    ensured.push(reference);
    if (!lateOrder || lateOrder[0]?.reference !== reference) return null;
    await insertTickets(db, lateOrder);
    return lateOrder;
  },
  ...over,
});

const at = (over: Partial<ScanPlace> = {}): ScanPlace => ({
  listKey: LIST,
  gate: 'North',
  direction: 'in',
  deviceId: 'device-1',
  staffId: gateOne,
  ...over,
});

const A = ticketRow(keys, { holder_name: 'Ada Obi' });
const B = ticketRow(keys, { holder_name: 'Bayo Obi' });
const OTHER_EVENT = ticketRow(keys, {
  reference: 'web-BBBBBBBBBBBBBBBBBBBBBB',
  list_key: 'event:e2:2026-12-06',
  list_title: 'Comedy Night · Sat 6 Dec',
  starts_at: TEST_NOW + 25 * HOUR,
  valid_from: TEST_NOW + 20 * HOUR,
  valid_until: TEST_NOW + 30 * HOUR,
});

beforeEach(async () => {
  db = await testStoreDatabase();
  gateOne = (
    await insertStaff(
      db,
      { email: 'gate1@example.com', name: 'Gate One', role: 'door', passwordHash: 'x' },
      TEST_NOW - HOUR,
    )
  ).id;
  gateTwo = (
    await insertStaff(
      db,
      { email: 'gate2@example.com', name: 'Gate Two', role: 'door', passwordHash: 'x' },
      TEST_NOW - HOUR,
    )
  ).id;
  await insertTickets(db, [A, B, OTHER_EVENT]);
  ensured = [];
  lateOrder = null;
});
afterEach(() => db.destroy());

const checkInRows = () => db.selectFrom('check_ins').selectAll().execute();

describe('scanCode', () => {
  it('checks a signed code in once, tells the next scan when, where and by whom, and logs it with staff, gate and ticket', async () => {
    expect(await scanCode(db, A.signed_code, at(), settings(), TEST_NOW)).toMatchObject({
      status: 'valid',
      direction: 'in',
      entry: 1,
      leftOnOrder: 1,
      ticket: { id: A.id, holderName: 'Ada Obi' },
    });
    expect(
      await scanCode(
        db,
        A.signed_code,
        at({ gate: 'South', staffId: gateTwo, deviceId: 'device-2' }),
        settings(),
        TEST_NOW + 60_000,
      ),
    ).toMatchObject({
      status: 'already',
      at: TEST_NOW,
      gate: 'North',
      by: 'Gate One',
    });
    expect(await checkInRows()).toHaveLength(1);
    const [entry, ...more] = await listAudit(db, { action: 'check-in' });
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      staffId: gateOne,
      staffName: 'Gate One',
      subject: A.id,
      detail: { gate: 'North', list: LIST, reference: A.reference, entry: 1, device: 'device-1' },
    });
  });

  it('refuses a code with one character changed as forged, and records nothing', async () => {
    const code = A.signed_code;
    const cut = code.lastIndexOf('.') + 5;
    const changed = `${code.slice(0, cut)}${code[cut] === 'A' ? 'B' : 'A'}${code.slice(cut + 1)}`;
    expect(await scanCode(db, changed, at(), settings(), TEST_NOW)).toEqual({ status: 'forged' });
    const otherKey = signWith(testKeys(), {
      ticketId: A.id,
      reference: A.reference,
      kind: 'event',
      listKey: LIST,
      seat: null,
      room: null,
      validFrom: 0,
      validUntil: TEST_NOW * 2,
    });
    expect(await scanCode(db, otherKey, at(), settings(), TEST_NOW)).toEqual({ status: 'forged' });
    expect(await checkInRows()).toEqual([]);
  });

  it('names what a ticket for another list is for, and knows no code it never issued', async () => {
    expect(await scanCode(db, OTHER_EVENT.signed_code, at(), settings(), TEST_NOW)).toMatchObject({
      status: 'wrong-list',
      listTitle: 'Comedy Night · Sat 6 Dec',
    });
    expect(await scanCode(db, 'NOT-A-CODE-AT-ALL!', at(), settings(), TEST_NOW)).toEqual({
      status: 'unknown',
    });
    expect(await scanCode(db, 'web-ZZZZZZZZZZZZZZZZZZZZZZ', at(), settings(), TEST_NOW)).toEqual({
      status: 'unknown',
    });
    expect(ensured).toEqual(['web-ZZZZZZZZZZZZZZZZZZZZZZ']);
    expect(await checkInRows()).toEqual([]);
  });

  it('refuses a ticket before its window and after it', async () => {
    expect(
      await scanCode(db, A.signed_code, at(), settings(), Number(A.valid_from) - 1),
    ).toMatchObject({ status: 'early' });
    expect(
      await scanCode(db, A.signed_code, at(), settings(), Number(A.valid_until) + 1),
    ).toMatchObject({ status: 'expired' });
    expect(await checkInRows()).toEqual([]);
  });

  it('checks in by the service’s code, one ticket of a group at a time', async () => {
    const group = [
      ticketRow(keys, { reference: 'web-GGGGGGGGGGGGGGGGGGGGGG', service_code: 'SVC-GROUP' }),
      ticketRow(keys, { reference: 'web-GGGGGGGGGGGGGGGGGGGGGG', service_code: 'SVC-GROUP' }),
    ];
    await insertTickets(db, group);
    expect(await scanCode(db, 'SVC-GROUP', at(), settings(), TEST_NOW)).toMatchObject({
      status: 'valid',
      ticket: { id: group[0]!.id },
      leftOnOrder: 1,
    });
    expect(await scanCode(db, 'SVC-GROUP', at(), settings(), TEST_NOW)).toMatchObject({
      status: 'valid',
      ticket: { id: group[1]!.id },
      leftOnOrder: 0,
    });
    expect(await scanCode(db, 'SVC-GROUP', at(), settings(), TEST_NOW)).toMatchObject({
      status: 'already',
      ticket: { id: group[0]!.id },
    });
  });

  it('checks in an order sold before by its reference, recording its tickets first', async () => {
    lateOrder = [
      ticketRow(keys, { reference: 'web-OLDOLDOLDOLDOLDOLDOLDO', holder_name: 'Chidi Eze' }),
    ];
    expect(
      await scanCode(db, ' web-OLDOLDOLDOLDOLDOLDOLDO ', at(), settings(), TEST_NOW),
    ).toMatchObject({ status: 'valid', ticket: { holderName: 'Chidi Eze' } });
    expect(ensured).toEqual(['web-OLDOLDOLDOLDOLDOLDOLDO']);
  });

  it('records one check-in when several devices scan one ticket at the same moment; the others are told “already”', async () => {
    const devices = ['d1', 'd2', 'd3', 'd4'];
    const verdicts = await Promise.all(
      devices.map((deviceId, index) =>
        scanCode(
          db,
          A.signed_code,
          at({ deviceId, gate: `Gate ${index}`, staffId: index % 2 ? gateTwo : gateOne }),
          settings(),
          TEST_NOW,
        ),
      ),
    );
    expect(verdicts.map((verdict) => verdict.status).sort()).toEqual([
      'already',
      'already',
      'already',
      'valid',
    ]);
    expect(await checkInRows()).toHaveLength(1);
    expect(await listAudit(db, { action: 'check-in' })).toHaveLength(1);
  });

  it('checks out and in again as entry 2 where re-entry is allowed', async () => {
    const reentry = settings({ reentry: true });
    await scanCode(db, A.signed_code, at(), reentry, TEST_NOW);
    expect(
      await scanCode(db, A.signed_code, at({ direction: 'out' }), reentry, TEST_NOW + HOUR),
    ).toMatchObject({ status: 'valid', direction: 'out', entry: 1 });
    expect(
      await scanCode(db, A.signed_code, at({ direction: 'out' }), reentry, TEST_NOW + HOUR),
    ).toMatchObject({ status: 'not-in' });
    expect(await scanCode(db, A.signed_code, at(), reentry, TEST_NOW + 2 * HOUR)).toMatchObject({
      status: 'valid',
      direction: 'in',
      entry: 2,
    });
    expect((await checkInRows()).map((row) => `${row.entry}${row.direction}`).sort()).toEqual([
      '1in',
      '1out',
      '2in',
    ]);
    expect(await listAudit(db, { action: 'check-out' })).toHaveLength(1);
    // Without re-entry, a ticket out does not come back.
    expect(await scanCode(db, B.signed_code, at(), settings(), TEST_NOW)).toMatchObject({
      status: 'valid',
    });
    expect(
      await scanCode(db, B.signed_code, at({ direction: 'out' }), settings(), TEST_NOW),
    ).toMatchObject({ status: 'already' });
  });
});

describe('syncScan', () => {
  const queued = (over: Partial<QueuedScan> = {}): QueuedScan => ({
    id: '6f9619ff-8b86-4011-b42d-00c04fc964ff',
    ticketId: A.id,
    listKey: LIST,
    gate: 'North',
    direction: 'in',
    scannedAt: TEST_NOW - 600_000,
    ...over,
  });
  const device = (deviceId: string, staffId = gateOne) => ({ deviceId, staffId });

  it('records a queued scan once however often it is sent, at the time it was scanned', async () => {
    expect(await syncScan(db, queued(), device('d1'), false, TEST_NOW)).toMatchObject({
      outcome: 'recorded',
      verdict: { status: 'valid' },
    });
    expect(await syncScan(db, queued(), device('d1'), false, TEST_NOW + 1000)).toEqual({
      id: queued().id,
      outcome: 'duplicate',
    });
    const rows = await checkInRows();
    expect(rows).toHaveLength(1);
    expect(Number(rows[0]!.scanned_at)).toBe(TEST_NOW - 600_000);
    expect(Number(rows[0]!.recorded_at)).toBe(TEST_NOW);
  });

  it('turns a ticket another device checked in first into one conflict with both times and gates, which a supervisor resolves once', async () => {
    await syncScan(db, queued(), device('d1'), false, TEST_NOW);
    const second = queued({
      id: '7f9619ff-8b86-4011-b42d-00c04fc964ff',
      gate: 'South',
      scannedAt: TEST_NOW - 300_000,
    });
    expect(await syncScan(db, second, device('d2', gateTwo), false, TEST_NOW + 1000)).toMatchObject(
      { outcome: 'conflict', verdict: { status: 'already', gate: 'North' } },
    );
    expect(await syncScan(db, second, device('d2', gateTwo), false, TEST_NOW + 2000)).toMatchObject(
      { outcome: 'duplicate' },
    );
    expect(await checkInRows()).toHaveLength(1);
    const conflicts = await openConflicts(db);
    expect(conflicts).toEqual([
      {
        id: second.id,
        ticketId: A.id,
        reference: A.reference,
        holderName: 'Ada Obi',
        listKey: LIST,
        listTitle: A.list_title,
        first: { at: TEST_NOW - 600_000, gate: 'North', by: 'Gate One', deviceId: 'd1' },
        second: { at: TEST_NOW - 300_000, gate: 'South', by: 'Gate Two', deviceId: 'd2' },
      },
    ]);
    expect(await listAudit(db, { action: 'check-in-conflict' })).toHaveLength(1);
    expect(await resolveConflict(db, second.id, gateOne, TEST_NOW + 3000)).toBe(true);
    expect(await resolveConflict(db, second.id, gateOne, TEST_NOW + 4000)).toBe(false);
    expect(await openConflicts(db)).toEqual([]);
    expect(await listAudit(db, { action: 'check-in-conflict-resolved' })).toHaveLength(1);
  });

  it('records one of two devices’ queued scans of one ticket sent at once, and the other as the conflict', async () => {
    const results = await Promise.all([
      syncScan(
        db,
        queued({ id: '00000000-0000-4000-8000-000000000001' }),
        device('d1'),
        false,
        TEST_NOW,
      ),
      syncScan(
        db,
        queued({ id: '00000000-0000-4000-8000-000000000002', gate: 'South' }),
        device('d2', gateTwo),
        false,
        TEST_NOW,
      ),
    ]);
    expect(results.map((result) => result.outcome).sort()).toEqual(['conflict', 'recorded']);
    expect(await checkInRows()).toHaveLength(1);
    expect(await openConflicts(db)).toHaveLength(1);
  });

  it('refuses an unknown ticket, another list’s and a scan outside the window, and does not move a scan into the future', async () => {
    expect(
      await syncScan(db, queued({ ticketId: 'nope' }), device('d1'), false, TEST_NOW),
    ).toMatchObject({ outcome: 'refused', verdict: { status: 'unknown' } });
    expect(
      await syncScan(db, queued({ ticketId: OTHER_EVENT.id }), device('d1'), false, TEST_NOW),
    ).toMatchObject({ outcome: 'refused', verdict: { status: 'wrong-list' } });
    expect(
      await syncScan(
        db,
        queued({ scannedAt: Number(A.valid_until) + 1 }),
        device('d1'),
        false,
        Number(A.valid_until) + 5,
      ),
    ).toMatchObject({ outcome: 'refused', verdict: { status: 'expired' } });
    expect(
      await syncScan(
        db,
        queued({ id: '00000000-0000-4000-8000-000000000009', scannedAt: TEST_NOW + HOUR }),
        device('d1'),
        false,
        TEST_NOW,
      ),
    ).toMatchObject({ outcome: 'recorded' });
    expect(Number((await checkInRows())[0]!.scanned_at)).toBe(TEST_NOW);
  });
});

describe('lists', () => {
  it('offers the lists still valid with sold and checked-in counts, and drops those long over', async () => {
    await scanCode(db, A.signed_code, at(), settings(), TEST_NOW);
    expect(await checkInLists(db, TEST_NOW)).toEqual([
      {
        key: LIST,
        kind: 'event',
        title: A.list_title,
        startsAt: TEST_NOW + HOUR,
        sold: 2,
        checkedIn: 1,
      },
      {
        key: OTHER_EVENT.list_key,
        kind: 'event',
        title: 'Comedy Night · Sat 6 Dec',
        startsAt: TEST_NOW + 25 * HOUR,
        sold: 1,
        checkedIn: 0,
      },
    ]);
    expect((await checkInLists(db, TEST_NOW + 21 * HOUR)).map((list) => list.key)).toEqual([
      OTHER_EVENT.list_key,
    ]);
  });

  it('bundles what a device needs offline: the public key, the tickets and the check-ins', async () => {
    await scanCode(db, A.signed_code, at(), settings(), TEST_NOW);
    const bundle = await listBundle(
      db,
      LIST,
      { publicKey: keys.publicKey, reentry: true },
      TEST_NOW,
    );
    expect(bundle).toMatchObject({
      list: { key: LIST, sold: 2 },
      reentry: true,
      serverTime: TEST_NOW,
      checkIns: [
        { ticketId: A.id, entry: 1, direction: 'in', at: TEST_NOW, gate: 'North', by: 'Gate One' },
      ],
    });
    expect(bundle!.tickets.map((ticket) => ticket.id)).toEqual([A.id, B.id]);
    expect(Buffer.from(bundle!.publicKey, 'base64url')).toEqual(Buffer.from(keys.publicKey));
    expect(
      await listBundle(
        db,
        'event:none:2026-12-05',
        { publicKey: keys.publicKey, reentry: false },
        TEST_NOW,
      ),
    ).toBeNull();
  });

  it('counts checked in per gate against sold', async () => {
    await scanCode(db, A.signed_code, at(), settings(), TEST_NOW);
    await scanCode(db, B.signed_code, at({ gate: 'South' }), settings(), TEST_NOW);
    expect(await listCounts(db, LIST)).toEqual({
      sold: 2,
      checkedIn: 2,
      inside: 2,
      byGate: [
        { gate: 'North', checkedIn: 1 },
        { gate: 'South', checkedIn: 1 },
      ],
    });
  });

  it('finds tickets by name, phone, reference and seat, whatever the case, with their state', async () => {
    const bus = 'bus:trip-9:2026-12-05';
    const seats = ['10', '2', '1'].map((seat, index) =>
      ticketRow(keys, {
        kind: 'bus',
        list_key: bus,
        list_title: 'Lagos → Abuja 07:00',
        seat,
        holder_name: `Passenger ${seat}`,
        holder_phone: `0803000000${index}`,
        reference: `web-BUS${'ABC'[index]}BUS_BUS-BUSBUSBUSBUS`,
      }),
    );
    await insertTickets(db, seats);
    await scanCode(db, seats[1]!.signed_code, at({ listKey: bus }), settings(), TEST_NOW);
    expect((await searchList(db, bus, 'passenger 1')).map((t) => t.ticket.seat).sort()).toEqual([
      '1',
      '10',
    ]);
    expect((await searchList(db, bus, '2')).map((t) => [t.ticket.seat, t.state])).toEqual([
      ['2', 'inside'],
    ]);
    expect((await searchList(db, bus, '+234 803 000 0000')).map((t) => t.ticket.seat)).toEqual([
      '10',
    ]);
    expect((await searchList(db, bus, 'web-busc')).map((t) => t.ticket.seat)).toEqual(['1']);
    expect(await searchList(db, bus, '%')).toEqual([]);
    // References are base64url: their `_` is a character to find, not LIKE's wildcard.
    expect((await searchList(db, bus, 'web-BUSBBUS_bus-')).map((t) => t.ticket.seat)).toEqual([
      '2',
    ]);
    expect(await searchList(db, bus, 'web-BUSBBUS_bus_')).toEqual([]);
    expect(await searchList(db, LIST, 'Passenger')).toEqual([]);
    expect((await listSheet(db, bus)).map((t) => [t.ticket.seat, t.state])).toEqual([
      ['1', 'not-in'],
      ['2', 'inside'],
      ['10', 'not-in'],
    ]);
  });

  it('sums up each list: sold, checked in and, once it has begun, the no-shows', async () => {
    await scanCode(db, A.signed_code, at(), settings(), TEST_NOW);
    const before = await checkInSummary(db, TEST_NOW);
    expect(before.find((list) => list.key === LIST)).toMatchObject({
      sold: 2,
      checkedIn: 1,
      noShows: null,
    });
    const after = await checkInSummary(db, TEST_NOW + 2 * HOUR);
    expect(after.find((list) => list.key === LIST)).toMatchObject({
      sold: 2,
      checkedIn: 1,
      noShows: 1,
    });
  });
});
