// Seeds the demo cinema films: experiences, locations, showtimes and per-screening ticket categories.
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { lagosDate } from '../domain/core/time';
import { mediaUrl } from '../domain/media/media-url';
import { CINEMAS, type CinemaSeed } from './cinema-data';
import { seedDay, ticketRow } from './experiences';
import { businessId, categoryId, experienceId, ticketCategoryId } from './ids';
import type { SeedOptions } from './options';

const HOUR_MS = 60 * 60 * 1000;

/** A day key of the seed data as stored: `*` → null, `+N` → the date N days after seeding. */
function storedDayKey(key: string, now: number): string | null {
  if (key === '*') return null;
  if (key.startsWith('+')) return lagosDate(seedDay(now, Number(key.slice(1))));
  return key;
}

async function seedCinema(db: Kysely<DB>, cinema: CinemaSeed, options: SeedOptions): Promise<void> {
  const id = experienceId(cinema.title);
  const hq = cinema.locations.find((l) => l.headquarters) ?? cinema.locations[0]!;
  await db
    .insertInto('experiences')
    .values({
      id,
      business_id: businessId(cinema.business),
      category_id: categoryId('movies'),
      title: cinema.title,
      description: cinema.description,
      start_at: seedDay(options.now, cinema.runFrom),
      end_at: seedDay(options.now, cinema.runTo + 1) - 1000,
      created_at: options.now - cinema.listedHoursAgo * HOUR_MS,
      featured: cinema.featured ? 1 : 0,
      cinema: 1,
      street: hq.street,
      town: hq.town,
      city: hq.city,
      country: 'Nigeria',
      images: JSON.stringify([
        mediaUrl(options.publicUrl, 'experience', id),
        mediaUrl(options.publicUrl, 'experience', id, 2),
      ]),
      showing: cinema.showing,
      shared_times: cinema.sharedTimes ? 1 : 0,
      shared_tickets: cinema.sharedTickets ? 1 : 0,
      per_day_times: cinema.perDayTimes ? 1 : 0,
      specific_dates: JSON.stringify(
        (cinema.dayOffsets ?? []).map((offset) => lagosDate(seedDay(options.now, offset))),
      ),
    })
    .execute();

  const locationIds = new Map<string, number>();
  for (const location of cinema.locations) {
    const row = await db
      .insertInto('cinema_locations')
      .values({
        experience_id: id,
        name: location.name,
        street: location.street,
        town: location.town,
        city: location.city,
        country: 'Nigeria',
        is_headquarters: location === hq ? 1 : 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    locationIds.set(location.key, row.id);
  }
  const locationOf = (key: string) => (key === '*' ? null : locationIds.get(key)!);

  await db
    .insertInto('cinema_times')
    .values(
      Object.entries(cinema.times).flatMap(([locationKey, days]) =>
        Object.entries(days).flatMap(([dayKey, showtimes]) =>
          showtimes.map(([start, end], sort) => ({
            experience_id: id,
            location_id: locationOf(locationKey),
            day_key: storedDayKey(dayKey, options.now),
            start_time: start,
            end_time: end,
            sort,
          })),
        ),
      ),
    )
    .execute();

  await db
    .insertInto('ticket_categories')
    .values(
      cinema.tickets.map((ticket, sort) =>
        ticketRow(id, ticket, {
          id: ticketCategoryId(cinema.title, ticket.title, ticket.location ?? ''),
          sort,
          locationId: ticket.location ? locationOf(ticket.location) : null,
        }),
      ),
    )
    .execute();
}

export async function seedCinemas(db: Kysely<DB>, options: SeedOptions): Promise<void> {
  for (const cinema of CINEMAS) await seedCinema(db, cinema, options);
}
