// Signs staff in and out of the box office.
'use server';
import 'server-only';
import { redirect } from 'next/navigation';
import { safeNext, SIGN_IN_PATH } from '@/lib/box-office/next-path';
import { signInSchema } from '@/lib/box-office/staff-schema';
import { CHECKOUT_MESSAGES } from '@/lib/checkout/messages';
import { recordAudit, requestAddress } from '@/server/box-office/audit';
import { attemptSignIn } from '@/server/box-office/sign-in';
import { signInLimiter } from '@/server/box-office/sign-in-limit';
import { currentStaff, endStaffSession, StaffActionRefused, startStaffSession } from '@/server/box-office/staff-session';
import { requestIsSameOrigin } from '@/server/security/same-origin';
import { storefrontDatabase } from '@/server/store-db/storefront-database';
import type { SignInState } from './sign-in-state';

export async function signIn(_previous: SignInState, form: FormData): Promise<SignInState> {
  if (!(await requestIsSameOrigin())) return { message: CHECKOUT_MESSAGES.crossSite };
  const parsed = signInSchema.safeParse({ email: form.get('email'), password: form.get('password'), next: form.get('next') ?? undefined });
  if (!parsed.success) return { message: 'Enter your email and password.' };
  const { email, password, next } = parsed.data;
  const address = await requestAddress();
  const outcome = await attemptSignIn({ db: await storefrontDatabase(), limiter: signInLimiter(), audit: recordAudit }, { email, password, address });
  if (!outcome.ok) return { message: outcome.message, email };
  await startStaffSession(outcome.account);
  redirect(safeNext(next));
}

export async function signOut(): Promise<void> {
  if (!(await requestIsSameOrigin())) throw new StaffActionRefused();
  const staff = await currentStaff();
  if (staff) await recordAudit({ staffId: staff.id, action: 'sign-out', subject: staff.email });
  await endStaffSession();
  redirect(SIGN_IN_PATH);
}
