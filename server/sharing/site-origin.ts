// The storefront's absolute origin for links that leave the site: Open Graph, Twitter cards and JSON-LD.
import 'server-only';
import { z } from 'zod';
import { parseEnv } from '@/lib/env';
import { publicOrigin } from '@/lib/public-origin';

const schema = z.object({
  STOREFRONT_PUBLIC_URL: publicOrigin.optional(),
  PORT: z.coerce.number().int().min(1).max(65_535).optional(),
});

/**
 * STOREFRONT_PUBLIC_URL when set. Unset, the local address `next start` listens on (Next's own fallback):
 * the address a request named is not used, since reading it would make every page dynamic.
 */
export function siteOrigin(source: Record<string, string | undefined> = process.env): string {
  // Its two settings alone: a page asks several times, and going through all of process.env each time cost a page
  // over a millisecond.
  const env = parseEnv(
    schema,
    { STOREFRONT_PUBLIC_URL: source.STOREFRONT_PUBLIC_URL, PORT: source.PORT },
    'storefront',
  );
  return env.STOREFRONT_PUBLIC_URL ?? `http://localhost:${env.PORT ?? 3000}`;
}
