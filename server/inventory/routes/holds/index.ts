// The holds area: create and release.
import { createRouter } from '../../http/router';
import { createHoldsHandler, releaseHoldHandler } from './holds.handlers';
import { createHoldsRoute, releaseHoldRoute } from './holds.routes';

export const holdsRouter = createRouter()
  .openapi(createHoldsRoute, createHoldsHandler)
  .openapi(releaseHoldRoute, releaseHoldHandler);
