// Tests of the door device's offline checking: signed codes checked against its copy of the list, its queued
// check-ins counted as check-ins, and what a sync's answer leaves on the queue and shows as conflicts.
import { generateKeyPairSync, sign } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  signedTicketCode,
  toBase64Url,
  unsignedTicketCode,
  fromBase64Url,
} from '@/lib/tickets/signed-code';
import {
  checkCodeOffline,
  checkTicketOffline,
  knownCheckIns,
  searchOffline,
  settle,
  type ListBundle,
  type QueuedScan,
  type ScanContext,
} from './offline-queue';
import type { DoorTicket } from './verdict';

const keys = generateKeyPairSync('ed25519');
const LIST = 'event:0b6e3a52-8f4c-4a8e-9f10-3c1d2e4f5a6b:2026-12-24';
const NOW = Date.UTC(2026, 11, 24, 18, 0, 0);

const ticket = (id: string, overrides: Partial<DoorTicket> = {}): DoorTicket => ({
  id,
  reference: 'web-order-1',
  kind: 'event',
  listKey: LIST,
  listTitle: 'Lagos Jazz Night, Thu 24 Dec 2026',
  holderName: 'Ada Obi',
  seat: null,
  room: null,
  nights: null,
  ticketType: 'Regular',
  startsAt: NOW,
  validFrom: NOW - 12 * 3600_000,
  validUntil: NOW + 12 * 3600_000,
  ...overrides,
});

const bundle: ListBundle = {
  publicKey: toBase64Url(fromBase64Url(keys.publicKey.export({ format: 'jwk' }).x!)!),
  list: {
    key: LIST,
    kind: 'event',
    title: 'Lagos Jazz Night, Thu 24 Dec 2026',
    startsAt: NOW,
    sold: 3,
    checkedIn: 0,
  },
  reentry: false,
  tickets: [
    ticket('T1'),
    ticket('T2'),
    ticket('T3', { reference: 'web-order-2', holderName: 'Bayo Ade', seat: '14B' }),
  ],
  checkIns: [],
  serverTime: NOW,
};

function codeOf(t: DoorTicket, listKey = t.listKey): string {
  const unsigned = unsignedTicketCode({
    ticketId: t.id,
    reference: t.reference,
    kind: t.kind,
    listKey,
    seat: t.seat,
    room: t.room,
    validFrom: t.validFrom,
    validUntil: t.validUntil,
  });
  return signedTicketCode(
    unsigned,
    new Uint8Array(sign(null, Buffer.from(unsigned), keys.privateKey)),
  );
}

let ids = 0;
const context = (overrides: Partial<ScanContext> = {}): ScanContext => ({
  gate: 'North',
  direction: 'in',
  by: 'Door Staff',
  now: NOW,
  newId: () => `scan-${++ids}`,
  ...overrides,
});

describe('checking a code offline', () => {
  it('lets a valid ticket in and queues its check-in', () => {
    const result = checkCodeOffline(codeOf(ticket('T1')), bundle, [], context());
    expect(result.verdict).toMatchObject({
      status: 'valid',
      entry: 1,
      leftOnOrder: 1,
      ticket: { id: 'T1' },
    });
    expect(result.scan).toMatchObject({
      ticketId: 'T1',
      listKey: LIST,
      gate: 'North',
      direction: 'in',
      entry: 1,
      scannedAt: NOW,
      by: 'Door Staff',
    });
  });

  it('answers "already" for a ticket the device queued, with its time, gate and who', () => {
    const first = checkCodeOffline(codeOf(ticket('T1')), bundle, [], context());
    const again = checkCodeOffline(
      codeOf(ticket('T1')),
      bundle,
      [first.scan!],
      context({ now: NOW + 60_000, gate: 'South' }),
    );
    expect(again.verdict).toMatchObject({
      status: 'already',
      at: NOW,
      gate: 'North',
      by: 'Door Staff',
    });
    expect(again.scan).toBeNull();
  });

  it('refuses a code with a changed character as forged, and one signed by another key', () => {
    const code = codeOf(ticket('T1'));
    const changed = code.slice(0, 10) + (code[10] === 'A' ? 'B' : 'A') + code.slice(11);
    expect(checkCodeOffline(changed, bundle, [], context()).verdict.status).toBe('forged');
    const otherKeys = generateKeyPairSync('ed25519');
    const unsigned = code.slice(0, code.lastIndexOf('.'));
    const foreign = signedTicketCode(
      unsigned,
      new Uint8Array(sign(null, Buffer.from(unsigned), otherKeys.privateKey)),
    );
    expect(checkCodeOffline(foreign, bundle, [], context()).verdict.status).toBe('forged');
  });

  it('says which list a ticket for another event is for, even one missing from the copy', () => {
    const elsewhere = ticket('T9', { listKey: 'event:other:2026-12-25' });
    const result = checkCodeOffline(codeOf(elsewhere), bundle, [], context());
    expect(result.verdict).toMatchObject({ status: 'wrong-list', ticket: { id: 'T9' } });
    expect(result.scan).toBeNull();
  });

  it('checks in a ticket sold after the copy was fetched, from its signed claims', () => {
    const result = checkCodeOffline(
      codeOf(ticket('T4', { reference: 'web-order-3' })),
      bundle,
      [],
      context(),
    );
    expect(result.verdict).toMatchObject({
      status: 'valid',
      ticket: { id: 'T4', listTitle: bundle.list.title },
    });
  });

  it('answers "not valid yet" before the window opens, and queues nothing', () => {
    const result = checkCodeOffline(
      codeOf(ticket('T1')),
      bundle,
      [],
      context({ now: NOW - 13 * 3600_000 }),
    );
    expect(result.verdict.status).toBe('early');
    expect(result.scan).toBeNull();
  });

  it('takes an order reference typed offline as its next ticket not yet in, and an unknown text as unknown', () => {
    const first = checkCodeOffline('WEB-ORDER-1', bundle, [], context());
    expect(first.verdict).toMatchObject({ status: 'valid', ticket: { id: 'T1' } });
    const second = checkCodeOffline('web-order-1', bundle, [first.scan!], context());
    expect(second.verdict).toMatchObject({ status: 'valid', ticket: { id: 'T2' }, leftOnOrder: 0 });
    expect(checkCodeOffline('nothing-like-this', bundle, [], context()).verdict.status).toBe(
      'unknown',
    );
  });

  it('checks in a ticket found by search', () => {
    const [found] = searchOffline(bundle, '14b');
    expect(found?.id).toBe('T3');
    expect(checkTicketOffline(found!, bundle, [], context()).verdict).toMatchObject({
      status: 'valid',
      ticket: { holderName: 'Bayo Ade' },
    });
    expect(searchOffline(bundle, 'ada web-order-1').map((t) => t.id)).toEqual(['T1', 'T2']);
    expect(searchOffline(bundle, '   ')).toEqual([]);
  });
});

describe('the offline queue', () => {
  const queued = (id: string, ticketId: string, listKey = LIST): QueuedScan => ({
    id,
    ticketId,
    listKey,
    gate: 'North',
    direction: 'in',
    entry: 1,
    scannedAt: NOW,
    by: 'Door Staff',
    label: `Ada Obi, Regular (${ticketId})`,
  });

  it('counts the queued check-ins of this list only, after the copy’s own', () => {
    const withOne = {
      ...bundle,
      checkIns: [
        {
          ticketId: 'T3',
          entry: 1,
          direction: 'in' as const,
          at: NOW - 1,
          gate: 'South',
          by: 'Other',
        },
      ],
    };
    expect(
      knownCheckIns(withOne, [queued('a', 'T1'), queued('b', 'X', 'event:other:2026-12-25')]).map(
        (c) => c.ticketId,
      ),
    ).toEqual(['T3', 'T1']);
  });

  it('takes sent scans off the queue and keeps conflicts and refusals to show', () => {
    const queue = [
      queued('a', 'T1'),
      queued('b', 'T2'),
      queued('c', 'T3'),
      queued('d', 'T4'),
      queued('e', 'T5'),
    ];
    const { sentIds, problems } = settle(queue, [
      { id: 'a', outcome: 'recorded' },
      { id: 'b', outcome: 'duplicate' },
      {
        id: 'c',
        outcome: 'conflict',
        verdict: {
          status: 'already',
          ticket: ticket('T3'),
          at: NOW - 5,
          gate: 'South',
          by: 'Other',
        },
      },
      { id: 'd', outcome: 'refused' },
      { id: 'not-queued', outcome: 'recorded' },
    ]);
    expect(sentIds).toEqual(['a', 'b', 'c', 'd']);
    expect(problems.map((p) => [p.id, p.outcome, p.gate])).toEqual([
      ['c', 'conflict', 'North'],
      ['d', 'refused', 'North'],
    ]);
    expect(problems[0]?.verdict).toMatchObject({ status: 'already', gate: 'South' });
  });
});
