// The event page's schema.org Event, with offers from the ticket categories the tickets section reads in the same render.
import 'server-only';
import { StructuredData } from '@/components/sharing/structured-data';
import type { EventDetail } from '@/lib/catalogue/types';
import { eventPageJsonLd } from '@/server/sharing/catalogue-json-ld';
import { siteOrigin } from '@/server/sharing/site-origin';
import { getTicketOptions } from '@/server/ticketing/kinds/event/reads';
import { readOrDown } from '@/server/ticketing/read-or-down';

export async function EventStructuredData({ event }: { event: EventDetail }) {
  const read = await readOrDown(getTicketOptions(event.id));
  const built = eventPageJsonLd(event, read.ok ? read.value : null, siteOrigin());
  return <StructuredData built={built} about={`event ${event.id}`} />;
}
