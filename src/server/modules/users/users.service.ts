// Company users: list, invite, change (role, status, language, linked employee), and the own profile.
import { and, asc, count, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { User } from '../../../contracts/identity.ts';
import type { UserRole } from '../../../contracts/roles.ts';
import type { Database, Queryable } from '../../../db/client.ts';
import { users } from '../../../db/schema/identity.ts';
import { AppError } from '../../app-error.ts';
import { recordAudit } from '../../audit/audit.ts';
import { inTenant, type RequestContext, requireUser } from '../../request-context.ts';

type UserRow = typeof users.$inferSelect;

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    language: row.language,
    userRole: row.userRole,
    companyId: row.tenantId,
    status: row.status,
    employeeId: row.employeeId,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** What the audit log keeps of a user: no more personal data than the change needs. */
function auditView(row: UserRow) {
  return {
    name: row.name,
    email: row.email,
    userRole: row.userRole,
    status: row.status,
    language: row.language,
    employeeId: row.employeeId,
  };
}

export type UsersFilter = {
  search?: string | undefined;
  userRole?: UserRole | undefined;
  status?: 'ACTIVE' | 'INACTIVE' | undefined;
  skip: number;
  take: number;
};

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (character) => `\\${character}`);
}

export async function findUsers(db: Queryable, filter: UsersFilter) {
  const conditions: SQL[] = [];
  if (filter.search) {
    const pattern = `%${escapeLike(filter.search)}%`;
    const match = or(ilike(users.name, pattern), ilike(users.email, pattern), ilike(users.employeeId, pattern));
    if (match) conditions.push(match);
  }
  if (filter.userRole) conditions.push(eq(users.userRole, filter.userRole));
  if (filter.status) conditions.push(eq(users.status, filter.status));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db.select().from(users).where(where).orderBy(asc(users.name), asc(users.id)).offset(filter.skip).limit(filter.take),
    db.select({ value: count() }).from(users).where(where),
  ]);
  return { items: rows.map(toUser), totalCount: total?.value ?? 0 };
}

async function getUserRow(db: Queryable, userId: string): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  if (!row) throw new AppError('USER_NOT_FOUND', 'User not found');
  return row;
}

async function assertEmailFree(db: Database, email: string, exceptUserId?: string) {
  // E-mail addresses are unique across the platform (sign-in matches them), so this check crosses tenants and
  // reveals nothing but "taken".
  const [taken] = await db.db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = lower(${email})`);
  if (taken && taken.id !== exceptUserId) {
    throw new AppError('USER_EMAIL_TAKEN', 'A user with this e-mail address already exists');
  }
}

export async function listUsers(database: Database, ctx: RequestContext, filter: UsersFilter) {
  return inTenant(database, ctx, (tx) => findUsers(tx, filter));
}

export async function getUser(database: Database, ctx: RequestContext, userId: string) {
  return toUser(await inTenant(database, ctx, (tx) => getUserRow(tx, userId)));
}

export async function inviteUser(
  database: Database,
  ctx: RequestContext,
  input: { name: string; email: string; userRole: UserRole; language: User['language']; employeeId: string | null },
) {
  await assertEmailFree(database, input.email);
  try {
    return await inTenant(database, ctx, async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({ tenantId: ctx.tenantId as string, ...input, email: input.email.trim() })
        .returning();
      if (!row) throw new Error('user insert returned nothing');
      await recordAudit(tx, ctx, {
        action: 'user.invite',
        entityType: 'user',
        entityId: row.id,
        after: auditView(row),
      });
      return toUser(row);
    });
  } catch (error) {
    if ((error as { cause?: { code?: string } }).cause?.code === '23505') {
      throw new AppError('USER_EMAIL_TAKEN', 'A user with this e-mail address already exists');
    }
    throw error;
  }
}

export async function updateUser(
  database: Database,
  ctx: RequestContext,
  userId: string,
  changes: Partial<Pick<UserRow, 'name' | 'userRole' | 'status' | 'language' | 'employeeId'>>,
  onChanged: (userId: string) => void,
) {
  const actor = requireUser(ctx);
  if (userId === actor.userId && (changes.userRole !== undefined || changes.status !== undefined)) {
    throw new AppError(
      'CANNOT_CHANGE_OWN_ACCESS',
      'You cannot change your own role or deactivate yourself here; ask another administrator',
    );
  }
  const result = await inTenant(database, ctx, async (tx) => {
    const before = await getUserRow(tx, userId);
    const [after] = await tx
      .update(users)
      .set({ ...changes, updatedAt: new Date().toISOString() })
      .where(eq(users.id, userId))
      .returning();
    if (!after) throw new AppError('USER_NOT_FOUND', 'User not found');
    await recordAudit(tx, ctx, {
      action:
        changes.status === 'INACTIVE'
          ? 'user.deactivate'
          : changes.status === 'ACTIVE'
            ? 'user.reactivate'
            : 'user.update',
      entityType: 'user',
      entityId: userId,
      before: auditView(before),
      after: auditView(after),
    });
    return toUser(after);
  });
  onChanged(userId);
  return result;
}

export async function updateOwnProfile(
  database: Database,
  ctx: RequestContext,
  changes: { name?: string | undefined; language?: User['language'] | undefined },
  onChanged: (userId: string) => void,
) {
  const actor = requireUser(ctx);
  const result = await inTenant(database, ctx, async (tx) => {
    const before = await getUserRow(tx, actor.userId);
    const [after] = await tx
      .update(users)
      .set({ ...changes, updatedAt: new Date().toISOString() })
      .where(eq(users.id, actor.userId))
      .returning();
    if (!after) throw new AppError('USER_NOT_FOUND', 'User not found');
    await recordAudit(tx, ctx, {
      action: 'user.update-profile',
      entityType: 'user',
      entityId: actor.userId,
      before: { name: before.name, language: before.language },
      after: { name: after.name, language: after.language },
    });
    return toUser(after);
  });
  onChanged(actor.userId);
  return result;
}
