// Seeds the experience catalogue: categories, organisers, regular events with ticket categories,
// and one sold-out category (its pools full in both environments, as if sold elsewhere).
import type { Insertable, Kysely } from 'kysely';
import type { DB, ExperiencesTable, TicketCategoriesTable } from '../db/schema';
import { poolKeys } from '../domain/core/inventory';
import { ENVIRONMENTS } from '../domain/core/merchants';
import { koboFromNaira } from '../domain/core/money';
import { slugify } from '../domain/core/slug';
import { DAY_MS, lagosDate, lagosMidnight } from '../domain/core/time';
import { mediaUrl } from '../domain/media/media-url';
import { insertBusinesses } from './businesses';
import {
  CATEGORIES,
  ENDED_EVENTS,
  EXPERIENCE_BUSINESSES,
  EVENTS,
  TIERS,
  VENUES,
  type EventSeed,
  type TierSeed,
} from './experiences-data';
import { businessId, categoryId, experienceId, ticketCategoryId } from './ids';
import type { SeedOptions } from './options';

const HOUR_MS = 60 * 60 * 1000;

/** Convenience fee (3%) and merchant commission (1.5%), rounded to ₦50, on a ticket price in Naira. */
export function demoFees(
  price: number,
  feeFree = false,
): { convenience: number; commission: number } {
  if (price === 0 || feeFree) return { convenience: 0, commission: 0 };
  const round50 = (n: number) => Math.max(50, Math.round(n / 50) * 50);
  return { convenience: round50(price * 0.03), commission: round50(price * 0.015) };
}

export function ticketRow(
  experience: string,
  tier: TierSeed,
  options: { id: string; sort: number; feeFree?: boolean; locationId?: number | null },
): Insertable<TicketCategoriesTable> {
  const fees = demoFees(tier.price, options.feeFree);
  return {
    id: options.id,
    experience_id: experience,
    location_id: options.locationId ?? null,
    title: tier.title,
    ticket_price_kobo: koboFromNaira(tier.price),
    convenience_fee_kobo: koboFromNaira(fees.convenience),
    commission_kobo: koboFromNaira(fees.commission),
    capacity: tier.capacity,
    sort: options.sort,
  };
}

/** Lagos midnight of the day `offset` days after the day containing `now`. */
export function seedDay(now: number, offset: number): number {
  return lagosMidnight(lagosDate(now)) + offset * DAY_MS;
}

function eventRow(event: EventSeed, options: SeedOptions): Insertable<ExperiencesTable> {
  const id = experienceId(event.title);
  const venue = VENUES[event.venue];
  const start = seedDay(options.now, event.day) + event.hour * HOUR_MS;
  return {
    id,
    business_id: businessId(event.business),
    category_id: categoryId(event.category),
    title: event.title,
    description: `${event.description} Venue: ${venue.name}.`,
    start_at: start,
    end_at: start + event.hours * HOUR_MS,
    created_at: options.now - (event.listedHoursAgo ?? 24 * 30) * HOUR_MS,
    featured: event.featured ? 1 : 0,
    cinema: 0,
    street: `${venue.name}, ${venue.street}`,
    town: venue.town,
    city: venue.city,
    country: 'Nigeria',
    images: JSON.stringify([
      mediaUrl(options.publicUrl, 'experience', id),
      mediaUrl(options.publicUrl, 'experience', id, 2),
    ]),
    showing: null,
    shared_times: 1,
    shared_tickets: 1,
    per_day_times: 0,
    specific_dates: '[]',
  };
}

export async function seedExperiences(db: Kysely<DB>, options: SeedOptions): Promise<void> {
  await db
    .insertInto('categories')
    .values(CATEGORIES.map((c) => ({ id: categoryId(c.slug), slug: c.slug, name: c.name })))
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  await insertBusinesses(
    db,
    'entertainment',
    options.publicUrl,
    EXPERIENCE_BUSINESSES.map((b) => ({
      id: businessId(b.key),
      name: b.name,
      slug: slugify(b.name),
      cinema: b.cinema,
      created_at: options.now - b.joinedDaysAgo * DAY_MS,
    })),
  );

  const events = [...EVENTS, ...ENDED_EVENTS];
  await db
    .insertInto('experiences')
    .values(events.map((e) => eventRow(e, options)))
    .execute();
  await db
    .insertInto('ticket_categories')
    .values(
      events.flatMap((event) =>
        TIERS[event.tiers].map((tier, sort) =>
          ticketRow(experienceId(event.title), tier, {
            id: ticketCategoryId(event.title, tier.title),
            sort,
            feeFree: event.feeFree,
          }),
        ),
      ),
    )
    .execute();

  // Sold out before the demo starts: full pools in both environments, so holds answer 409.
  for (const event of events.filter((e) => e.soldOut)) {
    const tier = TIERS[event.tiers].find((t) => t.title === event.soldOut);
    if (!tier) throw new Error(`seed: ${event.title} has no tier ${event.soldOut}`);
    const poolKey = poolKeys.ticketCategory(ticketCategoryId(event.title, tier.title));
    await db
      .insertInto('inventory_pools')
      .values(
        ENVIRONMENTS.map((environment) => ({
          environment,
          pool_key: poolKey,
          capacity: tier.capacity,
          used: tier.capacity,
        })),
      )
      .execute();
  }
}
