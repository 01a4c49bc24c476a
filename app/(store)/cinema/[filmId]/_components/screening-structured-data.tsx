// The film page's schema.org ScreeningEvent, with offers from the ticket categories the tickets section reads in the same render.
import 'server-only';
import { StructuredData } from '@/components/sharing/structured-data';
import type { FilmDetail } from '@/lib/cinema/types';
import { screeningJsonLd } from '@/server/sharing/catalogue-json-ld';
import type { DescribedScreening } from '@/lib/sharing/described-screening';
import { siteOrigin } from '@/server/sharing/site-origin';
import { getScreeningTickets } from '@/server/ticketing/kinds/cinema/reads';
import { readOrDown } from '@/server/ticketing/read-or-down';

export async function ScreeningStructuredData({
  film,
  screening,
}: {
  film: FilmDetail;
  screening: DescribedScreening;
}) {
  const { location, date, time } = screening;
  const read = await readOrDown(
    getScreeningTickets(film.id, { locationId: location.id, timeId: time.id, date }),
  );
  const tickets = read.ok ? read.value : null;
  const built = screeningJsonLd(
    film,
    screening,
    tickets?.ok ? tickets.options : null,
    siteOrigin(),
  );
  return <StructuredData built={built} about={`film ${film.id}`} />;
}
