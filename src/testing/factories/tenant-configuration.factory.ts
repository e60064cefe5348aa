import type { TenantConfigurationInput } from '../../contracts/tenant.ts';
import { tenantConfiguration } from '../../contracts/tenant.ts';
import type { Database } from '../../db/client.ts';
import { tenantIssues } from '../../db/schema/tenant-configuration.ts';
import { saveConfiguration } from '../../server/modules/tenant/tenant.service.ts';
import { validConfigurationInput } from './tenant-configuration-input.ts';

/** Stores a configuration version for a tenant as the system would (test set-up). */
export async function configureTenantForTest(
  database: Database,
  tenantId: string,
  input: TenantConfigurationInput = validConfigurationInput(),
) {
  const configuration = tenantConfiguration.parse(input);
  return database.withTenant(tenantId, (tx) => saveConfiguration(tx, null, tenantId, configuration, 'test set-up'));
}

export async function createTenantIssue(
  database: Database,
  tenantId: string,
  overrides: Partial<typeof tenantIssues.$inferInsert> = {},
) {
  const [row] = await database.db
    .insert(tenantIssues)
    .values({ tenantId, type: 'ABSENCE_DUPLICATED', scope: 'absence', severity: 2, ...overrides })
    .returning();
  if (!row) throw new Error('issue insert returned nothing');
  return row;
}

export { validConfigurationInput };
