// A waiting room's page: this browser's place (position, people ahead, estimated wait), its turn, or why there is no
// queue to wait in. Drawn whole on the server, so a browser without scripts sees it and reloads it (every 20 s near
// the front, less often further back); with scripts it asks the status route instead and updates in place.
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { TEXT_LINK } from '@/components/ui/styles';
import { reloadSeconds } from '@/lib/waiting-room/place-status';
import { browserPlaces } from '@/server/waiting-room/gate';
import { roomIdOfSegment, waitingRoomPath } from '@/server/waiting-room/paths';
import { roomSubject } from '@/server/waiting-room/subject';
import { roomStatusForVisitor } from '@/server/waiting-room/visitor';
import { LiveStatus } from './_components/live-status';

type Params = Promise<{ room: string }>;

/** This browser's place in the room, and what the room sells, read with the moment they describe. */
async function loadPlace(roomId: string) {
  const placeId = (await browserPlaces()).get(roomId);
  const readAt = Date.now();
  const [status, subject] = await Promise.all([roomStatusForVisitor(roomId, placeId, readAt), roomSubject(roomId)]);
  return { readAt, status, subject };
}

/** How often the page reloads without scripts (said to everyone: React draws no text inside <noscript>). */
const reloadNote = (seconds: number, waiting: boolean) =>
  `Without scripts this page reloads itself every ${seconds} seconds${waiting && seconds > 20 ? ', more often as you near the front' : ''}.`;

export const metadata: Metadata = { title: 'Waiting room', robots: { index: false } };

export default async function WaitingRoomPage({ params }: { params: Params }) {
  const roomId = roomIdOfSegment((await params).room);
  if (!roomId) notFound();
  const { readAt, status, subject } = await loadPlace(roomId);
  const reload = reloadSeconds(status);
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      {/* Without scripts the page reloads itself while the place can move; with them, the status is polled instead. */}
      {reload !== null && (
        <noscript>
          <meta httpEquiv="refresh" content={String(reload)} />
        </noscript>
      )}
      <header className="space-y-1">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-600">Waiting room</p>
        <h1 className="text-3xl font-bold">{subject.title}</h1>
      </header>
      <LiveStatus statusUrl={`${waitingRoomPath(roomId)}/status`} initial={status} readAt={readAt} subject={subject} />
      <section aria-labelledby="how-heading" className="space-y-2 text-sm text-ink-muted">
        <h2 id="how-heading" className="text-base font-semibold text-ink">
          How the queue works
        </h2>
        <ul className="list-disc space-y-1 pl-5">
          <li>One place per browser: opening this page in more tabs or refreshing it keeps the same place.</li>
          <li>Everyone who arrives before the sale starts gets a random place when it starts; later arrivals queue in order.</li>
          <li>When it is your turn you have a few minutes to reserve; if you do not, the next person goes in.</li>
          {reload !== null && <li>{reloadNote(reload, status.state === 'waiting')}</li>}
        </ul>
        <p>
          <Link href={subject.href} prefetch={false} className={TEXT_LINK}>
            Back to {subject.title}
          </Link>
        </p>
      </section>
    </div>
  );
}
