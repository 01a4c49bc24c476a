// The one fetch wrapper to the Ticketing Inventory Service: key, headers, timeout, reply validation.
import 'server-only';
import type { z } from 'zod';
import { envelopeOf } from '@/server/ticketing/wire/primitives';
import type { TransactionMedium } from '@/server/channel';
import { storefrontEnv } from '@/server/env';
import { errorFromFetchFailure, errorFromResponse, TicketingUnavailableError } from './errors';
import { logTicketingFailure } from './log';
import { serviceWatch, type Patience } from './patience';

export type { TransactionMedium };

/** Catalogue reads are cached with tags; availability and every write go to the service each time. */
export type CachePolicy = { revalidate: number; tags: string[] } | 'no-store';

export interface TicketingRequest<S extends z.ZodType> {
  method?: 'GET' | 'POST' | 'DELETE';
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  /** Schema of the envelope's `data`. */
  schema: S;
  cache?: CachePolicy;
  medium?: TransactionMedium;
  /** How long the call may wait (patience.ts): by default a GET is a page's read, anything else waits in full. */
  patience?: Patience;
}

function buildUrl(
  baseUrl: string,
  path: string,
  query: TicketingRequest<z.ZodType>['query'],
): string {
  // Concatenated rather than resolved, so that a base URL with a path prefix keeps it.
  const url = new URL(`${baseUrl.replace(/\/+$/, '')}${path}`);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== '') url.searchParams.set(key, String(value));
  }
  return url.toString();
}

function cacheInit(policy: CachePolicy): RequestInit {
  return policy === 'no-store'
    ? { cache: 'no-store' }
    : { next: { revalidate: policy.revalidate, tags: policy.tags } };
}

async function readBody(response: Response): Promise<unknown> {
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    // The connection dropped while the body was streaming.
    throw errorFromFetchFailure(error);
  }
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export async function ticketingRequest<S extends z.ZodType>(
  path: string,
  request: TicketingRequest<S>,
): Promise<z.output<S>> {
  const env = storefrontEnv();
  const method = request.method ?? 'GET';
  const url = buildUrl(env.TICKETING_BASE_URL, path, request.query);
  const patience = request.patience ?? (method === 'GET' ? 'read' : 'full');
  const timeoutMs = serviceWatch.timeoutFor(
    patience,
    { fullMs: env.TICKETING_TIMEOUT_MS, readMs: env.TICKETING_READ_TIMEOUT_MS },
    Date.now(),
  );
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: {
        'X-API-KEY': env.TICKETING_API_KEY,
        TransactionMedium: request.medium ?? 'Web',
        'Content-Type': 'application/json',
        Accept: 'application/json',
      },
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: AbortSignal.timeout(timeoutMs),
      ...cacheInit(request.cache ?? 'no-store'),
    });
  } catch (error) {
    const failure = errorFromFetchFailure(error);
    if (failure.kind === 'timeout') serviceWatch.unanswered(Date.now());
    logTicketingFailure(method, path, failure);
    throw failure;
  }
  serviceWatch.answered();
  const body = await readBody(response);
  if (!response.ok) {
    const failure = errorFromResponse(response.status, body);
    logTicketingFailure(method, path, failure);
    throw failure;
  }
  const parsed = envelopeOf(request.schema).safeParse(body);
  if (!parsed.success) {
    const failure = new TicketingUnavailableError(
      'protocol',
      'Ticketing service sent a reply of an unexpected shape',
      response.status,
    );
    logTicketingFailure(method, path, failure, parsed.error.issues.slice(0, 5));
    throw failure;
  }
  return (parsed.data as { data: z.output<S> }).data;
}
