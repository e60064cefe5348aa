// Sign-in sessions: a random id in an httpOnly cookie, its SHA-256 hash in the database. The identity behind a
// session is cached for 60 000 ms (spec section 6) and then re-validated against the database, so a deactivated
// user or a changed role takes effect within a minute everywhere and at once in the process that made the change.
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { PERMISSION_MATRIX, type PermissionSet } from '../../contracts/roles.ts';
import type { AppTransaction, Database } from '../../db/client.ts';
import { adminUsers, sessions, users } from '../../db/schema/identity.ts';
import { tenants } from '../../db/schema/tenants.ts';
import type { Actor } from '../request-context.ts';
import { randomSecret, sha256Hex } from './secrets.ts';

export const SESSION_COOKIE = 'absenza_session';
export const IDENTITY_CACHE_MS = 60_000;
const CACHE_LIMIT = 10_000;

export type SessionIdentity = {
  idHash: string;
  csrfToken: string;
  actor: Extract<Actor, { kind: 'user' | 'admin' }>;
  tenantId: string | null;
  permissions: PermissionSet | null;
  expiresAt: number;
};

type Cached = { identity: SessionIdentity | null; validatedAt: number };

export type SessionStore = {
  create(
    subject: { kind: 'user'; userId: string; tenantId: string } | { kind: 'admin'; adminUserId: string },
    provider: 'oidc' | 'dev',
  ): Promise<{ sessionId: string; identity: SessionIdentity }>;
  /** The identity of a session id from the cookie, or null when unknown, expired, revoked or inactive. */
  resolve(sessionId: string): Promise<SessionIdentity | null>;
  end(idHash: string): Promise<void>;
  /**
   * Moves a live session of `fromUserId` to another membership of the same person (the caller checked that),
   * keeping the row and its lifetime. The id and the CSRF token are renewed: the old cookie stops working at once
   * in every process (none has the new id cached, so none can serve the previous tenant from its cache), and pages
   * still holding the old token cannot write into the new tenant. `inTransaction` runs in the same transaction
   * (the audit entries). Null when the session was not moved: it ended or was switched meanwhile (a parallel
   * request). `identity` is null when it was moved but the target cannot be signed in (deactivated meanwhile).
   */
  switchTenant(
    idHash: string,
    fromUserId: string,
    to: { userId: string; tenantId: string },
    inTransaction?: (tx: AppTransaction) => Promise<void>,
  ): Promise<{ sessionId: string; identity: SessionIdentity | null } | null>;
  /** Forget cached identities of a user (role or status changed) so the next request re-validates. */
  forgetUser(userId: string): void;
};

export function createSessionStore(
  database: Database,
  options: { ttlMs: number; now?: () => number; cacheMs?: number },
): SessionStore {
  const now = options.now ?? Date.now;
  const cacheMs = options.cacheMs ?? IDENTITY_CACHE_MS;
  const cache = new Map<string, Cached>();

  function remember(idHash: string, identity: SessionIdentity | null) {
    if (cache.size >= CACHE_LIMIT) {
      const oldest = cache.keys().next().value;
      if (oldest !== undefined) cache.delete(oldest);
    }
    cache.set(idHash, { identity, validatedAt: now() });
  }

  /** Loads a session and its user or admin on the owner connection (before any tenant is known). */
  async function loadIdentityAcrossTenants(idHash: string): Promise<SessionIdentity | null> {
    const nowIso = new Date(now()).toISOString();
    const [session] = await database.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.idHash, idHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, nowIso)));
    if (!session) return null;
    const expiresAt = Date.parse(session.expiresAt);
    if (session.actorKind === 'admin' && session.adminUserId) {
      const [admin] = await database.db.select().from(adminUsers).where(eq(adminUsers.id, session.adminUserId));
      if (admin?.status !== 'ACTIVE') return null;
      return {
        idHash,
        csrfToken: session.csrfToken,
        actor: { kind: 'admin', adminUserId: admin.id, name: admin.name, email: admin.email },
        tenantId: null,
        permissions: null,
        expiresAt,
      };
    }
    if (!session.userId || !session.tenantId) return null;
    const [user] = await database.db
      .select()
      .from(users)
      .where(and(eq(users.tenantId, session.tenantId), eq(users.id, session.userId)));
    if (user?.status !== 'ACTIVE') return null;
    return {
      idHash,
      csrfToken: session.csrfToken,
      actor: {
        kind: 'user',
        userId: user.id,
        name: user.name,
        email: user.email,
        userRole: user.userRole,
        employeeId: user.employeeId,
      },
      tenantId: user.tenantId,
      permissions: PERMISSION_MATRIX[user.userRole],
      expiresAt,
    };
  }

  return {
    async create(subject, provider) {
      const sessionId = randomSecret();
      const idHash = sha256Hex(sessionId);
      const csrfToken = randomSecret();
      await database.db.insert(sessions).values({
        idHash,
        actorKind: subject.kind,
        userId: subject.kind === 'user' ? subject.userId : null,
        tenantId: subject.kind === 'user' ? subject.tenantId : null,
        adminUserId: subject.kind === 'admin' ? subject.adminUserId : null,
        csrfToken,
        identityProvider: provider,
        // Set here rather than by the database, so "the membership used last" follows this store's clock.
        lastSeenAt: new Date(now()).toISOString(),
        expiresAt: new Date(now() + options.ttlMs).toISOString(),
      });
      // Housekeeping: sessions that ended more than a day ago are of no use to anyone.
      await database.db
        .delete(sessions)
        .where(sql`${sessions.expiresAt} < ${new Date(now() - 86_400_000).toISOString()}`);
      const identity = await loadIdentityAcrossTenants(idHash);
      if (!identity) throw new Error('a new session could not be loaded');
      remember(idHash, identity);
      return { sessionId, identity };
    },

    async resolve(sessionId) {
      const idHash = sha256Hex(sessionId);
      const cached = cache.get(idHash);
      const time = now();
      if (cached && time - cached.validatedAt < cacheMs) {
        if (cached.identity && cached.identity.expiresAt <= time) return null;
        return cached.identity;
      }
      const identity = await loadIdentityAcrossTenants(idHash);
      remember(idHash, identity);
      return identity;
    },

    async end(idHash) {
      cache.delete(idHash);
      await database.db
        .update(sessions)
        .set({ revokedAt: new Date(now()).toISOString() })
        .where(eq(sessions.idHash, idHash));
    },

    async switchTenant(idHash, fromUserId, to, inTransaction) {
      const sessionId = randomSecret();
      const newIdHash = sha256Hex(sessionId);
      const nowIso = new Date(now()).toISOString();
      const moved = await database.db.transaction(async (tx) => {
        const [row] = await tx
          .update(sessions)
          .set({
            idHash: newIdHash,
            csrfToken: randomSecret(),
            userId: to.userId,
            tenantId: to.tenantId,
            lastSeenAt: nowIso,
          })
          .where(
            and(
              eq(sessions.idHash, idHash),
              eq(sessions.userId, fromUserId),
              isNull(sessions.revokedAt),
              gt(sessions.expiresAt, nowIso),
            ),
          )
          .returning({ idHash: sessions.idHash });
        if (!row) return false;
        await inTransaction?.(tx);
        return true;
      });
      cache.delete(idHash);
      if (!moved) return null;
      const identity = await loadIdentityAcrossTenants(newIdHash);
      remember(newIdHash, identity);
      return { sessionId, identity };
    },

    forgetUser(userId) {
      for (const [idHash, entry] of cache) {
        if (entry.identity?.actor.kind === 'user' && entry.identity.actor.userId === userId) cache.delete(idHash);
      }
    },
  };
}

/** The tenant summary of a user's session (for the session response). */
export async function loadTenantSummaryAcrossTenants(database: Database, tenantId: string) {
  const [tenant] = await database.db
    .select({
      id: tenants.id,
      name: tenants.name,
      defaultCorrespondenceLanguage: tenants.defaultCorrespondenceLanguage,
    })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  return tenant ?? null;
}
