// Admin routes (/api/modular/admin): internal admins act on behalf of the tenant the path names; the authorise hook
// checks the tenant exists and every call is audited (app.ts, onResponse).
import { asc, count, ilike } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../../contracts/endpoints.ts';
import { tenants } from '../../../db/schema/tenants.ts';
import { escapeLike } from '../../../db/sql-like.ts';
import { registerEndpoint } from '../../routes.ts';
import { listAuditLog } from '../audit-log/index.ts';
import { listUsers } from '../users/index.ts';
import { listDomainEvents, replayDomainEvent, replayFailedEvents } from './events.service.ts';

export async function adminRoutes(app: FastifyInstance) {
  registerEndpoint(app, endpoints.adminTenantsList, async (request) => {
    const { search, skip, take } = request.query;
    const where = search ? ilike(tenants.name, `%${escapeLike(search)}%`) : undefined;
    // Cross-tenant by design: the admin's list of all tenants.
    const [rows, [total]] = await Promise.all([
      app.database.db
        .select({
          id: tenants.id,
          name: tenants.name,
          defaultCorrespondenceLanguage: tenants.defaultCorrespondenceLanguage,
        })
        .from(tenants)
        .where(where)
        .orderBy(asc(tenants.name))
        .offset(skip)
        .limit(take),
      app.database.db.select({ value: count() }).from(tenants).where(where),
    ]);
    return { items: rows, totalCount: total?.value ?? 0 };
  });
  registerEndpoint(app, endpoints.adminUsersList, async (request) =>
    listUsers(app.database, request.ctx, request.query),
  );
  registerEndpoint(app, endpoints.adminAuditLogList, async (request) =>
    listAuditLog(app.database, request.ctx, request.query),
  );
  registerEndpoint(app, endpoints.adminEventsList, async (request) => listDomainEvents(app.database, request.query));
  registerEndpoint(app, endpoints.adminEventReplay, async (request) =>
    replayDomainEvent(app.database, request.params.tenantId, request.params.eventId),
  );
  registerEndpoint(app, endpoints.adminEventsReplayFailed, async (request) =>
    replayFailedEvents(app.database, request.params.tenantId),
  );
}
