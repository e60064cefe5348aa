import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/client.ts';
import { apiTokens } from '../../../db/schema/identity.ts';
import { createApiTokenForTest } from '../../../testing/factories/api-token.factory.ts';
import { createTenant } from '../../../testing/factories/tenant.factory.ts';
import { createSignedInUser } from '../../../testing/factories/user.factory.ts';
import { useTestApp } from '../../../testing/test-app.ts';
import { testBackends } from '../../../testing/test-databases.ts';
import { sha256Hex } from '../../auth/secrets.ts';
import { endOfSwissDay } from './api-tokens.service.ts';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('token expiry at the end of the Swiss day', () => {
  it('is 23:00 UTC in winter (CET) and 22:00 UTC in summer (CEST)', () => {
    expect(endOfSwissDay('2026-12-31').toISOString()).toBe('2026-12-31T23:00:00.000Z');
    expect(endOfSwissDay('2026-07-15').toISOString()).toBe('2026-07-15T22:00:00.000Z');
    // 2026-03-29 is the switch to summer time: the next midnight is already CEST.
    expect(endOfSwissDay('2026-03-29').toISOString()).toBe('2026-03-29T22:00:00.000Z');
  });
});

describe.each(testBackends())('external API tokens on %s', (backend) => {
  const ctx = useTestApp(backend);

  it('create (shown once, only the hash stored) -> use -> revoke -> refused', async () => {
    const tenant = await createTenant(ctx.database, { name: 'Token AG' });
    const { session } = await createSignedInUser(ctx.app, ctx.database, tenant.id, 'HR_Admin');

    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/modular/api-tokens',
      headers: session.headers,
      payload: { name: 'Payroll system', expiresAt: inDays(90) },
    });
    expect(created.statusCode).toBe(201);
    const body = created.json();
    expect(body.token).toMatch(/^abs_[A-Za-z0-9_-]{43}$/);
    expect(body).toMatchObject({
      name: 'Payroll system',
      isRevoked: false,
      lastUsedAt: null,
      tokenPrefix: body.token.slice(0, 10),
    });

    // No plain token anywhere in the database: not in the token table, not in the audit log.
    const everything = await rowsOf<{ dump: string }>(
      ctx.database.db,
      sql`select (select coalesce(json_agg(t), '[]') from api_tokens t)::text || (select coalesce(json_agg(a), '[]') from audit_log a)::text as dump`,
    );
    expect(everything[0]?.dump).not.toContain(body.token);
    const [stored] = await ctx.database.db
      .select()
      .from(apiTokens)
      .where(eq(apiTokens.id, body.externalApiAuthenticationTokenId));
    expect(stored?.hashedToken).toBe(sha256Hex(body.token));

    const listed = await ctx.app.inject({ method: 'GET', url: '/api/modular/api-tokens', headers: session.headers });
    expect(listed.json().items).toHaveLength(1);
    expect(listed.body).not.toContain(body.token);

    const bearer = { authorization: `Bearer ${body.token}` };
    const used = await ctx.app.inject({ method: 'GET', url: '/api/modular/connect/token', headers: bearer });
    expect(used.statusCode).toBe(200);
    expect(used.json()).toMatchObject({
      tenantId: tenant.id,
      tenantName: 'Token AG',
      externalApiAuthenticationTokenId: body.externalApiAuthenticationTokenId,
      permissions: ['grapeConnect.view', 'grapeConnect.edit'],
    });
    const [afterUse] = await ctx.database.db
      .select()
      .from(apiTokens)
      .where(eq(apiTokens.id, body.externalApiAuthenticationTokenId));
    expect(afterUse?.lastUsedAt).not.toBeNull();

    // Upload-interface permissions only: the token cannot list users.
    const users = await ctx.app.inject({ method: 'GET', url: '/api/modular/users', headers: bearer });
    expect(users.statusCode).toBe(403);

    const revoked = await ctx.app.inject({
      method: 'POST',
      url: `/api/modular/api-tokens/${body.externalApiAuthenticationTokenId}/revoke`,
      headers: session.headers,
    });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().isRevoked).toBe(true);
    const refused = await ctx.app.inject({ method: 'GET', url: '/api/modular/connect/token', headers: bearer });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({
      code: 'UNAUTHENTICATED',
      message: 'The API token is invalid, revoked or expired',
    });
  });

  it('expired and unknown tokens answer 401', async () => {
    const tenant = await createTenant(ctx.database);
    const { token } = await createApiTokenForTest(ctx.database, tenant.id, {
      expiresAt: new Date(Date.now() - 1000).toISOString(),
    });
    for (const value of [token, 'abs_unknown', 'not-even-a-token']) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/api/modular/connect/token',
        headers: { authorization: `Bearer ${value}` },
      });
      expect(response.statusCode).toBe(401);
    }
  });

  it('checks the expiry date: in the future, at most two years', async () => {
    const tenant = await createTenant(ctx.database);
    const { session } = await createSignedInUser(ctx.app, ctx.database, tenant.id, 'HR_Admin');
    for (const [expiresAt, message] of [
      [inDays(-1), 'The expiry date must be in the future'],
      [inDays(800), 'A token can be valid for at most two years'],
    ] as const) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/modular/api-tokens',
        headers: session.headers,
        payload: { name: 'x', expiresAt },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 'INVALID_TOKEN_EXPIRY', message });
    }
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/modular/api-tokens',
      headers: session.headers,
      payload: { name: 'x', expiresAt: '31.12.2027' },
    });
    expect(bad.json().errors[0]).toMatchObject({ path: 'expiresAt', message: 'Invalid date, expected YYYY-MM-DD' });
  });
});
