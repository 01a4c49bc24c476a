// The experience area (regular events and cinema films): list, ticket categories, details, purchase.
import { buyValidationHook, createRouter } from '../../http/router';
import { buyExperienceHandler } from './experience-purchase.handlers';
import { buyExperienceRoute } from './experience-purchase.routes';
import {
  experienceDetailsHandler,
  experienceTicketsHandler,
  listExperiencesHandler,
} from './experiences.handlers';
import {
  experienceDetailsRoute,
  experienceTicketsRoute,
  listExperiencesRoute,
} from './experiences.routes';

export const experiencesRouter = createRouter()
  .openapi(listExperiencesRoute, listExperiencesHandler)
  .openapi(experienceTicketsRoute, experienceTicketsHandler)
  .openapi(experienceDetailsRoute, experienceDetailsHandler)
  .openapi(buyExperienceRoute, buyExperienceHandler, buyValidationHook);
