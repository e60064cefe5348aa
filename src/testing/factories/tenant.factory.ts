import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/client.ts';
import { tenants } from '../../db/schema/tenants.ts';

export type TenantRow = typeof tenants.$inferSelect;

let sequence = 0;

/** Creates a tenant (admin path, across tenants) with sensible defaults; every test makes its own. */
export async function createTenant(database: Database, overrides: Partial<typeof tenants.$inferInsert> = {}) {
  sequence += 1;
  const [row] = await database.db
    .insert(tenants)
    .values({ id: randomUUID(), name: `Test Tenant ${sequence} AG`, defaultCorrespondenceLanguage: 'DE', ...overrides })
    .returning();
  if (!row) throw new Error('tenant insert returned nothing');
  return row;
}
