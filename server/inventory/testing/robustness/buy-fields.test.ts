// Fields of the wrong type, size or content in the experience, bus and hotel buy bodies (400 or
// 422 by the spec's tables, or the 404 of the unknown reservation), and text the database must
// keep intact.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SEED_ROOM_IDS } from '../../seed/hotels-data';
import { insertFixtures } from '../fixtures';
import { setUpTestService } from '../per-file';
import {
  arabicDigits,
  expectFieldCase,
  huge,
  integerCases,
  long,
  loneSurrogate,
  NUL,
  REMOVE,
  unicode,
  validBodies,
  type FieldCase,
} from './sweep';

const service = setUpTestService();
const validBody = validBodies(service);

const cases: FieldCase[] = [
  ...integerCases('experienceBuy', 'tickets.0.count', 400),
  ...integerCases('hotelBuy', 'room_id', 422, true),
  ...integerCases('hotelBuy', 'number_of_guests', 422),
  ...integerCases('hotelBook', 'number_of_rooms', 422),
  // experience buy
  ['reservation_ids a string', 'experienceBuy', 'reservation_ids', randomUUID(), 400],
  ['reservation_ids of nulls', 'experienceBuy', 'reservation_ids', [null], 400],
  ['reservation_ids empty', 'experienceBuy', 'reservation_ids', [], 400],
  [
    'reservation_ids of 51',
    'experienceBuy',
    'reservation_ids',
    Array.from({ length: 51 }, () => randomUUID()),
    400,
  ],
  ['experience_id a number', 'experienceBuy', 'experience_id', 7, 400],
  ['experience_id unicode', 'experienceBuy', 'experience_id', unicode, 400],
  ['experience_id unknown', 'experienceBuy', 'experience_id', randomUUID(), 400],
  ['ticket id with NUL', 'experienceBuy', 'tickets.0.id', NUL, 400],
  ['name missing', 'experienceBuy', 'customer_info.name', REMOVE, 400],
  ['name very long', 'experienceBuy', 'customer_info.name', long, 400],
  ['name a number', 'experienceBuy', 'customer_info.name', 5, 400],
  ['dob not a date', 'experienceBuy', 'customer_info.dob', '1990-02-30', 400],
  ['dob a number', 'experienceBuy', 'customer_info.dob', 19900101, 400],
  ['username very long', 'experienceBuy', 'customer_info.username', long, 400],
  ['merchant_reference a number', 'experienceBuy', 'merchant_reference', 12345, 400],
  ['merchant_reference very long', 'experienceBuy', 'merchant_reference', long, 400],
  ['merchant_reference empty', 'experienceBuy', 'merchant_reference', '', 400],
  ['merchant_reference with NUL', 'experienceBuy', 'merchant_reference', NUL, 400],
  ['time_id huge', 'experienceBuy', 'time_id', huge, 400],
  // Valid after all: the unknown reservation is the answer.
  ['a unicode name and reference', 'experienceBuy', 'customer_info.name', unicode, 404],
  ['a unicode reference', 'experienceBuy', 'merchant_reference', `ref ${unicode}`, 404],
  ['a null merchant_reference', 'experienceBuy', 'merchant_reference', null, 404],
  ['a reference with a lone surrogate', 'experienceBuy', 'merchant_reference', loneSurrogate, 404],
  ['a name with NUL', 'experienceBuy', 'customer_info.name', NUL, 404],

  // bus buy
  ['reservation_ids an object', 'busBuy', 'reservation_ids', { 0: randomUUID() }, 400],
  ['reservation_ids of numbers', 'busBuy', 'reservation_ids', [1, 2], 400],
  ['customer_info missing', 'busBuy', 'customer_info', REMOVE, 400],
  ['phone as a number', 'busBuy', 'customer_info.phone_number', 8031234567, 400],
  ['merchant_reference with NUL', 'busBuy', 'merchant_reference', NUL, 400],
  ['merchant_reference very long', 'busBuy', 'merchant_reference', long, 400],
  ['a unicode reference', 'busBuy', 'merchant_reference', unicode, 404],

  // hotel buy (and its alias): 400 for the contact alone, 422 for the rest
  ['room_id as digits', 'hotelBuy', 'room_id', String(SEED_ROOM_IDS.standardVictoriaIsland), 404],
  ['room_id unicode', 'hotelBuy', 'room_id', unicode, 422],
  ['room_id unknown', 'hotelBuy', 'room_id', 999_999, 422],
  ['checkin_date a number', 'hotelBuy', 'checkin_date', 20301121, 422],
  ['checkin_date unicode', 'hotelBuy', 'checkin_date', '２０３０-１１-２１', 422],
  ['checkin_date in the past', 'hotelBuy', 'checkin_date', '2000-01-01', 422],
  ['checkout_date before check-in', 'hotelBuy', 'checkout_date', '2000-01-02', 422],
  ['merchant_reference with NUL', 'hotelBuy', 'merchant_reference', NUL, 422],
  ['merchant_reference very long', 'hotelBuy', 'merchant_reference', long, 422],
  ['customer_info missing', 'hotelBuy', 'customer_info', REMOVE, 400],
  ['customer_info a string', 'hotelBuy', 'customer_info', 'Ada', 400],
  ['email missing', 'hotelBuy', 'customer_info.email', REMOVE, 400],
  ['email very long', 'hotelBuy', 'customer_info.email', `${long}@example.com`, 400],
  ['phone local, not international', 'hotelBuy', 'customer_info.phone_number', '08031234567', 400],
  ['phone a number', 'hotelBuy', 'customer_info.phone_number', 2348031234567, 400],
  ['phone with NUL', 'hotelBuy', 'customer_info.phone_number', `+234803\u00001234567`, 400],
  ['phone very long', 'hotelBuy', 'customer_info.phone_number', `+${'1'.repeat(10_000)}`, 400],
  ['name very long', 'hotelBuy', 'customer_info.name', long, 422],
  ['a unicode name', 'hotelBook', 'customer_info.name', unicode, 404],
  ['merchant_reference with NUL', 'hotelBook', 'merchant_reference', NUL, 422],
  [
    'phone in Arabic-Indic digits',
    'hotelBook',
    'customer_info.phone_number',
    `+${arabicDigits}`,
    400,
  ],
];

describe('fields of the wrong type, size or content', () => {
  it.each(cases)('%s (%s)', async (...fieldCase) => {
    await expectFieldCase(service, validBody, fieldCase);
  });
});

describe('text the database must keep intact', () => {
  it('buys with a name of any unicode, NUL included, and shows it back unchanged', async () => {
    const fx = await insertFixtures(service.deps.database.db, service.clock.now());
    const customer = { email: 'unicode.buyer@example.com', phone_number: '08012345678' };
    const held = await service.request('POST', '/api/v1/svc/validate', {
      body: {
        tickets: [{ ticket_type: 'entertainment', resource_id: fx.regular.free.id, quantity: 1 }],
        customer_info: customer,
      },
    });
    expect(held.status).toBe(201);
    const name = `${unicode} ${NUL} ${loneSurrogate}`;
    const reference = `unicode ${unicode}`;
    const bought = await service.request('POST', '/api/v1/svc/experience/buy/tickets', {
      body: {
        reservation_ids: [held.body.data.reservations[0].reservation_id],
        tickets: [{ id: fx.regular.free.id, count: 1 }],
        experience_id: fx.regular.experienceId,
        customer_info: { ...customer, name, username: NUL },
        merchant_reference: reference,
      },
    });
    expect(bought.status, JSON.stringify(bought.body)).toBe(201);
    const record = await service.request(
      'GET',
      `/api/v1/svc/transaction?merchant_reference=${encodeURIComponent(reference)}`,
    );
    expect(record.status).toBe(200);
    // The customer is kept as JSON text, whose escapes carry NUL and a lone surrogate as well.
    expect(record.body.data.customer).toMatchObject({ name, username: NUL });
  });
});
