// The new tab an embed's frame opens when the browser keeps no cookies there: the same choice, filled in, reserved on
// the shop's own site. Opening the link uses it up.
import 'server-only';
import type { Metadata } from 'next';
import Link from 'next/link';
import { Suspense } from 'react';
import { EventDateText } from '@/components/catalogue/event-date';
import { TicketsLoading, TicketsSection } from '@/components/catalogue/tickets-section';
import { ServiceDown } from '@/components/ui/service-down';
import { TEXT_LINK } from '@/components/ui/styles';
import { unsealContinueChoice } from '@/server/embed/continue-token';
import { embedFields } from '@/server/embed/source-fields';
import { storefrontEnv } from '@/server/env';
import { getEvent } from '@/server/ticketing/kinds/event/reads';
import { readOrDown } from '@/server/ticketing/read-or-down';

export const metadata: Metadata = { title: 'Finish your order', robots: { index: false } };

type Query = Promise<{ t?: string | string[] }>;

function Expired() {
  return (
    <section className="space-y-3">
      <h1 className="text-3xl font-bold">This link has already been used or has expired</h1>
      <p className="text-ink-muted">
        It opens once, within 15 minutes. Nothing was reserved. Please choose your tickets again.
      </p>
      <Link href="/events" className={`block ${TEXT_LINK}`}>
        Browse events
      </Link>
    </section>
  );
}

export default async function ContinuePage({ searchParams }: { searchParams: Query }) {
  const token = [(await searchParams).t].flat()[0] ?? '';
  const choice = await unsealContinueChoice(token, storefrontEnv().SESSION_SECRET);
  // Embeds sell events; a choice of another kind cannot come from one.
  if (!choice || choice.selection.kind !== 'event') return <Expired />;
  const read = await readOrDown(getEvent(choice.selection.eventId));
  if (!read.ok) return <ServiceDown what="this event" level={1} />;
  const event = read.value;
  if (!event) return <Expired />;
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <header className="space-y-1">
        <h1 className="text-3xl font-bold">Finish your order</h1>
        <p className="text-ink-muted">
          Your choice for{' '}
          <Link href={`/events/${event.id}`} className="underline">
            {event.title}
          </Link>{' '}
          (<EventDateText date={event.startsAt} />) is filled in. Reserve to go on to checkout.
        </p>
      </header>
      <Suspense fallback={<TicketsLoading />}>
        <TicketsSection
          eventId={event.id}
          draft={{ quantities: choice.quantities, contact: choice.contact }}
          hiddenFields={embedFields({ source: choice.source, framed: false, code: choice.code })}
        />
      </Suspense>
    </div>
  );
}
