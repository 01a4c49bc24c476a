// The demo bus catalogue's data: operators and their buses (seat layouts), and their routes with
// fares and daily departures.

export const BUS_OPERATORS = {
  crosslink: '7a1c0d6e-3b2f-4c8a-9e51-0f6b2d4a8c11',
  oduduwa: '7a1c0d6e-3b2f-4c8a-9e51-0f6b2d4a8c12',
  coastline: '7a1c0d6e-3b2f-4c8a-9e51-0f6b2d4a8c13',
  sahelStar: '7a1c0d6e-3b2f-4c8a-9e51-0f6b2d4a8c14',
} as const;

/** Route ids on a freshly seeded database (routes are inserted in this order). */
export const SEED_ROUTE_IDS = {
  lagosAbuja: 1,
  abujaLagos: 2,
  lagosIbadan: 3,
  ibadanLagos: 4,
  lagosBenin: 5,
  portHarcourtLagos: 6,
  enuguPortHarcourt: 7,
  abujaKano: 8,
  kanoAbuja: 9,
} as const;

export interface Layout {
  name: string;
  seat_rows: number;
  seats_per_row: number;
  aisle_after: number;
  /** seats missing from the grid, as `row:column` (the driver's place) */
  gaps: string[];
}

// A HiAce has the driver on the left of the first row: 2 + 4 × 3 = 14 seats, 1 | aisle | 2.
const HIACE: Layout = {
  name: 'Toyota HiAce',
  seat_rows: 5,
  seats_per_row: 3,
  aisle_after: 1,
  gaps: ['1:1'],
};
// A Coaster: 6 rows of 2 | aisle | 1 = 18 seats.
const COASTER: Layout = {
  name: 'Toyota Coaster',
  seat_rows: 6,
  seats_per_row: 3,
  aisle_after: 2,
  gaps: [],
};

interface OperatorSpec {
  id: string;
  name: string;
  slug: string;
  buses: Array<{ layout: Layout; plate: string }>;
}

export const OPERATORS: OperatorSpec[] = [
  {
    id: BUS_OPERATORS.crosslink,
    name: 'Crosslink Motors',
    slug: 'crosslink-motors',
    buses: [
      { layout: HIACE, plate: 'LSD-482-XA' },
      { layout: COASTER, plate: 'LSD-913-XB' },
      { layout: HIACE, plate: 'ABC-205-KJ' },
    ],
  },
  {
    id: BUS_OPERATORS.oduduwa,
    name: 'Oduduwa Travels',
    slug: 'oduduwa-travels',
    buses: [
      { layout: HIACE, plate: 'IKJ-331-AA' },
      { layout: HIACE, plate: 'IBD-774-OY' },
      { layout: COASTER, plate: 'EPE-118-LA' },
    ],
  },
  {
    id: BUS_OPERATORS.coastline,
    name: 'Coastline Transit',
    slug: 'coastline-transit',
    buses: [
      { layout: COASTER, plate: 'PHC-640-RV' },
      { layout: HIACE, plate: 'ENU-257-EN' },
      { layout: COASTER, plate: 'BNY-902-RV' },
    ],
  },
  {
    id: BUS_OPERATORS.sahelStar,
    name: 'Sahel Star Motors',
    slug: 'sahel-star-motors',
    buses: [
      { layout: COASTER, plate: 'KAN-118-KN' },
      { layout: HIACE, plate: 'ABJ-566-FC' },
    ],
  },
];

interface RouteSpec {
  operator: string;
  from: [city: string, terminal: string];
  to: [city: string, terminal: string];
  minutes: number;
  km: number;
  /** fare in Naira */
  fare: number;
  /** timed departures, Lagos wall time */
  departures: string[];
}

const LAGOS_JIBOWU: [string, string] = ['Lagos', 'Jibowu Terminal'];
const LAGOS_OJOTA: [string, string] = ['Lagos', 'Ojota Motor Park'];
const ABUJA_UTAKO: [string, string] = ['Abuja', 'Utako Park'];
const ABUJA_JABI: [string, string] = ['Abuja', 'Jabi Motor Park'];
const IBADAN: [string, string] = ['Ibadan', 'Iwo Road Park'];
const PORT_HARCOURT: [string, string] = ['Port Harcourt', 'Mile 1 Park'];
const KANO: [string, string] = ['Kano', 'Naibawa Park'];

// In SEED_ROUTE_IDS order.
export const ROUTES: RouteSpec[] = [
  {
    operator: BUS_OPERATORS.crosslink,
    from: LAGOS_JIBOWU,
    to: ABUJA_UTAKO,
    minutes: 600,
    km: 760,
    fare: 28_000,
    departures: ['06:00', '07:30', '09:00'],
  },
  {
    operator: BUS_OPERATORS.crosslink,
    from: ABUJA_UTAKO,
    to: LAGOS_JIBOWU,
    minutes: 600,
    km: 760,
    fare: 28_000,
    departures: ['06:00', '08:00'],
  },
  {
    operator: BUS_OPERATORS.oduduwa,
    from: LAGOS_OJOTA,
    to: IBADAN,
    minutes: 150,
    km: 130,
    fare: 6_500,
    departures: ['06:30', '09:00', '12:00', '16:00'],
  },
  {
    operator: BUS_OPERATORS.oduduwa,
    from: IBADAN,
    to: LAGOS_OJOTA,
    minutes: 150,
    km: 130,
    fare: 6_500,
    departures: ['07:00', '10:30', '15:00'],
  },
  {
    operator: BUS_OPERATORS.oduduwa,
    from: LAGOS_OJOTA,
    to: ['Benin City', 'Uselu Park'],
    minutes: 330,
    km: 320,
    fare: 14_000,
    departures: ['06:30', '10:00', '13:30'],
  },
  {
    operator: BUS_OPERATORS.coastline,
    from: PORT_HARCOURT,
    to: ['Lagos', 'Maza-Maza Terminal'],
    minutes: 540,
    km: 620,
    fare: 25_000,
    departures: ['06:00', '08:30'],
  },
  {
    operator: BUS_OPERATORS.coastline,
    from: ['Enugu', 'Holy Ghost Park'],
    to: PORT_HARCOURT,
    minutes: 270,
    km: 250,
    fare: 9_500,
    departures: ['07:00', '11:00', '15:00'],
  },
  {
    operator: BUS_OPERATORS.sahelStar,
    from: ABUJA_JABI,
    to: KANO,
    minutes: 360,
    km: 430,
    fare: 12_000,
    departures: ['06:30', '09:30', '13:00'],
  },
  {
    operator: BUS_OPERATORS.sahelStar,
    from: KANO,
    to: ABUJA_JABI,
    minutes: 360,
    km: 430,
    fare: 12_000,
    departures: ['07:00', '12:00'],
  },
];
