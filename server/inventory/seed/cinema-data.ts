// The demo cinema films as data: together they cover the four showtime layouts (shared_times ×
// per_day_times) and the three `showing` kinds. Dates are offsets from the day of seeding.

export interface CinemaLocationSeed {
  key: string;
  name: string;
  street: string;
  town: string;
  city: string;
  headquarters?: boolean;
}

/** `HH:MM` 24 h start and end of a showtime. */
export type Showtime = [start: string, end: string];

export interface CinemaTicketSeed {
  title: string;
  price: number;
  /** seats per screening */
  capacity: number;
  /** location key; absent: offered at every location */
  location?: string;
}

export interface CinemaSeed {
  key: string;
  title: string;
  business: string;
  description: string;
  showing: 'daily' | 'weekly' | 'monthly';
  sharedTimes: boolean;
  sharedTickets: boolean;
  perDayTimes: boolean;
  /** the run: first and last day, as offsets from the day of seeding */
  runFrom: number;
  runTo: number;
  /** daily showing: the offsets of the days it plays (become `specific_dates`) */
  dayOffsets?: number[];
  locations: CinemaLocationSeed[];
  /**
   * Showtimes keyed by location key (or `*` when shared), then by day: `*` for every day, a weekday
   * `1`..`7` (weekly), a day of month `1`..`31` (monthly) or `+N` = N days after seeding (daily).
   */
  times: Record<string, Record<string, Showtime[]>>;
  tickets: CinemaTicketSeed[];
  featured?: boolean;
  listedHoursAgo: number;
}

const LAGOON_LOCATIONS: CinemaLocationSeed[] = [
  {
    key: 'lekki',
    name: 'Lagoon Screens Lekki',
    street: 'Admiralty Way',
    town: 'Lekki Phase 1',
    city: 'Lagos',
    headquarters: true,
  },
  {
    key: 'ikeja',
    name: 'Lagoon Screens Ikeja City Mall',
    street: 'Obafemi Awolowo Way',
    town: 'Alausa, Ikeja',
    city: 'Lagos',
  },
  {
    key: 'surulere',
    name: 'Lagoon Screens Surulere',
    street: 'Adeniran Ogunsanya Street',
    town: 'Surulere',
    city: 'Lagos',
  },
];

export const CINEMAS: CinemaSeed[] = [
  {
    // shared_times true, per_day_times false; daily with specific dates; three locations.
    key: 'gidi-heat',
    title: 'Gidi Heat',
    business: 'lagoon-screens',
    description:
      'A Lagos detective chases a fuel-smuggling ring from Apapa to Epe in the action hit of the season. 2h 15m, rated 15.',
    showing: 'daily',
    sharedTimes: true,
    sharedTickets: true,
    perDayTimes: false,
    runFrom: -3,
    runTo: 30,
    dayOffsets: [0, 1, 2, 3, 5, 7, 10, 14, 21, 28],
    locations: LAGOON_LOCATIONS,
    times: {
      '*': {
        '*': [
          ['12:30', '14:45'],
          ['16:00', '18:15'],
          ['19:30', '21:45'],
        ],
      },
    },
    tickets: [
      { title: 'Regular', price: 5_000, capacity: 120 },
      { title: 'VIP Recliner', price: 9_000, capacity: 24 },
      { title: 'Kids (under 12)', price: 3_000, capacity: 40 },
    ],
    featured: true,
    listedHoursAgo: 24 * 10,
  },
  {
    // shared_times true, per_day_times true; weekly; tickets per location.
    key: 'lagos-wedding-planner',
    title: 'The Lagos Wedding Planner',
    business: 'naija-reels',
    description:
      'A wedding planner juggles three rival families and one runaway groom in a romantic comedy. 1h 58m, rated PG.',
    showing: 'weekly',
    sharedTimes: true,
    sharedTickets: false,
    perDayTimes: true,
    runFrom: -10,
    runTo: 60,
    locations: [
      {
        key: 'vi',
        name: 'Naija Reels Victoria Island',
        street: 'Ozumba Mbadiwe Avenue',
        town: 'Victoria Island',
        city: 'Lagos',
        headquarters: true,
      },
      {
        key: 'yaba',
        name: 'Naija Reels Yaba',
        street: 'Herbert Macaulay Way',
        town: 'Yaba',
        city: 'Lagos',
      },
    ],
    times: {
      '*': {
        '1': [['18:00', '20:00']],
        '3': [
          ['18:00', '20:00'],
          ['20:30', '22:30'],
        ],
        '5': [
          ['17:00', '19:00'],
          ['20:00', '22:00'],
          ['22:30', '00:30'],
        ],
        '6': [
          ['13:00', '15:00'],
          ['16:00', '18:00'],
          ['19:00', '21:00'],
        ],
        '7': [
          ['14:00', '16:00'],
          ['17:30', '19:30'],
        ],
      },
    },
    tickets: [
      { title: 'Standard', price: 6_000, capacity: 100, location: 'vi' },
      { title: 'Premium', price: 10_000, capacity: 30, location: 'vi' },
      { title: 'Standard', price: 4_500, capacity: 80, location: 'yaba' },
    ],
    listedHoursAgo: 24 * 20,
  },
  {
    // shared_times false, per_day_times false; weekly (every day of the run); own times per location.
    key: 'okrika-tides',
    title: 'Okrika Tides',
    business: 'garden-city-cineplex',
    description:
      "Two fishermen's daughters fight to save their island from an oil spill in this Rivers State drama. 2h 05m, rated 12.",
    showing: 'weekly',
    sharedTimes: false,
    sharedTickets: true,
    perDayTimes: false,
    runFrom: -7,
    runTo: 45,
    locations: [
      {
        key: 'gra',
        name: 'Garden City Cineplex GRA',
        street: 'Tombia Street',
        town: 'GRA Phase 2',
        city: 'Port Harcourt',
        headquarters: true,
      },
      {
        key: 'trans-amadi',
        name: 'Garden City Cineplex Trans-Amadi',
        street: 'Trans-Amadi Road',
        town: 'Trans-Amadi',
        city: 'Port Harcourt',
      },
    ],
    times: {
      gra: {
        '*': [
          ['15:00', '17:05'],
          ['18:30', '20:35'],
          ['21:00', '23:05'],
        ],
      },
      'trans-amadi': {
        '*': [
          ['17:00', '19:05'],
          ['20:00', '22:05'],
        ],
      },
    },
    tickets: [
      { title: 'Regular', price: 4_000, capacity: 150 },
      { title: 'Couple Seat', price: 7_500, capacity: 10 },
    ],
    featured: true,
    listedHoursAgo: 24 * 30,
  },
  {
    // shared_times false, per_day_times true; monthly (days of month per location).
    key: 'nollywood-classics',
    title: 'Nollywood Classics Night: Living in Bondage',
    business: 'capital-cinemaworld',
    description:
      'A restored screening of the film that started Nollywood, with a talk-back from the crew. Monthly at Capital Cinemaworld.',
    showing: 'monthly',
    sharedTimes: false,
    sharedTickets: true,
    perDayTimes: true,
    runFrom: -5,
    runTo: 120,
    locations: [
      {
        key: 'wuse',
        name: 'Capital Cinemaworld Wuse II',
        street: 'Aminu Kano Crescent',
        town: 'Wuse II',
        city: 'Abuja',
        headquarters: true,
      },
      {
        key: 'jabi',
        name: 'Capital Cinemaworld Jabi',
        street: 'Bala Sokoto Way',
        town: 'Jabi',
        city: 'Abuja',
      },
    ],
    times: {
      wuse: {
        '5': [['19:00', '21:30']],
        '12': [['19:00', '21:30']],
        '19': [['19:00', '21:30']],
        '26': [
          ['16:00', '18:30'],
          ['19:00', '21:30'],
        ],
      },
      jabi: {
        '8': [['18:30', '21:00']],
        '22': [
          ['18:30', '21:00'],
          ['21:15', '23:45'],
        ],
      },
    },
    tickets: [
      { title: 'Screening + Talk-back', price: 3_500, capacity: 60 },
      { title: 'Students', price: 0, capacity: 20 },
    ],
    listedHoursAgo: 24 * 90,
  },
  {
    // shared_times false, per_day_times true; daily with specific dates per location.
    key: 'ajegunle-boy',
    title: 'Ajegunle Boy',
    business: 'lagoon-screens',
    description:
      'From the streets of AJ to the national team: the true story of a footballer who never gave up. 2h 10m, rated PG.',
    showing: 'daily',
    sharedTimes: false,
    sharedTickets: false,
    perDayTimes: true,
    runFrom: 0,
    runTo: 14,
    dayOffsets: [1, 2, 3, 6, 9],
    locations: LAGOON_LOCATIONS.slice(0, 2),
    times: {
      lekki: {
        '+1': [
          ['18:00', '20:10'],
          ['20:30', '22:40'],
        ],
        '+2': [['19:00', '21:10']],
        '+6': [
          ['15:00', '17:10'],
          ['19:00', '21:10'],
        ],
      },
      ikeja: {
        '+1': [['17:00', '19:10']],
        '+3': [
          ['18:00', '20:10'],
          ['21:00', '23:10'],
        ],
        '+9': [['16:30', '18:40']],
      },
    },
    tickets: [
      { title: 'Regular', price: 5_000, capacity: 100, location: 'lekki' },
      { title: 'VIP Recliner', price: 9_500, capacity: 20, location: 'lekki' },
      { title: 'Regular', price: 4_500, capacity: 90, location: 'ikeja' },
    ],
    listedHoursAgo: 4,
  },
];
