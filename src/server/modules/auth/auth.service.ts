// Sign-in and the own session. Production signs in through OIDC only; staging, local, preview and demo also allow
// picking a user without an identity provider (spec section 6).
import { and, asc, eq } from 'drizzle-orm';
import type { SessionResponse } from '../../../contracts/identity.ts';
import { NO_PERMISSIONS, PERMISSION_MATRIX, type UserRole } from '../../../contracts/roles.ts';
import type { AppEnv } from '../../../contracts/system.ts';
import type { Database } from '../../../db/client.ts';
import { adminUsers, users } from '../../../db/schema/identity.ts';
import { tenants } from '../../../db/schema/tenants.ts';
import { AppError } from '../../app-error.ts';
import { recordAudit } from '../../audit/audit.ts';
import { loadTenantSummaryAcrossTenants, type SessionIdentity } from '../../auth/sessions.ts';
import type { RequestContext } from '../../request-context.ts';
import { toUser } from '../users/users.service.ts';

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
      permissions: NO_PERMISSIONS,
    };
  }
  const tenantId = identity.tenantId as string;
  const userId = identity.actor.userId;
  const [row] = await database.withTenant(tenantId, (tx) => tx.select().from(users).where(eq(users.id, userId)));
  if (!row) throw new AppError('UNAUTHENTICATED', 'Your session has ended; please sign in again');
  return {
    ...base,
    actor: { kind: 'user', user: toUser(row) },
    tenant: await loadTenantSummaryAcrossTenants(database, tenantId),
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
    const [before] = await tx.select().from(users).where(eq(users.id, actor.userId));
    await tx
      .update(users)
      .set({ userRole, updatedAt: new Date().toISOString() })
      .where(and(eq(users.tenantId, ctx.tenantId as string), eq(users.id, actor.userId)));
    await recordAudit(tx, ctx, {
      action: 'user.change-own-role',
      entityType: 'user',
      entityId: actor.userId,
      before: { userRole: before?.userRole },
      after: { userRole },
    });
  });
}
