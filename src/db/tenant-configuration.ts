// The tenant's configuration as stored (table tenant_configuration_versions, docs/decisions/0005): every change is a
// version, the highest is current. A read of the data layer, so that every area — the derivation, uploads, accounting
// — reads the configuration here and not through the tenant module's service (which writes it and records events).
import { desc, eq } from 'drizzle-orm';
import { type TenantConfiguration, tenantConfiguration } from '../contracts/tenant-configuration.ts';
import type { Queryable } from './client.ts';
import { tenantConfigurationVersions } from './schema/tenant-configuration.ts';

export type ConfigurationVersionRow = typeof tenantConfigurationVersions.$inferSelect;

/** The current (highest) configuration version of the transaction's tenant, or null before the first. */
export async function currentConfigurationVersion(
  tx: Queryable,
  tenantId: string,
): Promise<ConfigurationVersionRow | null> {
  const [row] = await tx
    .select()
    .from(tenantConfigurationVersions)
    .where(eq(tenantConfigurationVersions.tenantId, tenantId))
    .orderBy(desc(tenantConfigurationVersions.version))
    .limit(1);
  return row ?? null;
}

/**
 * The current configuration read with today's schema (defaults applied) and its version. `configuration` is null
 * before the first version and when the stored one no longer passes the schema (the admin home lists those); every
 * area that reads the configuration reads it here.
 */
export async function currentTenantConfiguration(
  tx: Queryable,
  tenantId: string,
): Promise<{ version: number | null; configuration: TenantConfiguration | null }> {
  const current = await currentConfigurationVersion(tx, tenantId);
  const parsed = current ? tenantConfiguration.safeParse(current.configuration) : null;
  return { version: current?.version ?? null, configuration: parsed?.success ? parsed.data : null };
}
