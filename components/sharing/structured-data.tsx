// Renders a page's built JSON-LD, or logs why it was left out, so that odd provider data gets noticed.
import 'server-only';
import type { EventJsonLdResult } from '@/lib/sharing/event-json-ld';
import { log } from '@/server/log';
import { JsonLd } from './json-ld';

/** `about` names the page in the log line (kind and id), never anything a customer typed. */
export function StructuredData({ built, about }: { built: EventJsonLdResult; about: string }) {
  if (built.ok) return <JsonLd data={built.data} />;
  log.warn({ about, problems: built.problems }, 'structured data left out');
  return null;
}
