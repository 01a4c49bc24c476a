// Bus catalogue reads: operators' routes, shaped for the listings and the bus purchase.
import type { ExpressionBuilder, Kysely } from 'kysely';
import { compiled } from '../../db/compiled-query';
import type { DB } from '../../db/schema';

export interface OperatorView {
  id: string;
  name: string;
  slug: string | null;
  photo: string | null;
}

export interface RouteView {
  id: number;
  origin: { city: string; terminal: string };
  destination: { city: string; terminal: string };
  duration_minutes: number;
  distance_km: number;
  operator: OperatorView;
}

export interface RouteFilter {
  businessId?: string | undefined;
  origin?: string | undefined;
  destination?: string | undefined;
  page: number;
  perPage: number;
}

function routesQuery(db: Kysely<DB>) {
  return db
    .selectFrom('transport_routes')
    .innerJoin('businesses', 'businesses.id', 'transport_routes.business_id');
}

const ROUTE_COLUMNS = [
  'transport_routes.id',
  'transport_routes.origin_city',
  'transport_routes.origin_terminal',
  'transport_routes.destination_city',
  'transport_routes.destination_terminal',
  'transport_routes.duration_minutes',
  'transport_routes.distance_km',
  'businesses.id as operator_id',
  'businesses.name as operator_name',
  'businesses.slug as operator_slug',
  'businesses.photo as operator_photo',
] as const;

type RouteRow = NonNullable<Awaited<ReturnType<typeof routeById.first>>>;

function toRouteView(row: RouteRow): RouteView {
  return {
    id: row.id,
    origin: { city: row.origin_city, terminal: row.origin_terminal },
    destination: { city: row.destination_city, terminal: row.destination_terminal },
    duration_minutes: row.duration_minutes,
    distance_km: row.distance_km,
    operator: {
      id: row.operator_id,
      name: row.operator_name,
      slug: row.operator_slug,
      photo: row.operator_photo,
    },
  };
}

/** Case-insensitive equality on a city column, the same on both engines. */
function cityIs(
  column: 'transport_routes.origin_city' | 'transport_routes.destination_city',
  city: string,
) {
  return (
    eb: ExpressionBuilder<DB & { businesses: DB['businesses'] }, 'transport_routes' | 'businesses'>,
  ) => eb(eb.fn<string>('lower', [column]), '=', city.trim().toLowerCase());
}

export async function listRoutes(
  db: Kysely<DB>,
  filter: RouteFilter,
): Promise<{ routes: RouteView[]; count: number }> {
  let query = routesQuery(db).where('businesses.type', '=', 'transport');
  if (filter.businessId)
    query = query.where('transport_routes.business_id', '=', filter.businessId);
  if (filter.origin) query = query.where(cityIs('transport_routes.origin_city', filter.origin));
  if (filter.destination)
    query = query.where(cityIs('transport_routes.destination_city', filter.destination));
  const [total, rows] = await Promise.all([
    query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
    query
      .select(ROUTE_COLUMNS)
      .orderBy('transport_routes.id')
      .limit(filter.perPage)
      .offset((filter.page - 1) * filter.perPage)
      .execute(),
  ]);
  return { routes: rows.map(toRouteView), count: Number(total.count) };
}

// A route by id (the schedule listings and the bus buy), compiled once.
const routeById = compiled<{ id: number }>()((db, p) =>
  routesQuery(db).select(ROUTE_COLUMNS).where('transport_routes.id', '=', p.id),
);

export async function findRoute(db: Kysely<DB>, routeId: number): Promise<RouteView | undefined> {
  const row = await routeById.first(db, { id: routeId });
  return row && toRouteView(row);
}
