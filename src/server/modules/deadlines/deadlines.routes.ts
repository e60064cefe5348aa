// The deadline routes (issue 30; src/contracts/endpoints/deadlines.ts): the list and marking one done. Registered by
// app.ts. "Today" is the app's clock in Zurich (tests fix it).
import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../../contracts/endpoints.ts';
import { registerEndpoint } from '../../routes.ts';
import { listDeadlines, markDeadline } from './deadlines.service.ts';

export async function deadlinesRoutes(app: FastifyInstance) {
  registerEndpoint(app, endpoints.deadlinesList, async (request) =>
    listDeadlines(app.database, request.ctx, request.query, app.now()),
  );
  registerEndpoint(app, endpoints.deadlineMark, async (request) =>
    markDeadline(app.database, request.ctx, request.params.deadlineId, request.body.done, app.now()),
  );
}
