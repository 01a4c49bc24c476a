// The purchases area: experience tickets (regular and cinema). Bus and hotel purchases live in their areas.
import { createRouter } from '../../http/router';
import { validationError } from '../../http/errors';
import { buyExperienceHandler } from './purchases.handlers';
import { buyExperienceRoute } from './purchases.routes';

// The spec answers a malformed buy with 400 (not the 422 of other routes), with a `reason`.
export const purchasesRouter = createRouter().openapi(
  buyExperienceRoute,
  buyExperienceHandler,
  (result) => {
    if (!result.success) {
      const error = validationError(result.error.issues, 400);
      const first = Object.values(error.details.errors ?? {})[0]?.[0];
      error.details.reason ??= first ?? 'Invalid request.';
      throw error;
    }
    return undefined;
  },
);
