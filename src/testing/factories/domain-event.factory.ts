import type { Database } from '../../db/client.ts';
import { domainEvents } from '../../db/schema/domain-events.ts';

export type DomainEventInsert = typeof domainEvents.$inferInsert;

/** Records a domain event for a tenant, in that tenant's context (RLS applies). */
export async function createDomainEvent(
  database: Database,
  tenantId: string,
  overrides: Partial<Omit<DomainEventInsert, 'tenantId'>> = {},
) {
  return database.withTenant(tenantId, async (tx) => {
    const [row] = await tx
      .insert(domainEvents)
      .values({ tenantId, type: 'employee-data-modified', employeeId: 'E-1000', ...overrides })
      .returning();
    if (!row) throw new Error('domain event insert returned nothing');
    return row;
  });
}
