// The /events query string: read leniently (bad values fall back to defaults) and written back as links.
import { z } from 'zod';

export const EVENT_SORTS = ['upcoming', 'just_added', 'randomly'] as const;
export type EventSort = (typeof EVENT_SORTS)[number];
export const SORT_LABELS: Record<EventSort, string> = {
  upcoming: 'Soonest first',
  just_added: 'Just added',
  randomly: 'Surprise me',
};

export interface EventQuery {
  search: string;
  category: string;
  sort: EventSort;
  featured: boolean;
  page: number;
}

type RawParams = Record<string, string | string[] | undefined>;

const first = (value: unknown) => (Array.isArray(value) ? value[0] : value);

const schema = z.object({
  q: z.preprocess(first, z.string().trim().max(100).catch('')).default(''),
  category: z.preprocess(first, z.string().trim().max(64).catch('')).default(''),
  sort: z.preprocess(first, z.enum(EVENT_SORTS).catch('upcoming')).default('upcoming'),
  featured: z.preprocess(first, z.string().optional().catch(undefined)).transform((value) => value === '1' || value === 'true'),
  page: z.preprocess(first, z.coerce.number().int().min(1).max(10_000).catch(1)).default(1),
});

export function parseEventQuery(params: RawParams): EventQuery {
  const { q, ...rest } = schema.parse(params);
  return { search: q, ...rest };
}

/** A link to /events with the given query; defaults are left out so URLs stay short and shareable. */
export function eventsHref(query: Partial<EventQuery>): string {
  const params = new URLSearchParams();
  if (query.search) params.set('q', query.search);
  if (query.category) params.set('category', query.category);
  if (query.sort && query.sort !== 'upcoming') params.set('sort', query.sort);
  if (query.featured) params.set('featured', '1');
  if (query.page && query.page > 1) params.set('page', String(query.page));
  const text = params.toString();
  return text ? `/events?${text}` : '/events';
}
