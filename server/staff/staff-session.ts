// The box office's own iron-session cookie for staff, and the guards every box-office page, action and route handler goes through.
import 'server-only';
import { createHmac } from 'node:crypto';
import type { IronSession, SessionOptions } from 'iron-session';
import { cookies, headers } from 'next/headers';
import { forbidden, redirect } from 'next/navigation';
import { cache } from 'react';
import { BOX_OFFICE_HOME, signInPath } from '@/lib/box-office/next-path';
import { hasRole, type StaffRole } from '@/lib/box-office/roles';
import { storefrontEnv, type StorefrontEnv } from '@/server/env';
import {
  guardedAction,
  guardedRoute,
  type ActionPolicy,
  type Guarded,
  type PolicyDescription,
} from '@/server/security/action-policy';
import { proxyTrust } from '@/server/security/proxy-trust';
import { requestIsSameOrigin } from '@/server/security/same-origin';
import { openIronSession } from '@/server/session/open-session';
import { storefrontDatabase } from '@/server/store-db/storefront-database';
import { errorReply } from './replies';
import { fromOwnPages } from './request-origin';
import {
  IDLE_MS,
  SHIFT_MS,
  renewed,
  signedInSinceChange,
  standingOf,
  type StaffSessionData,
} from './session-rules';
import { findStaffById, type StaffAccount } from './staff-accounts';

export type StaffMember = { id: string; email: string; name: string; role: StaffRole };

export const STAFF_COOKIE = 'box_office';
// The browser sends the cookie to the box office alone; customer pages never receive it.
export const STAFF_COOKIE_PATH = BOX_OFFICE_HOME;

/** A key of its own for the staff cookie: STAFF_SESSION_SECRET, or one derived from SESSION_SECRET (never that secret itself). */
export function staffSessionSecret(
  env: Pick<StorefrontEnv, 'SESSION_SECRET' | 'STAFF_SESSION_SECRET'>,
): string {
  return (
    env.STAFF_SESSION_SECRET ??
    createHmac('sha256', env.SESSION_SECRET).update('box office staff session').digest('base64url')
  );
}

export function staffSessionOptions(
  secret: string,
  production = process.env.NODE_ENV === 'production',
): SessionOptions {
  return {
    cookieName: STAFF_COOKIE,
    password: secret,
    // iron-session gives the cookie a max-age a minute short of the seal's, so the cookie lasts the idle time.
    ttl: IDLE_MS / 1000 + 60,
    cookieOptions: { httpOnly: true, secure: production, sameSite: 'lax', path: STAFF_COOKIE_PATH },
  };
}

type StaffSession = IronSession<Partial<StaffSessionData>>;

async function openStaffSession(): Promise<StaffSession> {
  return openIronSession<Partial<StaffSessionData>>(
    await cookies(),
    staffSessionOptions(staffSessionSecret(storefrontEnv())),
  );
}

const memberOf = (account: StaffAccount): StaffMember => ({
  id: account.id,
  email: account.email,
  name: account.name,
  role: account.role,
});

export interface StaffStanding {
  staff: StaffMember;
  /** When the session ends unless renewed: the idle time from the last activity, or the shift's end. */
  endsAt: number;
  /** When the shift ends however active the staff member is. */
  shiftEndsAt: number;
}

/**
 * The signed-in staff member and when their session ends, or null. The account is read again on
 * every request, so a disabled or changed account is signed out at once. Read-only: pages cannot
 * write cookies, so renewing is left to actions and route handlers.
 */
export const currentStaffStanding = cache(async (): Promise<StaffStanding | null> => {
  const standing = standingOf({ ...(await openStaffSession()) }, Date.now());
  if (!standing.open) return null;
  const account = await findStaffById(await storefrontDatabase(), standing.data.staffId);
  if (
    !account ||
    account.disabled_at !== null ||
    !signedInSinceChange(standing.data, account.updated_at)
  )
    return null;
  return {
    staff: memberOf(account),
    endsAt: standing.endsAt,
    shiftEndsAt: standing.data.signedInAt + SHIFT_MS,
  };
});

export async function currentStaff(): Promise<StaffMember | null> {
  return (await currentStaffStanding())?.staff ?? null;
}

/**
 * Opens a session for `account`, replacing any other. For the sign-in action only, which opens the counter's shift
 * first (server/box-office/shifts/shifts.ts, shiftAtSignIn).
 */
export async function startStaffSession(account: StaffAccount, now = Date.now()): Promise<void> {
  const session = await openStaffSession();
  session.staffId = account.id;
  session.signedInAt = now;
  session.lastSeenAt = now;
  await session.save();
}

/** Starts the idle time over; the shift's end stays. Actions and route handlers only. */
export async function renewStaffSession(now = Date.now()): Promise<void> {
  const session = await openStaffSession();
  const standing = standingOf({ ...session }, now);
  if (!standing.open) return;
  session.lastSeenAt = renewed(standing.data, now).lastSeenAt;
  await session.save();
}

export async function endStaffSession(): Promise<void> {
  (await openStaffSession()).destroy();
}

/**
 * For pages: the signed-in staff member with at least `role`. Without a session, to the sign-in
 * page (returning to `path` after); a role too low gets the 403 page.
 */
export async function requireStaff(
  role: StaffRole = 'seller',
  path: string = BOX_OFFICE_HOME,
): Promise<StaffMember> {
  const staff = await currentStaff();
  if (!staff) redirect(signInPath(path));
  if (!hasRole(staff.role, role)) forbidden();
  return staff;
}

export class StaffActionRefused extends Error {
  constructor() {
    super(STAFF_ROUTE_MESSAGES.crossSite);
    this.name = 'StaffActionRefused';
  }
}

/** The box-office page an action was posted from, so signing in again returns there. */
async function postedFrom(): Promise<string | undefined> {
  const referer = (await headers()).get('referer');
  if (!referer) return undefined;
  try {
    const url = new URL(referer);
    return `${url.pathname}${url.search}`;
  } catch {
    return undefined;
  }
}

/**
 * The caller of a box-office action: the signed-in staff member with at least `role`, whose session is renewed.
 * Without a session the action redirects to sign-in (returning to the page it was posted from); a role too low
 * gets the 403 page.
 */
export async function staffCaller(role: StaffRole = 'seller'): Promise<StaffMember> {
  const staff = await currentStaff();
  if (!staff) redirect(signInPath(await postedFrom()));
  if (!hasRole(staff.role, role)) forbidden();
  await renewStaffSession();
  return staff;
}

/** For server actions: checks the Origin (a cross-site post throws StaffActionRefused), then staffCaller(role). */
export async function assertStaffAction(role: StaffRole = 'seller'): Promise<StaffMember> {
  if (!(await requestIsSameOrigin())) throw new StaffActionRefused();
  return staffCaller(role);
}

export interface StaffActionPolicy<Input, Result> extends Omit<PolicyDescription, 'who'> {
  /** The lowest role that may call it. */
  role: StaffRole;
  input: ActionPolicy<StaffMember, Input, Result>['input'];
  state?: ActionPolicy<StaffMember, Input, Result>['state'];
  unavailable?: ActionPolicy<StaffMember, Input, Result>['unavailable'];
}

/**
 * A box-office server action, guarded by its policy (server/security/action-policy.ts): the box office's own
 * pages only (another site's post throws StaffActionRefused), a staff member of at least `role`, then its input
 * and state checks.
 */
export function staffAction<Args extends unknown[], Input, Result>(
  policy: StaffActionPolicy<Input, Result>,
  body: (staff: StaffMember, input: Input, form: FormData) => Promise<Result>,
): Guarded<Args, Result> {
  return guardedAction<Args, StaffMember, Input, Result>(
    {
      who: `box-office staff signed in as ${policy.role} or above`,
      needs: policy.needs,
      checks: policy.checks,
      crossSite: () => {
        throw new StaffActionRefused();
      },
      caller: () => staffCaller(policy.role),
      input: policy.input,
      ...(policy.state && { state: policy.state }),
      ...(policy.unavailable && { unavailable: policy.unavailable }),
    },
    body,
  );
}

export const STAFF_ROUTE_MESSAGES = {
  crossSite: 'This request must come from the box office’s own pages.',
  signIn: 'Sign in at the box office to continue.',
  role: 'Your role does not allow this.',
} as const;

/**
 * For route handlers: answers 403 to another site, 401 without a staff session and 403 to a role
 * too low, in the JSON error envelope; otherwise renews the session and runs `handler`.
 */
export function staffRoute<Context = unknown>(
  role: StaffRole,
  handler: (request: Request, staff: StaffMember, context: Context) => Response | Promise<Response>,
) {
  return guardedRoute<StaffMember, Context>(
    {
      who: `box-office staff signed in as ${role} or above, from the box office's own pages`,
      needs: 'a staff session that has not ended',
      checks: 'the Origin (or Referer) of the request',
      caller: async (request) => {
        if (!fromOwnPages(request, proxyTrust()))
          return errorReply(403, STAFF_ROUTE_MESSAGES.crossSite);
        const staff = await currentStaff();
        if (!staff) return errorReply(401, STAFF_ROUTE_MESSAGES.signIn);
        if (!hasRole(staff.role, role)) return errorReply(403, STAFF_ROUTE_MESSAGES.role);
        await renewStaffSession();
        return staff;
      },
    },
    handler,
  );
}
