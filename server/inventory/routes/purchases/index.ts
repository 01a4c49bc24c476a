// The purchases area: experience tickets (regular and cinema). Bus and hotel purchases live in their areas.
import { buyValidationHook, createRouter } from '../../http/router';
import { buyExperienceHandler } from './purchases.handlers';
import { buyExperienceRoute } from './purchases.routes';

export const purchasesRouter = createRouter().openapi(
  buyExperienceRoute,
  buyExperienceHandler,
  buyValidationHook,
);
