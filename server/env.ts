// Settings of the storefront: where the inventory service is, how to reach it, the session secrets, where the storefront is reached, its limits against hoarding, and the box office's contact.
// Every folder of server/ reads them; this module imports none of those folders.
import 'server-only';
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { contactSchema, phoneSchema } from '@/lib/checkout/contact-schema';
import { DEFAULT_MAX_TICKETS_PER_ORDER } from '@/lib/checkout/reserve-schema';
import { parseEnv } from '@/lib/env';
import { metricsTokenSetting } from '@/lib/metrics/scrape-access';
import { publicOrigin } from '@/lib/public-origin';

const LOCAL_STAGING_KEY = 'local-staging-key';

/** The payment providers a storefront can use (PAYMENT_PROVIDER); server/payments makes each of them. */
export const PAYMENT_PROVIDERS = ['test', 'paystack'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** Where the storefront's own database is, read alike by the storefront and by its command-line tools. */
export const storeDatabaseSettings = z.object({
  /** The storefront's own database (payments, staff, sales): SQLite by default, PostgreSQL when set. */
  STOREFRONT_DB_PATH: z.string().default('.data/storefront.sqlite'),
  STOREFRONT_DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
});

export type StoreDatabaseSettings = z.output<typeof storeDatabaseSettings>;

const count = (fallback: number, max: number) =>
  z.coerce.number().int().min(1).max(max).default(fallback);

// Sites allowed to frame the embeds: space-separated origins, each checked like STOREFRONT_PUBLIC_URL; empty: none.
const embedOrigins = z
  .string()
  .default('')
  .transform((value, ctx) => {
    const origins: string[] = [];
    for (const entry of value.split(/\s+/).filter(Boolean)) {
      const parsed = publicOrigin.safeParse(entry);
      if (!parsed.success) {
        ctx.addIssue({
          code: 'custom',
          message: `${entry} is not an origin such as https://blog.example (scheme, host and port only)`,
        });
        return z.NEVER;
      }
      if (!origins.includes(parsed.data)) origins.push(parsed.data);
    }
    return origins;
  });

// How many reverse proxies in front of the storefront may be believed: false (none, the default), true (one) or a count.
const trustProxy = z.string().transform((value, ctx) => {
  if (value === 'false' || value === '0') return 0;
  if (value === 'true') return 1;
  if (/^[1-9]$/.test(value)) return Number(value);
  ctx.addIssue({
    code: 'custom',
    message: 'must be true, false or the number of proxies in front of the storefront (1 to 9)',
  });
  return z.NEVER;
});

/** A time of day, `HH:MM` on the 24-hour clock. */
const timeOfDay = (example: string) =>
  z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, `must be a time of day such as ${example}`);

/** Text given inline or as the path of a file holding it (a certificate, a key): what it holds. */
const inlineOrFile = (looksRight: RegExp, what: string) =>
  z
    .string()
    .trim()
    .min(1)
    .transform((value, ctx) => {
      let text = value;
      if (!looksRight.test(text)) {
        try {
          text = readFileSync(value, 'utf8');
        } catch {
          ctx.addIssue({
            code: 'custom',
            message: `must be ${what}, or the path of a readable file holding it`,
          });
          return z.NEVER;
        }
      }
      if (!looksRight.test(text)) {
        ctx.addIssue({ code: 'custom', message: `must be ${what}` });
        return z.NEVER;
      }
      return text;
    });
// Inline PEM may come on one line, its line breaks written `\\n` (as in a .env file).
const pem = inlineOrFile(/^\s*-----BEGIN [A-Z0-9 ]+-----/, 'PEM text (-----BEGIN …)').transform(
  (text) => `${text.replace(/\\n/g, '\n').trim()}\n`,
);

/** A Google Cloud service account's JSON key: the two fields a signed "save to wallet" link needs. */
const serviceAccount = inlineOrFile(/^\s*\{/, "a service account's JSON key").transform(
  (text, ctx) => {
    let json: unknown = null;
    try {
      json = JSON.parse(text);
    } catch {
      // Reported below, as a key without its fields.
    }
    const key = z
      .object({
        client_email: z.email(),
        private_key: z.string().startsWith('-----BEGIN PRIVATE KEY-----'),
      })
      .safeParse(json);
    if (!key.success) {
      ctx.addIssue({
        code: 'custom',
        message: "must be a service account's JSON key, with client_email and private_key",
      });
      return z.NEVER;
    }
    return { clientEmail: key.data.client_email, privateKey: key.data.private_key };
  },
);

/** The Apple Wallet settings: all of them, or none (no Apple Wallet button). */
const APPLE_WALLET_REQUIRED = [
  'APPLE_WALLET_PASS_TYPE_ID',
  'APPLE_WALLET_TEAM_ID',
  'APPLE_WALLET_CERT',
  'APPLE_WALLET_KEY',
  'APPLE_WALLET_WWDR',
] as const;
const GOOGLE_WALLET_REQUIRED = [
  'GOOGLE_WALLET_ISSUER_ID',
  'GOOGLE_WALLET_SERVICE_ACCOUNT',
] as const;

const schema = z
  .object({
    TICKETING_BASE_URL: z.url().default('http://127.0.0.1:4000'),
    TICKETING_ENV: z.enum(['staging', 'live']).default('staging'),
    TICKETING_API_KEY: z.string().min(8, 'must be at least 8 characters').optional(),
    TICKETING_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8_000),
    /** A page's read gives up sooner than a hold or a purchase: a hanging service costs a page this long at most. */
    TICKETING_READ_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(2_500),
    SESSION_SECRET: z.string().min(32, 'must be at least 32 characters'),
    STOREFRONT_PUBLIC_URL: publicOrigin.optional(),
    TRUST_PROXY: trustProxy.default(0),
    RESERVE_LIMIT_PER_ADDRESS: count(10, 10_000),
    RESERVE_LIMIT_PER_SESSION: count(5, 10_000),
    RESERVE_LIMIT_WINDOW_SECONDS: count(60, 86_400),
    /** Places one client address may hold in one waiting room at once (households and offices share an address). */
    WAITING_ROOM_PLACES_PER_ADDRESS: count(20, 10_000),
    /** How long a waiting list's emailed turn keeps the tickets that came back for the customer it was sent to. */
    WAITING_LIST_TURN_MINUTES: count(15, 1_440),
    /** How long a catalogue page rendered for one visitor is served to the next ones; 0 renders every page per request. */
    PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3_600).default(10),
    /** The most tickets (seats, rooms) one order may hold: a merchant's rule against hoarding. */
    ...storeDatabaseSettings.shape,
    /** Seals the box office's staff cookie; when unset, a key of its own is derived from SESSION_SECRET. */
    STAFF_SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    /** Who takes the customer's money: the built-in test provider (no network), or Paystack. */
    PAYMENT_PROVIDER: z.enum(PAYMENT_PROVIDERS).default('test'),
    PAYSTACK_SECRET_KEY: z.string().min(8, 'must be at least 8 characters').optional(),
    PAYSTACK_BASE_URL: z.url().default('https://api.paystack.co'),
    /** Where confirmation emails go: an SMTP server, or `.eml` files in OUTBOX_DIR when unset. */
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
    MAIL_FROM: z.string().default('Tickets <tickets@localhost>'),
    OUTBOX_DIR: z.string().default('.data/outbox'),
    /** How long a link to an order that "Find my tickets" emails opens it. */
    ORDER_LINK_TTL_DAYS: count(7, 90),
    /** How many order emails ("Find my tickets", "Resend") one contact and one client address may ask for per window. */
    ORDER_EMAIL_LIMIT_PER_CONTACT: count(3, 1_000),
    ORDER_EMAIL_LIMIT_PER_ADDRESS: count(10, 10_000),
    ORDER_EMAIL_LIMIT_WINDOW_SECONDS: count(3_600, 86_400),
    MAX_TICKETS_PER_ORDER: count(DEFAULT_MAX_TICKETS_PER_ORDER, 100),
    /**
     * A basket's part that cannot be bought after payment: refunded alone, the rest kept (`refund-part`), or the whole
     * order refunded and nothing bought (`refund-all`, checked before any part is bought).
     */
    BASKET_FAILED_PART: z.enum(['refund-part', 'refund-all']).default('refund-part'),
    /** Whether the door may check a ticket out and in again (a re-entry); off, a ticket enters once. */
    CHECK_IN_REENTRY: z
      .enum(['true', 'false'])
      .default('false')
      .transform((value) => value === 'true'),
    /** Origins of the sites that may show the embeds (and the checkout reached from them) in a frame. */
    EMBED_ALLOWED_ORIGINS: embedOrigins,
    /** Whether an embedded event offers coaches there and back and hotels for the night, as the event page does. */
    EMBED_GETTING_THERE: z
      .enum(['true', 'false'])
      .default('false')
      .transform((value) => value === 'true'),
    /** The box office's own contact, sent with walk-in sales whose customer gives none. */
    // The contact fields are zod/mini schemas (shared with the browser), so the default is wrapped, not chained.
    BOX_OFFICE_CONTACT_NAME: z._default(contactSchema.shape.name, 'Box Office'),
    BOX_OFFICE_CONTACT_EMAIL: z._default(contactSchema.shape.email, 'box-office@tickets.example'),
    BOX_OFFICE_CONTACT_PHONE: z._default(phoneSchema, '08000000000'),
    /** The merchant as customers see it: header, footer, policy pages, receipts and emails (server/merchant.ts). */
    MERCHANT_NAME: z.string().trim().min(1).max(80).default('Eko Tickets'),
    MERCHANT_ADDRESS: z.string().trim().min(1).max(200).default('12 Marina, Lagos Island, Lagos'),
    MERCHANT_SUPPORT_EMAIL: z.email().default('support@tickets.example'),
    MERCHANT_SUPPORT_PHONE: z
      .string()
      .regex(/^\+\d{10,15}$/, 'must be in international format, such as +2348000000000')
      .default('+2348000000000'),
    MERCHANT_LOGO_URL: z
      .string()
      .regex(/^(\/|https:\/\/)/, 'must be a path on this site or an https:// URL')
      .optional(),
    /** Folder of the merchant's own policy texts (contact.md, refunds.md, terms.md, privacy.md); unset: the defaults. */
    MERCHANT_POLICY_DIR: z.string().trim().min(1).optional(),
    /** How long before a timed departure a passenger must be at the terminal. */
    BUS_REPORTING_MINUTES: z.coerce.number().int().min(1).max(240).default(30),
    BUS_LUGGAGE_ALLOWANCE: z
      .string()
      .trim()
      .min(1)
      .max(200)
      .default('One bag of up to 20 kg in the hold and one small bag on board, per passenger'),
    /** A stay's hours, the same for every hotel (the service gives none). */
    HOTEL_CHECKIN_FROM: timeOfDay('12:00').default('14:00'),
    HOTEL_CHECKOUT_BY: timeOfDay('12:00').default('12:00'),
    HOTEL_TAX_NOTE: z
      .string()
      .trim()
      .min(1)
      .max(200)
      .default(
        'Prices include VAT and all taxes; nothing more is charged for the room at the hotel.',
      ),
    /** A stay is cancelled free of charge until this many hours before check-in (the /refunds page says the same). */
    HOTEL_FREE_CANCELLATION_HOURS: z.coerce.number().int().min(0).max(720).default(48),
    /** Apple Wallet passes of tickets, signed with the merchant's pass certificate (PEM text or a file's path); unset: no button. */
    APPLE_WALLET_PASS_TYPE_ID: z
      .string()
      .regex(
        /^pass\.[A-Za-z0-9.-]+$/,
        'must be a pass type identifier such as pass.com.example.tickets',
      )
      .optional(),
    APPLE_WALLET_TEAM_ID: z
      .string()
      .regex(/^[A-Z0-9]{10}$/, 'must be the 10-character Apple team identifier')
      .optional(),
    APPLE_WALLET_CERT: pem.optional(),
    APPLE_WALLET_KEY: pem.optional(),
    APPLE_WALLET_KEY_PASSPHRASE: z.string().min(1).optional(),
    APPLE_WALLET_WWDR: pem.optional(),
    /** Google Wallet "save" links, signed with the issuer's service account key (JSON text or a file's path); unset: no button. */
    GOOGLE_WALLET_ISSUER_ID: z
      .string()
      .regex(/^\d{5,30}$/, 'must be the numeric Google Wallet issuer id')
      .optional(),
    GOOGLE_WALLET_SERVICE_ACCOUNT: serviceAccount.optional(),
    /** The merchant's Ed25519 private key (PKCS#8 PEM) signing ticket codes; unset in staging: one generated into the data folder. */
    TICKET_SIGNING_KEY: z.string().trim().min(1).optional(),
    /** Bearer token of GET /metrics; unset: served to this machine and private networks only. */
    METRICS_TOKEN: metricsTokenSetting,
  })
  .transform((env, ctx) => {
    const local = /^https?:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?(\/|$)/.test(
      env.TICKETING_BASE_URL,
    );
    // The embedded service accepts the local demo key; a remote provider needs a real one.
    const apiKey = env.TICKETING_API_KEY ?? (local ? LOCAL_STAGING_KEY : undefined);
    if (!apiKey) {
      ctx.addIssue({
        code: 'custom',
        path: ['TICKETING_API_KEY'],
        message: 'is required when TICKETING_BASE_URL is not a local address',
      });
      return z.NEVER;
    }
    if (env.PAYMENT_PROVIDER === 'test' && env.TICKETING_ENV === 'live') {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENT_PROVIDER'],
        message:
          'must be paystack when TICKETING_ENV is live: the test provider takes no real money',
      });
      return z.NEVER;
    }
    if (env.TICKETING_ENV === 'live' && !env.STOREFRONT_PUBLIC_URL) {
      // Payment return addresses and emailed links use it; in Live they must not fall back to a local address.
      ctx.addIssue({
        code: 'custom',
        path: ['STOREFRONT_PUBLIC_URL'],
        message: 'is required when TICKETING_ENV is live',
      });
      return z.NEVER;
    }
    if (env.TICKETING_ENV === 'live' && !env.TICKET_SIGNING_KEY) {
      // A generated key lives in one machine's folder: Live tickets must verify wherever the merchant scans them.
      ctx.addIssue({
        code: 'custom',
        path: ['TICKET_SIGNING_KEY'],
        message: 'is required when TICKETING_ENV is live',
      });
      return z.NEVER;
    }
    if (env.PAYMENT_PROVIDER === 'paystack' && !env.PAYSTACK_SECRET_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYSTACK_SECRET_KEY'],
        message: 'is required when PAYMENT_PROVIDER is paystack',
      });
      return z.NEVER;
    }
    for (const group of [APPLE_WALLET_REQUIRED, GOOGLE_WALLET_REQUIRED]) {
      const missing = group.filter((name) => env[name] === undefined);
      if (missing.length > 0 && missing.length < group.length) {
        ctx.addIssue({
          code: 'custom',
          path: [missing[0]!],
          message: `is required with ${group.filter((name) => !missing.includes(name)).join(', ')}`,
        });
        return z.NEVER;
      }
    }
    return { ...env, TICKETING_API_KEY: apiKey };
  });

export type StorefrontEnv = z.output<typeof schema>;

let cached: StorefrontEnv | undefined;

export function parseStorefrontEnv(source: Record<string, string | undefined>): StorefrontEnv {
  return parseEnv(schema, source, 'storefront');
}

/** The storefront's settings, parsed on first use (not at build time). */
export function storefrontEnv(): StorefrontEnv {
  cached ??= parseStorefrontEnv(process.env);
  return cached;
}
