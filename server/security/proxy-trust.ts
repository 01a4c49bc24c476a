// What the storefront may believe about where a request came from: its configured public origin and how many proxies stand in front of it.
import 'server-only';
import { storefrontEnv } from '@/server/env';

export interface ProxyTrust {
  /** The origin customers use (STOREFRONT_PUBLIC_URL), e.g. `https://shop.example`; unset: whatever Host says. */
  publicOrigin: string | undefined;
  /** How many reverse proxies append to X-Forwarded-For (TRUST_PROXY); 0: forwarded headers are the client's own words. */
  trustedProxies: number;
}

export function proxyTrust(): ProxyTrust {
  const env = storefrontEnv();
  return { publicOrigin: env.STOREFRONT_PUBLIC_URL, trustedProxies: env.TRUST_PROXY };
}

/** The first entry of a comma-separated header, trimmed; undefined when absent or empty. */
export function firstEntry(value: string | null): string | undefined {
  return value?.split(',')[0]?.trim() || undefined;
}
