// For marketing staff: choose an event or an organiser, see the embed live, copy the snippet for another site, and
// check that the site is allowed to show it.
import type { Metadata } from 'next';
import type { EventSummary } from '@/lib/catalogue/types';
import { ServiceDown } from '@/components/ui/service-down';
import { storefrontEnv } from '@/server/env';
import { merchant } from '@/server/merchant';
import { listEvents } from '@/server/ticketing/kinds/event/reads';
import { listOrganisers } from '@/server/ticketing/kinds/event/organisers';
import { readOrDown } from '@/server/ticketing/read-or-down';
import { EmbedBuilder } from './_components/embed-builder';

export const metadata: Metadata = { title: 'Embed on your site', robots: { index: false } };

/** Far more than any shop's list; a bound on the calls one visit makes. */
const MAX_PAGES = 25;

/** Every upcoming event, page after page, each once. */
async function everyEvent(): Promise<EventSummary[]> {
  const first = await listEvents({ sort: 'upcoming' });
  const pages = Array.from(
    { length: Math.min(first.totalPages, MAX_PAGES) - 1 },
    (_, index) => index + 2,
  );
  const rest = await Promise.all(pages.map((page) => listEvents({ sort: 'upcoming', page })));
  const byId = new Map(
    [first, ...rest].flatMap((page) => page.events).map((event) => [event.id, event]),
  );
  return [...byId.values()];
}

export default async function EmbedBuilderPage() {
  const [events, organisers] = await Promise.all([
    readOrDown(everyEvent()),
    readOrDown(listOrganisers()),
  ]);
  if (!events.ok || !organisers.ok) return <ServiceDown what="events to embed" level={1} />;
  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold">Embed on your site</h1>
        <p className="text-ink-muted">
          Put an event’s tickets, or all of an organiser’s upcoming events, on another website.
          Customers buy without leaving it. The site must be listed in the shop’s allowed embedding
          sites.
        </p>
      </header>
      <EmbedBuilder
        events={events.value.map((event) => ({ id: event.id, label: event.title }))}
        organisers={organisers.value.map((organiser) => ({
          id: organiser.id,
          label: organiser.name,
        }))}
        allowedOrigins={storefrontEnv().EMBED_ALLOWED_ORIGINS}
        merchant={merchant().name}
      />
    </div>
  );
}
