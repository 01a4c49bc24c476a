// For marketing staff: choose an event or an organiser, see the embed live, and copy the snippet for another site.
import type { Metadata } from 'next';
import { ServiceDown } from '@/components/ui/service-down';
import { listEvents } from '@/server/ticketing/kinds/event/reads';
import { listOrganisers } from '@/server/ticketing/kinds/event/organisers';
import { readOrDown } from '@/server/ticketing/read-or-down';
import { EmbedBuilder } from './_components/embed-builder';

export const metadata: Metadata = { title: 'Embed on your site', robots: { index: false } };

export default async function EmbedBuilderPage() {
  const [events, organisers] = await Promise.all([readOrDown(listEvents({ sort: 'upcoming' })), readOrDown(listOrganisers())]);
  if (!events.ok || !organisers.ok) return <ServiceDown what="events to embed" level={1} />;
  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold">Embed on your site</h1>
        <p className="text-ink-muted">
          Put an event’s tickets, or all of an organiser’s upcoming events, on another website. Customers buy without leaving it. The site must be
          listed in the shop’s allowed embedding sites.
        </p>
      </header>
      <EmbedBuilder
        events={events.value.events.map((event) => ({ id: event.id, label: event.title }))}
        organisers={organisers.value.map((organiser) => ({ id: organiser.id, label: organiser.name }))}
      />
    </div>
  );
}
