// Joining a thing's waiting list from its page: the thing must exist and be sold out (or what is left kept for
// turns already given); its title comes from the service, never from the form. Counted per address and per email.
import 'server-only';
import { z } from 'zod';
import { phoneDigits } from '@/lib/checkout/contact-schema';
import { selectionSchema, type Selection } from '@/lib/sellables/kinds';
import type { StoreDatabase } from '@/server/store-db/connect';
import { hrefOf, kindModule } from '@/server/ticketing/kinds/registry';
import {
  createLimiter,
  limiterStore,
  takePoint,
  type LimiterStore,
} from '@/server/security/limiter';
import { addressKey } from '@/server/security/client-address';
import { createHash } from 'node:crypto';
import { listKeyOf, selectionForLine } from './keys';
import { joinList, outstandingOffers, type Entry } from './store';

export const JOIN_MESSAGES = {
  gone: 'This item could not be found. It may no longer be on sale.',
  onSale: 'There are tickets left: reserve them now instead.',
  email: 'Enter a valid email address.',
  phone: 'Enter a phone number of 8 to 15 digits, or leave it empty.',
  quantity: (max: number) => `Choose between 1 and ${max} tickets.`,
} as const;

/** The join form's fields, checked: the selection's own fields, the line, the contact and how many. */
export function joinSchema(maxPerOrder: number) {
  return z.object({
    selection: z.unknown().transform((value, ctx) => {
      const parsed = selectionSchema.safeParse(value);
      if (!parsed.success) {
        ctx.addIssue({ code: 'custom', message: JOIN_MESSAGES.gone });
        return z.NEVER;
      }
      return parsed.data as Selection;
    }),
    line: z.string().min(1, JOIN_MESSAGES.gone).max(64, JOIN_MESSAGES.gone),
    email: z.string().trim().max(254, JOIN_MESSAGES.email).pipe(z.email(JOIN_MESSAGES.email)),
    phone: z
      .string()
      .max(32, JOIN_MESSAGES.phone)
      .transform((value) => phoneDigits.parse(value))
      .refine((digits) => digits === '' || /^\d{8,15}$/.test(digits), JOIN_MESSAGES.phone)
      .transform((digits) => (digits === '' ? null : digits)),
    quantity: z.coerce
      .number()
      .int(JOIN_MESSAGES.quantity(maxPerOrder))
      .min(1, JOIN_MESSAGES.quantity(maxPerOrder))
      .max(maxPerOrder, JOIN_MESSAGES.quantity(maxPerOrder)),
  });
}

export type JoinFields = z.output<ReturnType<typeof joinSchema>>;

/** Reads the join form: `kind` and the selection's own fields, `line`, `email`, `phone`, `quantity`. */
export function readJoinForm(form: FormData): Record<string, unknown> {
  const text = (name: string) =>
    typeof form.get(name) === 'string' ? (form.get(name) as string) : '';
  const selection: Record<string, string> = {};
  for (const [name, value] of form.entries())
    if (name.startsWith('s.') && typeof value === 'string') selection[name.slice(2)] = value;
  return {
    selection,
    line: text('line'),
    email: text('email'),
    phone: text('phone'),
    quantity: text('quantity'),
  };
}

/** The hidden fields naming a selection in the join form (`s.kind`, `s.eventId`, …). */
export const selectionFields = (selection: Selection): [string, string][] =>
  Object.entries(selection).flatMap(([name, value]) =>
    value === undefined || Array.isArray(value)
      ? []
      : [[`s.${name}`, String(value)] as [string, string]],
  );

export interface JoinDeps {
  /** How many of the line are left now (the service's read); null when the selection or line names nothing. */
  remaining: (selection: Selection, lineId: string, now: number) => Promise<number | null>;
  /** The shop's address the list is joined on. */
  origin: string;
}

export type JoinResult =
  { ok: true; entry: Entry; title: string; rejoined: boolean } | { ok: false; message: string };

/** The thing's name for the list, from the service: `Lagos Jazz Night, Sat 6 Dec — VIP`. */
async function titleOf(selection: Selection, lineId: string, now: number): Promise<string | null> {
  const quote = await kindModule(selection.kind).quote(
    selection,
    [{ id: lineId, quantity: 1 }],
    now,
  );
  const line = quote?.lines[0];
  if (!quote || !line) return null;
  const what = quote.subtitle ? `${quote.title}, ${quote.subtitle}` : quote.title;
  return `${what} — ${line.title}`;
}

export async function joinWaitingList(
  db: StoreDatabase,
  fields: JoinFields,
  now: number,
  deps: JoinDeps,
): Promise<JoinResult> {
  const { line } = fields;
  const selection = selectionForLine(fields.selection, line);
  const remaining = await deps.remaining(selection, line, now);
  if (remaining === null) return { ok: false, message: JOIN_MESSAGES.gone };
  const key = listKeyOf(selection, line);
  if (remaining - (await outstandingOffers(db, key, now)) > 0)
    return { ok: false, message: JOIN_MESSAGES.onSale };
  const title = await titleOf(selection, line, now);
  if (!title) return { ok: false, message: JOIN_MESSAGES.gone };
  const joined = await joinList(
    db,
    { selection, lineId: line, title, href: hrefOf(selection), origin: deps.origin },
    { email: fields.email, phone: fields.phone, quantity: fields.quantity },
    now,
  );
  return { ok: true, ...joined, title };
}

export interface JoinLimits {
  perAddress: number;
  perEmail: number;
  windowSeconds: number;
}

export const JOIN_LIMITS: JoinLimits = { perAddress: 20, perEmail: 5, windowSeconds: 3_600 };

export type JoinLimiter = (client: {
  email: string;
  address: string | undefined;
}) => Promise<{ ok: true } | { ok: false; retryAfterSeconds: number }>;

const digest = (value: string) =>
  createHash('sha256').update(value.toLowerCase()).digest('base64url').slice(0, 22);

/** Joins counted in fixed windows, per client address first, then per email (a digest of it). */
export function createJoinLimiter(
  limits: JoinLimits = JOIN_LIMITS,
  store: LimiterStore = limiterStore(),
): JoinLimiter {
  const byAddress = createLimiter(
    {
      keyPrefix: 'waiting-list-address',
      points: limits.perAddress,
      duration: limits.windowSeconds,
    },
    store,
  );
  const byEmail = createLimiter(
    { keyPrefix: 'waiting-list-email', points: limits.perEmail, duration: limits.windowSeconds },
    store,
  );
  return async ({ email, address }) => {
    for (const [limiter, key] of [
      [byAddress, address === undefined ? undefined : addressKey(address)],
      [byEmail, digest(email)],
    ] as const) {
      if (key === undefined) continue;
      const retryAfterSeconds = await takePoint(limiter, key);
      if (retryAfterSeconds !== undefined) return { ok: false, retryAfterSeconds };
    }
    return { ok: true };
  };
}
