// A person's memberships (docs/decisions/0006-identity-across-companies.md). A person is one identity: the
// e-mail address the identity provider has verified. Each `users` row is one membership of that person in one
// tenant, with its own role and status. Everything here reads across tenants on the owner connection, so it is
// only ever called with the signed-in person's own e-mail or user id and only ever answers about that person.
import { eq, type SQL, sql } from 'drizzle-orm';
import type { UserRole } from '../../../contracts/roles.ts';
import type { Database } from '../../../db/client.ts';
import { sessions, users } from '../../../db/schema/identity.ts';
import { tenants } from '../../../db/schema/tenants.ts';

export type Membership = {
  userId: string;
  tenantId: string;
  tenantName: string;
  name: string;
  userRole: UserRole;
  status: 'ACTIVE' | 'INACTIVE';
  /** When the person last started a session in this membership or switched into it (epoch ms), if still known. */
  lastUsedAt: number | null;
};

const collator = new Intl.Collator('de-CH', { sensitivity: 'base' });

/** By tenant name (then id, so equal names keep a stable order): how lists show them. */
export function byTenantName(a: Membership, b: Membership): number {
  return collator.compare(a.tenantName, b.tenantName) || a.tenantId.localeCompare(b.tenantId);
}

/**
 * The membership a sign-in starts in: the one used last, else the first by tenant name. "Used" is known from the
 * session rows (start or switch sets last_seen_at); they are deleted a day after they expire, so after a longer
 * absence the choice falls back to the name order.
 */
export function byLastUseThenName(a: Membership, b: Membership): number {
  return (b.lastUsedAt ?? -1) - (a.lastUsedAt ?? -1) || byTenantName(a, b);
}

async function membershipsWhere(database: Database, condition: SQL): Promise<Membership[]> {
  const rows = await database.db
    .select({
      userId: users.id,
      tenantId: users.tenantId,
      tenantName: tenants.name,
      name: users.name,
      userRole: users.userRole,
      status: users.status,
      lastUsedAt: sql<number | string | null>`(
        select extract(epoch from max(${sessions.lastSeenAt})) * 1000 from ${sessions}
        where ${sessions.userId} = ${users.id})::float8`,
    })
    .from(users)
    .innerJoin(tenants, eq(tenants.id, users.tenantId))
    .where(condition);
  return rows.map((row) => ({ ...row, lastUsedAt: row.lastUsedAt === null ? null : Number(row.lastUsedAt) }));
}

/** Every membership (active or not) of the person with this e-mail (case-insensitive, as the unique index). */
export function membershipsByEmailAcrossTenants(database: Database, email: string): Promise<Membership[]> {
  return membershipsWhere(database, sql`lower(${users.email}) = lower(${email})`);
}

/** The active memberships of the person a user row belongs to (that row included, if active), by tenant name. */
export async function activeMembershipsOfUserAcrossTenants(database: Database, userId: string): Promise<Membership[]> {
  const person = sql`lower(${users.email}) = (select lower(own.email) from ${users} own where own.id = ${userId})`;
  const rows = await membershipsWhere(database, person);
  return rows.filter((row) => row.status === 'ACTIVE').sort(byTenantName);
}
