// Small checks of a JSON reply's shape for the browser's polls, where loading zod for two flat replies would
// double a page's JavaScript. Each reply's zod schema stays the reference: the tests hold the two to the same
// answers (lib/catalogue/availability-reply.test.ts, lib/bus/seat-states-reply.test.ts).

export class ShapeError extends Error {}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function fail(what: string): never {
  throw new ShapeError(`The reply's ${what} is not what the storefront sends.`);
}

export const finite = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);
export const integer = (value: unknown): value is number => Number.isSafeInteger(value);
