import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../../contracts/endpoints.ts';
import { registerEndpoint } from '../../routes.ts';
import { createAbsence, deleteAbsences, listAbsences, updateAbsences } from './absences.service.ts';

export async function absencesRoutes(app: FastifyInstance) {
  registerEndpoint(app, endpoints.absenceCreate, async (request) =>
    createAbsence(app.database, app.jobs, request.ctx, request.body),
  );
  registerEndpoint(app, endpoints.absencesUpdate, async (request) =>
    updateAbsences(app.database, app.jobs, request.ctx, request.body),
  );
  registerEndpoint(app, endpoints.absencesDelete, async (request) =>
    deleteAbsences(app.database, app.jobs, request.ctx, request.query.ids),
  );
  registerEndpoint(app, endpoints.absencesList, async (request) =>
    listAbsences(app.database, request.ctx, request.query),
  );
}
