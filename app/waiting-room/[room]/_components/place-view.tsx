// A place in the queue as the waiting page draws it, one state at a time: before the sale, waiting (position, people
// ahead, the estimated wait), its turn (the minutes left and the way to the tickets), its turn over, sold out, the
// queue closed, or no place yet.
'use client';

import Link from 'next/link';
import type { ReactNode } from 'react';
import { JoinQueueForm } from '@/components/waiting-room/join-queue-form';
import { TEXT_LINK } from '@/components/ui/styles';
import { formatClockTime } from '@/lib/box-office/format';
import { lagosDateTimeFormat } from '@/lib/format/event-date';
import type { PlaceStatusReply } from '@/lib/waiting-room/place-status';
import {
  formatAhead,
  formatWait,
  turnMinutesLeft,
  yourTurnHeading,
} from '@/lib/waiting-room/wording';
import { EmailForm } from './email-form';
import { EnterTurnForm } from './enter-turn-form';

export interface PlaceViewProps {
  status: PlaceStatusReply;
  now: number;
  /** What the room sells, and where its tickets are. */
  subject: { title: string; href: string };
}

function Panel({
  title,
  tone = 'plain',
  children,
}: {
  title: string;
  tone?: 'plain' | 'good' | 'over';
  children: ReactNode;
}) {
  const frame = {
    plain: 'border-black/10 bg-surface',
    good: 'border-success/50 bg-success/5',
    over: 'border-danger/30 bg-danger/5',
  }[tone];
  return (
    <section
      aria-labelledby="place-heading"
      className={`space-y-4 rounded-card border p-4 sm:p-6 ${frame}`}
    >
      <h2 id="place-heading" className="text-2xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Figure({
  label,
  value,
  className = '',
}: {
  label: string;
  value: string;
  className?: string;
}) {
  return (
    <div className={`rounded-lg bg-surface-sunken p-3 ${className}`}>
      <dt className="text-sm text-ink-muted">{label}</dt>
      <dd className="text-2xl font-bold tabular-nums">{value}</dd>
    </div>
  );
}

const turnLength = (status: PlaceStatusReply) =>
  status.turnSeconds ? `${Math.round(status.turnSeconds / 60)} minutes` : 'a few minutes';

function Waiting({ status }: { status: PlaceStatusReply }) {
  const wait = formatWait(status.etaSeconds);
  return (
    <Panel title="You are in the queue">
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        <Figure
          label="Your place"
          value={status.position === null ? '—' : status.position.toLocaleString('en-GB')}
        />
        <Figure
          label="People ahead"
          value={status.ahead === null ? '—' : status.ahead.toLocaleString('en-GB')}
        />
        <Figure
          label="Estimated wait"
          value={wait ?? 'Not known yet'}
          className="col-span-2 sm:col-span-1"
        />
      </dl>
      <p>
        {status.ahead === null ? '' : `${formatAhead(status.ahead)}. `}This page updates by itself:
        keep it open. When it is your turn you have {turnLength(status)} to reserve.
      </p>
      <EmailForm roomId={status.roomId} />
    </Panel>
  );
}

function BeforeSale({ status }: { status: PlaceStatusReply }) {
  return (
    <Panel title="You have a place">
      <p className="text-lg">
        The sale starts{' '}
        <strong>
          {status.onSaleAt === null ? 'soon' : lagosDateTimeFormat.format(status.onSaleAt)}
        </strong>
        {status.etaSeconds !== null && ` (in ${formatWait(status.etaSeconds)})`}.
      </p>
      <p>
        Everyone who joins before then is put in the queue in a random order when the sale starts,
        so arriving early gives no advantage and you need not refresh.
      </p>
      <EmailForm roomId={status.roomId} />
    </Panel>
  );
}

function YourTurn({ status, now, subject }: PlaceViewProps) {
  const minutes = status.turnEndsAt === null ? 0 : turnMinutesLeft(status.turnEndsAt, now);
  return (
    <Panel title={yourTurnHeading(minutes)} tone="good">
      <p>
        Choose your tickets for {subject.title} and reserve them
        {status.turnEndsAt !== null && <> before {formatClockTime(status.turnEndsAt)}</>}. After
        that, your turn passes to the next person in the queue.
      </p>
      <EnterTurnForm roomId={status.roomId} />
    </Panel>
  );
}

export function PlaceView({ status, now, subject }: PlaceViewProps) {
  switch (status.state) {
    case 'waiting':
      return <Waiting status={status} />;
    case 'before-sale':
      return <BeforeSale status={status} />;
    case 'your-turn':
      return <YourTurn status={status} now={now} subject={subject} />;
    case 'turn-over':
      return (
        <Panel title="Your turn has passed" tone="over">
          <p>
            Your time to reserve ran out, or your order is complete. To reserve again, join the
            queue again: you go to the back of it.
          </p>
          <JoinQueueForm roomId={status.roomId} label="Join the queue again" />
        </Panel>
      );
    case 'sold-out':
      return (
        <Panel title="Sold out" tone="over">
          <p>
            Every ticket for {subject.title} has been sold, so the queue has ended. We are sorry you
            did not get a turn.
          </p>
          <Link href="/events" className={TEXT_LINK}>
            Find another event
          </Link>
        </Panel>
      );
    case 'closed':
      return (
        <Panel title="No queue right now">
          <p>
            There is no waiting room for {subject.title} at the moment: tickets are on sale to
            everyone, without queueing.
          </p>
          <Link href={subject.href} className={TEXT_LINK}>
            Go to the tickets
          </Link>
        </Panel>
      );
    case 'not-joined':
      return (
        <Panel title="Join the queue">
          <p>
            Tickets for {subject.title} are sold through this waiting room. Take a place, keep this
            page open, and reserve when it is your turn.
          </p>
          <JoinQueueForm roomId={status.roomId} />
        </Panel>
      );
  }
}
