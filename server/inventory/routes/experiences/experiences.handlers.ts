// Handlers of the experience catalogue: reads only; availability is per the caller's environment.
import type { RouteHandler } from '@hono/zod-openapi';
import { EXPERIENCES_PER_PAGE, findExperience, listExperiences } from '../../domain/experiences/experience-catalogue';
import { experienceTickets } from '../../domain/experiences/experience-tickets';
import type { AppEnv } from '../../http/context';
import { ApiError } from '../../domain/core/errors';
import type { experienceDetailsRoute, experienceTicketsRoute, listExperiencesRoute } from './experiences.routes';

const notFound = () => new ApiError(404, 'Experience not found.');

export const listExperiencesHandler: RouteHandler<typeof listExperiencesRoute, AppEnv> = async (c) => {
  const { database, clock } = c.var.deps;
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
  return c.json(
    {
      success: true as const,
      status: 200,
      message: 'Experiences retrieved successfully.',
      data: {
        experiences: page.experiences,
        next_page: page.nextPage === null ? null : String(page.nextPage),
        count: page.count,
        per_page: EXPERIENCES_PER_PAGE,
      },
    },
    200,
  );
};

export const experienceTicketsHandler: RouteHandler<typeof experienceTicketsRoute, AppEnv> = async (c) => {
  const { database, clock } = c.var.deps;
  const { experience_id } = c.req.valid('param');
  const query = c.req.valid('query');
  const data = await experienceTickets(database.db, {
    experienceId: experience_id,
    environment: c.var.auth.environment,
    now: clock.now(),
    cinemaLocationId: query.cinema_location_id,
    timeId: query.time_id,
    attendanceDate: query.attendance_date,
  });
  if (!data) throw notFound();
  return c.json({ success: true as const, status: 200, message: 'Ticket categories retrieved successfully.', data }, 200);
};

export const experienceDetailsHandler: RouteHandler<typeof experienceDetailsRoute, AppEnv> = async (c) => {
  const { experience_id } = c.req.valid('param');
  const experience = await findExperience(c.var.deps.database.db, experience_id);
  if (!experience) throw notFound();
  return c.json({ success: true as const, status: 200, message: 'Experience retrieved successfully.', data: experience }, 200);
};
