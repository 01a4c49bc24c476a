// The place cookie and the room's path segment: damaged or forged values name nothing; the newest rooms are kept.
import { describe, expect, it } from 'vitest';
import { roomIdOfSegment, salePathOfRoom, waitingRoomPath } from './paths';
import { cookieWithPlace, placesOfCookie } from './place-cookie';
import { EVENT_ID, ROOM } from './test-support';

describe('the place cookie', () => {
  it('names one place per room, the last one set', () => {
    const value = cookieWithPlace(cookieWithPlace(undefined, ROOM, 'first'), ROOM, 'second');
    expect([...placesOfCookie(value)]).toEqual([[ROOM, 'second']]);
  });

  it('keeps the eight newest rooms', () => {
    let value: string | undefined;
    for (let n = 0; n < 10; n++) value = cookieWithPlace(value, `room-${n}`, `place${n}`);
    expect([...placesOfCookie(value).keys()]).toEqual([
      'room-2',
      'room-3',
      'room-4',
      'room-5',
      'room-6',
      'room-7',
      'room-8',
      'room-9',
    ]);
  });

  it('ignores entries that are no place id, and a cookie too long to be ours', () => {
    expect([
      ...placesOfCookie(`${encodeURIComponent(ROOM)}=a%20b&shop=${'x'.repeat(40)}&shop2=ok`),
    ]).toEqual([['shop2', 'ok']]);
    expect(placesOfCookie('x'.repeat(5_000)).size).toBe(0);
    expect(placesOfCookie(undefined).size).toBe(0);
  });
});

describe('room paths', () => {
  it('reads a room from its segment, plain or percent-encoded, and nothing else', () => {
    expect(roomIdOfSegment(ROOM)).toBe(ROOM);
    expect(roomIdOfSegment(encodeURIComponent(ROOM))).toBe(ROOM);
    expect(roomIdOfSegment('shop')).toBe('shop');
    expect(roomIdOfSegment('%E0%A4%A')).toBeUndefined();
    expect(roomIdOfSegment('event:..%2F..')).toBeUndefined();
  });

  it('names the waiting page and the sale’s page of a room', () => {
    expect(waitingRoomPath(ROOM)).toBe(`/waiting-room/${ROOM}`);
    expect(salePathOfRoom(ROOM)).toBe(`/events/${EVENT_ID}#tickets`);
    expect(salePathOfRoom('shop')).toBe('/');
  });
});
