import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { domainEvents } from '../../db/schema/domain-events.ts';
import { processDomainEventBatch } from '../../server/jobs/domain-events.ts';

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

/**
 * Processes the tenant's pending events as the worker does (one batch, `processDomainEventBatch`), so a test sees
 * the derived state of its writes; answers the batch's counts.
 */
export async function processPendingEvents(database: Database, tenantId: string) {
  const pending = await database.db
    .select({ id: domainEvents.id })
    .from(domainEvents)
    .where(and(eq(domainEvents.tenantId, tenantId), eq(domainEvents.status, 'pending')));
  return processDomainEventBatch(
    database,
    tenantId,
    pending.map((row) => row.id),
  );
}
