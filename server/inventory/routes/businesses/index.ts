// The business catalogue area.
import { createRouter } from '../../http/router';
import { listBusinessesHandler } from './businesses.handlers';
import { listBusinessesRoute } from './businesses.routes';

export const businessesRouter = createRouter().openapi(listBusinessesRoute, listBusinessesHandler);
