// The care module's routes (issue 29), registered by the app as one plugin: the care stages and health view
// (care-stages.routes.ts) and the care tasks.
import type { FastifyInstance } from 'fastify';
import { careStagesRoutes } from './care-stages.routes.ts';

export async function careRoutes(app: FastifyInstance) {
  await app.register(careStagesRoutes);
  // The care tasks' routes (helper "tasks") are registered here.
}
