// The waiting-room command's work: list, set, on, off and remove rooms, on a database it is given.
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { insertAudit, type AuditDetail } from '@/server/staff/audit-log';
import type { StoreDatabase } from '@/server/store-db/connect';
import {
  removeRoom,
  roomIdSchema,
  roomSettings,
  roomSettingsSchema,
  saveRoomSettings,
  allRoomSettings,
  type Room,
  type RoomSettings,
} from './settings';
import { roomFigures } from './status';

export const ROOM_USAGE = `Usage: npm run waiting-room -- <command>

  list [--json]
  set --room shop|event:<event id> [--on-sale <ISO time>] [--opens <ISO time>]
      [--per-minute <n>|none] [--max-active <n>|none] [--turn-minutes <n>] [--off]
  on --room <room>      (a room set is on unless --off; on and off change nothing else)
  off --room <room>
  remove --room <room>

A new room needs --on-sale and at least one of --per-minute and --max-active; it opens 30 minutes before
the sale unless --opens says otherwise, and a turn lasts 10 minutes unless --turn-minutes says otherwise.
Times are ISO 8601 with a zone, such as 2026-12-01T10:00:00+01:00. set changes only what it is given.`;

/** A mistake in how the command was called: the usage is shown with it. */
export class RoomUsageError extends Error {}
/** The command was understood but cannot be done (no such room). */
export class RoomCommandError extends Error {}

export interface RoomCommandIO {
  print(line: string): void;
  now?: () => number;
}

const OPTIONS = {
  room: { type: 'string' },
  'on-sale': { type: 'string' },
  opens: { type: 'string' },
  'per-minute': { type: 'string' },
  'max-active': { type: 'string' },
  'turn-minutes': { type: 'string' },
  off: { type: 'boolean', default: false },
  json: { type: 'boolean', default: false },
} as const;

const BY_COMMAND_LINE = 'command line';
const DEFAULT_OPENS_BEFORE_MS = 30 * 60_000;
const DEFAULT_TURN_SECONDS = 600;

const isoTime = z.iso.datetime({ offset: true }).transform((value) => Date.parse(value));
const count = z.coerce.number().int().min(1).max(100_000);
const limit = z.union([z.literal('none').transform(() => undefined), count]);

function parsed<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
  const result = schema.safeParse(value);
  if (!result.success)
    throw new RoomUsageError(`${what}: ${result.error.issues[0]?.message ?? 'not valid'}.`);
  return result.data;
}

const optional = <T>(
  schema: z.ZodType<T>,
  value: string | undefined,
  what: string,
): T | undefined => (value === undefined ? undefined : parsed(schema, value, what));

const when = (ms: number) => new Date(ms).toISOString().slice(0, 16).replace('T', ' ');

function describeRoom(room: Room, figures: { waiting: number; active: number }): string {
  const limits = [
    room.admitPerMinute && `${room.admitPerMinute}/min`,
    room.maxActive && `at most ${room.maxActive} shopping`,
  ]
    .filter(Boolean)
    .join(', ');
  const state = room.soldOutAt !== null ? 'sold out' : room.enabled ? 'on' : 'off';
  return `${room.id}  ${state}  opens ${when(room.opensAt)}  on sale ${when(room.onSaleAt)} UTC  ${limits}  turn ${room.turnSeconds / 60} min  let in ${room.admitted}, waiting ${figures.waiting}, shopping ${figures.active}`;
}

/** The settings `set` leads to: the room's own, changed by what was given; a new room from the defaults. */
function settingsOf(
  values: Record<string, string | boolean | undefined>,
  id: string,
  current: Room | undefined,
): RoomSettings {
  const onSaleAt =
    optional(isoTime, values['on-sale'] as string | undefined, '--on-sale') ?? current?.onSaleAt;
  if (onSaleAt === undefined) throw new RoomUsageError('A new room needs --on-sale.');
  const opensAt =
    optional(isoTime, values.opens as string | undefined, '--opens') ??
    current?.opensAt ??
    onSaleAt - DEFAULT_OPENS_BEFORE_MS;
  const perMinute =
    values['per-minute'] === undefined
      ? current?.admitPerMinute
      : parsed(limit, values['per-minute'], '--per-minute');
  const maxActive =
    values['max-active'] === undefined
      ? current?.maxActive
      : parsed(limit, values['max-active'], '--max-active');
  const turnMinutes = optional(
    count,
    values['turn-minutes'] as string | undefined,
    '--turn-minutes',
  );
  const settings = {
    id,
    enabled: values.off ? false : (current?.enabled ?? true),
    opensAt,
    onSaleAt,
    ...(perMinute !== undefined && { admitPerMinute: perMinute }),
    ...(maxActive !== undefined && { maxActive }),
    turnSeconds:
      turnMinutes !== undefined ? turnMinutes * 60 : (current?.turnSeconds ?? DEFAULT_TURN_SECONDS),
  };
  const checked = roomSettingsSchema.safeParse(settings);
  if (!checked.success)
    throw new RoomUsageError(checked.error.issues[0]?.message ?? 'These settings do not hold.');
  return checked.data;
}

async function existingRoom(db: StoreDatabase, id: string): Promise<Room> {
  const room = await roomSettings(db, id);
  if (!room) throw new RoomCommandError(`No waiting room ${id}.`);
  return room;
}

async function audit(
  db: StoreDatabase,
  action: string,
  room: Room | string,
  now: number,
): Promise<void> {
  const id = typeof room === 'string' ? room : room.id;
  const detail: AuditDetail =
    typeof room === 'string'
      ? { via: BY_COMMAND_LINE }
      : { via: BY_COMMAND_LINE, enabled: room.enabled, onSaleAt: when(room.onSaleAt) };
  await insertAudit(db, { staffId: null, action, subject: id, detail }, now);
}

export async function runRoomCommand(
  db: StoreDatabase,
  argv: string[],
  io: RoomCommandIO,
): Promise<void> {
  let args;
  try {
    args = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
  } catch (error) {
    throw new RoomUsageError(error instanceof Error ? error.message : String(error));
  }
  const { values, positionals } = args;
  const [command, ...extra] = positionals;
  if (extra.length > 0) throw new RoomUsageError(`Unexpected argument: ${extra[0]}`);
  const now = (io.now ?? Date.now)();
  if (command === 'list') {
    const rooms = await allRoomSettings(db);
    const withFigures = await Promise.all(
      rooms.map(async (room) => ({ room, figures: await roomFigures(db, room.id, now) })),
    );
    if (values.json)
      io.print(JSON.stringify(withFigures.map(({ room, figures }) => ({ ...room, ...figures }))));
    else if (rooms.length === 0) io.print('No waiting rooms.');
    else for (const { room, figures } of withFigures) io.print(describeRoom(room, figures));
    return;
  }
  if (!command || !['set', 'on', 'off', 'remove'].includes(command))
    throw new RoomUsageError(command ? `Unknown command: ${command}` : 'No command given.');
  const id = parsed(roomIdSchema, values.room ?? '', '--room');
  if (command === 'remove') {
    if (!(await removeRoom(db, id))) throw new RoomCommandError(`No waiting room ${id}.`);
    await audit(db, 'waiting-room-removed', id, now);
    io.print(`Removed the waiting room ${id} and its places.`);
    return;
  }
  const current = command === 'set' ? await roomSettings(db, id) : await existingRoom(db, id);
  const settings =
    command === 'set'
      ? settingsOf(values, id, current)
      : { ...current!, enabled: command === 'on' };
  const saved = await saveRoomSettings(db, settings, BY_COMMAND_LINE, now);
  await audit(db, 'waiting-room-set', saved, now);
  io.print(describeRoom(saved, await roomFigures(db, id, now)));
}
