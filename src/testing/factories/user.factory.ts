import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { UserRole } from '../../contracts/roles.ts';
import type { Database } from '../../db/client.ts';
import { adminUsers, users } from '../../db/schema/identity.ts';
import { SESSION_COOKIE } from '../../server/auth/sessions.ts';

let sequence = 0;

export async function createUser(
  database: Database,
  tenantId: string,
  overrides: Partial<Omit<typeof users.$inferInsert, 'tenantId'>> = {},
) {
  sequence += 1;
  const id = randomUUID();
  const [row] = await database.db
    .insert(users)
    .values({
      tenantId,
      id,
      name: `Test User ${sequence}`,
      email: `user-${id}@example.ch`,
      userRole: 'HR_Admin',
      language: 'de',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('user insert returned nothing');
  return row;
}

export async function createAdminUser(database: Database, overrides: Partial<typeof adminUsers.$inferInsert> = {}) {
  const id = randomUUID();
  const [row] = await database.db
    .insert(adminUsers)
    .values({ id, name: 'Test Admin', email: `admin-${id}@example.ch`, ...overrides })
    .returning();
  if (!row) throw new Error('admin insert returned nothing');
  return row;
}

/** A signed-in session for a user or admin: the cookie header and CSRF token to send. */
export type TestSession = { cookie: string; csrfToken: string; headers: Record<string, string> };

export async function signIn(
  app: FastifyInstance,
  subject: { kind: 'user'; id: string; tenantId: string } | { kind: 'admin'; id: string },
): Promise<TestSession> {
  const { sessionId, identity } = await app.sessions.create(
    subject.kind === 'user'
      ? { kind: 'user', userId: subject.id, tenantId: subject.tenantId }
      : { kind: 'admin', adminUserId: subject.id },
    'dev',
  );
  const cookie = `${SESSION_COOKIE}=${sessionId}`;
  return { cookie, csrfToken: identity.csrfToken, headers: { cookie, 'x-csrf-token': identity.csrfToken } };
}

/** A tenant user with the given role, signed in. */
export async function createSignedInUser(
  app: FastifyInstance,
  database: Database,
  tenantId: string,
  userRole: UserRole,
) {
  const user = await createUser(database, tenantId, { userRole });
  const session = await signIn(app, { kind: 'user', id: user.id, tenantId });
  return { user, session };
}
