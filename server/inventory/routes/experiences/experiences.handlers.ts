// Handlers of the experience catalogue: reads only; availability is per the caller's environment.
import {
  EXPERIENCES_PER_PAGE,
  findExperience,
  listExperiences,
} from '../../domain/experiences/experience-catalogue';
import { experienceTickets } from '../../domain/experiences/experience-tickets';
import type { AppRouteHandler } from '../../http/context';
import { ok } from '../../http/reply';
import { ApiError } from '../../domain/core/errors';
import type {
  experienceDetailsRoute,
  experienceTicketsRoute,
  listExperiencesRoute,
} from './experiences.routes';

const notFound = () => new ApiError(404, 'Experience not found.');

export const listExperiencesHandler: AppRouteHandler<typeof listExperiencesRoute> = async (c) => {
  const { database, clock } = c.get('deps');
  const query = c.req.valid('query');
  const page = await listExperiences(
    database.db,
    {
      businessId: query.business_id,
      search: query.search,
      category: query.category_id,
      featured: query.featured,
      cinema: query.cinema,
      sortedBy: query.sorted_by,
      page: query.page,
    },
    clock.now(),
  );
  return ok(c, 'Experiences retrieved successfully.', {
    experiences: page.experiences,
    next_page: page.nextPage === null ? null : String(page.nextPage),
    count: page.count,
    per_page: EXPERIENCES_PER_PAGE,
  });
};

export const experienceTicketsHandler: AppRouteHandler<typeof experienceTicketsRoute> = async (
  c,
) => {
  const { database, clock } = c.get('deps');
  const { experience_id } = c.req.valid('param');
  const query = c.req.valid('query');
  const data = await experienceTickets(database.db, {
    experienceId: experience_id,
    environment: c.get('auth').environment,
    now: clock.now(),
    cinemaLocationId: query.cinema_location_id,
    timeId: query.time_id,
    attendanceDate: query.attendance_date,
  });
  if (!data) throw notFound();
  return ok(c, 'Ticket categories retrieved successfully.', data);
};

export const experienceDetailsHandler: AppRouteHandler<typeof experienceDetailsRoute> = async (
  c,
) => {
  const { experience_id } = c.req.valid('param');
  const experience = await findExperience(c.get('deps').database.db, experience_id);
  if (!experience) throw notFound();
  return ok(c, 'Experience retrieved successfully.', experience);
};
