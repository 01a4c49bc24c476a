// The embed's hidden reserve-form fields (embedding site, campaign, promo code, whether in a frame), written by embed pages and read back by the reserve action.
import { z } from 'zod';
import { normalisePromoCode } from '@/lib/promo/rules';
import { allowedParent } from '@/server/security/framing';
import type { OrderSource } from '@/server/session/checkout-state';

export const EMBED_FIELD = {
  host: 'embed.host',
  framed: 'embed.framed',
  utmSource: 'embed.utm_source',
  utmMedium: 'embed.utm_medium',
  utmCampaign: 'embed.utm_campaign',
  code: 'embed.code',
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
  /** The promo code of the campaign link the host page was opened with, if any. */
  code?: string | null;
}

/** The promo code a value names (a link's `code`, a posted field), or null: a text that is no code is dropped, never an error. */
export const codeOf = (value: unknown): string | null =>
  typeof value === 'string' ? normalisePromoCode(value) : null;

/** The promo code an embed page was opened with (`?code=`, handed on by embed.js from the host page). */
export const codeFromQuery = (
  query: Record<string, string | string[] | undefined>,
): string | null => codeOf([query.code].flat()[0]);

/** The source an embed page was opened with: its checked parent and the host page's utm parameters. */
export function sourceFromQuery(
  parent: string | null,
  query: Record<string, string | string[] | undefined>,
): OrderSource {
  const first = (name: string) => [query[name]].flat()[0];
  return {
    host: parent,
    utmSource: utmOf(first('utm_source')),
    utmMedium: utmOf(first('utm_medium')),
    utmCampaign: utmOf(first('utm_campaign')),
  };
}

/** The hidden fields that carry an embed's source through the reserve form. */
export function embedFields({
  source,
  framed,
  code = null,
}: EmbedContext): [name: string, value: string][] {
  const fields: [string, string | null][] = [
    [EMBED_FIELD.host, source.host ?? ''],
    [EMBED_FIELD.utmSource, source.utmSource],
    [EMBED_FIELD.utmMedium, source.utmMedium],
    [EMBED_FIELD.utmCampaign, source.utmCampaign],
    [EMBED_FIELD.framed, framed ? '1' : null],
    [EMBED_FIELD.code, code],
  ];
  return fields.filter((field): field is [string, string] => field[1] !== null);
}

/** The embed context a reserve form posted, or null for the web shop's own forms. A host not allowed is kept as none. */
export function readEmbedForm(
  form: FormData,
  allowedOrigins: readonly string[],
): EmbedContext | null {
  if (!form.has(EMBED_FIELD.host)) return null;
  return {
    source: {
      host: allowedParent(String(form.get(EMBED_FIELD.host)), allowedOrigins),
      utmSource: utmOf(form.get(EMBED_FIELD.utmSource)),
      utmMedium: utmOf(form.get(EMBED_FIELD.utmMedium)),
      utmCampaign: utmOf(form.get(EMBED_FIELD.utmCampaign)),
    },
    framed: form.get(EMBED_FIELD.framed) === '1',
    code: codeOf(form.get(EMBED_FIELD.code)),
  };
}
