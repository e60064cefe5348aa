// The care module's routes (issue 29), registered by the app as one plugin: the care stages and health view
// (care-stages.routes.ts) and the care tasks (care-tasks.routes.ts).
import type { FastifyInstance } from 'fastify';
import { careStagesRoutes } from './care-stages.routes.ts';
import { careTaskRoutes } from './care-tasks.routes.ts';

export async function careRoutes(app: FastifyInstance) {
  await app.register(careStagesRoutes);
  await app.register(careTaskRoutes);
}
