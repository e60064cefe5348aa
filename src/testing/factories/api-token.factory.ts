import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/client.ts';
import { apiTokens } from '../../db/schema/identity.ts';
import { API_TOKEN_PREFIX } from '../../server/auth/api-token-auth.ts';
import { randomSecret, sha256Hex } from '../../server/auth/secrets.ts';

/** An API token of a tenant, valid for a year unless overridden; returns the plain token for requests. */
export async function createApiTokenForTest(
  database: Database,
  tenantId: string,
  overrides: Partial<Omit<typeof apiTokens.$inferInsert, 'tenantId' | 'hashedToken'>> = {},
) {
  const token = randomSecret(API_TOKEN_PREFIX);
  const [row] = await database.db
    .insert(apiTokens)
    .values({
      tenantId,
      id: randomUUID(),
      name: 'Test integration',
      hashedToken: sha256Hex(token),
      tokenPrefix: token.slice(0, 10),
      expiresAt: new Date(Date.now() + 365 * 86_400_000).toISOString(),
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('token insert returned nothing');
  return { row, token };
}
