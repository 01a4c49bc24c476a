// A waiting room's page: this browser's place (position, people ahead, estimated wait), its turn, or why there is no
// queue to wait in. Drawn whole on the server, so a browser without scripts sees it and reloads it (every 20 s near
// the front, less often further back); with scripts it asks the status route instead and updates in place.
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { TEXT_LINK } from '@/components/ui/styles';
import { reloadSeconds } from '@/lib/waiting-room/place-status';
import { storefrontDatabase } from '@/server/store-db/storefront-database';
import { browserPlaces } from '@/server/waiting-room/gate';
import { refusalMessage, REFUSED_PARAM } from '@/server/waiting-room/join-request';
import { roomIdOfSegment, waitingRoomPath } from '@/server/waiting-room/paths';
import { readPlaceStatus } from '@/server/waiting-room/status';
import { roomSubject } from '@/server/waiting-room/subject';
import {
  STAND_IN,
  TEMPLATE_HEADER,
  templateOfHeader,
  templateStatus,
  type TemplateRequest,
} from '@/server/waiting-room/template';
import { roomStatusForVisitor } from '@/server/waiting-room/visitor';
import { LiveStatus } from './_components/live-status';

type Params = Promise<{ room: string }>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** This browser's place in the room, and what the room sells, read with the moment they describe. */
async function loadPlace(roomId: string) {
  const placeId = (await browserPlaces()).get(roomId);
  const readAt = Date.now();
  const [status, subject] = await Promise.all([
    roomStatusForVisitor(roomId, placeId, readAt),
    roomSubject(roomId),
  ]);
  return { readAt, status, subject, reload: reloadSeconds(status) };
}

/** The page as a template (server/waiting-room/template.ts): the room's facts, stand-ins for the visitor's. */
async function loadTemplate(roomId: string, template: TemplateRequest) {
  const [room, subject] = await Promise.all([
    readPlaceStatus(await storefrontDatabase(), roomId, undefined, Date.now()),
    roomSubject(roomId),
  ]);
  return {
    readAt: STAND_IN.readAt,
    status: templateStatus(template.state, room),
    subject,
    reload: template.reload,
  };
}

/** How often the page reloads without scripts (said to everyone: React draws no text inside <noscript>). */
const reloadNote = (seconds: number, waiting: boolean) =>
  `Without scripts this page reloads itself every ${seconds} seconds${waiting && seconds > 20 ? ', more often as you near the front' : ''}.`;

export const metadata: Metadata = { title: 'Waiting room', robots: { index: false } };

export default async function WaitingRoomPage({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: SearchParams;
}) {
  const roomId = roomIdOfSegment((await params).room);
  if (!roomId) notFound();
  const template = templateOfHeader((await headers()).get(TEMPLATE_HEADER));
  const { readAt, status, subject, reload } = template
    ? await loadTemplate(roomId, template)
    : await loadPlace(roomId);
  const refused = template
    ? undefined
    : refusalMessage([(await searchParams)[REFUSED_PARAM]].flat()[0]);
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
      {refused && (
        <p role="alert" className="rounded-lg border border-danger/30 bg-danger/5 p-3 text-danger">
          {refused}
        </p>
      )}
      <LiveStatus
        statusUrl={`${waitingRoomPath(roomId)}/status`}
        initial={status}
        readAt={readAt}
        subject={subject}
      />
      <section aria-labelledby="how-heading" className="space-y-2 text-sm text-ink-muted">
        <h2 id="how-heading" className="text-base font-semibold text-ink">
          How the queue works
        </h2>
        <ul className="list-disc space-y-1 pl-5">
          <li>
            One place per browser: opening this page in more tabs or refreshing it keeps the same
            place.
          </li>
          <li>
            Everyone who arrives before the sale starts gets a random place when it starts; later
            arrivals queue in order.
          </li>
          <li>
            When it is your turn you have a few minutes to reserve; if you do not, the next person
            goes in.
          </li>
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
