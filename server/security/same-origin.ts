// Rejects cross-site requests: a mutation must come from a page of this storefront.
import 'server-only';
import { headers } from 'next/headers';

/** True when the request's Origin names this host. A missing Origin is refused: browsers send it on POST. */
export function isSameOrigin(requestHeaders: Headers): boolean {
  const origin = requestHeaders.get('origin');
  const host = requestHeaders.get('x-forwarded-host') ?? requestHeaders.get('host');
  if (!origin || !host) return false;
  try {
    return new URL(origin).host === host.split(',')[0]!.trim();
  } catch {
    return false;
  }
}

/** For server actions: Next.js checks the Origin too; this keeps the rule explicit and tested. */
export async function requestIsSameOrigin(): Promise<boolean> {
  return isSameOrigin(await headers());
}
