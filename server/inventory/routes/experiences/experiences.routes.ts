// Routes of the experience catalogue: the list, ticket categories and details (cinema or regular).
import { createRoute } from '@hono/zod-openapi';
import { errorResponses, jsonContent, successEnvelope } from '../../http/envelope-schemas';
import {
  Experience,
  ExperienceIdParam,
  ExperienceList,
  ExperienceListQuery,
  ExperienceTickets,
  TicketsQuery,
} from './experiences.schemas';

const tags = ['Catalogue'];
const security = [{ ApiKey: [] }];

export const listExperiencesRoute = createRoute({
  operationId: 'listExperiences',
  method: 'get',
  path: '/api/v1/svc/experience',
  tags,
  security,
  summary: 'List experiences',
  description:
    '20 per page. Experiences that have ended are left out (decision; they stay readable by id). Without `sorted_by` the order is `upcoming`.',
  request: { query: ExperienceListQuery },
  responses: {
    200: jsonContent(successEnvelope(ExperienceList), 'One page of experiences'),
    ...errorResponses({
      401: 'Missing or unknown API key',
      422: 'A bad query value; errors keyed by the parameter',
    }),
  },
});

export const experienceTicketsRoute = createRoute({
  operationId: 'listTicketCategories',
  method: 'get',
  path: '/api/v1/svc/experience/tickets/{experience_id}',
  tags,
  security,
  summary: 'Ticket categories of an experience',
  description:
    "Prices and `slots_remaining` for the caller's environment, net of active holds and sales. Cinema: categories of the location (`cinema_location_id`, headquarters when absent; categories without a location apply everywhere) and seats of one screening, the next one unless `time_id` and `attendance_date` name another.",
  request: { params: ExperienceIdParam, query: TicketsQuery },
  responses: {
    200: jsonContent(
      successEnvelope(ExperienceTickets),
      'Ticket categories with prices and availability',
    ),
    ...errorResponses({
      401: 'Missing or unknown API key',
      404: 'Unknown experience',
      422: 'Non-UUID id, bad query value, or a location / showtime / date the film does not have',
    }),
  },
});

export const experienceDetailsRoute = createRoute({
  operationId: 'getExperience',
  method: 'get',
  path: '/api/v1/svc/experience/v/{experience_id}',
  tags,
  security,
  summary: 'Experience details (cinema with the full cinema_info; regular too)',
  description: 'Extension: answers for regular experiences as well, without `cinema_info`.',
  request: { params: ExperienceIdParam },
  responses: {
    200: jsonContent(successEnvelope(Experience), 'The experience'),
    ...errorResponses({
      401: 'Missing or unknown API key',
      404: 'Unknown experience',
      422: 'The id is not a UUID',
    }),
  },
});
