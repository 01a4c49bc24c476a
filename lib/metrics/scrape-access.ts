// Who may read a process's Prometheus metrics: with METRICS_TOKEN set, whoever sends it as a Bearer token; without
// it, only clients on this machine or a private network (a scraper beside the process), never the public.
import ipaddr from 'ipaddr.js';
import { z } from 'zod';

/** The token's setting, the same on both processes: unset, or long enough not to be guessed. */
export const metricsTokenSetting = z.string().min(16, 'must be at least 16 characters').optional();

/** Address ranges of this machine and of private networks (RFC 1918, IPv6 unique-local and link-local). */
const NEAR_RANGES = new Set(['loopback', 'private', 'uniqueLocal', 'linkLocal']);

/** Whether `address` (IPv4, IPv6 or IPv4-mapped IPv6) is on this machine or a private network; unparsable: no. */
export function isNearAddress(address: string | undefined): boolean {
  if (!address) return false;
  const bare = address
    .replace(/^\[([^\]]+)\](?::\d+)?$/, '$1')
    .replace(/^(\d+\.\d+\.\d+\.\d+):\d+$/, '$1');
  if (!ipaddr.isValid(bare)) return false;
  return NEAR_RANGES.has(ipaddr.process(bare).range());
}

/** Compares in time that depends on the length only, so the token is not found a character at a time. */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i += 1) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

export interface ScrapeRequest {
  /** Every address the request is known to have come through (the client's first); none known: refused. */
  addresses: readonly (string | undefined)[];
  authorization: string | null;
  /** METRICS_TOKEN, when set */
  token: string | undefined;
}

export type ScrapeAccess = 'allowed' | 'unauthorized' | 'forbidden';

/** 'allowed', or why not: a missing or wrong token (401), an address outside this machine and private networks (403). */
export function scrapeAccess(request: ScrapeRequest): ScrapeAccess {
  if (request.token !== undefined) {
    const sent = /^Bearer\s+(\S+)\s*$/i.exec(request.authorization ?? '')?.[1];
    return sent !== undefined && sameText(sent, request.token) ? 'allowed' : 'unauthorized';
  }
  if (request.addresses.length === 0) return 'forbidden';
  return request.addresses.every(isNearAddress) ? 'allowed' : 'forbidden';
}

/** The plain answers of a refused scrape (nothing of the metrics, nor why a token did not match). */
export const SCRAPE_REFUSALS = {
  unauthorized: { status: 401, message: 'Metrics need the Bearer token set as METRICS_TOKEN.' },
  forbidden: {
    status: 403,
    message: 'Metrics are served to this machine and private networks only.',
  },
} as const;
