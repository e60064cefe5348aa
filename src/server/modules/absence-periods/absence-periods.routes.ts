import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../../contracts/endpoints.ts';
import { registerEndpoint } from '../../routes.ts';
import { listAbsencePeriods, setAbsencePeriodColor } from './absence-periods.service.ts';

export async function absencePeriodsRoutes(app: FastifyInstance) {
  registerEndpoint(app, endpoints.absencePeriodsList, async (request) =>
    listAbsencePeriods(app.database, request.ctx, request.query),
  );
  registerEndpoint(app, endpoints.absencePeriodsColor, async (request) =>
    setAbsencePeriodColor(app.database, request.ctx, request.body),
  );
}
