import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../../contracts/endpoints.ts';
import { registerEndpoint } from '../../routes.ts';
import {
  configureTenant,
  createTenant,
  getAdminTenant,
  getConfigurationVersion,
  getOrganization,
  getTenantConfiguration,
  getTenantInfo,
  listConfigurationVersions,
  listSubunits,
  listTenantIssues,
  replaceOrganization,
  resetTenant,
  validateConfiguration,
} from './tenant.service.ts';

export async function tenantRoutes(app: FastifyInstance) {
  registerEndpoint(app, endpoints.tenantInfo, async (request) => getTenantInfo(app.database, request.ctx));
  registerEndpoint(app, endpoints.tenantConfigurationGet, async (request) =>
    getTenantConfiguration(app.database, request.ctx),
  );
  registerEndpoint(app, endpoints.subunitsList, async (request) => listSubunits(app.database, request.ctx));
  registerEndpoint(app, endpoints.organizationGet, async (request) => getOrganization(app.database, request.ctx));
  registerEndpoint(app, endpoints.organizationReplace, async (request) =>
    replaceOrganization(app.database, request.ctx, request.body.units, request.body.revision),
  );

  registerEndpoint(app, endpoints.adminTenantCreate, async (request) =>
    createTenant(app.database, request.ctx, request.body),
  );
  registerEndpoint(app, endpoints.adminTenantGet, async (request) => getAdminTenant(app.database, request.ctx));
  registerEndpoint(app, endpoints.adminTenantConfigure, async (request) =>
    configureTenant(
      app.database,
      app.jobs,
      request.ctx,
      request.body.configuration,
      request.body.comment,
      request.body.baseVersion,
    ),
  );
  registerEndpoint(app, endpoints.adminTenantConfigurationVersions, async (request) =>
    listConfigurationVersions(app.database, request.ctx),
  );
  registerEndpoint(app, endpoints.adminTenantConfigurationVersion, async (request) =>
    getConfigurationVersion(app.database, request.ctx, request.params.version),
  );
  registerEndpoint(app, endpoints.adminTenantReset, async (request) =>
    resetTenant(app.database, request.ctx, app.config.appEnv),
  );
  registerEndpoint(app, endpoints.adminTenantIssues, async (request) =>
    listTenantIssues(app.database, request.ctx, request.query),
  );
  registerEndpoint(app, endpoints.adminTenantValidateSchema, async (request) =>
    validateConfiguration(request.body.configuration),
  );
}
