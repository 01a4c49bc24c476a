// Firing requests at once and counting what came back, for the race tests.

/** Fires all requests at once; resolves with every reply. */
export function raceAll<T>(count: number, request: (index: number) => Promise<T>): Promise<T[]> {
  return Promise.all(Array.from({ length: count }, (_, i) => request(i)));
}

/** Counts replies by status, e.g. `{ 201: 3, 409: 9 }`. */
export function statusCounts(replies: { status: number }[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const r of replies) counts[r.status] = (counts[r.status] ?? 0) + 1;
  return counts;
}
