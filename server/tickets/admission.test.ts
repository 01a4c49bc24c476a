// Tests of what an order's items admit to, per kind: the list, its title and start, and the window a door takes the
// ticket in, all on the Lagos clock (UTC+1), whatever the machine's zone.
import { describe, expect, it } from 'vitest';
import { admissionsOf, type AdmissionRecord } from './admission';

const options = { hotelCheckinFrom: '14:00' };
const at = (iso: string) => Date.parse(iso);

const base = {
  reference: 'TX-1',
  merchant_reference: 'web-AAAAAAAAAAAAAAAAAAAAAA',
  status: 'successful',
  customer: { name: 'Ada Obi', email: 'ada@example.com', phone_number: '08031234567' },
};

const item = (code: string, extra: Record<string, unknown> = {}) => ({
  code,
  type: 'ticket',
  title: 'VIP',
  price: 10500,
  ...extra,
});

function record(fields: Record<string, unknown>): AdmissionRecord {
  return { ...base, ...fields } as AdmissionRecord;
}

describe('admissionsOf', () => {
  it('an event: its list is the day it starts in Lagos, valid from that midnight to 06:00 after its last day', () => {
    const admissions = admissionsOf(
      record({
        kind: 'entertainment',
        experience: {
          id: 'E1',
          title: 'Lagos Jazz Night',
          start_date: 'Sat, 05 Dec 2026 00:30:00',
          end_date: 'Sun, 06 Dec 2026 02:00:00',
        },
        items: [item('TKT-1'), item('TKT-2', { title: 'Regular' })],
      }),
      options,
    );
    // 00:30 in Lagos is still 4 December in UTC: the list is Lagos's 5 December.
    expect(admissions).toEqual([
      {
        position: 0,
        kind: 'event',
        serviceCode: 'TKT-1',
        listKey: 'event:E1:2026-12-05',
        listTitle: 'Lagos Jazz Night, Sat, 5 Dec 2026',
        startsAt: at('2026-12-04T23:30:00Z'),
        validFrom: at('2026-12-04T23:00:00Z'),
        validUntil: at('2026-12-07T05:00:00Z'),
        ticketType: 'VIP',
        seat: null,
        room: null,
        nights: null,
      },
      expect.objectContaining({
        position: 1,
        serviceCode: 'TKT-2',
        ticketType: 'Regular',
        listKey: 'event:E1:2026-12-05',
      }),
    ]);
  });

  it('a screening: its film, cinema and Lagos showtime, valid from 2 hours before to 30 minutes after it ends', () => {
    const screening = {
      cinema_location_id: '3',
      location_name: 'Ikeja City Mall',
      time_id: '7',
      start: '8:30PM',
      end: '11:15PM',
      attendance_date: '2026-12-05',
    };
    const [admission] = admissionsOf(
      record({
        kind: 'cinema',
        experience: { id: 'F1', title: 'Anikulapo' },
        screening,
        items: [item('TKT-9')],
      }),
      options,
    );
    expect(admission).toMatchObject({
      kind: 'cinema',
      listKey: 'cinema:F1:3:2026-12-05T20:30',
      listTitle: 'Anikulapo, Ikeja City Mall, Sat, 5 Dec 2026, 8:30 pm',
      startsAt: at('2026-12-05T19:30:00Z'),
      validFrom: at('2026-12-05T17:30:00Z'),
      validUntil: at('2026-12-05T22:45:00Z'),
    });
    // A late screening ends after midnight, the next day; one with no end is taken for 4 hours.
    const late = { ...screening, start: '10:45PM', end: '1:10AM' };
    expect(
      admissionsOf(
        record({ kind: 'cinema', experience: { id: 'F1' }, screening: late, items: [item('A')] }),
        options,
      )[0]?.validUntil,
    ).toBe(at('2026-12-06T00:40:00Z'));
    const open = { ...screening, end: null };
    expect(
      admissionsOf(
        record({ kind: 'cinema', experience: { id: 'F1' }, screening: open, items: [item('A')] }),
        options,
      )[0]?.validUntil,
    ).toBe(at('2026-12-05T23:30:00Z'));
  });

  it('a timed departure: one list per schedule and day, each seat its own, from 4 hours before it leaves to 1 hour after', () => {
    const trip = {
      schedule_id: 'S9',
      schedule_type: 'timed',
      departure_at: '2026-12-05T07:30:00+01:00',
      departure_date: '2026-12-05',
      route: {
        origin: { city: 'Lagos', terminal: 'Jibowu' },
        destination: { city: 'Abuja', terminal: 'Utako' },
      },
      seats: ['3A', '3B'],
    };
    const admissions = admissionsOf(
      record({
        kind: 'bus',
        trip,
        items: [
          item('SEAT-1', { type: 'seat', seat_number: '3A' }),
          item('SEAT-2', { type: 'seat', seat_number: '3B' }),
        ],
      }),
      options,
    );
    expect(admissions.map((a) => [a.listKey, a.seat, a.ticketType])).toEqual([
      ['bus:S9:2026-12-05', '3A', 'Seat'],
      ['bus:S9:2026-12-05', '3B', 'Seat'],
    ]);
    expect(admissions[0]).toMatchObject({
      kind: 'bus',
      listTitle: 'Lagos → Abuja, Sat, 5 Dec 2026, 7:30 am',
      startsAt: at('2026-12-05T06:30:00Z'),
      validFrom: at('2026-12-05T02:30:00Z'),
      validUntil: at('2026-12-05T07:30:00Z'),
    });
  });

  it('a flexible trip: valid all of its Lagos day, seats given at boarding', () => {
    const trip = {
      schedule_id: 'S4',
      schedule_type: 'random',
      departure_at: null,
      departure_date: '2026-12-05',
      route: { origin: { city: 'Lagos' }, destination: { city: 'Ibadan' } },
    };
    const [admission] = admissionsOf(
      record({ kind: 'bus', trip, items: [item('SEAT-1', { type: 'seat', seat_number: null })] }),
      options,
    );
    expect(admission).toMatchObject({
      listKey: 'bus:S4:2026-12-05',
      listTitle: 'Lagos → Ibadan, Sat, 5 Dec 2026',
      startsAt: null,
      seat: null,
      validFrom: at('2026-12-04T23:00:00Z'),
      validUntil: at('2026-12-05T23:00:00Z'),
    });
  });

  it('a hotel stay: the hotel’s arrivals on the check-in date, one per room, valid from the check-in date to the end of the check-out date', () => {
    const stay = {
      booking_number: 'BK-123',
      hotel: { id: 'H2', name: 'Eko Hotel', location: 'Victoria Island, Lagos' },
      room: { id: 'R1', room_name: 'Deluxe King', number_of_rooms: 2 },
      checkin_date: '2026-12-05',
      checkout_date: '2026-12-08',
      number_of_nights: 3,
      number_of_rooms: 2,
    };
    const admissions = admissionsOf(
      record({
        kind: 'hotel',
        stay,
        items: [item('ROOM-1', { type: 'room' }), item('ROOM-2', { type: 'room' })],
      }),
      options,
    );
    expect(admissions).toHaveLength(2);
    expect(admissions[1]).toEqual({
      position: 1,
      kind: 'hotel',
      serviceCode: 'ROOM-2',
      listKey: 'hotel:H2:2026-12-05',
      listTitle: 'Eko Hotel arrivals, Sat, 5 Dec 2026',
      startsAt: at('2026-12-05T13:00:00Z'),
      validFrom: at('2026-12-04T23:00:00Z'),
      validUntil: at('2026-12-08T23:00:00Z'),
      ticketType: 'Deluxe King',
      seat: null,
      room: 'Deluxe King',
      nights: 3,
    });
  });

  it('admits nothing when the record does not say to what (no id or no date): such orders check in by reference', () => {
    expect(
      admissionsOf(
        record({
          kind: 'entertainment',
          experience: { title: 'No id', start_date: 'Sat, 05 Dec 2026 19:00:00' },
          items: [item('A')],
        }),
        options,
      ),
    ).toEqual([]);
    expect(
      admissionsOf(
        record({
          kind: 'entertainment',
          experience: { id: 'E1', start_date: null },
          items: [item('A')],
        }),
        options,
      ),
    ).toEqual([]);
    expect(
      admissionsOf(
        record({
          kind: 'hotel',
          stay: { hotel: { id: 'H2' }, checkin_date: '2026-02-30', checkout_date: '2026-03-02' },
          items: [item('A')],
        }),
        options,
      ),
    ).toEqual([]);
    expect(
      admissionsOf(
        record({ kind: 'bus', trip: { departure_date: '2026-12-05' }, items: [item('A')] }),
        options,
      ),
    ).toEqual([]);
  });
});
