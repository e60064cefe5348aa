// Tenant and organisation: the endpoint table of this area (composed in ../endpoints.ts).
import { z } from 'zod';
import { API_PREFIX, type Endpoint, permission } from '../endpoint.ts';
import { organizationBody, organizationResult, subunitsResult, tenantConfiguration, tenantInfo } from '../tenant.ts';

export const tenantEndpoints = {
  tenantInfo: {
    method: 'GET',
    access: { kind: 'user' },
    path: `${API_PREFIX.modular}/tenant/info`,
    summary:
      "The signed-in user's tenant: name, language, products, subunits, processing groups, configuration version",
    tags: ['tenant'],
    response: tenantInfo,
  },
  tenantConfigurationGet: {
    method: 'GET',
    access: permission('tenant.view'),
    path: `${API_PREFIX.modular}/tenant/configuration`,
    summary: "The tenant's current configuration (company settings, read only; changes go through the platform admins)",
    tags: ['tenant'],
    response: z.object({ configuration: tenantConfiguration.nullable(), version: z.number().int().nullable() }),
  },
  subunitsList: {
    method: 'GET',
    access: permission('tenant.view'),
    path: `${API_PREFIX.modular}/subunit`,
    summary: 'The company subunits with billing details and their place in the organisation tree',
    tags: ['tenant'],
    response: subunitsResult,
  },
  organizationGet: {
    method: 'GET',
    access: permission('tenant.view'),
    path: `${API_PREFIX.modular}/organization`,
    summary: 'The organisation: company subunits as a tree with descriptions and superiors',
    tags: ['tenant'],
    response: organizationResult,
  },
  organizationReplace: {
    method: 'PUT',
    access: permission('tenant.edit'),
    path: `${API_PREFIX.modular}/organization`,
    summary: 'Replace the organisation tree (parents must exist, no cycles, superiors must be employees)',
    tags: ['tenant'],
    body: organizationBody,
    response: organizationResult,
  },
} as const satisfies Record<string, Endpoint>;
