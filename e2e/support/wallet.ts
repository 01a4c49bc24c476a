// The demo merchant's staging wallet in the e2e service database, emptied so that the service refuses buys
// (402) until the operator command tops it up again.
import { createHash } from 'node:crypto';
import Database from 'better-sqlite3';
import { z } from 'zod';
import { E2E_INVENTORY_DB_PATH } from '../../playwright.config';
import { topUpStagingWallet } from './admin';
import { LOCAL_STAGING_KEY } from './inventory';

const merchantRow = z.object({ merchant_id: z.string() });
const walletRow = z.object({ balance_kobo: z.number().int() });

export interface EmptiedWallet {
  /** Puts the balance back with the operator command; does nothing the second time. */
  refill: () => void;
}

/** Empties the wallet the storefront's key pays from, recording the debit in its ledger like any other entry. */
export function emptyMerchantWallet(): EmptiedWallet {
  const db = new Database(E2E_INVENTORY_DB_PATH, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    const keyHash = createHash('sha256').update(LOCAL_STAGING_KEY).digest('hex');
    const { merchant_id: merchantId } = merchantRow.parse(
      db
        .prepare(`select merchant_id from api_keys where key_hash = ? and environment = 'staging'`)
        .get(keyHash),
    );
    const empty = db.transaction((now: number) => {
      const { balance_kobo: balance } = walletRow.parse(
        db
          .prepare(
            `select balance_kobo from wallets where merchant_id = ? and environment = 'staging'`,
          )
          .get(merchantId),
      );
      db.prepare(
        `update wallets set balance_kobo = 0, updated_at = ? where merchant_id = ? and environment = 'staging'`,
      ).run(now, merchantId);
      db.prepare(
        `insert into wallet_entries (merchant_id, environment, amount_kobo, balance_after_kobo, transaction_id, note, created_at) values (?, 'staging', ?, 0, null, ?, ?)`,
      ).run(merchantId, -balance, 'Emptied for a refused-buy test', now);
      return balance;
    });
    const balance = empty(Date.now());
    let refilled = balance === 0;
    return {
      refill: () => {
        if (refilled) return;
        refilled = true;
        topUpStagingWallet(merchantId, balance);
      },
    };
  } finally {
    db.close();
  }
}
