// Well-known items of the demo catalogue, for tests and the storefront's browser tests.
import { CINEMAS } from './cinema-data';
import { businessId, categoryId, experienceId, ticketCategoryId } from './ids';

const cinemaTitle = (key: string) => CINEMAS.find((c) => c.key === key)!.title;
const cinema = (key: string) => ({
  experienceId: experienceId(cinemaTitle(key)),
  title: cinemaTitle(key),
});

export const DEMO_CATALOGUE = {
  /** a featured concert whose `Regular` category has 500 seats */
  plentyEvent: {
    experienceId: experienceId('Afrobeats Live at Eko'),
    title: 'Afrobeats Live at Eko',
    regularCategoryId: ticketCategoryId('Afrobeats Live at Eko', 'Regular'),
    vipCategoryId: ticketCategoryId('Afrobeats Live at Eko', 'VIP'),
    businessId: businessId('eko-live'),
  },
  /** `Early Bird` is sold out in both environments; `Regular` still has seats */
  soldOutEvent: {
    experienceId: experienceId('Detty December Warm-Up'),
    title: 'Detty December Warm-Up',
    soldOutCategoryId: ticketCategoryId('Detty December Warm-Up', 'Early Bird'),
    availableCategoryId: ticketCategoryId('Detty December Warm-Up', 'Regular'),
  },
  /** a free category (price 0) next to a paid one */
  freeEvent: {
    experienceId: experienceId('Gospel Praise Fest'),
    title: 'Gospel Praise Fest',
    freeCategoryId: ticketCategoryId('Gospel Praise Fest', 'Free Entry'),
    paidCategoryId: ticketCategoryId('Gospel Praise Fest', 'VIP Lounge'),
  },
  /** 5 seats only, no fees on it */
  smallEvent: {
    experienceId: experienceId('Lagos Jazz Sundays'),
    title: 'Lagos Jazz Sundays',
    fiveSeatCategoryId: ticketCategoryId('Lagos Jazz Sundays', 'Seat'),
  },
  /** ended three days before seeding: out of the default list, readable by id */
  endedEvent: { experienceId: experienceId('Abuja Tech Meetup'), title: 'Abuja Tech Meetup' },
  /** daily showing with specific dates, shared times and tickets, three locations (Lekki is HQ) */
  multiLocationCinema: {
    ...cinema('gidi-heat'),
    regularCategoryId: ticketCategoryId(cinemaTitle('gidi-heat'), 'Regular'),
    businessId: businessId('lagoon-screens'),
  },
  /** one film per showtime layout (shared_times × per_day_times) and `showing` kind */
  cinemas: {
    sharedTimesDaily: cinema('gidi-heat'),
    sharedTimesPerDayWeekly: cinema('lagos-wedding-planner'),
    ownTimesWeekly: cinema('okrika-tides'),
    ownTimesPerDayMonthly: cinema('nollywood-classics'),
    ownTimesPerDayDaily: cinema('ajegunle-boy'),
  },
  categories: {
    concerts: categoryId('concerts'),
    comedy: categoryId('comedy'),
    movies: categoryId('movies'),
  },
} as const;
