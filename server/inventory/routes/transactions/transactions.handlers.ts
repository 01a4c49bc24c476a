// Handlers of the transaction lookups; both answer the same full record, scoped to the caller.
import type { RouteHandler } from '@hono/zod-openapi';
import { findTransaction, transactionView, type TransactionRow } from '../../domain/core/purchases/transactions';
import type { AppEnv } from '../../http/context';
import { ApiError } from '../../domain/core/errors';
import type {
  transactionByMerchantReferenceRoute,
  transactionByReferenceRoute,
} from './transactions.routes';

function found(row: TransactionRow | undefined) {
  if (!row) throw new ApiError(404, 'Transaction not found.');
  return {
    success: true as const,
    status: 200,
    message: 'Transaction retrieved successfully.',
    data: transactionView(row),
  };
}

export const byMerchantReferenceHandler: RouteHandler<
  typeof transactionByMerchantReferenceRoute,
  AppEnv
> = async (c) => {
  const { merchant_reference } = c.req.valid('query');
  return c.json(
    found(
      await findTransaction(c.var.deps.database.db, c.var.auth, {
        merchantReference: merchant_reference,
      }),
    ),
    200,
  );
};

export const byReferenceHandler: RouteHandler<typeof transactionByReferenceRoute, AppEnv> = async (
  c,
) => {
  const { reference } = c.req.valid('param');
  return c.json(
    found(await findTransaction(c.var.deps.database.db, c.var.auth, { reference })),
    200,
  );
};
