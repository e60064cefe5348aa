// Care stages (issue 29): the stage definitions (read, replace, preview), who is at which stage, one employee's
// stages and health view. The contracts: src/contracts/endpoints/care-stages.ts.
import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../../contracts/endpoints.ts';
import { registerEndpoint } from '../../routes.ts';
import { employeeHealthOf } from './care-health.service.ts';
import { employeeCareStagesOf, listCareStages } from './care-stages.queries.ts';
import {
  getCareStageDefinitions,
  previewCareStageDefinitions,
  putCareStageDefinitions,
} from './care-stages.service.ts';

export async function careStagesRoutes(app: FastifyInstance) {
  registerEndpoint(app, endpoints.careStageDefinitionsGet, async (request) =>
    getCareStageDefinitions(app.database, request.ctx),
  );
  registerEndpoint(app, endpoints.careStageDefinitionsPut, async (request) =>
    putCareStageDefinitions(app.database, app.jobs, request.ctx, request.body),
  );
  registerEndpoint(app, endpoints.careStageDefinitionsPreview, async (request) =>
    previewCareStageDefinitions(app.database, request.ctx, request.body, app.now()),
  );
  registerEndpoint(app, endpoints.careStagesList, async (request) =>
    listCareStages(app.database, request.ctx, request.query, app.now()),
  );
  registerEndpoint(app, endpoints.employeeCareStages, async (request) =>
    employeeCareStagesOf(app.database, request.ctx, request.params.employeeId, request.query.asOf, app.now()),
  );
  registerEndpoint(app, endpoints.employeeHealth, async (request) =>
    employeeHealthOf(app.database, request.ctx, request.params.employeeId, request.query.asOf, app.now()),
  );
}
