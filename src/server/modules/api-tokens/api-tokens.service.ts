// External API tokens (spec "External API token"): created by HR_Admin, shown once, stored as SHA-256 hashes,
// revocable, expiring. Token requests act for the tenant with the upload interface's permissions only.
import { desc, eq } from 'drizzle-orm';
import type { ApiToken } from '../../../contracts/identity.ts';
import { API_TOKEN_PERMISSIONS, isAllowed, PERMISSION_KEYS } from '../../../contracts/roles.ts';
import type { Database } from '../../../db/client.ts';
import { apiTokens } from '../../../db/schema/identity.ts';
import { tenants } from '../../../db/schema/tenants.ts';
import { toEpochDay } from '../../../domain/dates.ts';
import { AppError } from '../../app-error.ts';
import { recordAudit } from '../../audit/audit.ts';
import { API_TOKEN_PREFIX } from '../../auth/api-token-auth.ts';
import { randomSecret, sha256Hex } from '../../auth/secrets.ts';
import { inTenant, type RequestContext, requireUser } from '../../request-context.ts';

const MAX_VALIDITY_DAYS = 731;
type TokenRow = typeof apiTokens.$inferSelect;

function toApiToken(row: TokenRow): ApiToken {
  return {
    tenantId: row.tenantId,
    externalApiAuthenticationTokenId: row.id,
    name: row.name,
    isRevoked: row.isRevoked,
    createdAt: row.createdAt,
    expiresAt: row.expiresAt,
    lastUsedAt: row.lastUsedAt,
    createdBy: row.createdByName,
    tokenPrefix: row.tokenPrefix,
  };
}

function auditView(row: TokenRow) {
  return { name: row.name, tokenPrefix: row.tokenPrefix, expiresAt: row.expiresAt, isRevoked: row.isRevoked };
}

/** Swiss civil date -> the instant the token stops working: the end of that day in Zurich. */
export function endOfSwissDay(date: string): Date {
  // The next day's midnight in Zurich: UTC midnight minus the offset (CET +1 h, CEST +2 h) of that moment.
  const nextDayUtc = (toEpochDay(date) + 1) * 86_400_000;
  const zurichHour = Number(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Zurich', hour: '2-digit', hour12: false }).format(
      new Date(nextDayUtc),
    ),
  );
  return new Date(nextDayUtc - zurichHour * 3_600_000);
}

export async function listApiTokens(database: Database, ctx: RequestContext) {
  const rows = await inTenant(database, ctx, (tx) =>
    tx.select().from(apiTokens).orderBy(desc(apiTokens.createdAt), desc(apiTokens.id)),
  );
  return { items: rows.map(toApiToken) };
}

export async function createApiToken(
  database: Database,
  ctx: RequestContext,
  input: { name: string; expiresAt: string },
  now: Date = new Date(),
) {
  const actor = requireUser(ctx);
  const expiresAt = endOfSwissDay(input.expiresAt);
  const days = (expiresAt.getTime() - now.getTime()) / 86_400_000;
  if (days <= 0) throw new AppError('INVALID_TOKEN_EXPIRY', 'The expiry date must be in the future');
  if (days > MAX_VALIDITY_DAYS) {
    throw new AppError('INVALID_TOKEN_EXPIRY', 'A token can be valid for at most two years');
  }
  const token = randomSecret(API_TOKEN_PREFIX);
  return inTenant(database, ctx, async (tx) => {
    const [row] = await tx
      .insert(apiTokens)
      .values({
        tenantId: actor.tenantId,
        name: input.name,
        hashedToken: sha256Hex(token),
        tokenPrefix: token.slice(0, API_TOKEN_PREFIX.length + 6),
        createdByUserId: actor.userId,
        createdByName: actor.name,
        expiresAt: expiresAt.toISOString(),
      })
      .returning();
    if (!row) throw new Error('token insert returned nothing');
    await recordAudit(tx, ctx, {
      action: 'api-token.create',
      entityType: 'api-token',
      entityId: row.id,
      after: auditView(row),
    });
    return { ...toApiToken(row), token };
  });
}

export async function revokeApiToken(database: Database, ctx: RequestContext, tokenId: string) {
  return inTenant(database, ctx, async (tx) => {
    // Locked: of two parallel revocations one revokes and audits, the other finds it revoked and changes nothing.
    const [before] = await tx.select().from(apiTokens).where(eq(apiTokens.id, tokenId)).for('update');
    if (!before) throw new AppError('API_TOKEN_NOT_FOUND', 'API token not found');
    if (before.isRevoked) return toApiToken(before);
    const [after] = await tx
      .update(apiTokens)
      .set({ isRevoked: true, revokedAt: new Date().toISOString() })
      .where(eq(apiTokens.id, tokenId))
      .returning();
    if (!after) throw new AppError('API_TOKEN_NOT_FOUND', 'API token not found');
    await recordAudit(tx, ctx, {
      action: 'api-token.revoke',
      entityType: 'api-token',
      entityId: tokenId,
      before: auditView(before),
      after: auditView(after),
    });
    return toApiToken(after);
  });
}

export async function describeCallingToken(database: Database, ctx: RequestContext) {
  const actor = ctx.actor;
  if (actor?.kind !== 'api-token') throw new AppError('FORBIDDEN', 'Only API tokens can ask this');
  return inTenant(database, ctx, async (tx) => {
    const [row] = await tx.select().from(apiTokens).where(eq(apiTokens.id, actor.tokenId));
    const [tenant] = await tx.select({ name: tenants.name }).from(tenants);
    if (!row || !tenant) throw new AppError('UNAUTHENTICATED', 'The API token is invalid, revoked or expired');
    return {
      tenantId: row.tenantId,
      tenantName: tenant.name,
      externalApiAuthenticationTokenId: row.id,
      name: row.name,
      expiresAt: row.expiresAt,
      permissions: PERMISSION_KEYS.filter((key) => isAllowed(API_TOKEN_PERMISSIONS[key])),
    };
  });
}
