// Sign-in and the own session. Production signs in through OIDC only; staging, local, preview and demo also allow
// picking a user without an identity provider (spec section 6).
import { and, asc, eq, sql } from 'drizzle-orm';
import type { SessionResponse } from '../../../contracts/identity.ts';
import { NO_PERMISSIONS, PERMISSION_MATRIX, type UserRole } from '../../../contracts/roles.ts';
import type { AppEnv } from '../../../contracts/system.ts';
import type { Database } from '../../../db/client.ts';
import { adminUsers, users } from '../../../db/schema/identity.ts';
import { tenants } from '../../../db/schema/tenants.ts';
import { AppError } from '../../app-error.ts';
import { recordAudit } from '../../audit/audit.ts';
import { loadTenantSummaryAcrossTenants, type SessionIdentity, type SessionStore } from '../../auth/sessions.ts';
import { type RequestContext, requireUser } from '../../request-context.ts';
import { toUser } from '../users/index.ts';
import { activeMembershipsOfUserAcrossTenants } from './memberships.ts';

const ENVIRONMENTS_WITHOUT_IDENTITY_PROVIDER: readonly AppEnv[] = ['staging', 'local', 'preview', 'demo'];

/** Dev login and own-role changes exist only outside production (spec section 6). */
export function isRelaxedEnvironment(environment: AppEnv): boolean {
  return ENVIRONMENTS_WITHOUT_IDENTITY_PROVIDER.includes(environment);
}

export async function devLoginCandidatesAcrossTenants(database: Database) {
  const [userRows, adminRows] = await Promise.all([
    database.db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        userRole: users.userRole,
        tenantName: tenants.name,
      })
      .from(users)
      .innerJoin(tenants, eq(tenants.id, users.tenantId))
      .where(eq(users.status, 'ACTIVE'))
      .orderBy(asc(tenants.name), asc(users.name))
      .limit(200),
    database.db
      .select({ id: adminUsers.id, name: adminUsers.name, email: adminUsers.email })
      .from(adminUsers)
      .where(eq(adminUsers.status, 'ACTIVE'))
      .orderBy(asc(adminUsers.name))
      .limit(50),
  ]);
  return [
    ...userRows.map((row) => ({ kind: 'user' as const, ...row })),
    ...adminRows.map((row) => ({ kind: 'admin' as const, ...row, userRole: null, tenantName: null })),
  ];
}

/** The subject a dev login signs in as; refuses unknown and inactive users. Cross-tenant by nature. */
export async function devLoginSubjectAcrossTenants(database: Database, kind: 'user' | 'admin', id: string) {
  if (kind === 'admin') {
    const [admin] = await database.db.select().from(adminUsers).where(eq(adminUsers.id, id));
    if (!admin) throw new AppError('USER_NOT_FOUND', 'User not found');
    if (admin.status !== 'ACTIVE') throw new AppError('USER_INACTIVE', 'This user is deactivated');
    return { kind: 'admin' as const, adminUserId: admin.id };
  }
  const [user] = await database.db.select().from(users).where(eq(users.id, id));
  if (!user) throw new AppError('USER_NOT_FOUND', 'User not found');
  if (user.status !== 'ACTIVE') throw new AppError('USER_INACTIVE', 'This user is deactivated');
  return { kind: 'user' as const, userId: user.id, tenantId: user.tenantId };
}

export async function buildSessionResponse(
  database: Database,
  environment: AppEnv,
  identity: SessionIdentity,
): Promise<SessionResponse> {
  const base = { environment, csrfToken: identity.csrfToken, canChangeOwnRole: false };
  if (identity.actor.kind === 'admin') {
    const { adminUserId, name, email } = identity.actor;
    return {
      ...base,
      actor: { kind: 'admin', admin: { id: adminUserId, name, email } },
      tenant: null,
      memberships: [],
      permissions: NO_PERMISSIONS,
    };
  }
  const tenantId = identity.tenantId as string;
  const userId = identity.actor.userId;
  const [[row], tenant, memberships] = await Promise.all([
    database.withTenant(tenantId, (tx) => tx.select().from(users).where(eq(users.id, userId))),
    loadTenantSummaryAcrossTenants(database, tenantId),
    activeMembershipsOfUserAcrossTenants(database, userId),
  ]);
  if (!row) throw new AppError('UNAUTHENTICATED', 'Your session has ended; please sign in again');
  return {
    ...base,
    actor: { kind: 'user', user: toUser(row) },
    tenant,
    // Only the signed-in person's own memberships, and of each only what the switcher shows.
    memberships: memberships.map(({ tenantId, tenantName, userRole }) => ({ tenantId, tenantName, userRole })),
    permissions: PERMISSION_MATRIX[row.userRole],
    canChangeOwnRole: isRelaxedEnvironment(environment),
  };
}

export async function recordSignIn(database: Database, ctx: RequestContext, identity: SessionIdentity, method: string) {
  await recordAudit(database.db, ctx, {
    tenantId: identity.tenantId,
    action: 'session.sign-in',
    entityType: identity.actor.kind === 'user' ? 'user' : 'admin-user',
    entityId: identity.actor.kind === 'user' ? identity.actor.userId : identity.actor.adminUserId,
    after: { method },
  });
}

/**
 * Switches the session to the signed-in person's membership in another tenant. The target must be an ACTIVE
 * membership of the same person (same e-mail, case-insensitive); anything else, an unknown tenant included, is the
 * same 404 TENANT_NOT_FOUND, so the answer reveals nothing about tenants the person does not belong to. Both
 * tenants' audit logs record the switch, each naming only its own membership (the other company is none of its
 * business); the shared request id ties the two entries together. Null when the session already is in that tenant.
 */
export async function switchTenant(
  database: Database,
  sessions: SessionStore,
  ctx: RequestContext,
  targetTenantId: string,
): Promise<{ sessionId: string; identity: SessionIdentity } | null> {
  const actor = requireUser(ctx);
  const notFound = () => new AppError('TENANT_NOT_FOUND', 'Tenant not found');
  if (!ctx.session) throw new AppError('UNAUTHENTICATED', 'Sign in first');
  const memberships = await activeMembershipsOfUserAcrossTenants(database, actor.userId);
  const target = memberships.find((membership) => membership.tenantId === targetTenantId);
  if (!target) throw notFound();
  if (target.userId === actor.userId) return null;
  const switched = await sessions.switchTenant(
    ctx.session.idHash,
    actor.userId,
    { userId: target.userId, tenantId: target.tenantId },
    async (tx) => {
      await recordAudit(tx, ctx, {
        tenantId: actor.tenantId,
        action: 'session.switch-tenant',
        entityType: 'user',
        entityId: actor.userId,
        after: { switched: 'to-another-company' },
      });
      const targetActor = { ...actor, userId: target.userId, name: target.name, userRole: target.userRole };
      await recordAudit(
        tx,
        { ...ctx, tenantId: target.tenantId, actor: targetActor },
        {
          action: 'session.switch-tenant',
          entityType: 'user',
          entityId: target.userId,
          after: { switched: 'from-another-company', userRole: target.userRole },
        },
      );
    },
  );
  // Another request moved or ended this session meanwhile (a second tab, a double click): it lost the race.
  if (!switched) {
    throw new AppError('CONFLICT', 'Your session changed at the same time (another tab?); reload and try again');
  }
  // Moved, but the target membership was deactivated between the check and the switch.
  if (!switched.identity) throw new AppError('UNAUTHENTICATED', 'Your session has ended; please sign in again');
  return { sessionId: switched.sessionId, identity: switched.identity };
}

/** Changes the signed-in user's own role — only outside production (spec section 6). */
export async function changeOwnRole(
  database: Database,
  environment: AppEnv,
  ctx: RequestContext,
  userRole: UserRole,
): Promise<void> {
  if (!isRelaxedEnvironment(environment)) {
    throw new AppError('ROLE_CHANGE_NOT_ALLOWED', 'Changing your own role is not possible in production');
  }
  const actor = ctx.actor;
  if (actor?.kind !== 'user' || !ctx.tenantId) throw new AppError('FORBIDDEN', 'Only users of a company can do this');
  await database.withTenant(ctx.tenantId, async (tx) => {
    // Locked like every user write (docs/architecture.md "Concurrency"); the same role again changes nothing.
    const [before] = await tx.select().from(users).where(eq(users.id, actor.userId)).for('update');
    if (!before || before.userRole === userRole) return;
    await tx
      .update(users)
      .set({ userRole, revision: sql`${users.revision} + 1`, updatedAt: new Date().toISOString() })
      .where(and(eq(users.tenantId, ctx.tenantId as string), eq(users.id, actor.userId)));
    await recordAudit(tx, ctx, {
      action: 'user.change-own-role',
      entityType: 'user',
      entityId: actor.userId,
      before: { userRole: before.userRole },
      after: { userRole },
    });
  });
}
