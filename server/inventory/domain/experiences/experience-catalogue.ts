// Experience reads: the filtered, sorted, paginated list and one experience, in the spec's shape.
import { createHash } from 'node:crypto';
import { sql, type Kysely, type SelectQueryBuilder, type SqlBool } from 'kysely';
import { compiled, inList, listValue } from '../../db/compiled-query';
import type { DB } from '../../db/schema';
import { catalogueCache } from '../core/catalogue-cache';
import { cinemaInfoView, type CinemaInfoView } from '../cinema/cinema-info';
import { loadCinemaSchedules } from '../cinema/cinema-schedule';
import { formatSpecDate } from '../core/time';

export const EXPERIENCES_PER_PAGE = 20;
/** The `randomly` order is reshuffled once an hour; within the hour pages never repeat an item. */
export const RANDOM_ORDER_PERIOD_MS = 60 * 60 * 1000;

export type ExperienceSort = 'just_added' | 'upcoming' | 'randomly';

export interface ExperienceFilter {
  businessId?: string;
  search?: string;
  /** a category UUID or slug */
  category?: string;
  featured?: boolean;
  cinema?: boolean;
  sortedBy?: ExperienceSort;
  page: number;
}

export interface ExperienceView {
  id: string;
  title: string;
  start_date: string;
  end_date: string;
  created_on: string;
  description: string;
  featured: boolean;
  cinema: boolean;
  cinema_info?: CinemaInfoView;
  address: { street: string; town: string; city: string; country: string };
  image: { image: string }[];
  business: { id: string; name: string; photo: string | null; slug: string | null; type: string };
  category: { id: string; slug: string; name: string };
}

function experienceQuery(db: Kysely<DB>) {
  return db
    .selectFrom('experiences as e')
    .innerJoin('businesses as b', 'b.id', 'e.business_id')
    .innerJoin('categories as c', 'c.id', 'e.category_id');
}

type ExperienceQuery = ReturnType<typeof experienceQuery>;
type ExperienceTables =
  ExperienceQuery extends SelectQueryBuilder<infer D, infer _T, infer _O> ? D : never;

const EXPERIENCE_COLUMNS = [
  'e.id',
  'e.title',
  'e.description',
  'e.start_at',
  'e.end_at',
  'e.created_at',
  'e.featured',
  'e.cinema',
  'e.street',
  'e.town',
  'e.city',
  'e.country',
  'e.images',
  'e.showing',
  'e.shared_times',
  'e.shared_tickets',
  'e.per_day_times',
  'e.specific_dates',
  'b.id as business_id',
  'b.name as business_name',
  'b.photo as business_photo',
  'b.slug as business_slug',
  'b.type as business_type',
  'b.cinema as business_cinema',
  'c.id as category_id',
  'c.slug as category_slug',
  'c.name as category_name',
] as const;

type ExperienceRow = Awaited<
  ReturnType<ReturnType<typeof selectColumns>['executeTakeFirstOrThrow']>
>;

function selectColumns(query: ExperienceQuery) {
  return query.select(EXPERIENCE_COLUMNS);
}

// Experience objects by id (a page's, or one), compiled once; the filtered, sorted list of ids
// above them is built per request (its shape changes with the filters).
const experiencesByIds = compiled<{ ids: unknown }>()((db, p, engine) =>
  selectColumns(experienceQuery(db)).where(inList('e.id', p.ids, engine)),
);

/** `%` and `_` are literal in a search; `\` escapes them on both engines (SQLite needs ESCAPE). */
function likePattern(word: string): string {
  return `%${word.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
}

const SEARCHED_COLUMNS = ['e.title', 'e.description', 'e.street', 'e.town', 'e.city'] as const;

function applyFilter<O>(
  query: SelectQueryBuilder<ExperienceTables, 'e' | 'b' | 'c', O>,
  filter: ExperienceFilter,
  now: number,
) {
  // Ended experiences are left out of every list; they stay readable by id.
  let q = query.where('e.end_at', '>', now);
  if (filter.businessId) q = q.where('e.business_id', '=', filter.businessId);
  if (filter.category)
    q = q.where((eb) =>
      eb.or([eb('c.id', '=', filter.category!), eb('c.slug', '=', filter.category!)]),
    );
  if (filter.featured !== undefined) q = q.where('e.featured', '=', filter.featured ? 1 : 0);
  if (filter.cinema !== undefined) q = q.where('e.cinema', '=', filter.cinema ? 1 : 0);
  // Every word must appear in the title, the description or the venue (case-insensitive: lower()
  // on both engines, so both answer alike for ASCII text).
  for (const word of searchWords(filter.search)) {
    const pattern = likePattern(word);
    q = q.where((eb) =>
      eb.or(
        SEARCHED_COLUMNS.map(
          (column) => sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`,
        ),
      ),
    );
  }
  return q;
}

export function searchWords(search: string | undefined): string[] {
  return (search ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 8);
}

/** A stable pseudo-random rank of an id for one period (same on every page and every instance). */
function randomRank(id: string, period: number): string {
  return createHash('sha1').update(`${period}:${id}`).digest('hex');
}

export interface ExperiencePage {
  experiences: ExperienceView[];
  count: number;
  nextPage: number | null;
}

export async function listExperiences(
  db: Kysely<DB>,
  filter: ExperienceFilter,
  now: number,
): Promise<ExperiencePage> {
  const offset = (filter.page - 1) * EXPERIENCES_PER_PAGE;
  const base = experienceQuery(db);
  const counted = await applyFilter(
    base.select((eb) => eb.fn.countAll<number>().as('n')),
    filter,
    now,
  ).executeTakeFirstOrThrow();
  const count = Number(counted.n);
  let pageIds: string[] = [];
  if (offset < count) {
    const ids = applyFilter(base.select('e.id'), filter, now);
    if (filter.sortedBy === 'randomly') {
      // Ranked in memory by a hash of the id and the hour: portable, and stable across pages.
      const period = Math.floor(now / RANDOM_ORDER_PERIOD_MS);
      pageIds = (await ids.execute())
        .map(({ id }) => ({ id, rank: randomRank(id, period) }))
        .sort((a, b) => (a.rank < b.rank ? -1 : 1))
        .slice(offset, offset + EXPERIENCES_PER_PAGE)
        .map((r) => r.id);
    } else {
      const sorted =
        filter.sortedBy === 'just_added'
          ? ids.orderBy('e.created_at', 'desc')
          : ids.orderBy('e.start_at', 'asc');
      pageIds = (
        await sorted.orderBy('e.id').limit(EXPERIENCES_PER_PAGE).offset(offset).execute()
      ).map((r) => r.id);
    }
  }
  return {
    experiences: await experienceViewsById(db, pageIds),
    count,
    nextPage: offset + pageIds.length < count ? filter.page + 1 : null,
  };
}

/** One experience by id (ended ones included), or undefined. */
export async function findExperience(
  db: Kysely<DB>,
  id: string,
): Promise<ExperienceView | undefined> {
  return (await experienceViewsById(db, [id]))[0];
}

/** Experience objects in the order of `ids` (unknown ids left out), from the catalogue cache when fresh. */
async function experienceViewsById(db: Kysely<DB>, ids: string[]): Promise<ExperienceView[]> {
  const cache = catalogueCache<ExperienceView>(db, 'experience-views');
  const missing = ids.filter((id) => !cache.get(id));
  if (missing.length > 0) {
    const rows = await experiencesByIds.rows(db, { ids: listValue(db, missing) });
    for (const view of await experienceViews(db, rows)) cache.set(view.id, view);
  }
  return ids.flatMap((id) => cache.get(id) ?? []);
}

async function experienceViews(db: Kysely<DB>, rows: ExperienceRow[]): Promise<ExperienceView[]> {
  const schedules = await loadCinemaSchedules(
    db,
    rows.filter((r) => r.cinema === 1),
  );
  return rows.map((row) => {
    const schedule = schedules.get(row.id);
    return {
      id: row.id,
      title: row.title,
      start_date: formatSpecDate(row.start_at),
      end_date: formatSpecDate(row.end_at),
      created_on: formatSpecDate(row.created_at),
      description: row.description,
      featured: row.featured === 1,
      cinema: row.cinema === 1,
      ...(schedule ? { cinema_info: cinemaInfoView(schedule) } : {}),
      address: { street: row.street, town: row.town, city: row.city, country: row.country },
      image: parseImages(row.images),
      business: {
        id: row.business_id,
        name: row.business_name,
        photo: row.business_photo,
        slug: row.business_slug,
        // Experiences of cinema operators carry `cinema`, as in the spec's examples.
        type: row.business_cinema === 1 ? 'cinema' : row.business_type,
      },
      category: { id: row.category_id, slug: row.category_slug, name: row.category_name },
    };
  });
}

function parseImages(json: string): { image: string }[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value)
      ? value.filter((u): u is string => typeof u === 'string').map((image) => ({ image }))
      : [];
  } catch {
    return [];
  }
}
