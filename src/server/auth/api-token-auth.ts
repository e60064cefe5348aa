// External API tokens (spec "External API token"): `Authorization: Bearer abs_…`. Only the SHA-256 hash is stored;
// revoked or expired tokens answer 401. `lastUsedAt` is written at most once a minute per token.
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { apiTokens } from '../../db/schema/identity.ts';
import { AppError } from '../app-error.ts';
import { sha256Hex } from './secrets.ts';

export const API_TOKEN_PREFIX = 'abs_';
const LAST_USED_THROTTLE_MS = 60_000;

export type TokenIdentity = { tokenId: string; tenantId: string; name: string; expiresAt: string };

export function parseBearer(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

const lastWrites = new Map<string, number>();

/** Looks the token up across tenants (its tenant is what it tells us) and checks it is usable now. */
export async function authenticateApiTokenAcrossTenants(
  database: Database,
  token: string,
  now: number = Date.now(),
): Promise<TokenIdentity> {
  const invalid = new AppError('UNAUTHENTICATED', 'The API token is invalid, revoked or expired');
  if (!token.startsWith(API_TOKEN_PREFIX) || token.length > 200) throw invalid;
  const [row] = await database.db
    .select({
      id: apiTokens.id,
      tenantId: apiTokens.tenantId,
      name: apiTokens.name,
      isRevoked: apiTokens.isRevoked,
      expiresAt: apiTokens.expiresAt,
    })
    .from(apiTokens)
    .where(eq(apiTokens.hashedToken, sha256Hex(token)));
  if (!row || row.isRevoked || Date.parse(row.expiresAt) <= now) throw invalid;

  const lastWrite = lastWrites.get(row.id) ?? 0;
  if (now - lastWrite >= LAST_USED_THROTTLE_MS) {
    lastWrites.set(row.id, now);
    const nowIso = new Date(now).toISOString();
    await database.db
      .update(apiTokens)
      .set({ lastUsedAt: nowIso })
      .where(
        and(
          eq(apiTokens.tenantId, row.tenantId),
          eq(apiTokens.id, row.id),
          or(
            isNull(apiTokens.lastUsedAt),
            lt(apiTokens.lastUsedAt, new Date(now - LAST_USED_THROTTLE_MS).toISOString()),
          ),
        ),
      );
  }
  return { tokenId: row.id, tenantId: row.tenantId, name: row.name, expiresAt: row.expiresAt };
}
