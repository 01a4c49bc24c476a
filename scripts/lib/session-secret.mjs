// A random session secret for local runs that did not set one (sessions end when the process does).
import { randomBytes } from 'node:crypto';

export function ensureSessionSecret() {
  if (process.env.SESSION_SECRET) return;
  process.env.SESSION_SECRET = randomBytes(32).toString('base64url');
  console.log('SESSION_SECRET is not set: using a random one for this run.');
}
