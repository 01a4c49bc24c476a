// Replies of the service for cinema, bus and hotel sales, recorded from the real service's demo catalogue.
import { GIDI_HEAT_ID } from './recorded-cinema-replies';

export const FILM_ID = GIDI_HEAT_ID;
export const FILM_REGULAR = '1b40388a-2397-50c9-b0db-8dcf7364d1ab';
export const FILM_VIP = '035b71ce-46bf-59d3-8363-a8f6e6c9de20';

export const screeningTickets = (startsAt = '2026-11-24T11:30:00.000Z') => ({
  success: true,
  status: 200,
  message: 'Ticket categories retrieved successfully.',
  data: {
    tickets: [
      {
        id: FILM_REGULAR,
        title: 'Regular',
        price: 5250,
        slots_remaining: 120,
        free: false,
        price_breakdown: { ticket_price: 5000, convenience_fee: 150, merchant_commission: 100 },
      },
      {
        id: FILM_VIP,
        title: 'VIP Recliner',
        price: 9400,
        slots_remaining: 1,
        free: false,
        price_breakdown: { ticket_price: 9000, convenience_fee: 250, merchant_commission: 150 },
      },
    ],
    experience: { id: FILM_ID, title: 'Gidi Heat' },
    location: { id: 2, name: 'Lagoon Screens Ikeja City Mall', is_headquarters: false },
    screening: {
      cinema_location_id: 2,
      time_id: 1,
      start: '12:30PM',
      end: '2:45PM',
      attendance_date: '2026-11-24',
      starts_at: startsAt,
    },
  },
});

export const cinemaRecord = {
  reference: 'TXN-CINEMA1',
  merchant_reference: 'web-cinema',
  status: 'successful',
  kind: 'cinema',
  amount: 10500,
  experience: {
    id: FILM_ID,
    title: 'Gidi Heat',
    start_date: 'Fri, 20 Nov 2026 00:00:00',
    address: { street: '1 Admiralty Way', town: 'Lekki', city: 'Lagos', country: 'Nigeria' },
  },
  screening: {
    cinema_location_id: 2,
    location_name: 'Lagoon Screens Ikeja City Mall',
    time_id: 1,
    start: '12:30PM',
    end: '2:45PM',
    attendance_date: '2026-11-24',
  },
  items: [{ code: 'TKT-7KQ2M9XH4P3A', type: 'ticket', title: 'Regular', price: 5250 }],
};

export const SCHEDULE_ID = 35;

export const timedSchedule = (
  states: Record<number, 'available' | 'held' | 'sold'> = {},
  bookable = true,
) => ({
  success: true,
  status: 200,
  message: 'Schedule retrieved',
  data: {
    schedule: {
      id: SCHEDULE_ID,
      schedule_type: 'timed',
      route_id: 1,
      bus_id: 1,
      departure: '2026-11-24 06:00',
      departure_at: '2026-11-24T06:00:00+01:00',
      departure_date: '2026-11-24',
      bus: { id: 1, name: 'Toyota HiAce (14 seats)', plate_number: 'LSD-482-XA', capacity: 14 },
      seats_available: 12,
      bookable,
      price: 28700,
      price_breakdown: { ticket_price: 28000, convenience_fee: 400, merchant_commission: 300 },
    },
    route: {
      id: 1,
      origin: { city: 'Lagos', terminal: 'Jibowu Terminal' },
      destination: { city: 'Abuja', terminal: 'Utako Park' },
      duration_minutes: 600,
      distance_km: 760,
      operator: {
        id: '7a1c0d6e-3b2f-4c8a-9e51-0f6b2d4a8c11',
        name: 'Crosslink Motors',
        slug: 'crosslink-motors',
        photo: null,
      },
    },
    seat_map: {
      rows: 5,
      columns: 3,
      aisle_after: 1,
      seats: [1, 2, 3, 4].map((id) => ({
        id,
        seat_number: String(id),
        row: Math.ceil(id / 2),
        column: id,
        state: states[id] ?? 'available',
      })),
    },
  },
});

export const busRecord = {
  reference: 'TXN-BUS1',
  merchant_reference: 'web-bus',
  kind: 'bus',
  trip: {
    schedule_id: SCHEDULE_ID,
    schedule_type: 'timed',
    departure: '2026-11-24 06:00',
    departure_at: '2026-11-24T06:00:00+01:00',
    departure_date: '2026-11-24',
    route: {
      id: 1,
      origin: { city: 'Lagos', terminal: 'Jibowu Terminal' },
      destination: { city: 'Abuja', terminal: 'Utako Park' },
      duration_minutes: 600,
    },
    operator: { id: '7a1c0d6e-3b2f-4c8a-9e51-0f6b2d4a8c11', name: 'Crosslink Motors' },
    bus: { id: 1, name: 'Toyota HiAce (14 seats)', plate_number: 'LSD-482-XA' },
    seats: ['1', '2'],
  },
  items: [
    {
      code: 'SEAT-AAAA',
      type: 'seat',
      title: 'Lagos → Abuja, seat 1',
      price: 28700,
      seat_number: '1',
    },
  ],
};

export const HOTEL_ID = 1;
export const ROOM_ID = 1;

export const hotelRooms = (roomsAvailable = 20) => ({
  success: true,
  status: 200,
  message: 'Rooms retrieved',
  data: {
    hotel: {
      id: HOTEL_ID,
      name: 'Lagoon Crest Victoria Island',
      kind: 'hotel',
      city: 'Lagos',
      address: '14 Ozumba Mbadiwe Avenue, Victoria Island',
      location: '14 Ozumba Mbadiwe Avenue, Victoria Island, Lagos',
      description:
        'Waterfront hotel on the Five Cowrie Creek with a rooftop pool and lagoon views.',
      star_rating: 5,
      images: [],
      business: {
        id: '5c2e8b14-9d7a-4f3e-8b6c-1a2d3e4f5a21',
        name: 'Lagoon Crest Hotels',
        photo: null,
        slug: 'lagoon-crest-hotels',
        type: 'hospitality',
      },
      price_from: 85000,
    },
    checkin_date: '2026-11-24',
    checkout_date: '2026-11-27',
    number_of_nights: 3,
    rooms: [
      {
        id: ROOM_ID,
        room_name: 'Standard Room',
        description: 'Standard Room at Lagoon Crest Victoria Island, sleeps 2.',
        price: 85000,
        max_occupancy: 2,
        total_rooms: 20,
        rooms_available: roomsAvailable,
        is_available: roomsAvailable > 0,
        amenities: ['Free Wi-Fi'],
        total_price: 255000,
      },
    ],
  },
});

export const hotelRecord = {
  reference: 'TXN-HOTEL1',
  merchant_reference: 'web-hotel',
  kind: 'hotel',
  stay: {
    booking_number: 'BK-7KQ2M9XH4P',
    hotel: {
      id: HOTEL_ID,
      name: 'Lagoon Crest Victoria Island',
      location: '14 Ozumba Mbadiwe Avenue, Victoria Island, Lagos',
    },
    room: { id: ROOM_ID, room_name: 'Standard Room', number_of_rooms: 2, room_number: 2 },
    checkin_date: '2026-11-24',
    checkout_date: '2026-11-27',
    number_of_nights: 3,
    number_of_guests: 3,
    number_of_rooms: 2,
    price_per_night: 85000,
  },
};

export const RANDOM_SCHEDULE_ID = 38;

/** The flexible (random) schedule of the same route and day: no departure time, no seat map. */
export const randomSchedule = (seatsAvailable = 14, bookable = true) => {
  const timed = timedSchedule().data;
  return {
    success: true,
    status: 200,
    message: 'Schedule retrieved',
    data: {
      schedule: {
        ...timed.schedule,
        id: RANDOM_SCHEDULE_ID,
        schedule_type: 'random',
        bus_id: 3,
        departure: null,
        departure_at: null,
        bus: { id: 3, name: 'Toyota HiAce (14 seats)', plate_number: 'ABC-205-KJ', capacity: 14 },
        seats_available: seatsAvailable,
        bookable,
        price: 25830,
        price_breakdown: { ticket_price: 25200, convenience_fee: 360, merchant_commission: 270 },
      },
      route: timed.route,
      seat_map: null,
    },
  };
};

/** The routes list filtered to Lagos → Abuja. */
export const routeList = () => ({
  success: true,
  status: 200,
  message: 'Routes',
  data: { routes: [timedSchedule().data.route], next_page: null, count: 1, per_page: 20 },
});

/** A route's schedules on a day, from schedule replies above. */
export const routeSchedules = (date: string, schedules: Array<{ data: { schedule: object } }>) => ({
  success: true,
  status: 200,
  message: 'Schedules',
  data: {
    route: timedSchedule().data.route,
    date,
    schedules: schedules.map((s) => s.data.schedule),
  },
});

/** One hotel of the listing, as the demo catalogue's first one, with fields to vary. */
export const hotel = (fields: Record<string, unknown> = {}) => ({
  id: HOTEL_ID,
  name: 'Lagoon Crest Victoria Island',
  kind: 'hotel',
  city: 'Lagos',
  address: '14 Ozumba Mbadiwe Avenue, Victoria Island',
  location: '14 Ozumba Mbadiwe Avenue, Victoria Island, Lagos',
  description: 'Waterfront hotel.',
  star_rating: 5,
  images: [{ image: 'http://127.0.0.1:4000/media/hotel/1.svg' }],
  business: {
    id: '5c2e8b14-9d7a-4f3e-8b6c-1a2d3e4f5a21',
    name: 'Lagoon Crest Hotels',
    photo: null,
    slug: 'lagoon-crest',
    type: 'hospitality',
  },
  price_from: 85000,
  ...fields,
});

export const hotelList = (hotels: object[], nextPage: number | null = null) => ({
  success: true,
  status: 200,
  message: 'Hotels retrieved',
  data: { hotels, next_page: nextPage, count: hotels.length, per_page: 20 },
});
