// Which page a share card is drawn for, read from its address (/share-card/<kind>/<ids>), and the address of each.
import { z } from 'zod';

const uuid = z.uuid();
const id = z.coerce.number().int().positive().max(2_147_483_647);

export type CardSubject =
  | { kind: 'home' }
  | { kind: 'event' | 'cinema'; id: string }
  | { kind: 'bus'; routeId: number; scheduleId: number }
  | { kind: 'hotel'; id: number };

/** The subject named by the path's segments, or null for anything else (the route then answers 404). */
export function cardSubjectOf(segments: readonly string[]): CardSubject | null {
  const [kind, ...ids] = segments;
  if (kind === 'home' && ids.length === 0) return { kind };
  if ((kind === 'event' || kind === 'cinema') && ids.length === 1) {
    const parsed = uuid.safeParse(ids[0]);
    return parsed.success ? { kind, id: parsed.data } : null;
  }
  if (kind === 'hotel' && ids.length === 1) {
    const parsed = id.safeParse(ids[0]);
    return parsed.success ? { kind, id: parsed.data } : null;
  }
  if (kind === 'bus' && ids.length === 2) {
    const [route, schedule] = [id.safeParse(ids[0]), id.safeParse(ids[1])];
    return route.success && schedule.success
      ? { kind, routeId: route.data, scheduleId: schedule.data }
      : null;
  }
  return null;
}

/** The card's absolute address (app/share-card/[...subject]/route.tsx). */
export function shareCardUrl(subject: CardSubject, origin: string): string {
  const ids =
    subject.kind === 'home'
      ? []
      : subject.kind === 'bus'
        ? [subject.routeId, subject.scheduleId]
        : [subject.id];
  return new URL(
    ['/share-card', subject.kind, ...ids.map((part) => encodeURIComponent(String(part)))].join('/'),
    origin,
  ).href;
}
