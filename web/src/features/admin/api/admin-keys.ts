// Query keys of the platform administration; invalidate `adminKeys.tenant(id)` after any change to a tenant.
import type { z } from 'zod';
import type { adminTenantsQuery } from '../../../../../src/contracts/index.ts';

export type AdminTenantsQuery = z.input<typeof adminTenantsQuery>;

export const adminKeys = {
  all: ['admin'] as const,
  tenants: () => [...adminKeys.all, 'tenants'] as const,
  tenantList: (query: AdminTenantsQuery) => [...adminKeys.tenants(), 'list', query] as const,
  tenant: (tenantId: string) => [...adminKeys.tenants(), 'detail', tenantId] as const,
  versions: (tenantId: string) => [...adminKeys.tenant(tenantId), 'versions'] as const,
  version: (tenantId: string, version: number) => [...adminKeys.versions(tenantId), version] as const,
  tenantCases: (tenantId: string) => [...adminKeys.tenant(tenantId), 'cases'] as const,
  cases: (tenantId: string, query: object) => [...adminKeys.tenantCases(tenantId), query] as const,
  /** A tenant's failed domain events (the replay panel). */
  failedEvents: (tenantId: string) => [...adminKeys.tenant(tenantId), 'failed-events'] as const,
  /** Every tenant's data issues (the operators' list). */
  issues: (query: object) => [...adminKeys.all, 'issues', query] as const,
};
