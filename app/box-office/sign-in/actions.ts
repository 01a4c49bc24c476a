// Signs staff in and out of the box office.
'use server';
import 'server-only';
import { redirect } from 'next/navigation';
import type { z } from 'zod';
import { landingFor, SIGN_IN_PATH } from '@/lib/box-office/next-path';
import { signInSchema } from '@/lib/box-office/staff-schema';
import { CHECKOUT_MESSAGES } from '@/lib/checkout/messages';
import { shiftAtSignIn } from '@/server/box-office/shifts/shifts';
import { recordAudit, requestAddress } from '@/server/staff/audit';
import { attemptSignIn } from '@/server/staff/sign-in';
import { signInLimiter } from '@/server/staff/sign-in-limit';
import {
  currentStaff,
  endStaffSession,
  StaffActionRefused,
  startStaffSession,
  type StaffMember,
} from '@/server/staff/staff-session';
import { guardedAction, refuse } from '@/server/security/action-policy';
import { storefrontDatabase } from '@/server/store-db/storefront-database';
import type { SignInState } from './sign-in-state';

type SignInInput = z.output<typeof signInSchema>;

export const signIn = guardedAction<
  [previous: SignInState, form: FormData],
  null,
  SignInInput,
  SignInState
>(
  {
    who: 'anyone on the box office’s sign-in page',
    needs:
      'an enabled account, within the sign-in limits of the address and the account (checked with the password)',
    checks: 'the email, password and the page to return to (kept within the box office)',
    crossSite: () => ({ message: CHECKOUT_MESSAGES.crossSite }),
    caller: () => null,
    input: (form) => {
      const parsed = signInSchema.safeParse({
        email: form.get('email'),
        password: form.get('password'),
        next: form.get('next') ?? undefined,
      });
      return parsed.success ? parsed.data : refuse({ message: 'Enter your email and password.' });
    },
  },
  async (_caller, { email, password, next }) => {
    const address = await requestAddress();
    const outcome = await attemptSignIn(
      { db: await storefrontDatabase(), limiter: signInLimiter(), audit: recordAudit },
      { email, password, address },
    );
    if (!outcome.ok) return { message: outcome.message, email };
    // The session begins in the cashier's open shift (a new one when none is open; none for the door team).
    const now = Date.now();
    await shiftAtSignIn(await storefrontDatabase(), outcome.account, now);
    await startStaffSession(outcome.account, now);
    redirect(landingFor(outcome.account.role, next));
  },
);

export const signOut = guardedAction<[], StaffMember | null, null, void>(
  {
    who: 'anyone: it ends this browser’s own staff session, if any',
    needs: 'nothing',
    checks: 'nothing from the browser',
    crossSite: () => {
      throw new StaffActionRefused();
    },
    caller: () => currentStaff(),
    input: () => null,
  },
  async (staff) => {
    if (staff) await recordAudit({ staffId: staff.id, action: 'sign-out', subject: staff.email });
    await endStaffSession();
    redirect(SIGN_IN_PATH);
  },
);
