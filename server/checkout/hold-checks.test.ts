// The checks before a hold, one list for every customer path that takes holds. These pin what the four copies that
// came before it did differently, decided once: a waiting-list turn passes through a waiting room on every path (the
// first reserve alone let it before); the room's turn is kept for the holds only when a room governs a part; a turn
// the holds used is spent on every path (reserving again too); a refusal names the part only in an order of several.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Selection } from '@/lib/sellables/kinds';

const calls: string[] = [];
const limits = { ok: true as boolean, retryAfterSeconds: 30 };
const rooms = new Map<string, 'admitted' | 'refused'>();
const turns = new Set<string>();
const kept = new Set<string>();

vi.mock('server-only', () => ({}));
vi.mock('@/server/session/reserve-count', () => ({
  countCustomerReserve: async () => {
    calls.push('limit');
    return limits;
  },
}));
vi.mock('@/server/waiting-room/gate', () => ({
  admissionToReserve: async (_session: unknown, selection: Selection) => {
    const id = idOf(selection);
    calls.push(`room ${id}`);
    const state = rooms.get(id);
    if (state === undefined) return { ok: true };
    if (state === 'admitted') return { ok: true, room: `event:${id}`, placeId: 'p' };
    return {
      ok: false,
      roomId: `event:${id}`,
      reason: 'no-admission',
      message: 'Wait in the room.',
    };
  },
  keepTurnForHolds: async (_session: unknown, order: { expiresAt: string }) => {
    calls.push(`keep turn until ${order.expiresAt}`);
  },
}));
vi.mock('@/server/waiting-list/gate', () => ({
  turnAdmits: async (_session: unknown, selection: Selection) => turns.has(idOf(selection)),
  waitingListRefusal: async (_session: unknown, selection: Selection) => {
    calls.push(`kept ${idOf(selection)}`);
    return kept.has(idOf(selection)) ? 'Kept for the waiting list.' : null;
  },
  spendTurnOnHold: async (
    _session: unknown,
    selection: Selection,
    _lines: unknown,
    key: string,
  ) => {
    calls.push(`spend ${idOf(selection)} under ${key}`);
  },
}));

const { afterHold, checkBeforeHold } = await import('./hold-checks');

const idOf = (selection: Selection) =>
  selection.kind === 'event' ? selection.eventId : selection.kind;
const concert = {
  selection: { kind: 'event', eventId: 'concert' } as Selection,
  lines: [{ id: 'vip', quantity: 2 }],
  title: 'Concert',
};
const play = {
  selection: { kind: 'event', eventId: 'play' } as Selection,
  lines: [{ id: 'stalls', quantity: 1 }],
  title: 'Play',
};
const session = {} as Parameters<typeof checkBeforeHold>[0];

beforeEach(() => {
  calls.length = 0;
  limits.ok = true;
  rooms.clear();
  turns.clear();
  kept.clear();
});

describe('the checks before a hold', () => {
  it('counts the reserve limit first, and asks nothing more of a customer over it', async () => {
    limits.ok = false;
    const check = await checkBeforeHold(session, [concert, play]);
    expect(check).toMatchObject({ ok: false, message: expect.stringContaining('30 seconds') });
    expect(calls).toEqual(['limit']);
  });

  it('refuses a part a waiting room governs without an admission, with the room to wait in, before the waiting lists', async () => {
    rooms.set('play', 'refused');
    expect(await checkBeforeHold(session, [concert, play])).toEqual({
      ok: false,
      message: 'Wait in the room.',
      waitingRoomUrl: '/waiting-room/event:play',
      part: 1,
    });
    expect(calls).toEqual(['limit', 'room concert', 'room play']);
  });

  it('lets a waiting-list turn for a part’s lines through its room, in an order of several parts too', async () => {
    rooms.set('play', 'refused');
    turns.add('play');
    expect(await checkBeforeHold(session, [concert, play])).toEqual({ ok: true, governed: false });
  });

  it('names the part kept for the waiting list in an order of several, and says the sentence alone for one part', async () => {
    kept.add('play');
    expect(await checkBeforeHold(session, [concert, play])).toEqual({
      ok: false,
      message: 'Play: Kept for the waiting list.',
      part: 1,
    });
    expect(await checkBeforeHold(session, [play])).toEqual({
      ok: false,
      message: 'Kept for the waiting list.',
      part: 0,
    });
  });

  it('says a room governs the order when one admitted a part', async () => {
    rooms.set('concert', 'admitted');
    expect(await checkBeforeHold(session, [concert, play])).toEqual({ ok: true, governed: true });
  });
});

describe('after the hold', () => {
  const order = {
    expiresAt: '2026-12-02T10:00:00Z',
    clockOffsetMs: 0,
    key: 'web-KEY',
    parts: [concert, play],
  };

  it('keeps the room’s turn while the holds last only when a room governs the order, and spends a turn on each part', async () => {
    await afterHold(session, order, { ok: true, governed: false });
    expect(calls).toEqual(['spend concert under web-KEY', 'spend play under web-KEY']);
    calls.length = 0;
    await afterHold(session, order, { ok: true, governed: true });
    expect(calls).toEqual([
      'keep turn until 2026-12-02T10:00:00Z',
      'spend concert under web-KEY',
      'spend play under web-KEY',
    ]);
  });
});
