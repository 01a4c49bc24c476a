// The waiting room's front door: on a rush, the waiting page, its status and the join post are answered from Node's
// request handler before Next (as the page cache answers catalogue pages), because on this hardware Next's router,
// proxy and renderer cost ~20 ms of CPU a request and an on-sale brings thousands of visitors reloading their places.
// The page comes from a template Next draws once per room and state (template.ts) with the visitor's figures put in;
// a visitor with a session and anything unusual go on to Next, which answers the same paths alike.
// Letting visitors in and checking the stock stay Next's (visitor.ts): the front door asks Next's status route for
// them at most once a second per room.
import 'server-only';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { reloadSeconds } from '@/lib/waiting-room/place-status';
import { log } from '@/server/log';
import { nodeHeaders, pagePolicy } from '@/server/page-cache/front';
import { FLIGHT_HEADERS, VISITOR_COOKIES } from '@/server/page-cache/page-request';
import { askSelf, isCacheFill, keptHeaders, nonceOf } from '@/server/page-cache/render-for-cache';
import { newNonce } from '@/server/security/content-security-policy';
import { frontRequestHeaders, nodeRequestHeaders } from '@/server/security/front-headers';
import { proxyTrust } from '@/server/security/proxy-trust';
import { logRequestRefusal, refusalFor } from '@/server/security/request-guard';
import { storefrontDatabase } from '@/server/store-db/storefront-database';
import { answerJoin } from './join-request';
import { roomIdOfSegment, waitingRoomPath } from './paths';
import { placeCookieOf, placesOfCookie } from './place-cookie';
import { readPlaceStatus, type PlaceStatus } from './status';
import {
  fillTemplate,
  TEMPLATE_HEADER,
  templateHeaderValue,
  TEMPLATE_STATES,
  type TemplateRequest,
  type TemplateState,
} from './template';

const gzipped = promisify(gzip);

/** The paths answered here: a room's page, its status and its join post. */
const PATH = /^\/waiting-room\/([^/?#]+)(\/status|\/join)?$/;

/** How often a room's visitors make Next run its admission step and stock check. */
const NUDGE_EVERY_MS = 1_000;
/** A template is drawn again after this long (the event's title, the shop's header). */
const TEMPLATE_FRESH_MS = 15_000;
const RENDER_TIMEOUT_MS = 10_000;
/** Rooms × states × reload periods: a handful each; past this many the oldest are dropped. */
const MAX_TEMPLATES = 256;

interface Template {
  headers: [string, string][];
  body: string;
  nonce: string;
}

const templates = new Map<string, { drawnAt: number; template: Promise<Template | undefined> }>();
const nudgedAt = new Map<string, number>();

/** Forgets the templates and nudges (tests start afresh). */
export function clearWaitingRoomFront(): void {
  templates.clear();
  nudgedAt.clear();
}

/** Has Next let in whoever is due and check the stock, at most once a second per room (not waited for). */
function nudge(roomId: string, now: number): void {
  if (now - (nudgedAt.get(roomId) ?? 0) < NUDGE_EVERY_MS) return;
  nudgedAt.set(roomId, now);
  if (nudgedAt.size > MAX_TEMPLATES) nudgedAt.delete(nudgedAt.keys().next().value!);
  askSelf(`${waitingRoomPath(roomId)}/status`, [['accept', 'application/json']], RENDER_TIMEOUT_MS)
    .then((response) => response.body?.cancel())
    .catch(() => undefined);
}

async function drawTemplate(
  roomId: string,
  request: TemplateRequest,
): Promise<Template | undefined> {
  const response = await askSelf(
    waitingRoomPath(roomId),
    [
      ['accept', 'text/html'],
      ['accept-encoding', 'identity'],
      [TEMPLATE_HEADER, templateHeaderValue(request)],
    ],
    RENDER_TIMEOUT_MS,
  );
  const body = await response.text();
  const nonce = nonceOf(response.headers);
  // Only a whole page, the same for everyone: never one that sets a cookie or carries no nonce to replace.
  if (
    response.status !== 200 ||
    response.headers.has('set-cookie') ||
    nonce === '' ||
    !/^text\/html\b/.test(response.headers.get('content-type') ?? '')
  ) {
    return undefined;
  }
  return { headers: keptHeaders(response.headers), body, nonce };
}

/** The room's template for a state and reload period, drawn when missing or old; undefined when it cannot be drawn. */
function templateFor(
  status: PlaceStatus,
  state: TemplateState,
  reload: number | null,
  now: number,
): Promise<Template | undefined> {
  // The room's own facts in the drawing (when the sale starts, how long a turn lasts) are part of the key.
  const key = [status.roomId, state, reload, status.onSaleAt, status.turnSeconds].join('\n');
  const kept = templates.get(key);
  if (kept && now - kept.drawnAt < TEMPLATE_FRESH_MS) return kept.template;
  const template = drawTemplate(status.roomId, { state, reload }).catch((error: unknown) => {
    log.warn({ room: status.roomId, error: String(error) }, 'waiting-room template not drawn');
    return undefined;
  });
  templates.delete(key);
  templates.set(key, { drawnAt: now, template });
  if (templates.size > MAX_TEMPLATES) templates.delete(templates.keys().next().value!);
  return template;
}

const templateState = (state: PlaceStatus['state']): TemplateState | undefined =>
  TEMPLATE_STATES.find((known) => known === state);

/** The waiting page for this visitor from the room's template; false when Next must draw it. */
async function answerPage(
  request: IncomingMessage,
  response: ServerResponse,
  pathname: string,
  status: PlaceStatus,
  readAt: number,
): Promise<boolean> {
  const state = templateState(status.state);
  if (!state) return false;
  const template = await templateFor(status, state, reloadSeconds(status), readAt);
  const filled = template && fillTemplate(template.body, state, status, readAt);
  if (!template || filled === undefined) return false;
  const nonce = newNonce();
  const sent = [
    ...template.headers.map(([name, value]): [string, string] => [
      name,
      value.replaceAll(template.nonce, nonce),
    ]),
    ...pagePolicy(pathname, nodeHeaders(request).get('sec-fetch-dest'), nonce),
  ];
  let body = Buffer.from(filled.replaceAll(template.nonce, nonce));
  if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
    body = await gzipped(body);
    sent.push(['content-encoding', 'gzip']);
  }
  sent.push(['content-length', String(body.length)]);
  response.writeHead(200, sent.flat());
  response.end(body);
  return true;
}

function answerStatus(response: ServerResponse, status: PlaceStatus): true {
  const body = JSON.stringify(status);
  response.writeHead(200, {
    'content-type': 'application/json',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    'content-length': Buffer.byteLength(body),
  });
  response.end(body);
  return true;
}

async function answerJoinPost(
  request: IncomingMessage,
  response: ServerResponse,
  pathname: string,
  segment: string,
): Promise<true> {
  const given = nodeRequestHeaders(request);
  const trust = proxyTrust();
  // What proxy.ts refuses before Next, refused here alike: posts from other sites, bodies too large or unsized.
  const refusal = refusalFor({ method: 'POST', pathname, headers: given }, trust);
  // The join post carries nothing the answer reads: its body is let go.
  request.resume();
  if (refusal) {
    logRequestRefusal(refusal, { method: 'POST', pathname, headers: given });
    response
      .writeHead(refusal.status, { 'content-type': 'text/plain', 'cache-control': 'no-store' })
      .end(refusal.message);
    return true;
  }
  const answer = await answerJoin(
    await storefrontDatabase(),
    segment,
    frontRequestHeaders(request, given, trust),
  );
  if (answer.status === 404) {
    response
      .writeHead(404, { 'content-type': 'text/plain', 'cache-control': 'no-store' })
      .end('Not found');
    return true;
  }
  response.writeHead(303, {
    location: answer.location!,
    'cache-control': 'no-store',
    'content-length': '0',
    ...(answer.setCookie && { 'set-cookie': answer.setCookie }),
  });
  response.end();
  return true;
}

/** Whether a GET for the page is one the template answers: a plain page request, no session or flight headers. */
function isPlainPageRequest(request: IncomingMessage): boolean {
  const headers = request.headers;
  if (VISITOR_COOKIES.test(String(headers.cookie ?? ''))) return false;
  return (
    headers['next-action'] === undefined &&
    FLIGHT_HEADERS.every((name) => headers[name] === undefined)
  );
}

/**
 * Answers a waiting room's page, status or join post when it may, and says whether it did; otherwise the request
 * goes on to Next untouched (its body unread). The storefront's own requests go on to Next.
 */
export async function answerFromWaitingRoom(
  request: IncomingMessage,
  response: ServerResponse,
): Promise<boolean> {
  const match = PATH.exec(request.url ?? '');
  if (!match || isCacheFill(nodeHeaders(request))) return false;
  const [pathname, segment, part] = match as unknown as [string, string, string | undefined];
  if (part === '/join')
    return request.method === 'POST' && answerJoinPost(request, response, pathname, segment);
  if (request.method !== 'GET') return false;
  const roomId = roomIdOfSegment(segment);
  if (!roomId || (part === undefined && !isPlainPageRequest(request))) return false;
  const readAt = Date.now();
  nudge(roomId, readAt);
  const placeId = placesOfCookie(placeCookieOf(request.headers.cookie)).get(roomId);
  const status = await readPlaceStatus(await storefrontDatabase(), roomId, placeId, readAt);
  return part === '/status'
    ? answerStatus(response, status)
    : answerPage(request, response, pathname, status, readAt);
}
