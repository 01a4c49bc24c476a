// Parses and runs one operator command; prints to the given writer and returns an exit code.
import type { Database } from '../db/connect';
import { DAY_MS } from '../domain/core/time';
import {
  addEvent,
  AdminError,
  listMerchants,
  setHoldTtl,
  topUpWallet,
  type MerchantSummary,
} from './commands';

export const USAGE = `Usage: npm run inventory:admin -- <command>

  merchants [--json]                                  merchants, key hints per environment, wallet balances, hold TTL
  topup <merchant-id> <staging|live> <amount-naira>   add funds to one wallet
  set-ttl <merchant-id> <seconds|default>             the merchant's own hold time-to-live (1..86400), or back to HOLD_TTL_SECONDS
  add-event <title> <tickets> [price-naira] [--json]  an event starting in 30 days with one category of that many tickets

Uses the same settings as the service (INVENTORY_DB_PATH or DATABASE_URL). Keys are never shown, only hints.`;

const naira = (n: number | null) =>
  n === null
    ? '-'
    : `₦${n.toLocaleString('en-NG', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export function formatMerchants(merchants: MerchantSummary[]): string {
  if (merchants.length === 0) return 'No merchants.';
  return merchants
    .map((m) =>
      [
        `${m.name}  (${m.id})`,
        `  hold TTL: ${m.holdTtlSeconds === null ? 'service default' : `${m.holdTtlSeconds}s`}`,
        `  staging: keys ${m.keyHints.staging.join(', ') || '-'}   wallet ${naira(m.wallets.staging)}`,
        `  live:    keys ${m.keyHints.live.join(', ') || '-'}   wallet ${naira(m.wallets.live)}`,
      ].join('\n'),
    )
    .join('\n\n');
}

export async function runAdmin(
  args: string[],
  database: Database,
  out: (line: string) => void,
  now = Date.now(),
): Promise<number> {
  const [command, ...rest] = args;
  try {
    switch (command) {
      case 'merchants': {
        const merchants = await listMerchants(database.db);
        out(
          rest.includes('--json') ? JSON.stringify(merchants, null, 2) : formatMerchants(merchants),
        );
        return 0;
      }
      case 'topup': {
        const [merchantId, environment, amount] = rest;
        if (
          !merchantId ||
          (environment !== 'staging' && environment !== 'live') ||
          !amount ||
          !/^\d+(\.\d{1,2})?$/.test(amount)
        ) {
          throw new AdminError(
            'Usage: topup <merchant-id> <staging|live> <amount-naira>, e.g. topup <id> staging 250000',
          );
        }
        const { balanceNaira } = await topUpWallet(database, {
          merchantId,
          environment,
          amountNaira: Number(amount),
          now,
        });
        out(
          `Topped up the ${environment} wallet of ${merchantId} by ${naira(Number(amount))}: balance ${naira(balanceNaira)}.`,
        );
        return 0;
      }
      case 'set-ttl': {
        const [merchantId, value] = rest;
        if (!merchantId || !value || (value !== 'default' && !/^\d+$/.test(value))) {
          throw new AdminError('Usage: set-ttl <merchant-id> <seconds|default>');
        }
        await setHoldTtl(database.db, merchantId, value === 'default' ? null : Number(value));
        out(
          `Hold TTL of ${merchantId}: ${value === 'default' ? 'service default' : `${value}s`} (running services pick it up within 30 seconds).`,
        );
        return 0;
      }
      case 'add-event': {
        const json = rest.includes('--json');
        const [title, tickets, price = '5000'] = rest.filter((arg) => arg !== '--json');
        if (!title || !tickets || !/^\d+$/.test(tickets) || !/^\d+(\.\d{1,2})?$/.test(price)) {
          throw new AdminError(
            'Usage: add-event <title> <tickets> [price-naira] [--json], e.g. add-event "Big Concert" 1000 15000',
          );
        }
        const ids = await addEvent(database, {
          title,
          tickets: Number(tickets),
          priceNaira: Number(price),
          startAt: now + 30 * DAY_MS,
          now,
        });
        out(
          json
            ? JSON.stringify(ids)
            : `On sale: ${title} (${ids.experienceId}), ${tickets} tickets (category ${ids.ticketCategoryId}).`,
        );
        return 0;
      }
      default:
        out(USAGE);
        return command === undefined || command === 'help' || command === '--help' ? 0 : 2;
    }
  } catch (error) {
    if (error instanceof AdminError) {
      out(`error: ${error.message}`);
      return 1;
    }
    throw error;
  }
}
