import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../../contracts/endpoints.ts';
import { registerEndpoint } from '../../routes.ts';
import { absenceCalendar } from './absence-calendar.service.ts';

export async function absenceCalendarRoutes(app: FastifyInstance) {
  registerEndpoint(app, endpoints.absenceCalendar, async (request) =>
    absenceCalendar(app.database, request.ctx, request.query),
  );
}
