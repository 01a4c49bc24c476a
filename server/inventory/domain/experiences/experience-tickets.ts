// Ticket categories of an experience with prices and what is left for the caller's environment.
// Regular events count one pool per category; cinema films one pool per category per screening.
import type { Kysely } from 'kysely';
import { compiled } from '../../db/compiled-query';
import type { DB, Environment } from '../../db/schema';
import { ApiError } from '../core/errors';
import { catalogueCache } from '../core/catalogue-cache';
import {
  cachedCinemaSchedule,
  findLocation,
  nextScreening,
  runsOn,
  timesAt,
  type CinemaSchedule,
  type Screening,
} from '../cinema/cinema-schedule';
import { formatClockTime, lagosDateAt } from '../core/time';
import { priceView } from '../core/money';
import { availableUnits, poolKeys, type PoolRef } from '../core/inventory';

export interface TicketCategoryView {
  id: string;
  title: string;
  price: number;
  slots_remaining: number;
  free: boolean;
  price_breakdown: { ticket_price: number; convenience_fee: number; merchant_commission: number };
}

export interface ScreeningView {
  cinema_location_id: number;
  time_id: number;
  start: string;
  end: string;
  attendance_date: string;
  starts_at: string;
}

export interface ExperienceTickets {
  tickets: TicketCategoryView[];
  experience: { id: string; title: string };
  /** cinema only: the location priced (the headquarters unless one was asked for) */
  location?: { id: number; name: string; is_headquarters: boolean };
  /** cinema only: the screening `slots_remaining` counts, null when the run is over */
  screening?: ScreeningView | null;
}

export interface TicketsRequest {
  experienceId: string;
  environment: Environment;
  now: number;
  cinemaLocationId?: number;
  /** cinema only, together: one screening instead of the next one */
  timeId?: number;
  attendanceDate?: string;
}

function invalid(field: string, message: string): ApiError {
  return new ApiError(422, 'The given data was invalid.', { errors: { [field]: [message] } });
}

/** The asked-for screening (both values checked against the schedule), else the next one. */
function chooseScreening(
  schedule: CinemaSchedule,
  request: TicketsRequest,
  location: NonNullable<ReturnType<typeof findLocation>>,
): Screening | null {
  const { timeId, attendanceDate } = request;
  if (timeId === undefined && attendanceDate === undefined)
    return nextScreening(schedule, location, request.now);
  if (timeId === undefined) throw invalid('time_id', 'Give time_id together with attendance_date.');
  if (attendanceDate === undefined)
    throw invalid('attendance_date', 'Give attendance_date together with time_id.');
  const time = timesAt(schedule, location.id).find((t) => t.id === timeId);
  if (!time) throw invalid('time_id', `This is not a showtime of the film at ${location.name}.`);
  if (!runsOn(schedule, time, attendanceDate))
    throw invalid('attendance_date', 'That showtime does not run on that date.');
  return {
    location,
    time,
    date: attendanceDate,
    startsAt: lagosDateAt(attendanceDate, time.start_time),
  };
}

/** What the endpoint needs of the catalogue; static, so kept in the catalogue cache. */
async function ticketCatalogue(db: Kysely<DB>, experienceId: string) {
  return catalogueCache<NonNullable<Awaited<ReturnType<typeof loadTicketCatalogue>>>>(
    db,
    'ticket-catalogue',
  ).getOrLoad(experienceId, () => loadTicketCatalogue(db, experienceId));
}

// The catalogue reads behind a cache miss, compiled once.
const ticketExperience = compiled<{ id: string }>()((db, p) =>
  db
    .selectFrom('experiences')
    .select([
      'id',
      'title',
      'cinema',
      'showing',
      'shared_times',
      'shared_tickets',
      'per_day_times',
      'specific_dates',
      'start_at',
      'end_at',
    ])
    .where('id', '=', p.id),
);
const ticketCategories = compiled<{ experienceId: string }>()((db, p) =>
  db
    .selectFrom('ticket_categories')
    .select([
      'id',
      'title',
      'location_id',
      'capacity',
      'ticket_price_kobo',
      'convenience_fee_kobo',
      'commission_kobo',
    ])
    .where('experience_id', '=', p.experienceId)
    .orderBy('sort')
    .orderBy('id'),
);

type CategoryRow = Awaited<ReturnType<typeof ticketCategories.rows>>[number];

/** A category's reply but for its `slots_remaining`: static, so built once per cache entry. */
type PricedCategory = CategoryRow & { view: TicketCategoryView };

async function loadTicketCatalogue(db: Kysely<DB>, experienceId: string) {
  const experience = await ticketExperience.first(db, { id: experienceId });
  if (!experience) return undefined;
  const rows = await ticketCategories.rows(db, { experienceId: experience.id });
  const categories: PricedCategory[] = rows.map((c) => {
    const { price, price_breakdown } = priceView(
      c.ticket_price_kobo,
      c.convenience_fee_kobo,
      c.commission_kobo,
    );
    return {
      ...c,
      view: {
        id: c.id,
        title: c.title,
        price,
        slots_remaining: 0,
        free: price === 0,
        price_breakdown,
      },
    };
  });
  const schedule = experience.cinema === 1 ? await cachedCinemaSchedule(db, experience) : undefined;
  // A regular event's pools are its categories': the same list on every read.
  const pools: PoolRef[] = schedule
    ? []
    : categories.map((c) => ({ poolKey: poolKeys.ticketCategory(c.id), capacity: c.capacity }));
  return {
    experience: { id: experience.id, title: experience.title },
    categories,
    schedule,
    pools,
  };
}

/** The replies of `categories` with what is left of each (`pools[i]` counts `categories[i]`; none: sold out). */
function ticketViews(
  categories: readonly PricedCategory[],
  pools: readonly (PoolRef | null)[],
  available: Map<string, number>,
): TicketCategoryView[] {
  const views: TicketCategoryView[] = [];
  for (let i = 0; i < categories.length; i += 1) {
    const pool = pools[i];
    views.push({
      ...categories[i]!.view,
      slots_remaining: pool ? (available.get(pool.poolKey) ?? 0) : 0,
    });
  }
  return views;
}

/** Null when the experience does not exist; 422 ApiError for a location or screening it does not have. */
export async function experienceTickets(
  db: Kysely<DB>,
  request: TicketsRequest,
): Promise<ExperienceTickets | null> {
  const catalogue = await ticketCatalogue(db, request.experienceId);
  if (!catalogue) return null;
  const { experience, schedule } = catalogue;
  if (!schedule) {
    const available = await availableUnits(db, request.environment, catalogue.pools, request.now);
    return {
      tickets: ticketViews(catalogue.categories, catalogue.pools, available),
      experience: { ...experience },
    };
  }

  const location = findLocation(schedule, request.cinemaLocationId);
  if (!location) throw invalid('cinema_location_id', 'This film is not shown at that location.');
  // Categories without a location are sold at every location.
  const categories = catalogue.categories.filter(
    (c) => c.location_id === null || c.location_id === location.id,
  );
  const screening = chooseScreening(schedule, request, location);
  // No screening left: every category is sold out.
  const pools = categories.map((c): PoolRef | null =>
    screening
      ? {
          poolKey: poolKeys.screening(c.id, location.id, screening.time.id, screening.date),
          capacity: c.capacity,
        }
      : null,
  );
  const available = await availableUnits(
    db,
    request.environment,
    pools.filter((p) => p !== null),
    request.now,
  );
  return {
    tickets: ticketViews(categories, pools, available),
    experience: { ...experience },
    location: {
      id: location.id,
      name: location.name,
      is_headquarters: location.is_headquarters === 1,
    },
    screening: screening && {
      cinema_location_id: location.id,
      time_id: screening.time.id,
      start: formatClockTime(screening.time.start_time),
      end: formatClockTime(screening.time.end_time),
      attendance_date: screening.date,
      starts_at: new Date(screening.startsAt).toISOString(),
    },
  };
}
