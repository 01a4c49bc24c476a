// The storefront's answer to embed.js's framing question, from EMBED_ALLOWED_ORIGINS and the merchant's name.
import 'server-only';
import type { FramingAnswer } from '@/lib/embed/framing-answer';
import { storefrontEnv } from '@/server/env';
import { merchant } from '@/server/merchant';
import { allowedParent } from '@/server/security/framing';
import { proxyTrust } from '@/server/security/proxy-trust';

/** Whether `parent` (the host page's origin) may frame the embeds: a listed site, or the storefront itself (its preview). */
export function framingAnswerOf(parent: string | null, requestOrigin: string): FramingAnswer {
  const own = proxyTrust().publicOrigin ?? requestOrigin;
  const allowed = allowedParent(parent, [...storefrontEnv().EMBED_ALLOWED_ORIGINS, own]) !== null;
  return { allowed, merchant: merchant().name };
}
