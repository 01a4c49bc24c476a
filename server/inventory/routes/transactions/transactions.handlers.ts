// Handlers of the transaction lookups; both answer the same full record, scoped to the caller.
import { ApiError } from '../../domain/core/errors';
import {
  findTransaction,
  transactionView,
  type TransactionRow,
} from '../../domain/core/purchases/transactions';
import type { AppRouteHandler } from '../../http/context';
import { ok } from '../../http/reply';
import type {
  transactionByMerchantReferenceRoute,
  transactionByReferenceRoute,
} from './transactions.routes';

/** The record, or the 404 of a lookup that found nothing. */
function found(row: TransactionRow | undefined) {
  if (!row) throw new ApiError(404, 'Transaction not found.');
  return transactionView(row);
}

const FOUND = 'Transaction retrieved successfully.';

export const byMerchantReferenceHandler: AppRouteHandler<
  typeof transactionByMerchantReferenceRoute
> = async (c) => {
  const { merchant_reference } = c.req.valid('query');
  const by = { merchantReference: merchant_reference };
  return ok(c, FOUND, found(await findTransaction(c.get('deps').database.db, c.get('auth'), by)));
};

export const byReferenceHandler: AppRouteHandler<typeof transactionByReferenceRoute> = async (
  c,
) => {
  const { reference } = c.req.valid('param');
  return ok(
    c,
    FOUND,
    found(await findTransaction(c.get('deps').database.db, c.get('auth'), { reference })),
  );
};
