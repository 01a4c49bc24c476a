// Waiting rooms for supervisors: for the whole shop and per event, on or off, when each opens and goes on sale, how
// fast it lets shoppers in and how long a turn lasts; each room's live figures; a new room for an event or the shop.
import type { Metadata } from 'next';
import Link from 'next/link';
import { TEXT_LINK } from '@/components/ui/styles';
import { DefinitionRows } from '@/components/ui/definition-rows';
import { formatRecordTime } from '@/lib/box-office/format';
import { instantToLagosLocal } from '@/lib/waiting-room/settings-form';
import { requireStaff } from '@/server/staff/staff-session';
import { storefrontDatabase } from '@/server/store-db/storefront-database';
import { getEvent, listEvents } from '@/server/ticketing/kinds/event/reads';
import { readOrDown } from '@/server/ticketing/read-or-down';
import { allRoomSettings, eventRoomId, SHOP_ROOM, type Room } from '@/server/waiting-room/settings';
import { eventOfRoom } from '@/server/waiting-room/sold-out';
import { roomFigures, type RoomFigures } from '@/server/waiting-room/status';
import { LiveRefresh } from './_components/live-refresh';
import { RemoveRoom } from './_components/remove-room';
import { RoomForm, type RoomChoice, type RoomFormDefaults } from './_components/room-form';

export const metadata: Metadata = { title: 'Waiting rooms' };

const PAGE = '/box-office/waiting-rooms';
const REFRESH_MS = 15_000;
/** Pages of the event list offered for a new room (20 events each). */
const EVENT_PAGES = 5;
const SHOP_NAME = 'The whole shop';

/** What a room is doing now, in a few words. */
function roomState(room: Room, now: number): string {
  if (!room.enabled) return 'Off: tickets are on sale to everyone';
  if (room.soldOutAt !== null)
    return `Sold out ${formatRecordTime(room.soldOutAt)}: the queue has ended`;
  if (now < room.opensAt) return `Opens ${formatRecordTime(room.opensAt)}`;
  if (now < room.onSaleAt)
    return `Open: places taken until ${formatRecordTime(room.onSaleAt)} are drawn at random then`;
  return 'On sale: letting shoppers in';
}

const defaultsOf = (room: Room): RoomFormDefaults => ({
  enabled: room.enabled,
  opensAt: instantToLagosLocal(room.opensAt),
  onSaleAt: instantToLagosLocal(room.onSaleAt),
  admitPerMinute: room.admitPerMinute === undefined ? '' : String(room.admitPerMinute),
  maxActive: room.maxActive === undefined ? '' : String(room.maxActive),
  turnMinutes: String(Math.round(room.turnSeconds / 60)),
});

/** A new room: on, open now and on sale now, 100 shoppers a minute, 10-minute turns. */
const newRoomDefaults = (now: number): RoomFormDefaults => ({
  enabled: true,
  opensAt: instantToLagosLocal(now),
  onSaleAt: instantToLagosLocal(now),
  admitPerMinute: '100',
  maxActive: '',
  turnMinutes: '10',
});

/** The titles of the rooms' events (an event the service no longer knows, or while it is down, goes by its id). */
async function roomNames(rooms: readonly Room[]): Promise<Map<string, string>> {
  const names = await Promise.all(
    rooms.map(async (room) => {
      const eventId = eventOfRoom(room.id);
      if (eventId === undefined) return [room.id, SHOP_NAME] as const;
      const read = await readOrDown(getEvent(eventId));
      return [room.id, read.ok && read.value ? read.value.title : `Event ${eventId}`] as const;
    }),
  );
  return new Map(names);
}

/** The shop and the events without a room yet, for a new one; null when the events cannot be read. */
async function newRoomChoices(rooms: readonly Room[]): Promise<RoomChoice[] | null> {
  const taken = new Set(rooms.map((room) => room.id));
  const pages = await readOrDown(
    Promise.all(Array.from({ length: EVENT_PAGES }, (_, index) => listEvents({ page: index + 1 }))),
  );
  if (!pages.ok) return null;
  const events = new Map(
    pages.value.flatMap((page) => page.events).map((event) => [eventRoomId(event.id), event.title]),
  );
  const choices = [[SHOP_ROOM, SHOP_NAME] as const, ...events].filter(([id]) => !taken.has(id));
  return choices.map(([value, label]) => ({ value, label }));
}

function Figures({ figures }: { figures: RoomFigures }) {
  const tiles: [string, number][] = [
    ['Waiting', figures.waiting],
    ['Shopping now', figures.active],
    ['Let in, last minute', figures.admittedLastMinute],
    ['Let in so far', figures.admitted],
  ];
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
      {tiles.map(([label, value]) => (
        <div key={label} className="rounded-lg bg-surface-sunken p-3">
          <dt className="text-sm text-ink-muted">{label}</dt>
          <dd className="text-2xl font-bold tabular-nums">{value.toLocaleString('en-GB')}</dd>
        </div>
      ))}
    </dl>
  );
}

function RoomCard({
  room,
  name,
  figures,
  index,
  now,
}: {
  room: Room;
  name: string;
  figures: RoomFigures;
  index: number;
  now: number;
}) {
  const headingId = `room-${index}-heading`;
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-4 rounded-xl border border-black/10 bg-surface p-4 sm:p-6"
    >
      <div className="space-y-1">
        <h2 id={headingId} className="text-xl font-semibold">
          {name}
        </h2>
        <p className={room.enabled ? 'font-semibold text-success' : 'text-ink-muted'}>
          {roomState(room, now)}
        </p>
      </div>
      <Figures figures={figures} />
      <RoomForm
        idPrefix={`room-${index}`}
        roomId={room.id}
        defaults={defaultsOf(room)}
        submitLabel="Save"
      />
      <DefinitionRows
        className="text-sm"
        rows={[['Last changed', formatRecordTime(room.updatedAt)]]}
      />
      <RemoveRoom roomId={room.id} name={name} />
    </section>
  );
}

/** The rooms with their names and figures, and the choices for a new one, read with the moment they describe. */
async function loadRooms() {
  const db = await storefrontDatabase();
  const now = Date.now();
  const rooms = await allRoomSettings(db);
  const [names, figures, choices] = await Promise.all([
    roomNames(rooms),
    Promise.all(rooms.map((room) => roomFigures(db, room.id, now))),
    newRoomChoices(rooms),
  ]);
  return { now, rooms, names, figures, choices };
}

export default async function WaitingRoomsPage() {
  await requireStaff('supervisor', PAGE);
  const { now, rooms, names, figures, choices } = await loadRooms();
  return (
    <div className="space-y-6">
      <LiveRefresh everyMs={REFRESH_MS} />
      <div className="space-y-1">
        <h1 className="text-2xl font-bold">Waiting rooms</h1>
        <p className="text-sm text-ink-muted">
          While a room is on, visitors queue for their turn to reserve: those who arrive before the
          sale get a random place when it starts, later ones queue in order. An event’s own room
          comes before the whole shop’s. Figures update every few seconds (
          <Link href={PAGE} className={TEXT_LINK}>
            refresh
          </Link>
          ). Also from the server: <code>npm run waiting-room</code>.
        </p>
      </div>
      {rooms.length === 0 && <p>No waiting room yet: tickets are on sale to everyone.</p>}
      {rooms.map((room, index) => (
        <RoomCard
          key={room.id}
          room={room}
          name={names.get(room.id) ?? room.id}
          figures={figures[index]!}
          index={index}
          now={now}
        />
      ))}
      <section
        aria-labelledby="new-room-heading"
        className="space-y-4 rounded-xl border border-dashed border-black/30 p-4 sm:p-6"
      >
        <h2 id="new-room-heading" className="text-xl font-semibold">
          Add a waiting room
        </h2>
        {choices === null ? (
          <p role="status">
            The events cannot be read right now, so no room can be added. Try again in a minute.
          </p>
        ) : choices.length === 0 ? (
          <p>Every event, and the whole shop, has a waiting room.</p>
        ) : (
          <RoomForm
            idPrefix="new-room"
            choices={choices}
            defaults={newRoomDefaults(now)}
            submitLabel="Add waiting room"
          />
        )}
      </section>
    </div>
  );
}
