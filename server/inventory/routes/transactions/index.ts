// The transactions area: the two lookups of the full record.
import { createRouter } from '../../http/router';
import { byMerchantReferenceHandler, byReferenceHandler } from './transactions.handlers';
import {
  transactionByMerchantReferenceRoute,
  transactionByReferenceRoute,
} from './transactions.routes';

export const transactionsRouter = createRouter()
  .openapi(transactionByMerchantReferenceRoute, byMerchantReferenceHandler)
  .openapi(transactionByReferenceRoute, byReferenceHandler);
