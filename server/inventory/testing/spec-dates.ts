// The spec's `Day, DD Mon YYYY HH:MM:SS` in Africa/Lagos, worked out independently of the service's
// own formatter (time.ts uses a fixed offset; this asks Intl's time-zone data), so the tests that
// check dates on the wire do not check the product against itself.
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

// en-US: its short months are the spec's three letters (en-GB writes "Sept").
const LAGOS = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Africa/Lagos',
  weekday: 'short',
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** What an instant should read as on the wire. */
export function expectedSpecDate(ms: number): string {
  const part = Object.fromEntries(LAGOS.formatToParts(ms).map((p) => [p.type, p.value]));
  return `${part.weekday}, ${part.day} ${part.month} ${part.year} ${part.hour}:${part.minute}:${part.second}`;
}

/** The three dates of an experience as its stored instants say they should read. */
export async function expectedExperienceDates(db: Kysely<DB>, experienceId: string) {
  const row = await db
    .selectFrom('experiences')
    .select(['start_at', 'end_at', 'created_at'])
    .where('id', '=', experienceId)
    .executeTakeFirstOrThrow();
  return {
    start_date: expectedSpecDate(Number(row.start_at)),
    end_date: expectedSpecDate(Number(row.end_at)),
    created_on: expectedSpecDate(Number(row.created_at)),
  };
}
