// Structured data as a JSON-LD data block: browsers never run it, so a strict script-src needs no nonce for it.
import { serializeJsonLd } from '@/lib/sharing/serialize-json-ld';

export function JsonLd({ data }: { data: object }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
