// The waiting-room command: sets a room from what it is given (defaults for a new one), turns it on and off,
// lists rooms with their figures, removes one; refuses what does not hold, explaining why; logs each change.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listAudit } from '@/server/staff/audit-log';
import { testStoreDatabase } from '@/server/payments/testing/store';
import type { StoreDatabase } from '@/server/store-db/connect';
import { RoomCommandError, RoomUsageError, runRoomCommand } from './room-command';
import { roomSettings } from './settings';
import { ON_SALE, ROOM } from './test-support';

let db: StoreDatabase;
let printed: string[];
beforeEach(async () => {
  db = await testStoreDatabase();
  printed = [];
});
afterEach(async () => {
  await db.destroy();
});

const run = (...argv: string[]) =>
  runRoomCommand(db, argv, { print: (line) => printed.push(line), now: () => ON_SALE - 3_600_000 });
const SALE = '2026-12-01T11:00:00+01:00';

describe('npm run waiting-room', () => {
  it('sets a new room with the defaults: opens 30 minutes before the sale, 10-minute turns, on', async () => {
    await run('set', '--room', ROOM, '--on-sale', SALE, '--per-minute', '200');
    expect(await roomSettings(db, ROOM)).toMatchObject({
      enabled: true,
      onSaleAt: ON_SALE,
      opensAt: ON_SALE - 30 * 60_000,
      admitPerMinute: 200,
      turnSeconds: 600,
      updatedBy: 'command line',
    });
    expect(printed[0]).toMatch(
      /^event:\S+ {2}on {2}opens 2026-12-01 09:30 {2}on sale 2026-12-01 10:00 UTC {2}200\/min/,
    );
    expect((await listAudit(db))[0]).toMatchObject({
      action: 'waiting-room-set',
      subject: ROOM,
      staffId: null,
    });
  });

  it('changes only what set is given, and turns a room off and on', async () => {
    await run(
      'set',
      '--room',
      ROOM,
      '--on-sale',
      SALE,
      '--per-minute',
      '200',
      '--turn-minutes',
      '5',
    );
    await run('set', '--room', ROOM, '--max-active', '50', '--per-minute', 'none');
    expect(await roomSettings(db, ROOM)).toMatchObject({
      onSaleAt: ON_SALE,
      maxActive: 50,
      turnSeconds: 300,
      enabled: true,
    });
    expect((await roomSettings(db, ROOM))?.admitPerMinute).toBeUndefined();
    await run('off', '--room', ROOM);
    expect((await roomSettings(db, ROOM))?.enabled).toBe(false);
    await run('set', '--room', ROOM, '--turn-minutes', '7');
    expect(await roomSettings(db, ROOM)).toMatchObject({ enabled: false, turnSeconds: 420 });
    await run('on', '--room', ROOM);
    expect((await roomSettings(db, ROOM))?.enabled).toBe(true);
  });

  it('lists the rooms, in words or as JSON with their figures', async () => {
    await run('list');
    expect(printed).toEqual(['No waiting rooms.']);
    await run('set', '--room', 'shop', '--on-sale', SALE, '--max-active', '10');
    await run('list', '--json');
    expect(JSON.parse(printed.at(-1)!)).toEqual([
      expect.objectContaining({ id: 'shop', maxActive: 10, waiting: 0, active: 0, admitted: 0 }),
    ]);
  });

  it('removes a room, and says when there is none', async () => {
    await run('set', '--room', ROOM, '--on-sale', SALE, '--per-minute', '5');
    await run('remove', '--room', ROOM);
    expect(await roomSettings(db, ROOM)).toBeUndefined();
    await expect(run('remove', '--room', ROOM)).rejects.toThrow(RoomCommandError);
    await expect(run('off', '--room', ROOM)).rejects.toThrow(`No waiting room ${ROOM}.`);
  });

  it.each([
    [['set', '--room', ROOM, '--per-minute', '5'], 'A new room needs --on-sale.'],
    [
      ['set', '--room', ROOM, '--on-sale', SALE],
      'Set admissions per minute, active shoppers at most, or both.',
    ],
    [['set', '--room', ROOM, '--on-sale', '2026-12-01 10:00', '--per-minute', '5'], /^--on-sale: /],
    [['set', '--room', ROOM, '--on-sale', SALE, '--per-minute', '0'], /^--per-minute: /],
    [
      [
        'set',
        '--room',
        ROOM,
        '--on-sale',
        SALE,
        '--per-minute',
        '5',
        '--opens',
        '2026-12-01T12:00:00+01:00',
      ],
      'The room must open before (or when) the sale starts.',
    ],
    [['set', '--room', 'event:42', '--on-sale', SALE, '--per-minute', '5'], /^--room: /],
    [['off'], /^--room: /],
    [['open', '--room', ROOM], 'Unknown command: open'],
    [[], 'No command given.'],
    [['list', 'extra'], 'Unexpected argument: extra'],
    [['list', '--colour'], /Unknown option/],
  ])('refuses %j, saying why', async (argv, message) => {
    await expect(run(...argv)).rejects.toThrow(RoomUsageError);
    await expect(run(...argv)).rejects.toThrow(message);
    expect(await roomSettings(db, ROOM)).toBeUndefined();
  });
});
