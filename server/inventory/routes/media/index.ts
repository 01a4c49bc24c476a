// The media area: generated demo images at /media/<kind>/<id>.svg.
import { createRouter } from '../../http/router';
import { mediaHandler } from './media.handlers';
import { mediaRoute } from './media.routes';

export const mediaRouter = createRouter().openapi(mediaRoute, mediaHandler);
