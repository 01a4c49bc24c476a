// Where sign-in returns to: only a page of the box office on this site, never an address someone else chose.
import { can, type StaffRole } from './roles';

export const BOX_OFFICE_HOME = '/box-office';
export const SIGN_IN_PATH = '/box-office/sign-in';
export const CHECK_IN_PATH = '/box-office/check-in';

/** `next` when it is a box-office path of this site (with its query), else the sale screen. */
export function safeNext(next: string | null | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\'))
    return BOX_OFFICE_HOME;
  let url: URL;
  try {
    url = new URL(next, 'http://box-office.invalid');
  } catch {
    return BOX_OFFICE_HOME;
  }
  const inside =
    url.origin === 'http://box-office.invalid' &&
    (url.pathname === BOX_OFFICE_HOME || url.pathname.startsWith(`${BOX_OFFICE_HOME}/`));
  // Returning to the sign-in page itself would only ask again.
  if (!inside || url.pathname === SIGN_IN_PATH) return BOX_OFFICE_HOME;
  return `${url.pathname}${url.search}`;
}

/** The sign-in page, asked to return to `next` afterwards. */
export function signInPath(next?: string): string {
  const target = safeNext(next);
  return target === BOX_OFFICE_HOME
    ? SIGN_IN_PATH
    : `${SIGN_IN_PATH}?next=${encodeURIComponent(target)}`;
}

/**
 * Where a staff member lands after signing in: `next` when kept (safeNext), but the door team, who may not sell,
 * land on check-in unless `next` is a check-in page.
 */
export function landingFor(role: StaffRole, next: string | null | undefined): string {
  const target = safeNext(next);
  if (can(role, 'sell')) return target;
  const path = target.split('?')[0];
  return path === CHECK_IN_PATH || path!.startsWith(`${CHECK_IN_PATH}/`) ? target : CHECK_IN_PATH;
}
