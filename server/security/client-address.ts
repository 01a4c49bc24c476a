// The client's network address as far as it can be believed, and the key that groups addresses of one client.
import 'server-only';
import ipaddr from 'ipaddr.js';
import { proxyTrust } from './proxy-trust';

function parseAddress(entry: string): ipaddr.IPv4 | ipaddr.IPv6 | undefined {
  // Some proxies write a port: `203.0.113.7:51234`, `[2001:db8::1]:51234`.
  const bare = entry
    .replace(/^\[([^\]]+)\](?::\d+)?$/, '$1')
    .replace(/^(\d+\.\d+\.\d+\.\d+):\d+$/, '$1');
  if (!ipaddr.isValid(bare)) return undefined;
  // `::ffff:203.0.113.7` (an IPv4 client of a dual-stack socket) is that IPv4 address.
  return ipaddr.process(bare);
}

/**
 * The client's address, or undefined when the request does not say. Without trusted proxies this
 * is the connection's own address: proxy.ts drops a client's X-Forwarded-For and Next.js writes
 * the socket's address there, which is all a server action can learn of the connection. With
 * `trustedProxies` proxies in front, each appended the address it saw, so the client is that
 * many entries from the right; entries further left were written by the client and are ignored.
 */
export function clientAddress(
  requestHeaders: Headers,
  trustedProxies = proxyTrust().trustedProxies,
): string | undefined {
  const entries = (requestHeaders.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return undefined;
  const entry = entries[Math.max(entries.length - Math.max(trustedProxies, 1), 0)]!;
  return parseAddress(entry)?.toString();
}

/**
 * What limits count per client: an IPv4 address, or the /64 network of an IPv6 one (one customer's
 * line gets a whole /64, so single IPv6 addresses cost an abuser nothing).
 */
export function addressKey(address: string): string {
  const parsed = parseAddress(address);
  if (!parsed) return address;
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const network = ipaddr.IPv6.networkAddressFromCIDR(`${parsed.toString()}/64`);
  return `${network.toString()}/64`;
}
