// The waiting lists as the storefront process runs them: which lists have anyone waiting (a short in-process cache,
// so availability reads cost nothing while nobody waits), the hand-on when a read shows tickets back (from the
// storefront's availability reads and the payment sweeper's periodic check), and the emails it sends.
import 'server-only';
import type { TicketOption } from '@/lib/catalogue/types';
import { selectionSchema, type Selection } from '@/lib/sellables/kinds';
import { sendMail } from '@/server/email/send';
import { storefrontEnv } from '@/server/env';
import { log } from '@/server/log';
import { merchant } from '@/server/merchant';
import { siteOrigin } from '@/server/sharing/site-origin';
import type { StoreDatabase } from '@/server/store-db/connect';
import { storefrontDatabase } from '@/server/store-db/storefront-database';
import { kindModule } from '@/server/ticketing/kinds/registry';
import { joinedEmail, offerEmail } from './emails';
import { handOn } from './hand-on';
import { listKeyOf } from './keys';
import { activeListKeys, type Entry } from './store';

/** How long this process trusts its list of keys with someone waiting before reading it again. */
export const ACTIVE_KEYS_MS = 5_000;
/** The sweeper's check of every list with people waiting runs at most this often per process. */
export const SWEEP_EVERY_MS = 10_000;

/** A page's or a poll's read hands one list on at most this often per process (the hand-on is a transaction). */
export const NOTICE_EVERY_MS = 2_000;

let activeKeys: { keys: Set<string>; readAt: number } | undefined;
let lastSweepAt = -Infinity;
const noticedAt = new Map<string, number>();

/** Forgets the cached keys and when lists were last handed on (tests start afresh). */
export function clearWaitingListCache(): void {
  activeKeys = undefined;
  lastSweepAt = -Infinity;
  noticedAt.clear();
}

/** Whether a read may hand this list on now (and notes that it does). */
function noticeDue(key: string, now: number): boolean {
  const last = noticedAt.get(key);
  if (last !== undefined && now >= last && now - last < NOTICE_EVERY_MS) return false;
  if (noticedAt.size > 10_000) noticedAt.clear();
  noticedAt.set(key, now);
  return true;
}

/** The keys of this shop's lists with someone waiting or in a turn, read at most every ACTIVE_KEYS_MS in this process. */
export async function keysWithWaiters(db: StoreDatabase, now: number): Promise<Set<string>> {
  if (activeKeys && now >= activeKeys.readAt && now - activeKeys.readAt < ACTIVE_KEYS_MS)
    return activeKeys.keys;
  activeKeys = { keys: new Set(await activeListKeys(db, siteOrigin())), readAt: now };
  return activeKeys.keys;
}

/** A join made here: its list has someone waiting from now on, whatever the cache read. */
export function rememberWaiters(key: string): void {
  activeKeys?.keys.add(key);
}

const mailSettings = () => {
  const env = storefrontEnv();
  return { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, outboxDir: env.OUTBOX_DIR };
};

/** Sends one of the list's emails; a failure is logged, never the customer's problem. */
async function send(
  message: Parameters<typeof sendMail>[1],
  name: string,
  key: string,
): Promise<void> {
  try {
    await sendMail(mailSettings(), message, name);
  } catch (error) {
    log.error(
      { list: key, error: error instanceof Error ? error.message : String(error) },
      'waiting-list email not sent',
    );
  }
}

export async function sendJoinedEmail(entry: Entry, title: string): Promise<void> {
  const mail = joinedEmail(
    { to: entry.email, title, origin: siteOrigin(), merchantName: merchant().name },
    { quantity: entry.quantity, leaveToken: entry.leave_token },
  );
  await send(mail, `waiting-list-${entry.id}-joined`, entry.list_key);
}

async function sendOfferEmails(
  db: StoreDatabase,
  key: string,
  offered: readonly Entry[],
): Promise<void> {
  if (offered.length === 0) return;
  const list = await db
    .selectFrom('waiting_lists')
    .select('title')
    .where('key', '=', key)
    .executeTakeFirst();
  const minutes = storefrontEnv().WAITING_LIST_TURN_MINUTES;
  for (const entry of offered) {
    const mail = offerEmail(
      {
        to: entry.email,
        title: list?.title ?? 'your tickets',
        origin: siteOrigin(),
        merchantName: merchant().name,
      },
      {
        quantity: entry.offered_quantity ?? entry.quantity,
        turnToken: entry.turn_token!,
        leaveToken: entry.leave_token,
        minutes,
      },
    );
    await send(mail, `waiting-list-${entry.id}-turn`, key);
  }
}

/** Hands a list on with what is left of its thing now, and emails those given a turn. */
export async function handOnAndNotify(
  db: StoreDatabase,
  key: string,
  available: number,
  now: number,
): Promise<number> {
  const { offered } = await handOn(
    db,
    key,
    available,
    now,
    storefrontEnv().WAITING_LIST_TURN_MINUTES * 60_000,
  );
  await sendOfferEmails(db, key, offered);
  return offered.length;
}

/**
 * What an availability read of a selection's ticket lines shows, for the lists of those lines with someone waiting.
 * Never throws, and reads the database only when the cached keys name one of the lines.
 */
export async function noticeAvailability(
  selection: Selection,
  options: readonly Pick<TicketOption, 'id' | 'remaining'>[] | null,
  now = Date.now(),
): Promise<void> {
  if (!options || options.length === 0) return;
  try {
    const db = await storefrontDatabase();
    const keys = await keysWithWaiters(db, now);
    if (keys.size === 0) return;
    for (const option of options) {
      const key = listKeyOf(selection, option.id);
      if (keys.has(key) && noticeDue(key, now))
        await handOnAndNotify(db, key, Math.max(0, option.remaining), now);
    }
  } catch (error) {
    log.warn(
      { error: error instanceof Error ? error.message : String(error) },
      'waiting-list hand-on skipped',
    );
  }
}

/** How many of a list's thing are left now, by the kind's own read; null when it cannot say. */
export async function remainingOfList(
  selection: Selection,
  lineId: string,
  now: number,
): Promise<number | null> {
  const kind = kindModule(selection.kind);
  if (kind.availability) {
    const options = await kind.availability(selection);
    return options?.find((option) => option.id === lineId)?.remaining ?? null;
  }
  // Kinds without ticket lines: a quote for more than any order holds says what is short.
  const asked = 100;
  const quote = await kind.quote(selection, [{ id: lineId, quantity: asked }], now);
  if (!quote || quote.refusal) return null;
  return quote.shortfalls[0]?.remaining ?? asked;
}

/**
 * The sweeper's check (at most every SWEEP_EVERY_MS): every list with someone waiting or in a turn is read and
 * handed on, so tickets that came back while no page asked, and turns that lapsed, still pass on.
 */
export async function sweepWaitingLists(db: StoreDatabase, now: number): Promise<number> {
  if (now - lastSweepAt < SWEEP_EVERY_MS && now >= lastSweepAt) return 0;
  lastSweepAt = now;
  const keys = [...(await keysWithWaiters(db, now))];
  if (keys.length === 0) return 0;
  const lists = await db
    .selectFrom('waiting_lists')
    .select(['key', 'selection', 'line_id'])
    .where('key', 'in', keys)
    .execute();
  let offered = 0;
  for (const list of lists) {
    try {
      const selection = selectionSchema.safeParse(JSON.parse(list.selection));
      if (!selection.success) continue;
      const remaining = await remainingOfList(selection.data, list.line_id, now);
      if (remaining !== null)
        offered += await handOnAndNotify(db, list.key, Math.max(0, remaining), now);
    } catch (error) {
      log.warn(
        { list: list.key, error: error instanceof Error ? error.message : String(error) },
        'waiting-list check skipped',
      );
    }
  }
  return offered;
}
