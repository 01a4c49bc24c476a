// The check-in page's calls to the door API (app/box-office/check-in/api/*), each reply checked with a schema
// before the page trusts it; errors come in the service's envelope ({ success: false, status, message }).
import * as z from '@/lib/validation/zod-mini';
import { SELLABLE_KINDS } from '@/lib/sellables/kinds';
import type { SyncScan } from './requests';
import { directionSchema, type Direction, type DoorTicket, type Verdict } from './verdict';

const API = '/box-office/check-in/api';

const doorTicketSchema = z.object({
  id: z.string(),
  reference: z.string(),
  kind: z.enum(SELLABLE_KINDS),
  listKey: z.string(),
  listTitle: z.string(),
  holderName: z.string(),
  seat: z.nullable(z.string()),
  room: z.nullable(z.string()),
  nights: z.nullable(z.number()),
  ticketType: z.string(),
  startsAt: z.nullable(z.number()),
  validFrom: z.number(),
  validUntil: z.number(),
}) satisfies z.ZodMiniType<DoorTicket>;

const checkInSchema = z.object({
  ticketId: z.string(),
  entry: z.number(),
  direction: directionSchema,
  at: z.number(),
  gate: z.string(),
  by: z.string(),
});

const ticket = { ticket: doorTicketSchema };
export const verdictSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('valid'),
    ...ticket,
    direction: directionSchema,
    entry: z.number(),
    leftOnOrder: z.number(),
  }),
  z.object({
    status: z.literal('already'),
    ...ticket,
    at: z.number(),
    gate: z.string(),
    by: z.string(),
  }),
  z.object({ status: z.literal('not-in'), ...ticket }),
  z.object({ status: z.literal('wrong-list'), ...ticket, listTitle: z.string() }),
  z.object({ status: z.literal('early'), ...ticket }),
  z.object({ status: z.literal('expired'), ...ticket }),
  z.object({ status: z.literal('unknown') }),
  z.object({ status: z.literal('forged') }),
]) satisfies z.ZodMiniType<Verdict>;

const listSchema = z.object({
  key: z.string(),
  kind: z.enum(SELLABLE_KINDS),
  title: z.string(),
  startsAt: z.nullable(z.number()),
  sold: z.number(),
  checkedIn: z.number(),
});
export type CheckInList = z.infer<typeof listSchema>;

const countsSchema = z.object({
  sold: z.number(),
  checkedIn: z.number(),
  byGate: z.array(z.object({ gate: z.string(), checkedIn: z.number() })),
});
export type GateCounts = z.infer<typeof countsSchema>;

const bundleSchema = z.object({
  publicKey: z.string(),
  list: listSchema,
  reentry: z.boolean(),
  tickets: z.array(doorTicketSchema),
  checkIns: z.array(checkInSchema),
  serverTime: z.number(),
});
export type ListBundle = z.infer<typeof bundleSchema>;

const scanReplySchema = z.object({ verdict: verdictSchema, counts: countsSchema });
const syncResultSchema = z.object({
  id: z.string(),
  outcome: z.enum(['recorded', 'duplicate', 'conflict', 'refused']),
  verdict: z.optional(verdictSchema),
});
export type SyncResult = z.infer<typeof syncResultSchema>;
const syncReplySchema = z.object({
  results: z.array(syncResultSchema),
  counts: z.optional(countsSchema),
});

/** A ticket found, where it stands at the door (never in, inside, or out again), and the code that checks it in. */
const searchHitSchema = z.object({
  ticket: doorTicketSchema,
  state: z.enum(['not-in', 'inside', 'out']),
  code: z.optional(z.string()),
});
export type SearchHit = z.infer<typeof searchHitSchema>;
const searchReplySchema = z.object({ tickets: z.array(searchHitSchema) });

/** The API answered with an error (signed out, refused, bad request): not a reason to go offline. */
export class DoorApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'DoorApiError';
  }
}

const envelopeSchema = z.object({ message: z.string() });

async function call<T>(path: string, schema: z.ZodMiniType<T>, init?: RequestInit): Promise<T> {
  const response = await fetch(`${API}/${path}`, {
    cache: 'no-store',
    ...init,
    headers: {
      Accept: 'application/json',
      ...(init?.body ? { 'Content-Type': 'application/json' } : {}),
    },
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const envelope = envelopeSchema.safeParse(body);
    throw new DoorApiError(
      response.status,
      envelope.success ? envelope.data.message : `The door service answered ${response.status}.`,
    );
  }
  return schema.parse(body);
}

const post = (body: unknown): RequestInit => ({ method: 'POST', body: JSON.stringify(body) });

export const fetchLists = () => call('lists', z.object({ lists: z.array(listSchema) }));
export const fetchBundle = (listKey: string) =>
  call(`bundle?list=${encodeURIComponent(listKey)}`, bundleSchema);
export const fetchCounts = (listKey: string) =>
  call(`counts?list=${encodeURIComponent(listKey)}`, countsSchema);
export const searchTickets = (listKey: string, query: string) =>
  call(
    `search?list=${encodeURIComponent(listKey)}&q=${encodeURIComponent(query)}`,
    searchReplySchema,
  );

export interface ScanRequest {
  code: string;
  listKey: string;
  gate: string;
  direction: Direction;
  deviceId: string;
}
export const sendScan = (request: ScanRequest) => call('scan', scanReplySchema, post(request));

export const sendSync = (deviceId: string, scans: readonly SyncScan[]) =>
  call('sync', syncReplySchema, post({ deviceId, scans }));
