// Issue 28 section 6: 640 forged API tokens in 1.4 s all got 401, never 429. Failed authentications now count per
// client (IP address) in the shared counter table: AUTH_FAILURES.max (20) failures in a minute answer 401, every
// further attempt of that client 429 with Retry-After — before the token is looked up, valid or not. Another client
// and a signed-in session of the same address are not affected; refused dev sign-ins count on the same counter.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../contracts/endpoints.ts';
import { createApiTokenForTest } from '../../testing/factories/api-token.factory.ts';
import { createTenant } from '../../testing/factories/tenant.factory.ts';
import { createSignedInUser } from '../../testing/factories/user.factory.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { testBackends } from '../../testing/test-databases.ts';
import { AUTH_FAILURES } from './auth-failures.ts';

const TOKEN_IDENTITY = endpoints.connectTokenIdentity.path;

describe.each(testBackends())('failed authentication per client on %s', (backend) => {
  const ctx = useTestApp(backend);

  const withToken = (token: string, remoteAddress: string) =>
    ctx.app.inject({
      method: 'GET',
      url: TOKEN_IDENTITY,
      headers: { authorization: `Bearer ${token}` },
      remoteAddress,
    });
  const forged = () => `abs_${randomUUID().replaceAll('-', '')}forged`;

  it('a burst of 25 forged tokens: 20 answer 401, 5 answer 429; then even a valid token of that client waits', async () => {
    const tenant = await createTenant(ctx.database);
    const { token } = await createApiTokenForTest(ctx.database, tenant.id);
    const { session } = await createSignedInUser(ctx.app, ctx.database, tenant.id, 'HR_Admin');
    const attacker = '10.28.6.1';

    // 25 at once: each was looked up (none was blocked yet), each failure counted; counts 21 to 25 are over 20.
    const burst = await Promise.all(Array.from({ length: 25 }, () => withToken(forged(), attacker)));
    const statuses = burst.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(AUTH_FAILURES.max);
    expect(statuses.filter((status) => status === 429)).toHaveLength(25 - AUTH_FAILURES.max);
    const refused = burst.find((response) => response.statusCode === 429);
    expect(refused?.json()).toEqual({
      code: 'TOO_MANY_REQUESTS',
      message: expect.stringMatching(/^Too many failed sign-ins or API tokens from this address; try again in \d+ s$/),
    });
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused?.headers['retry-after'])).toBeLessThanOrEqual(60);

    // Blocked: the next attempt of that client is refused before its token is looked up, a valid one too.
    expect((await withToken(forged(), attacker)).statusCode).toBe(429);
    expect((await withToken(token, attacker)).statusCode).toBe(429);
    // Another client: its valid token works, its forged token is a plain 401 (its own count: 1).
    const other = await withToken(token, '10.28.6.2');
    expect(other.statusCode, other.body).toBe(200);
    expect(other.json()).toMatchObject({ tenantId: tenant.id });
    expect((await withToken(forged(), '10.28.6.2')).statusCode).toBe(401);
    // A browser already signed in from the attacker's address is not affected.
    const browser = await ctx.app.inject({
      method: 'GET',
      url: '/api/modular/auth/session',
      headers: session.headers,
      remoteAddress: attacker,
    });
    expect(browser.statusCode, browser.body).toBe(200);
  });

  it('refused dev sign-ins and forged tokens count on one counter per client', async () => {
    const client = '10.28.6.3';
    // 10 sign-ins as unknown users (each refused), then 10 forged tokens: 20 failures, all answered as they were.
    for (let index = 0; index < 10; index++) {
      const signIn = await ctx.app.inject({
        method: 'POST',
        url: endpoints.authDevLogin.path,
        payload: { kind: 'user', id: randomUUID() },
        remoteAddress: client,
      });
      expect(signIn.json().code, signIn.body).toBe('USER_NOT_FOUND');
    }
    for (let index = 0; index < 10; index++) expect((await withToken(forged(), client)).statusCode).toBe(401);
    // The 21st failure and every attempt after it: 429, sign-in included.
    expect((await withToken(forged(), client)).statusCode).toBe(429);
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: endpoints.authDevLogin.path,
      payload: { kind: 'user', id: randomUUID() },
      remoteAddress: client,
    });
    expect(signIn.statusCode).toBe(429);
  });
});
