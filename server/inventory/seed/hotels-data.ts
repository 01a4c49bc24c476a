// The demo hotel catalogue's data: hotel businesses, their hotels and apartments, and room types.

export const HOTEL_BUSINESSES = {
  lagoonCrest: '5c2e8b14-9d7a-4f3e-8b6c-1a2d3e4f5a21',
  harmattan: '5c2e8b14-9d7a-4f3e-8b6c-1a2d3e4f5a22',
  zumaGrand: '5c2e8b14-9d7a-4f3e-8b6c-1a2d3e4f5a23',
  gardenCity: '5c2e8b14-9d7a-4f3e-8b6c-1a2d3e4f5a24',
} as const;

/** Hotel ids on a freshly seeded database (hotels are inserted in this order). */
export const SEED_HOTEL_IDS = {
  lagoonCrestVictoriaIsland: 1,
  lagoonCrestIkeja: 2,
  harmattanWuse: 3,
  harmattanLekki: 4,
  zumaGrandAbuja: 5,
  gardenCityPortHarcourt: 6,
} as const;

/** Room ids on a freshly seeded database, for tests and the storefront's end-to-end run. */
export const SEED_ROOM_IDS = {
  /** Lagoon Crest Victoria Island, ₦85,000 a night, sleeps 2, 20 rooms */
  standardVictoriaIsland: 1,
  /** Lagoon Crest Victoria Island, ₦650,000 a night, sleeps 4, a single room */
  presidentialSuite: 4,
  /** Harmattan Lekki, ₦280,000 a night, sleeps 6, a single apartment */
  lekkiPenthouse: 11,
} as const;

export interface RoomSpec {
  name: string;
  /** Naira per night */
  price: number;
  sleeps: number;
  rooms: number;
  amenities: string[];
}

export interface HotelSpec {
  business: string;
  name: string;
  kind: 'hotel' | 'apartment';
  city: string;
  address: string;
  description: string;
  stars: number | null;
  rooms: RoomSpec[];
}

const WIFI = 'Free Wi-Fi';
const AC = 'Air conditioning';
const BREAKFAST = 'Breakfast included';
const KITCHEN = 'Fully equipped kitchen';
const POWER = '24-hour power';

// In SEED_HOTEL_IDS order; rooms in SEED_ROOM_IDS order.
export const HOTELS: HotelSpec[] = [
  {
    business: HOTEL_BUSINESSES.lagoonCrest,
    name: 'Lagoon Crest Victoria Island',
    kind: 'hotel',
    city: 'Lagos',
    address: '14 Ozumba Mbadiwe Avenue, Victoria Island',
    description: 'Waterfront hotel on the Five Cowrie Creek with a rooftop pool and lagoon views.',
    stars: 5,
    rooms: [
      {
        name: 'Standard Room',
        price: 85_000,
        sleeps: 2,
        rooms: 20,
        amenities: [WIFI, AC, BREAKFAST],
      },
      {
        name: 'Deluxe King',
        price: 120_000,
        sleeps: 2,
        rooms: 12,
        amenities: [WIFI, AC, BREAKFAST, 'Lagoon view'],
      },
      {
        name: 'Executive Suite',
        price: 210_000,
        sleeps: 3,
        rooms: 4,
        amenities: [WIFI, AC, BREAKFAST, 'Lounge access'],
      },
      {
        name: 'Presidential Suite',
        price: 650_000,
        sleeps: 4,
        rooms: 1,
        amenities: [WIFI, AC, BREAKFAST, 'Butler service'],
      },
    ],
  },
  {
    business: HOTEL_BUSINESSES.lagoonCrest,
    name: 'Lagoon Crest Ikeja',
    kind: 'hotel',
    city: 'Lagos',
    address: '22 Obafemi Awolowo Way, Ikeja GRA',
    description:
      'Business hotel ten minutes from Murtala Muhammed Airport, with an airport shuttle.',
    stars: 4,
    rooms: [
      { name: 'Classic Room', price: 55_000, sleeps: 2, rooms: 15, amenities: [WIFI, AC] },
      {
        name: 'Business Double',
        price: 72_000,
        sleeps: 2,
        rooms: 8,
        amenities: [WIFI, AC, BREAKFAST, 'Work desk'],
      },
      { name: 'Family Room', price: 95_000, sleeps: 4, rooms: 3, amenities: [WIFI, AC, BREAKFAST] },
    ],
  },
  {
    business: HOTEL_BUSINESSES.harmattan,
    name: 'Harmattan Apartments Wuse II',
    kind: 'apartment',
    city: 'Abuja',
    address: '7 Aminu Kano Crescent, Wuse II',
    description: 'Serviced apartments in the heart of Wuse II, steps from shops and restaurants.',
    stars: null,
    rooms: [
      {
        name: 'Studio Apartment',
        price: 65_000,
        sleeps: 2,
        rooms: 6,
        amenities: [WIFI, AC, KITCHEN, POWER],
      },
      {
        name: 'Two-Bedroom Apartment',
        price: 140_000,
        sleeps: 4,
        rooms: 3,
        amenities: [WIFI, AC, KITCHEN, POWER],
      },
    ],
  },
  {
    business: HOTEL_BUSINESSES.harmattan,
    name: 'Harmattan Suites Lekki',
    kind: 'apartment',
    city: 'Lagos',
    address: '3 Admiralty Way, Lekki Phase 1',
    description: 'Quiet apartments near Lekki Conservation Centre, with a pool and a gym.',
    stars: null,
    rooms: [
      {
        name: 'One-Bedroom Apartment',
        price: 90_000,
        sleeps: 2,
        rooms: 5,
        amenities: [WIFI, AC, KITCHEN, POWER],
      },
      {
        name: 'Three-Bedroom Penthouse',
        price: 280_000,
        sleeps: 6,
        rooms: 1,
        amenities: [WIFI, AC, KITCHEN, POWER, 'Private terrace'],
      },
    ],
  },
  {
    business: HOTEL_BUSINESSES.zumaGrand,
    name: 'Zuma Grand Abuja',
    kind: 'hotel',
    city: 'Abuja',
    address: '1 Shehu Shagari Way, Maitama',
    description: 'Landmark hotel facing Aso Rock, with conference halls and a spa.',
    stars: 5,
    rooms: [
      {
        name: 'Superior Room',
        price: 98_000,
        sleeps: 2,
        rooms: 25,
        amenities: [WIFI, AC, BREAKFAST],
      },
      {
        name: 'Junior Suite',
        price: 165_000,
        sleeps: 3,
        rooms: 6,
        amenities: [WIFI, AC, BREAKFAST, 'Spa access'],
      },
      {
        name: 'Royal Suite',
        price: 480_000,
        sleeps: 4,
        rooms: 2,
        amenities: [WIFI, AC, BREAKFAST, 'Butler service'],
      },
    ],
  },
  {
    business: HOTEL_BUSINESSES.gardenCity,
    name: 'Garden City Residence',
    kind: 'hotel',
    city: 'Port Harcourt',
    address: '9 Tombia Street, GRA Phase 2',
    description: 'Boutique hotel in the leafy GRA, close to the Port Harcourt Pleasure Park.',
    stars: 4,
    rooms: [
      { name: 'Standard Room', price: 48_000, sleeps: 2, rooms: 10, amenities: [WIFI, AC] },
      { name: 'Deluxe Twin', price: 62_000, sleeps: 3, rooms: 6, amenities: [WIFI, AC, BREAKFAST] },
    ],
  },
];

export const BUSINESSES = [
  {
    id: HOTEL_BUSINESSES.lagoonCrest,
    name: 'Lagoon Crest Hotels',
    slug: 'lagoon-crest-hotels',
  },
  {
    id: HOTEL_BUSINESSES.harmattan,
    name: 'Harmattan Suites & Apartments',
    slug: 'harmattan-suites',
  },
  { id: HOTEL_BUSINESSES.zumaGrand, name: 'Zuma Grand Hotels', slug: 'zuma-grand-hotels' },
  {
    id: HOTEL_BUSINESSES.gardenCity,
    name: 'Garden City Residences',
    slug: 'garden-city-residences',
  },
];
