// A small, known catalogue for the hold, purchase and transaction tests (independent of the demo
// seed): a regular event, three cinema films (weekly, daily, monthly), a bus route with a timed,
// a random and a departed schedule. Each call adds a fresh copy.
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { insertBus, type BusFixture } from './fixtures/bus-fixtures';
import { catalogueRows } from './fixtures/catalogue-rows';
import { insertCinemaFilms, type CinemaFixtures } from './fixtures/cinema-fixtures';
import { insertRegularEvent, type RegularEventFixture } from './fixtures/experience-fixtures';

export interface Fixtures extends CinemaFixtures {
  regular: RegularEventFixture;
  bus: BusFixture;
}

export interface FixtureOptions {
  vipCapacity?: number;
}

export async function insertFixtures(
  db: Kysely<DB>,
  now: number,
  options: FixtureOptions = {},
): Promise<Fixtures> {
  const rows = await catalogueRows(db, now);
  const regular = await insertRegularEvent(rows, options.vipCapacity);
  const films = await insertCinemaFilms(rows, now);
  const bus = await insertBus(db, rows, now);
  return { regular, ...films, bus };
}
