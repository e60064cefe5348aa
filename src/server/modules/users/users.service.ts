// Company users: list, invite, change (role, status, language, linked employee), and the own profile.
import { and, asc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { User } from '../../../contracts/identity.ts';
import type { UserRole } from '../../../contracts/roles.ts';
import type { Database, Queryable } from '../../../db/client.ts';
import { pageOfRows } from '../../../db/paging.ts';
import { users } from '../../../db/schema/identity.ts';
import { escapeLike } from '../../../db/sql-like.ts';
import { sqlStateOf, UNIQUE_VIOLATION } from '../../../db/sql-state.ts';
import { AppError } from '../../app-error.ts';
import { recordAudit } from '../../audit/audit.ts';
import { changedFields, isSameJson } from '../../audit/changes.ts';
import { assertRevision } from '../../concurrency.ts';
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
    revision: row.revision,
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
  const page = await pageOfRows(db, users, where, [asc(users.name), asc(users.id)], filter);
  return { items: page.rows.map(toUser), totalCount: page.totalCount };
}

async function getUserRow(db: Queryable, userId: string): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  if (!row) throw new AppError('USER_NOT_FOUND', 'User not found');
  return row;
}

/** The user row locked for the rest of the transaction: every read-modify-write of a user starts here. */
async function lockUserRow(db: Queryable, userId: string): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).for('update');
  if (!row) throw new AppError('USER_NOT_FOUND', 'User not found');
  return row;
}

type UserChanges = Partial<Pick<UserRow, 'name' | 'userRole' | 'status' | 'language' | 'employeeId'>>;

/** Only the fields that really change (a write that changes nothing leaves no trace). */
function effectiveChanges(before: UserRow, changes: UserChanges): UserChanges {
  return Object.fromEntries(
    Object.entries(changes).filter(
      ([key, value]) => value !== undefined && !isSameJson(before[key as keyof UserRow], value),
    ),
  ) as UserChanges;
}

const emailTaken = () => new AppError('USER_EMAIL_TAKEN', 'A user with this e-mail address already exists');

/**
 * Refuses an address that already is a user of this tenant. Deliberately within the tenant only (RLS): a person
 * may be a user of several tenants, and whether another tenant knows the address is none of this tenant's business
 * (docs/decisions/0006-identity-across-companies.md).
 */
async function assertEmailFreeInTenant(tx: Queryable, email: string) {
  const [taken] = await tx.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = lower(${email})`);
  if (taken) throw emailTaken();
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
  try {
    return await inTenant(database, ctx, async (tx) => {
      await assertEmailFreeInTenant(tx, input.email);
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
    // Two invitations of one address in parallel both pass the check; the unique index
    // (tenant_id, lower(email)) lets one win and the other gets the same answer as a sequential duplicate.
    if (sqlStateOf(error) === UNIQUE_VIOLATION) throw emailTaken();
    throw error;
  }
}

export async function updateUser(
  database: Database,
  ctx: RequestContext,
  userId: string,
  input: UserChanges & { revision?: number | undefined },
  onChanged: (userId: string) => void,
) {
  const { revision: expectedRevision, ...changes } = input;
  const actor = requireUser(ctx);
  if (userId === actor.userId && (changes.userRole !== undefined || changes.status !== undefined)) {
    throw new AppError(
      'CANNOT_CHANGE_OWN_ACCESS',
      'You cannot change your own role or deactivate yourself here; ask another administrator',
    );
  }
  const result = await inTenant(database, ctx, async (tx) => {
    const before = await lockUserRow(tx, userId);
    assertRevision('user', expectedRevision, before.revision, { userId });
    const effective = effectiveChanges(before, changes);
    if (Object.keys(effective).length === 0) return toUser(before);
    const [after] = await tx
      .update(users)
      .set({ ...effective, revision: sql`${users.revision} + 1`, updatedAt: new Date().toISOString() })
      .where(eq(users.id, userId))
      .returning();
    if (!after) throw new AppError('USER_NOT_FOUND', 'User not found');
    await recordAudit(tx, ctx, {
      action:
        effective.status === 'INACTIVE'
          ? 'user.deactivate'
          : effective.status === 'ACTIVE'
            ? 'user.reactivate'
            : 'user.update',
      entityType: 'user',
      entityId: userId,
      ...changedFields(auditView(before), auditView(after)),
    });
    return toUser(after);
  });
  onChanged(userId);
  return result;
}

export async function updateOwnProfile(
  database: Database,
  ctx: RequestContext,
  input: { name?: string | undefined; language?: User['language'] | undefined; revision?: number | undefined },
  onChanged: (userId: string) => void,
) {
  const actor = requireUser(ctx);
  const { revision: expectedRevision, ...changes } = input;
  const result = await inTenant(database, ctx, async (tx) => {
    const before = await lockUserRow(tx, actor.userId);
    assertRevision('profile', expectedRevision, before.revision, { userId: actor.userId });
    const effective = effectiveChanges(before, changes);
    if (Object.keys(effective).length === 0) return toUser(before);
    const [after] = await tx
      .update(users)
      .set({ ...effective, revision: sql`${users.revision} + 1`, updatedAt: new Date().toISOString() })
      .where(eq(users.id, actor.userId))
      .returning();
    if (!after) throw new AppError('USER_NOT_FOUND', 'User not found');
    await recordAudit(tx, ctx, {
      action: 'user.update-profile',
      entityType: 'user',
      entityId: actor.userId,
      ...changedFields(
        { name: before.name, language: before.language },
        { name: after.name, language: after.language },
      ),
    });
    return toUser(after);
  });
  onChanged(actor.userId);
  return result;
}
