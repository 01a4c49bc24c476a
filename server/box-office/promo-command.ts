// The promo-codes command's work: create a code, generate a batch, list, export, turn codes on and off, report, on a
// database it is given; each change is in the audit log.
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { insertAudit } from '@/server/staff/audit-log';
import type { StoreDatabase } from '@/server/store-db/connect';
import {
  createPromoCode,
  describePromoDiscount,
  describePromoScope,
  findPromoCode,
  generatePromoBatch,
  listPromoCodes,
  PROMO_AUDIT,
  PromoCodeInputError,
  promoCodesCsv,
  setPromoCodeEnabled,
  type PromoCodeListed,
} from '@/server/promo/codes';
import { promoReport, promoReportCsv } from '@/server/promo/report';

export const PROMO_USAGE = `Usage: npm run promo-codes -- <command>

  create --code <CODE> <discount> [rules]
  batch --count <n> --prefix <PREFIX> <discount> [rules]     (prints the new codes as CSV)
  list [--json] [--batch <batch>]
  export [--batch <batch>]                                   (every code, or a batch's, as CSV)
  enable --code <CODE>
  disable --code <CODE>
  report --from <ISO time> --to <ISO time> [--csv]

  discount: --percent <1-100> | --amount <naira off each ticket> | --price <naira each ticket>
  rules:    [--scope shop|kind:<event|cinema|bus|hotel>|event:<id>|film:<id>|category:<line id>|route:<id>|hotel:<id>]
            [--campaign <name>] [--note <text>] [--from <ISO time>] [--until <ISO time>]
            [--max-uses <n>] [--per-customer <n>] [--max-tickets <n>] [--min-tickets <n>] [--off]

The scope is the whole shop unless --scope says otherwise. A batch's codes are single use. Times are ISO 8601 with a
zone, such as 2026-12-01T10:00:00+01:00; amounts are in Naira, such as 500 or 1250.50.`;

/** A mistake in how the command was called: the usage is shown with it. */
export class PromoUsageError extends Error {}
/** The command was understood but cannot be done (no such code, a code that exists). */
export class PromoCommandError extends Error {}

export interface PromoCommandIO {
  print(line: string): void;
  now?: () => number;
}

const OPTIONS = {
  code: { type: 'string' },
  count: { type: 'string' },
  prefix: { type: 'string' },
  percent: { type: 'string' },
  amount: { type: 'string' },
  price: { type: 'string' },
  scope: { type: 'string' },
  campaign: { type: 'string' },
  note: { type: 'string' },
  from: { type: 'string' },
  until: { type: 'string' },
  to: { type: 'string' },
  'max-uses': { type: 'string' },
  'per-customer': { type: 'string' },
  'max-tickets': { type: 'string' },
  'min-tickets': { type: 'string' },
  batch: { type: 'string' },
  off: { type: 'boolean', default: false },
  json: { type: 'boolean', default: false },
  csv: { type: 'boolean', default: false },
} as const;

type Values = Record<string, string | boolean | undefined>;

const BY_COMMAND_LINE = 'command line';

const isoTime = z.iso.datetime({ offset: true }).transform((value) => Date.parse(value));
const naira = z
  .string()
  .regex(/^\d{1,9}(\.\d{1,2})?$/, 'Enter an amount in Naira, such as 500 or 1250.50')
  .transform((value) => Math.round(Number(value) * 100));
const count = z.coerce.number().int().min(1);

function parsed<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
  const result = schema.safeParse(value);
  if (!result.success)
    throw new PromoUsageError(`${what}: ${result.error.issues[0]?.message ?? 'not valid'}.`);
  return result.data;
}

const optional = <T>(
  schema: z.ZodType<T>,
  value: string | boolean | undefined,
  what: string,
): T | null => (typeof value === 'string' ? parsed(schema, value, what) : null);

function discountOf(values: Values) {
  const given = (['percent', 'amount', 'price'] as const).filter(
    (kind) => values[kind] !== undefined,
  );
  if (given.length !== 1)
    throw new PromoUsageError('Give one discount: --percent, --amount or --price.');
  const kind = given[0]!;
  if (kind === 'percent')
    return { kind, percent: parsed(z.coerce.number(), values.percent, '--percent') };
  return { kind, kobo: parsed(naira, values[kind], `--${kind}`) };
}

/** The scope named on the command line: `shop`, or a type and its id (`route:12`). */
function scopeOf(value: string | boolean | undefined): unknown {
  if (typeof value !== 'string' || value === 'shop') return { type: 'shop' };
  const [type, id = ''] = value.split(/:(.*)/s);
  const key = {
    kind: 'kind',
    event: 'eventId',
    film: 'filmId',
    category: 'categoryId',
    route: 'routeId',
    hotel: 'hotelId',
  }[type ?? ''];
  if (!key) throw new PromoUsageError(`--scope: unknown scope ${value}.`);
  return { type, [key]: type === 'route' || type === 'hotel' ? Number(id) : id };
}

/** The rules given on the command line, for the code's own checks. */
function templateOf(values: Values) {
  return {
    campaign: typeof values.campaign === 'string' ? values.campaign : null,
    note: typeof values.note === 'string' ? values.note : null,
    discount: discountOf(values),
    scope: scopeOf(values.scope),
    validFrom: optional(isoTime, values.from, '--from'),
    validUntil: optional(isoTime, values.until, '--until'),
    maxUses: optional(count, values['max-uses'], '--max-uses'),
    maxUsesPerCustomer: optional(count, values['per-customer'], '--per-customer'),
    maxTicketsPerOrder: optional(count, values['max-tickets'], '--max-tickets'),
    minTickets: optional(count, values['min-tickets'], '--min-tickets'),
    enabled: !values.off,
  };
}

const OPTION_OF_FIELD: Record<string, string> = {
  code: '--code',
  count: '--count',
  prefix: '--prefix',
  discount: 'the discount',
  scope: '--scope',
  campaign: '--campaign',
  note: '--note',
  validFrom: '--from',
  validUntil: '--until',
  maxUses: '--max-uses',
  maxUsesPerCustomer: '--per-customer',
  maxTicketsPerOrder: '--max-tickets',
  minTickets: '--min-tickets',
};

/** The code's refusal in the command's words: the option at fault and why. */
function commandError(error: PromoCodeInputError): Error {
  const [field, message] = Object.entries(error.fieldErrors)[0] ?? ['', error.message];
  if (/exists already/.test(message)) return new PromoCommandError(message);
  return new PromoUsageError(`${OPTION_OF_FIELD[field] ?? field}: ${message}`);
}

async function withInputErrors<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw error instanceof PromoCodeInputError ? commandError(error) : error;
  }
}

const when = (ms: number | null) =>
  ms === null ? '' : new Date(ms).toISOString().slice(0, 16).replace('T', ' ');

function describeCode(code: PromoCodeListed): string {
  const dates =
    code.validFrom !== null || code.validUntil !== null
      ? `  ${when(code.validFrom) || '…'} to ${when(code.validUntil) || '…'} UTC`
      : '';
  const caps = [
    code.maxUses !== null && `max ${code.maxUses} uses`,
    code.maxUsesPerCustomer !== null && `${code.maxUsesPerCustomer} per customer`,
    code.maxTicketsPerOrder !== null && `${code.maxTicketsPerOrder} tickets per order`,
    code.minTickets !== null && `min ${code.minTickets} tickets`,
  ].filter(Boolean);
  return `${code.code}  ${code.enabled ? 'on' : 'off'}  ${describePromoDiscount(code.discount)}  ${describePromoScope(code.scope)}${dates}${caps.length ? `  ${caps.join(', ')}` : ''}  claimed ${code.claimed}, used ${code.used}${code.campaign ? `  campaign ${code.campaign}` : ''}`;
}

const printCsv = (io: PromoCommandIO, csv: string) =>
  io.print(csv.replace(/\r\n$/, '').replace(/\r\n/g, '\n'));

async function listed(db: StoreDatabase, values: Values): Promise<PromoCodeListed[]> {
  return listPromoCodes(db, typeof values.batch === 'string' ? { batch: values.batch } : {});
}

async function create(
  db: StoreDatabase,
  values: Values,
  io: PromoCommandIO,
  now: number,
): Promise<void> {
  const created = await withInputErrors(() =>
    createPromoCode(db, { code: values.code ?? '', ...templateOf(values) }, BY_COMMAND_LINE, now),
  );
  await insertAudit(
    db,
    {
      staffId: null,
      action: PROMO_AUDIT.created,
      subject: created.code,
      detail: {
        via: BY_COMMAND_LINE,
        discount: describePromoDiscount(created.discount),
        scope: describePromoScope(created.scope),
      },
    },
    now,
  );
  io.print(describeCode({ ...created, used: 0 }));
}

async function batch(
  db: StoreDatabase,
  values: Values,
  io: PromoCommandIO,
  now: number,
): Promise<void> {
  const options = {
    count: parsed(z.coerce.number(), values.count ?? '', '--count'),
    prefix: typeof values.prefix === 'string' ? values.prefix : '',
  };
  const codes = await withInputErrors(() =>
    generatePromoBatch(db, templateOf(values), options, BY_COMMAND_LINE, now),
  );
  const first = await findPromoCode(db, codes[0]!);
  await insertAudit(
    db,
    {
      staffId: null,
      action: PROMO_AUDIT.batch,
      subject: first?.batch ?? null,
      detail: { via: BY_COMMAND_LINE, count: codes.length, prefix: options.prefix.toUpperCase() },
    },
    now,
  );
  printCsv(io, promoCodesCsv(await listPromoCodes(db, { batch: first!.batch! })));
}

async function switchCode(
  db: StoreDatabase,
  values: Values,
  enabled: boolean,
  io: PromoCommandIO,
  now: number,
): Promise<void> {
  if (typeof values.code !== 'string') throw new PromoUsageError('--code: give the code.');
  if (!(await setPromoCodeEnabled(db, values.code, enabled, BY_COMMAND_LINE, now)))
    throw new PromoCommandError(`No promo code ${values.code.trim().toUpperCase()}.`);
  const code = (await findPromoCode(db, values.code))!;
  await insertAudit(
    db,
    {
      staffId: null,
      action: enabled ? PROMO_AUDIT.enabled : PROMO_AUDIT.disabled,
      subject: code.code,
      detail: { via: BY_COMMAND_LINE },
    },
    now,
  );
  io.print(`${code.code} is ${enabled ? 'on' : 'off'}.`);
}

async function report(db: StoreDatabase, values: Values, io: PromoCommandIO): Promise<void> {
  const from = parsed(isoTime, values.from ?? '', '--from');
  const to = parsed(isoTime, values.to ?? '', '--to');
  if (to <= from) throw new PromoUsageError('--to: the end must come after the start.');
  const figures = await promoReport(db, { from, to });
  if (values.csv) return printCsv(io, promoReportCsv(figures));
  const money = (kobo: number) => `NGN ${(kobo / 100).toFixed(2)}`;
  const line = (name: string, f: typeof figures.total) =>
    `${name}  ${f.orders} orders, ${f.tickets} tickets, gross ${money(f.grossKobo)}, discount ${money(f.discountKobo)}, net ${money(f.netKobo)}`;
  for (const code of figures.codes) io.print(line(code.code, code));
  for (const campaign of figures.campaigns)
    io.print(line(`campaign ${campaign.campaign ?? '(none)'}`, campaign));
  io.print(line('total', figures.total));
}

export async function runPromoCommand(
  db: StoreDatabase,
  argv: string[],
  io: PromoCommandIO,
): Promise<void> {
  let args;
  try {
    args = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
  } catch (error) {
    throw new PromoUsageError(error instanceof Error ? error.message : String(error));
  }
  const { values, positionals } = args;
  const [command, ...extra] = positionals;
  if (extra.length > 0) throw new PromoUsageError(`Unexpected argument: ${extra[0]}`);
  const now = (io.now ?? Date.now)();
  switch (command) {
    case 'create':
      return create(db, values, io, now);
    case 'batch':
      return batch(db, values, io, now);
    case 'list': {
      const codes = await listed(db, values);
      if (values.json) io.print(JSON.stringify(codes));
      else if (codes.length === 0) io.print('No promo codes.');
      else for (const code of codes) io.print(describeCode(code));
      return;
    }
    case 'export':
      return printCsv(io, promoCodesCsv(await listed(db, values)));
    case 'enable':
    case 'disable':
      return switchCode(db, values, command === 'enable', io, now);
    case 'report':
      return report(db, values, io);
    default:
      throw new PromoUsageError(command ? `Unknown command: ${command}` : 'No command given.');
  }
}
