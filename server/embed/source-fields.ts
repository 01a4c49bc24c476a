// The embed's hidden reserve-form fields (embedding site, campaign, whether in a frame), written by embed pages and read back by the reserve action.
import { z } from 'zod';
import { allowedParent } from '@/server/security/framing';
import type { OrderSource } from '@/server/session/checkout-state';

export const EMBED_FIELD = {
  host: 'embed.host',
  framed: 'embed.framed',
  utmSource: 'embed.utm_source',
  utmMedium: 'embed.utm_medium',
  utmCampaign: 'embed.utm_campaign',
} as const;

/** A campaign label as marketing tools write it; anything else (too long, control characters) is dropped, never an error. */
const utmValue = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[^\p{Cc}]+$/u)
  .nullable()
  .catch(null);

const utmOf = (value: unknown) => utmValue.parse(typeof value === 'string' ? value : null);

export interface EmbedContext {
  source: OrderSource;
  /** Posted from inside an embed's frame (rather than the new tab the frame sent the customer to). */
  framed: boolean;
}

/** The source an embed page was opened with: its checked parent and the host page's utm parameters. */
export function sourceFromQuery(parent: string | null, query: Record<string, string | string[] | undefined>): OrderSource {
  const first = (name: string) => [query[name]].flat()[0];
  return { host: parent, utmSource: utmOf(first('utm_source')), utmMedium: utmOf(first('utm_medium')), utmCampaign: utmOf(first('utm_campaign')) };
}

/** The hidden fields that carry an embed's source through the reserve form. */
export function embedFields({ source, framed }: EmbedContext): [name: string, value: string][] {
  const fields: [string, string | null][] = [
    [EMBED_FIELD.host, source.host ?? ''],
    [EMBED_FIELD.utmSource, source.utmSource],
    [EMBED_FIELD.utmMedium, source.utmMedium],
    [EMBED_FIELD.utmCampaign, source.utmCampaign],
    [EMBED_FIELD.framed, framed ? '1' : null],
  ];
  return fields.filter((field): field is [string, string] => field[1] !== null);
}

/** The embed context a reserve form posted, or null for the web shop's own forms. A host not allowed is kept as none. */
export function readEmbedForm(form: FormData, allowedOrigins: readonly string[]): EmbedContext | null {
  if (!form.has(EMBED_FIELD.host)) return null;
  return {
    source: {
      host: allowedParent(String(form.get(EMBED_FIELD.host)), allowedOrigins),
      utmSource: utmOf(form.get(EMBED_FIELD.utmSource)),
      utmMedium: utmOf(form.get(EMBED_FIELD.utmMedium)),
      utmCampaign: utmOf(form.get(EMBED_FIELD.utmCampaign)),
    },
    framed: form.get(EMBED_FIELD.framed) === '1',
  };
}
