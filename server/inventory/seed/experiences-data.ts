// The demo experience catalogue as data: categories, organisers, venues, price tiers and events.
// Dates are offsets from the day of seeding, so the catalogue is never stale.

export interface CategorySeed {
  slug: string;
  name: string;
}

export const CATEGORIES: CategorySeed[] = [
  { slug: 'concerts', name: 'Concerts' },
  { slug: 'comedy', name: 'Comedy' },
  { slug: 'theatre', name: 'Theatre & Dance' },
  { slug: 'festivals', name: 'Festivals & Culture' },
  { slug: 'sports', name: 'Sports' },
  { slug: 'conferences', name: 'Conferences & Workshops' },
  { slug: 'parties', name: 'Parties & Nightlife' },
  { slug: 'art', name: 'Art & Exhibitions' },
  { slug: 'movies', name: 'Movies' },
];

export interface BusinessSeed {
  key: string;
  name: string;
  cinema: boolean;
  /** days before seeding that the business joined */
  joinedDaysAgo: number;
}

export const EXPERIENCE_BUSINESSES: BusinessSeed[] = [
  { key: 'eko-live', name: 'Eko Live Productions', cinema: false, joinedDaysAgo: 400 },
  { key: 'afrobeats-republic', name: 'Afrobeats Republic', cinema: false, joinedDaysAgo: 380 },
  { key: 'laugh-out-lagos', name: 'Laugh Out Lagos', cinema: false, joinedDaysAgo: 350 },
  { key: 'terra-stage', name: 'Terra Stage Company', cinema: false, joinedDaysAgo: 330 },
  { key: 'capital-arts', name: 'Capital Arts Collective', cinema: false, joinedDaysAgo: 300 },
  {
    key: 'garden-city-festivals',
    name: 'Garden City Festivals',
    cinema: false,
    joinedDaysAgo: 280,
  },
  { key: 'oyo-sports', name: 'Oyo Sports Promotions', cinema: false, joinedDaysAgo: 250 },
  { key: 'techcircle', name: 'TechCircle Africa', cinema: false, joinedDaysAgo: 200 },
  { key: 'owambe-society', name: 'Owambe Society', cinema: false, joinedDaysAgo: 150 },
  { key: 'calabar-carnival', name: 'Calabar Carnival Company', cinema: false, joinedDaysAgo: 120 },
  { key: 'durbar-heritage', name: 'Durbar Heritage Tours', cinema: false, joinedDaysAgo: 60 },
  { key: 'lagoon-screens', name: 'Lagoon Screens Cinemas', cinema: true, joinedDaysAgo: 500 },
  { key: 'naija-reels', name: 'Naija Reels Picturehouse', cinema: true, joinedDaysAgo: 420 },
  { key: 'capital-cinemaworld', name: 'Capital Cinemaworld', cinema: true, joinedDaysAgo: 260 },
  { key: 'garden-city-cineplex', name: 'Garden City Cineplex', cinema: true, joinedDaysAgo: 90 },
];

export interface VenueSeed {
  name: string;
  street: string;
  town: string;
  city: string;
}

export const VENUES = {
  ekoConvention: {
    name: 'Eko Convention Centre',
    street: 'Adetokunbo Ademola Street',
    town: 'Victoria Island',
    city: 'Lagos',
  },
  muson: { name: 'MUSON Centre', street: '8/9 Marina Road', town: 'Onikan', city: 'Lagos' },
  terraKulture: {
    name: 'Terra Kulture Arena',
    street: '1376 Tiamiyu Savage Street',
    town: 'Victoria Island',
    city: 'Lagos',
  },
  landmark: {
    name: 'Landmark Event Centre',
    street: 'Water Corporation Drive',
    town: 'Oniru',
    city: 'Lagos',
  },
  nationalTheatre: {
    name: 'National Theatre',
    street: 'National Theatre Road',
    town: 'Iganmu',
    city: 'Lagos',
  },
  tbs: {
    name: 'Tafawa Balewa Square',
    street: 'Race Course Road',
    town: 'Lagos Island',
    city: 'Lagos',
  },
  freedomPark: {
    name: 'Freedom Park',
    street: '1 Hospital Road',
    town: 'Lagos Island',
    city: 'Lagos',
  },
  teslim: {
    name: 'Teslim Balogun Stadium',
    street: 'Funsho Williams Avenue',
    town: 'Surulere',
    city: 'Lagos',
  },
  lekkiBeach: {
    name: 'Elegushi Beach',
    street: 'Elegushi Beach Road',
    town: 'Lekki',
    city: 'Lagos',
  },
  yabaHub: {
    name: 'Co-Creation Hub',
    street: '294 Herbert Macaulay Way',
    town: 'Yaba',
    city: 'Lagos',
  },
  icc: {
    name: 'International Conference Centre',
    street: 'Herbert Macaulay Way',
    town: 'Garki',
    city: 'Abuja',
  },
  transcorp: {
    name: 'Transcorp Hilton Ballroom',
    street: '1 Aguiyi Ironsi Street',
    town: 'Maitama',
    city: 'Abuja',
  },
  millenniumPark: {
    name: 'Millennium Park',
    street: 'Shehu Shagari Way',
    town: 'Maitama',
    city: 'Abuja',
  },
  abiolaStadium: {
    name: 'Moshood Abiola National Stadium',
    street: 'Airport Road',
    town: 'Kukwaba',
    city: 'Abuja',
  },
  jabiLake: {
    name: 'Jabi Lake Waterfront',
    street: 'Bala Sokoto Way',
    town: 'Jabi',
    city: 'Abuja',
  },
  presidential: {
    name: 'Hotel Presidential Hall',
    street: 'Aba Road',
    town: 'GRA Phase 2',
    city: 'Port Harcourt',
  },
  pleasurePark: {
    name: 'Port Harcourt Pleasure Park',
    street: 'Aba Road',
    town: 'Rumuola',
    city: 'Port Harcourt',
  },
  liberation: {
    name: 'Adokiye Amiesimaka Stadium',
    street: 'Omagwa Road',
    town: 'Igwuruta',
    city: 'Port Harcourt',
  },
  lekanSalami: {
    name: 'Lekan Salami Stadium',
    street: 'Adamasingba Road',
    town: 'Adamasingba',
    city: 'Ibadan',
  },
  trenchard: {
    name: 'Trenchard Hall, University of Ibadan',
    street: 'Oduduwa Road',
    town: 'Agbowo',
    city: 'Ibadan',
  },
  agodi: { name: 'Agodi Gardens', street: 'Agodi GRA Road', town: 'Agodi', city: 'Ibadan' },
  calabarCentre: {
    name: 'Calabar Cultural Centre',
    street: 'Mary Slessor Avenue',
    town: 'Calabar South',
    city: 'Calabar',
  },
  emirPalace: {
    name: "Emir's Palace Grounds",
    street: 'Kofar Kudu',
    town: 'Kano Municipal',
    city: 'Kano',
  },
  nikeLake: {
    name: 'Nike Lake Resort',
    street: 'Nike Lake Road',
    town: 'Trans-Ekulu',
    city: 'Enugu',
  },
} satisfies Record<string, VenueSeed>;

export type VenueKey = keyof typeof VENUES;

export interface TierSeed {
  title: string;
  /** ticket price in Naira */
  price: number;
  capacity: number;
}

/** Price tiers per kind of event; fees are added on top unless an event is fee-free. */
export const TIERS = {
  concert: [
    { title: 'Regular', price: 15_000, capacity: 500 },
    { title: 'VIP', price: 50_000, capacity: 120 },
    { title: 'Table for 4', price: 250_000, capacity: 20 },
  ],
  bigConcert: [
    { title: 'Regular', price: 25_000, capacity: 500 },
    { title: 'Early Bird', price: 18_000, capacity: 50 },
    { title: 'VIP', price: 80_000, capacity: 150 },
    { title: 'Table for 6', price: 600_000, capacity: 12 },
  ],
  comedy: [
    { title: 'Regular', price: 10_000, capacity: 300 },
    { title: 'VIP', price: 25_000, capacity: 80 },
    { title: 'Couple', price: 35_000, capacity: 40 },
  ],
  theatre: [
    { title: 'Balcony', price: 8_000, capacity: 200 },
    { title: 'Orchestra', price: 15_000, capacity: 150 },
    { title: 'Box (2 seats)', price: 40_000, capacity: 10 },
  ],
  freeFestival: [
    { title: 'Free Entry', price: 0, capacity: 500 },
    { title: 'VIP Lounge', price: 20_000, capacity: 60 },
  ],
  festival: [
    { title: 'Day Pass', price: 5_000, capacity: 500 },
    { title: 'Weekend Pass', price: 12_000, capacity: 300 },
    { title: 'VIP', price: 30_000, capacity: 80 },
  ],
  sports: [
    { title: 'Popular Stand', price: 2_000, capacity: 500 },
    { title: 'Covered Stand', price: 5_000, capacity: 250 },
    { title: 'VIP Box', price: 15_000, capacity: 40 },
  ],
  conference: [
    { title: 'Standard', price: 35_000, capacity: 400 },
    { title: 'Student', price: 10_000, capacity: 100 },
    { title: 'Executive', price: 120_000, capacity: 30 },
    { title: 'Startup Booth', price: 250_000, capacity: 8 },
  ],
  workshop: [{ title: 'Seat', price: 20_000, capacity: 30 }],
  party: [
    { title: 'Early Bird', price: 7_500, capacity: 50 },
    { title: 'Regular', price: 12_000, capacity: 400 },
    { title: 'VIP Table', price: 150_000, capacity: 15 },
  ],
  rsvp: [{ title: 'RSVP', price: 0, capacity: 200 }],
  exhibition: [
    { title: 'General Admission', price: 3_000, capacity: 300 },
    { title: 'Guided Tour', price: 7_500, capacity: 25 },
  ],
  intimate: [
    { title: 'Seat', price: 15_000, capacity: 5 },
    { title: 'Seat + Dinner', price: 35_000, capacity: 12 },
  ],
} satisfies Record<string, TierSeed[]>;

export type TierKey = keyof typeof TIERS;

export interface EventSeed {
  title: string;
  business: string;
  category: string;
  venue: VenueKey;
  /** days after the day of seeding (negative: in the past) */
  day: number;
  /** start hour, Lagos time */
  hour: number;
  /** length in hours */
  hours: number;
  tiers: TierKey;
  description: string;
  featured?: boolean;
  /** hours before seeding that the event was listed (default 24 × 30) */
  listedHoursAgo?: number;
  /** no convenience fee or commission on this event */
  feeFree?: boolean;
  /** a tier sold out before seeding (sold elsewhere) */
  soldOut?: string;
}

export const EVENTS: EventSeed[] = [
  {
    title: 'Afrobeats Live at Eko',
    business: 'eko-live',
    category: 'concerts',
    venue: 'ekoConvention',
    day: 12,
    hour: 19,
    hours: 5,
    tiers: 'concert',
    featured: true,
    listedHoursAgo: 24 * 60,
    description:
      'A night of the biggest Afrobeats hits with a live band, guest DJs and a horn section that does not stop until midnight.',
  },
  {
    title: 'Highlife Legends Reunion',
    business: 'eko-live',
    category: 'concerts',
    venue: 'muson',
    day: 20,
    hour: 18,
    hours: 4,
    tiers: 'concert',
    listedHoursAgo: 24 * 90,
    description:
      'Veterans of the highlife era share the stage again: palm-wine guitar, brass and stories from the golden age.',
  },
  {
    title: 'Fuji Fusion Night',
    business: 'afrobeats-republic',
    category: 'concerts',
    venue: 'landmark',
    day: 9,
    hour: 20,
    hours: 5,
    tiers: 'concert',
    description:
      'Fuji rhythms meet Afro-house: talking drums, sakara and a DJ set that runs into the small hours.',
  },
  {
    title: 'Detty December Warm-Up',
    business: 'afrobeats-republic',
    category: 'parties',
    venue: 'lekkiBeach',
    day: 5,
    hour: 16,
    hours: 8,
    tiers: 'party',
    soldOut: 'Early Bird',
    featured: true,
    listedHoursAgo: 24 * 45,
    description:
      'The beach party that opens the season: sound system on the sand, suya stands and sunset sets. Early Bird tickets went fast.',
  },
  {
    title: 'Burna & Friends Tribute Night',
    business: 'afrobeats-republic',
    category: 'concerts',
    venue: 'tbs',
    day: 30,
    hour: 19,
    hours: 5,
    tiers: 'bigConcert',
    featured: true,
    listedHoursAgo: 3,
    description:
      'A tribute night to the African Giant with a 20-piece band and surprise guests. Just announced.',
  },
  {
    title: 'Lagos Jazz Sundays',
    business: 'eko-live',
    category: 'concerts',
    venue: 'terraKulture',
    day: 3,
    hour: 17,
    hours: 3,
    tiers: 'intimate',
    listedHoursAgo: 24 * 14,
    description:
      'Small-room jazz with a quartet from Lagos and Accra; seats are limited to keep it close.',
  },
  {
    title: 'Gospel Praise Fest',
    business: 'eko-live',
    category: 'concerts',
    venue: 'teslim',
    day: 16,
    hour: 15,
    hours: 6,
    tiers: 'freeFestival',
    listedHoursAgo: 24 * 20,
    description:
      'An afternoon of choirs and worship leaders from across the South-West. Free entry, VIP lounge available.',
  },
  {
    title: 'Alte Sounds Showcase',
    business: 'afrobeats-republic',
    category: 'concerts',
    venue: 'freedomPark',
    day: 7,
    hour: 18,
    hours: 4,
    tiers: 'concert',
    listedHoursAgo: 12,
    description:
      'The alternative scene in one evening: six up-and-coming acts, art stalls and a vinyl market.',
  },
  {
    title: 'Abuja Symphony Under the Stars',
    business: 'capital-arts',
    category: 'concerts',
    venue: 'millenniumPark',
    day: 24,
    hour: 19,
    hours: 3,
    tiers: 'concert',
    featured: true,
    listedHoursAgo: 24 * 70,
    description:
      'The Capital Chamber Orchestra plays film scores and Nigerian folk arrangements in the open air.',
  },
  {
    title: 'Port Harcourt Rhythm Fest',
    business: 'garden-city-festivals',
    category: 'concerts',
    venue: 'pleasurePark',
    day: 18,
    hour: 17,
    hours: 6,
    tiers: 'festival',
    listedHoursAgo: 24 * 25,
    description:
      'Garden City sounds: Ikwerre folk, Afro-pop headliners and a food court of seafood okra and bole.',
  },
  {
    title: 'Laugh Out Lagos: The Big Show',
    business: 'laugh-out-lagos',
    category: 'comedy',
    venue: 'ekoConvention',
    day: 10,
    hour: 19,
    hours: 4,
    tiers: 'comedy',
    featured: true,
    listedHoursAgo: 24 * 50,
    description:
      'Ten of the funniest stand-ups in the country on one stage, hosted by the queen of Lagos comedy.',
  },
  {
    title: 'Comedy Central Yaba',
    business: 'laugh-out-lagos',
    category: 'comedy',
    venue: 'yabaHub',
    day: 4,
    hour: 19,
    hours: 3,
    tiers: 'comedy',
    listedHoursAgo: 24 * 10,
    description: 'New faces of Nigerian stand-up try fresh material in front of a campus crowd.',
  },
  {
    title: 'Naija Roast Battle',
    business: 'laugh-out-lagos',
    category: 'comedy',
    venue: 'landmark',
    day: 26,
    hour: 20,
    hours: 3,
    tiers: 'comedy',
    listedHoursAgo: 1,
    description: 'Comedians trade roasts in a knockout tournament; the audience picks the winner.',
  },
  {
    title: 'Abuja Comedy Jam',
    business: 'laugh-out-lagos',
    category: 'comedy',
    venue: 'transcorp',
    day: 14,
    hour: 19,
    hours: 3,
    tiers: 'comedy',
    listedHoursAgo: 24 * 35,
    description: 'The Lagos crew takes its show to the capital with guest comics from the North.',
  },
  {
    title: 'Garden City Laughs',
    business: 'garden-city-festivals',
    category: 'comedy',
    venue: 'presidential',
    day: 21,
    hour: 19,
    hours: 3,
    tiers: 'comedy',
    listedHoursAgo: 24 * 18,
    description:
      "Port Harcourt's favourite comedians and a musical guest for a Friday night of laughs.",
  },
  {
    title: 'Ibadan Laugh Fest',
    business: 'oyo-sports',
    category: 'comedy',
    venue: 'trenchard',
    day: 33,
    hour: 18,
    hours: 3,
    tiers: 'comedy',
    feeFree: true,
    listedHoursAgo: 24 * 5,
    description:
      'Stand-up in Yoruba and English at the University of Ibadan, with a campus talent slot.',
  },
  {
    title: 'Wedding Party: The Musical',
    business: 'terra-stage',
    category: 'theatre',
    venue: 'terraKulture',
    day: 8,
    hour: 18,
    hours: 3,
    tiers: 'theatre',
    featured: true,
    listedHoursAgo: 24 * 80,
    description:
      'The box-office comedy comes to the stage with a full cast, live band and aso-ebi costumes.',
  },
  {
    title: "Death and the King's Horseman",
    business: 'terra-stage',
    category: 'theatre',
    venue: 'nationalTheatre',
    day: 15,
    hour: 17,
    hours: 3,
    tiers: 'theatre',
    listedHoursAgo: 24 * 120,
    description:
      "A new staging of Wole Soyinka's classic by the National Troupe, with drummers and dancers from Oyo.",
  },
  {
    title: 'Moremi: The Queen Who Dared',
    business: 'terra-stage',
    category: 'theatre',
    venue: 'muson',
    day: 22,
    hour: 18,
    hours: 2,
    tiers: 'theatre',
    listedHoursAgo: 24 * 40,
    description:
      'A dance-drama on the legend of Moremi Ajasoro, told through Yoruba chants and contemporary dance.',
  },
  {
    title: 'Saro: The Musical',
    business: 'terra-stage',
    category: 'theatre',
    venue: 'ekoConvention',
    day: 36,
    hour: 18,
    hours: 3,
    tiers: 'theatre',
    listedHoursAgo: 6,
    description:
      'Four young musicians leave home for Lagos in the musical that has toured London and Johannesburg.',
  },
  {
    title: 'Abuja Contemporary Dance Week',
    business: 'capital-arts',
    category: 'theatre',
    venue: 'icc',
    day: 11,
    hour: 18,
    hours: 48,
    tiers: 'theatre',
    listedHoursAgo: 24 * 30,
    description:
      'Three evenings of new choreography from dance companies in Abuja, Dakar and Nairobi.',
  },
  {
    title: 'Sweet Mother Monologues',
    business: 'capital-arts',
    category: 'theatre',
    venue: 'transcorp',
    day: 19,
    hour: 19,
    hours: 2,
    tiers: 'intimate',
    listedHoursAgo: 24 * 12,
    description:
      'Six women, six mothers, one evening: an intimate monologue show followed by dinner.',
  },
  {
    title: 'Calabar Carnival Street Parade',
    business: 'calabar-carnival',
    category: 'festivals',
    venue: 'calabarCentre',
    day: 27,
    hour: 10,
    hours: 10,
    tiers: 'freeFestival',
    featured: true,
    listedHoursAgo: 24 * 100,
    description:
      "Africa's biggest street party: bands from every ward of Calabar dance the 12 km route. Grandstand VIP seats available.",
  },
  {
    title: 'Durbar Festival Experience',
    business: 'durbar-heritage',
    category: 'festivals',
    venue: 'emirPalace',
    day: 40,
    hour: 9,
    hours: 8,
    tiers: 'festival',
    featured: true,
    listedHoursAgo: 24 * 15,
    description:
      'Horsemen in full regalia salute the Emir of Kano; guided viewing with a historian and lunch.',
  },
  {
    title: 'Lagos Food & Palm Wine Festival',
    business: 'owambe-society',
    category: 'festivals',
    venue: 'tbs',
    day: 13,
    hour: 12,
    hours: 30,
    tiers: 'festival',
    listedHoursAgo: 24 * 22,
    description:
      'Two days of jollof cook-offs, palm-wine tasting and street food from all 36 states.',
  },
  {
    title: 'New Yam Festival Enugu',
    business: 'durbar-heritage',
    category: 'festivals',
    venue: 'nikeLake',
    day: 29,
    hour: 11,
    hours: 8,
    tiers: 'freeFestival',
    listedHoursAgo: 24 * 8,
    description:
      'Iri ji celebrations with masquerades, highlife bands and roasted yam by the lake.',
  },
  {
    title: 'Port Harcourt Book Festival',
    business: 'garden-city-festivals',
    category: 'festivals',
    venue: 'presidential',
    day: 34,
    hour: 10,
    hours: 56,
    tiers: 'rsvp',
    listedHoursAgo: 24 * 60,
    description: 'Readings, panels and signings with African writers; free with RSVP.',
  },
  {
    title: 'Ibadan Heritage Walk & Festival',
    business: 'oyo-sports',
    category: 'festivals',
    venue: 'agodi',
    day: 17,
    hour: 9,
    hours: 7,
    tiers: 'festival',
    listedHoursAgo: 24 * 9,
    description:
      "Walk from Mapo Hall to Bower's Tower with storytellers, then a festival afternoon at Agodi Gardens.",
  },
  {
    title: 'Lagos Derby: Stationery Stores vs First Bank',
    business: 'oyo-sports',
    category: 'sports',
    venue: 'teslim',
    day: 6,
    hour: 16,
    hours: 2,
    tiers: 'sports',
    listedHoursAgo: 24 * 7,
    description:
      'The oldest rivalry in Lagos football returns to Surulere. Gates open two hours before kick-off.',
  },
  {
    title: 'Shooting Stars vs Enyimba',
    business: 'oyo-sports',
    category: 'sports',
    venue: 'lekanSalami',
    day: 9,
    hour: 16,
    hours: 2,
    tiers: 'sports',
    featured: true,
    listedHoursAgo: 24 * 11,
    description:
      "Oluyole Warriors host the People's Elephant in a top-of-the-table league clash at Adamasingba.",
  },
  {
    title: 'Rivers United Continental Night',
    business: 'garden-city-festivals',
    category: 'sports',
    venue: 'liberation',
    day: 23,
    hour: 17,
    hours: 2,
    tiers: 'sports',
    listedHoursAgo: 24 * 16,
    description:
      'Rivers United take on North African opposition in the group stage of the continental cup.',
  },
  {
    title: 'Abuja City Marathon',
    business: 'capital-arts',
    category: 'sports',
    venue: 'abiolaStadium',
    day: 31,
    hour: 6,
    hours: 6,
    tiers: 'sports',
    feeFree: true,
    listedHoursAgo: 24 * 75,
    description:
      'Watch the elite field finish inside the National Stadium; grandstand seats with a view of the line.',
  },
  {
    title: 'Lagos Boxing Night',
    business: 'eko-live',
    category: 'sports',
    venue: 'landmark',
    day: 25,
    hour: 19,
    hours: 4,
    tiers: 'sports',
    listedHoursAgo: 2,
    description: 'Eight bouts including a West African middleweight title fight. Just added.',
  },
  {
    title: 'Basketball Premier League Final Four',
    business: 'oyo-sports',
    category: 'sports',
    venue: 'teslim',
    day: 44,
    hour: 15,
    hours: 5,
    tiers: 'sports',
    listedHoursAgo: 24 * 4,
    description: 'The four best teams in the league play for the title over one afternoon.',
  },
  {
    title: 'Lagos Tech Fest',
    business: 'techcircle',
    category: 'conferences',
    venue: 'landmark',
    day: 28,
    hour: 9,
    hours: 32,
    tiers: 'conference',
    featured: true,
    listedHoursAgo: 24 * 110,
    description:
      'Two days of founders, investors and engineers: keynotes, startup pitches and a fintech track.',
  },
  {
    title: 'Abuja Fintech Summit',
    business: 'techcircle',
    category: 'conferences',
    venue: 'icc',
    day: 38,
    hour: 9,
    hours: 8,
    tiers: 'conference',
    listedHoursAgo: 24 * 55,
    description: 'Regulators and fintech leaders on payments, open banking and the digital naira.',
  },
  {
    title: 'Women in Tech Breakfast',
    business: 'techcircle',
    category: 'conferences',
    venue: 'yabaHub',
    day: 6,
    hour: 8,
    hours: 3,
    tiers: 'rsvp',
    listedHoursAgo: 24 * 6,
    description:
      'Breakfast and mentoring circles for women building careers in technology. Free, RSVP required.',
  },
  {
    title: 'Product Design Masterclass',
    business: 'techcircle',
    category: 'conferences',
    venue: 'yabaHub',
    day: 15,
    hour: 10,
    hours: 6,
    tiers: 'workshop',
    feeFree: true,
    listedHoursAgo: 24 * 3,
    description:
      'A hands-on day of user research and prototyping with designers from Lagos product teams.',
  },
  {
    title: 'Creators Economy Conference',
    business: 'techcircle',
    category: 'conferences',
    venue: 'ekoConvention',
    day: 42,
    hour: 10,
    hours: 7,
    tiers: 'conference',
    listedHoursAgo: 5,
    description:
      'Skit-makers, podcasters and musicians on building an audience and getting paid for it.',
  },
  {
    title: 'Owambe Saturday',
    business: 'owambe-society',
    category: 'parties',
    venue: 'landmark',
    day: 13,
    hour: 14,
    hours: 8,
    tiers: 'party',
    listedHoursAgo: 24 * 26,
    description:
      'A party in full owambe style: live juju band, aso-ebi dress code and a mountain of small chops.',
  },
  {
    title: 'Silent Disco on the Lagoon',
    business: 'owambe-society',
    category: 'parties',
    venue: 'lekkiBeach',
    day: 19,
    hour: 20,
    hours: 5,
    tiers: 'party',
    listedHoursAgo: 24 * 13,
    description: 'Three DJs, three channels, one beach: pick your headphones channel and dance.',
  },
  {
    title: 'Abuja Rooftop Day Party',
    business: 'owambe-society',
    category: 'parties',
    venue: 'jabiLake',
    day: 20,
    hour: 13,
    hours: 7,
    tiers: 'party',
    listedHoursAgo: 24 * 19,
    description: 'Amapiano, Afrobeats and grilled catfish by the lake, from lunchtime to sunset.',
  },
  {
    title: 'PH Boat Cruise Party',
    business: 'garden-city-festivals',
    category: 'parties',
    venue: 'pleasurePark',
    day: 27,
    hour: 15,
    hours: 5,
    tiers: 'party',
    listedHoursAgo: 24 * 2,
    description:
      'Board at the jetty for a cruise on the Bonny River with a live DJ and open grill.',
  },
  {
    title: '90s Throwback Jam',
    business: 'afrobeats-republic',
    category: 'parties',
    venue: 'muson',
    day: 37,
    hour: 20,
    hours: 5,
    tiers: 'party',
    listedHoursAgo: 24 * 33,
    description: 'Plantashun Boiz, Styl-Plus and Eedris on rotation: dress like it is 1999.',
  },
  {
    title: 'Lagos Art Fair',
    business: 'capital-arts',
    category: 'art',
    venue: 'freedomPark',
    day: 10,
    hour: 11,
    hours: 56,
    tiers: 'exhibition',
    featured: true,
    listedHoursAgo: 24 * 65,
    description:
      'Forty galleries from across the continent show painting, sculpture and photography over three days.',
  },
  {
    title: 'Nok to Now: Nigerian Sculpture',
    business: 'capital-arts',
    category: 'art',
    venue: 'icc',
    day: 2,
    hour: 10,
    hours: 24 * 20,
    tiers: 'exhibition',
    listedHoursAgo: 24 * 30,
    description:
      'Terracotta of the Nok culture beside contemporary sculptors who draw on it. Open daily for three weeks.',
  },
  {
    title: 'Adire Textile Workshop',
    business: 'owambe-society',
    category: 'art',
    venue: 'agodi',
    day: 12,
    hour: 10,
    hours: 5,
    tiers: 'workshop',
    listedHoursAgo: 24 * 10,
    description:
      'Learn tie-and-dye and starch-resist adire with master dyers from Abeokuta; take home your cloth.',
  },
  {
    title: 'Photography Walk: Old Lagos',
    business: 'terra-stage',
    category: 'art',
    venue: 'tbs',
    day: 4,
    hour: 8,
    hours: 4,
    tiers: 'exhibition',
    feeFree: true,
    listedHoursAgo: 24 * 1,
    description: 'A guided photo walk through Brazilian Quarter architecture on Lagos Island.',
  },
];

/** Events that have already ended: kept out of the default list, still readable by id. */
export const ENDED_EVENTS: EventSeed[] = [
  {
    title: 'Lagos Jazz Brunch (Season Opener)',
    business: 'eko-live',
    category: 'concerts',
    venue: 'terraKulture',
    day: -12,
    hour: 12,
    hours: 4,
    tiers: 'intimate',
    listedHoursAgo: 24 * 60,
    description: 'The season opener of the jazz brunch series.',
  },
  {
    title: 'Abuja Tech Meetup',
    business: 'techcircle',
    category: 'conferences',
    venue: 'icc',
    day: -3,
    hour: 17,
    hours: 3,
    tiers: 'rsvp',
    listedHoursAgo: 24 * 30,
    description: 'Monthly meetup of Abuja developers.',
  },
];
