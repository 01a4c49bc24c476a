// The experience catalogue area: list, ticket categories, details.
import { createRouter } from '../../http/router';
import { experienceDetailsHandler, experienceTicketsHandler, listExperiencesHandler } from './experiences.handlers';
import { experienceDetailsRoute, experienceTicketsRoute, listExperiencesRoute } from './experiences.routes';

export const experiencesRouter = createRouter()
  .openapi(listExperiencesRoute, listExperiencesHandler)
  .openapi(experienceTicketsRoute, experienceTicketsHandler)
  .openapi(experienceDetailsRoute, experienceDetailsHandler);
