// The waiting list's public endpoints: joining a sold-out thing's list from its page, leaving it from the emailed
// link's page, and opening an emailed turn. Declared with their policies (server/security/action-policy.ts).
'use server';
import 'server-only';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { CHECKOUT_MESSAGES } from '@/lib/checkout/messages';
import { storefrontEnv } from '@/server/env';
import { tryAgainMessage } from '@/server/orders/email-limit';
import { guardedAction, refuse } from '@/server/security/action-policy';
import { clientAddress } from '@/server/security/client-address';
import { getCheckoutSession } from '@/server/session/checkout-session';
import { siteOrigin } from '@/server/sharing/site-origin';
import { storefrontDatabase } from '@/server/store-db/storefront-database';
import {
  createJoinLimiter,
  joinSchema,
  joinWaitingList as join,
  readJoinForm,
  type JoinFields,
  type JoinLimiter,
} from '@/server/waiting-list/join';
import { unitOf } from '@/server/waiting-list/keys';
import { rememberWaiters, remainingOfList, sendJoinedEmail } from '@/server/waiting-list/service';
import {
  entryByTurnToken,
  leaveList,
  listTitle,
  offerIsOutstanding,
} from '@/server/waiting-list/store';

/** What the waiting list's forms show after a post: nothing yet, a confirmation, or why not. */
export type WaitingListFormState =
  { ok: true; message: string } | { ok: false; message: string } | null;

const refused = (message: string): WaitingListFormState => ({ ok: false, message });

const policyBasics = {
  crossSite: () => refused(CHECKOUT_MESSAGES.crossSite),
  unavailable: () => refused(CHECKOUT_MESSAGES.recordsUnavailable),
  caller: () => null,
};

let limiter: JoinLimiter | undefined;

export const joinWaitingList = guardedAction<
  [previous: WaitingListFormState, form: FormData],
  null,
  JoinFields,
  WaitingListFormState
>(
  {
    who: 'any visitor of the shop’s pages',
    needs:
      'room under the join limits of this address and email; the item sold out (or what is left kept for turns given)',
    checks:
      'the selection, line, email, phone and quantity (1 to MAX_TICKETS_PER_ORDER) against the zod schema; the item, its title and what is left come from the service',
    ...policyBasics,
    input: (form) => {
      const parsed = joinSchema(storefrontEnv().MAX_TICKETS_PER_ORDER).safeParse(
        readJoinForm(form),
      );
      return parsed.success
        ? parsed.data
        : refuse(refused(parsed.error.issues[0]?.message ?? CHECKOUT_MESSAGES.checkDetails));
    },
  },
  async (_caller, fields) => {
    limiter ??= createJoinLimiter();
    const limited = await limiter({ email: fields.email, address: clientAddress(await headers()) });
    if (!limited.ok) return refused(tryAgainMessage(limited.retryAfterSeconds));
    const db = await storefrontDatabase();
    const joined = await join(db, fields, Date.now(), {
      remaining: remainingOfList,
      origin: siteOrigin(),
    });
    if (!joined.ok) return refused(joined.message);
    rememberWaiters(joined.entry.list_key);
    await sendJoinedEmail(joined.entry, joined.title);
    const count = `${fields.quantity} ${unitOf(fields.selection)}${fields.quantity === 1 ? '' : 's'}`;
    return {
      ok: true,
      message: joined.rejoined
        ? `You’re still on the waiting list, now for ${count}. We’ve emailed ${fields.email} the link to leave it.`
        : `You’re on the waiting list for ${count}. We’ve emailed ${fields.email}; if ${unitOf(fields.selection)}s come back, we’ll email you in turn.`,
    };
  },
);

const tokenInput = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{22}$/) });
type TokenInput = z.output<typeof tokenInput>;

function tokenOf(form: FormData, message: string) {
  const parsed = tokenInput.safeParse({ token: form.get('token') });
  return parsed.success ? parsed.data : refuse(refused(message));
}

const NOT_ON_LIST =
  'This link is not on any waiting list now: you may have left it already, or your turn was used.';

export const leaveWaitingList = guardedAction<
  [previous: WaitingListFormState, form: FormData],
  null,
  TokenInput,
  WaitingListFormState
>(
  {
    who: 'whoever holds the leave link emailed to the customer (a random 128-bit token)',
    needs: 'an entry with that token still waiting or in its turn',
    checks: 'the token’s form; the entry is found by it alone',
    ...policyBasics,
    input: (form) => tokenOf(form, NOT_ON_LIST),
  },
  async (_caller, { token }) => {
    if (!(await leaveList(await storefrontDatabase(), token, Date.now())))
      return refused(NOT_ON_LIST);
    return {
      ok: true,
      message: 'You have left the waiting list. We won’t email you about these tickets again.',
    };
  },
);

const TURN_OVER =
  'This turn is over: it was used, or its time ran out and it passed to the next person on the list.';

export const openWaitingListTurn = guardedAction<
  [previous: WaitingListFormState, form: FormData],
  null,
  TokenInput,
  WaitingListFormState
>(
  {
    who: 'whoever holds the turn link emailed to the customer (a random 128-bit token)',
    needs: 'an entry with that token in its turn, not over',
    checks: 'the token’s form; the entry and the page it goes to come from the database',
    ...policyBasics,
    input: (form) => tokenOf(form, TURN_OVER),
  },
  async (_caller, { token }) => {
    const db = await storefrontDatabase();
    const entry = await entryByTurnToken(db, token);
    const list =
      entry && offerIsOutstanding(entry, Date.now())
        ? await listTitle(db, entry.list_key)
        : undefined;
    if (!list) return refused(TURN_OVER);
    const session = await getCheckoutSession();
    session.waitingTurn = token;
    await session.save();
    redirect(`${list.href}#tickets`);
  },
);
