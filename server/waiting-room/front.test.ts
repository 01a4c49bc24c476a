// The waiting room's front door in front of a server standing in for Next: the join post (a place and its cookie;
// another site's post refused, taking no place), the status and the waiting page from the room's template with this
// visitor's figures and their own nonce, Next asked to let visitors in at most once a second; and what it leaves to
// Next: a visitor with a session, a query, the turn itself, the storefront's own requests.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FILL_HEADER } from '@/server/page-cache/render-for-cache';
import { SESSION_COOKIE } from '@/server/session/session-cookie';
import type { StoreDatabase } from '@/server/store-db/connect';
import { storefrontDatabase } from '@/server/store-db/storefront-database';
import { admitDue } from './admit';
import { answerFromWaitingRoom, clearWaitingRoomFront } from './front';
import { saveRoomSettings } from './settings';
import { readPlaceStatus } from './status';
import { STAND_IN, TEMPLATE_HEADER, templateOfHeader, templateStatus } from './template';
import { formatClockTime } from '@/lib/box-office/format';
import {
  formatAhead,
  formatWait,
  turnMinutesLeft,
  yourTurnHeading,
} from '@/lib/waiting-room/wording';

vi.mock('@/server/env', async () => {
  const { TEST_ENV } = await import('@/server/ticketing/test-support/fake-service');
  return {
    storefrontEnv: () => ({
      ...TEST_ENV,
      STOREFRONT_DATABASE_URL: process.env.STOREFRONT_DATABASE_URL,
      WAITING_ROOM_PLACES_PER_ADDRESS: 5,
    }),
  };
});

const ROOM = 'event:7c9e6679-7425-40de-944b-e07fc1f90ae7';
const PAGE = `/waiting-room/${encodeURIComponent(ROOM)}`;
const RENDER_NONCE = 'cmVuZGVyLW5vbmNlLTE2Yg==';
let db: StoreDatabase;
let server: Server;
let base: string;
let host: string;
const asked = { templates: [] as string[], nudges: 0, next: 0 };

/** What Next would draw: the template the header asks for (with the room's facts), the status route, any other page. */
async function standInForNext(url: string, headers: Record<string, string | string[] | undefined>) {
  const template = templateOfHeader(String(headers[TEMPLATE_HEADER] ?? '') || null);
  if (url.endsWith('/status')) return ((asked.nudges += 1), '{}');
  if (!template) return ((asked.next += 1), 'drawn by next');
  asked.templates.push(String(headers[TEMPLATE_HEADER]));
  const status = templateStatus(
    template.state,
    await readPlaceStatus(db, ROOM, undefined, Date.now()),
  );
  const figures =
    status.state === 'waiting'
      ? `<dd>${status.position!.toLocaleString('en-GB')}</dd><dd>${status.ahead!.toLocaleString('en-GB')}</dd><p>${formatAhead(status.ahead!)}</p><dd>${formatWait(status.etaSeconds)}</dd>`
      : status.state === 'your-turn'
        ? `<h2>${yourTurnHeading(turnMinutesLeft(status.turnEndsAt!, STAND_IN.readAt))}</h2><p>before ${formatClockTime(status.turnEndsAt!)}</p>`
        : `<h2>${status.state}</h2>`;
  const data = JSON.stringify(JSON.stringify({ initial: status, readAt: STAND_IN.readAt }));
  return `<html><script nonce="${RENDER_NONCE}">self.__next_f.push([1,${data}])</script>${figures}<meta content="${template.reload}"></html>`;
}

beforeAll(async () => {
  db = await storefrontDatabase();
  server = createServer((request, response) => {
    void (async () => {
      if (await answerFromWaitingRoom(request, response)) return;
      const body = await standInForNext(request.url ?? '', request.headers);
      const own = request.headers[FILL_HEADER] !== undefined;
      response.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': `script-src 'nonce-${RENDER_NONCE}'`,
        'x-drawn-for': own ? 'template' : 'visitor',
      });
      response.end(body);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  vi.stubEnv('PORT', String(port));
  base = `http://127.0.0.1:${port}`;
  host = `127.0.0.1:${port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(async () => {
  clearWaitingRoomFront();
  Object.assign(asked, { templates: [], nudges: 0, next: 0 });
  await db.deleteFrom('waiting_room_places').execute();
  await db.deleteFrom('waiting_rooms').execute();
  const now = Date.now();
  await saveRoomSettings(
    db,
    {
      id: ROOM,
      enabled: true,
      opensAt: now - 60_000,
      onSaleAt: now - 1_000,
      maxActive: 1,
      turnSeconds: 600,
    },
    'staff-1',
    now,
  );
});

/** A browser: its own cookie jar and address. */
function browser(address: string) {
  let cookie = '';
  const send = async (path: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    headers.set('x-forwarded-for', address);
    if (cookie) headers.set('cookie', cookie);
    const response = await fetch(`${base}${path}`, { ...init, headers, redirect: 'manual' });
    const set = response.headers.get('set-cookie');
    if (set) cookie = [cookie, set.split(';')[0]].filter(Boolean).join('; ');
    return response;
  };
  return {
    join: () =>
      send(`${PAGE}/join`, {
        method: 'POST',
        headers: { origin: base, 'content-type': 'application/x-www-form-urlencoded' },
        body: '',
      }),
    get: (path: string, headers: Record<string, string> = {}) => send(path, { headers }),
    addCookie: (more: string) => void (cookie = [cookie, more].filter(Boolean).join('; ')),
  };
}

const places = () => db.selectFrom('waiting_room_places').selectAll().orderBy('sort_key').execute();

describe('the join post', () => {
  it('takes a place, names it in the cookie and goes to the waiting page', async () => {
    const visitor = browser('198.51.100.1');
    const answer = await visitor.join();
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(`/waiting-room/${ROOM}`);
    expect(answer.headers.get('set-cookie')).toMatch(
      /^waiting_places=.+; Path=\/; Max-Age=604800; HttpOnly; SameSite=lax$/,
    );
    await visitor.join();
    expect(await places()).toHaveLength(1);
  });

  it('refuses a post from another site, taking no place', async () => {
    const answer = await fetch(`${base}${PAGE}/join`, {
      method: 'POST',
      headers: { origin: 'https://evil.example' },
      redirect: 'manual',
    });
    expect(answer.status).toBe(403);
    expect(answer.headers.get('set-cookie')).toBeNull();
    expect(await places()).toEqual([]);
  });

  it('answers 404 for a path that names no room', async () => {
    const answer = await fetch(`${base}/waiting-room/nothing/join`, {
      method: 'POST',
      headers: { origin: base },
      redirect: 'manual',
    });
    expect(answer.status).toBe(404);
    expect(await places()).toEqual([]);
  });
});

describe('the waiting page and its status', () => {
  it('draws each visitor’s place from one template, with a nonce of their own, and asks Next to let visitors in once a second', async () => {
    const visitors = ['198.51.100.1', '198.51.100.2', '198.51.100.3'].map(browser);
    for (const visitor of visitors) await visitor.join();
    await admitDue(db, ROOM, Date.now());
    const third = await visitors[2]!.get(PAGE, { 'accept-encoding': 'gzip' });
    expect(third.headers.get('x-drawn-for')).toBe('template');
    expect(third.headers.get('content-encoding')).toBe('gzip');
    // fetch unpacks the gzip it was sent.
    const html = await third.text();
    expect(html).toContain('<dd>2</dd><dd>1</dd><p>1 person is ahead of you</p>');
    expect(html).not.toContain(RENDER_NONCE);
    const nonce = /nonce="([^"]+)"/.exec(html)![1]!;
    expect(third.headers.get('content-security-policy')).toContain(`'nonce-${nonce}'`);
    expect(html).toContain('<meta content="5">');
    const second = await (await visitors[1]!.get(PAGE)).text();
    expect(second).toContain('<dd>1</dd><dd>0</dd><p>Nobody is ahead of you</p>');
    expect(asked.templates).toEqual(['waiting;5']);
    expect(asked.nudges).toBe(1);
    const status = await (await visitors[2]!.get(`${PAGE}/status`)).json();
    expect(status).toMatchObject({ state: 'waiting', position: 2, ahead: 1 });
  });

  it('draws the turn from its template: the minutes left and when it ends', async () => {
    const visitor = browser('198.51.100.1');
    await visitor.join();
    await admitDue(db, ROOM, Date.now());
    const status = await (await visitor.get(`${PAGE}/status`)).json();
    expect(status).toMatchObject({ state: 'your-turn' });
    const html = await (await visitor.get(PAGE)).text();
    expect(html).toContain(
      `<h2>It’s your turn — you have 10 minutes</h2><p>before ${formatClockTime(status.turnEndsAt)}</p>`,
    );
    expect(html).toContain(`\\"turnEndsAt\\":${status.turnEndsAt}`);
    expect(asked.templates).toEqual(['your-turn;60']);
  });

  it('leaves a visitor with a session, a query and Next’s own requests to Next', async () => {
    const other = browser('198.51.100.2');
    await other.join();
    expect(await (await other.get(`${PAGE}?refused=too-many`)).text()).toBe('drawn by next');
    expect(await (await other.get(PAGE, { rsc: '1' })).text()).toBe('drawn by next');
    expect(
      await (
        await fetch(`${base}${PAGE}`, { headers: { [FILL_HEADER]: 'not the token', host } })
      ).text(),
    ).not.toBe('drawn by next');
    other.addCookie(`${SESSION_COOKIE}=sealed`);
    expect(await (await other.get(PAGE)).text()).toBe('drawn by next');
    expect(asked.next).toBe(3);
  });

  it('draws the closed room from its own template', async () => {
    await saveRoomSettings(
      db,
      { id: ROOM, enabled: false, opensAt: 0, onSaleAt: 0, maxActive: 1, turnSeconds: 600 },
      'staff-1',
      Date.now(),
    );
    expect(await (await browser('198.51.100.1').get(PAGE)).text()).toContain('<h2>closed</h2>');
    expect(asked.templates).toEqual(['closed;']);
  });
});
