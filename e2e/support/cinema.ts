// Direct calls to the inventory service about cinema screenings, for test set-up.
import { LOCAL_STAGING_KEY } from './inventory';

const BASE =
  process.env.E2E_INVENTORY_URL ?? `http://127.0.0.1:${process.env.E2E_INVENTORY_PORT ?? 4100}`;
const HEADERS = {
  'X-API-KEY': LOCAL_STAGING_KEY,
  TransactionMedium: 'Web',
  'Content-Type': 'application/json',
  Accept: 'application/json',
};

export interface Screening {
  filmId: string;
  locationId: number;
  timeId: number;
  date: string;
}

interface FilmReply {
  cinema_info: {
    times: { id: number; start: string }[];
    locations: { id: number; name: string }[];
  };
}

/** The screening of a shared-times film at a named cinema, showtime and day. */
export async function findScreening(
  filmId: string,
  cinema: string,
  start: string,
  date: string,
): Promise<Screening> {
  const response = await fetch(`${BASE}/api/v1/svc/experience/v/${filmId}`, { headers: HEADERS });
  const { data } = (await response.json()) as { data: FilmReply };
  const location = data.cinema_info.locations.find((l) => l.name === cinema);
  const time = data.cinema_info.times.find((t) => t.start === start);
  if (!location || !time) throw new Error(`no screening at ${cinema} at ${start}`);
  return { filmId, locationId: location.id, timeId: time.id, date };
}

/** Holds every seat of every ticket type of a screening as another customer would: it is then sold out. */
export async function holdWholeScreening({
  filmId,
  locationId,
  timeId,
  date,
}: Screening): Promise<void> {
  const query = `cinema_location_id=${locationId}&time_id=${timeId}&attendance_date=${date}`;
  const categories = await fetch(`${BASE}/api/v1/svc/experience/tickets/${filmId}?${query}`, {
    headers: HEADERS,
  });
  const { data } = (await categories.json()) as {
    data: { tickets: { id: string; slots_remaining: number }[] };
  };
  const metadata = { cinema_location_id: locationId, time_id: timeId, attendance_date: date };
  const response = await fetch(`${BASE}/api/v1/svc/validate`, {
    method: 'POST',
    headers: HEADERS,
    body: JSON.stringify({
      tickets: data.tickets.map((ticket) => ({
        ticket_type: 'entertainment',
        resource_id: ticket.id,
        quantity: ticket.slots_remaining,
        metadata,
      })),
      customer_info: { email: `whole-house-${Date.now()}@example.com` },
    }),
  });
  if (response.status !== 201) throw new Error(`holding the screening answered ${response.status}`);
}
