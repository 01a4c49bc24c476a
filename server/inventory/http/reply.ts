// The spec's success envelope, written once: `success`, `status`, `message` and the reply's `data`.
import type { Context } from 'hono';

/** 200 with `data`. */
export function ok<D>(c: Context, message: string, data: D) {
  return c.json({ success: true as const, status: 200, message, data }, 200);
}

/** 201 with `data`: something was made (holds, a purchase). */
export function created<D>(c: Context, message: string, data: D) {
  return c.json({ success: true as const, status: 201, message, data }, 201);
}

/** 200 without `data` (a release answers only its message). */
export function done(c: Context, message: string) {
  return c.json({ success: true as const, status: 200, message }, 200);
}
