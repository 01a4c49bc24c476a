// The service's operator command, run by tests on the e2e database: a merchant's own hold time, a wallet top-up.
import { execFileSync } from 'node:child_process';
import { E2E_INVENTORY_DB_PATH } from '../../playwright.config';

function admin(...args: string[]): string {
  return execFileSync('node_modules/.bin/tsx', ['server/inventory/admin.ts', ...args], {
    env: { ...process.env, INVENTORY_DB_PATH: E2E_INVENTORY_DB_PATH, DATABASE_URL: '' },
    encoding: 'utf8',
  });
}

/** Sets the hold time of the merchant so named; a running service applies it once its key cache lapses. */
export function setHoldTtl(merchantName: string, seconds: number | 'default'): void {
  const merchants = JSON.parse(admin('merchants', '--json')) as { id: string; name: string }[];
  const merchant = merchants.find((m) => m.name === merchantName);
  if (!merchant) throw new Error(`no merchant named ${merchantName}`);
  admin('set-ttl', merchant.id, String(seconds));
}

/** Adds to a merchant's staging wallet, as an operator does when the wallet cannot pay. */
export function topUpStagingWallet(merchantId: string, kobo: number): void {
  admin('topup', merchantId, 'staging', (kobo / 100).toFixed(2));
}
