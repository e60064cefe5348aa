import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, sessions, users } from '../../../db/schema/identity.ts';
import { createTenant } from '../../../testing/factories/tenant.factory.ts';
import { createAdminUser, createUser } from '../../../testing/factories/user.factory.ts';
import {
  type FakeLoginClaims,
  type FakeOidcProvider,
  startFakeOidcProvider,
} from '../../../testing/fake-oidc-provider.ts';
import { useTestApp } from '../../../testing/test-app.ts';
import { testBackends } from '../../../testing/test-databases.ts';
import { SESSION_COOKIE } from '../../auth/sessions.ts';
import type { AppConfig } from '../../config.ts';
import {
  createFlowCookieCipher,
  createOidcClient,
  OIDC_FLOW_COOKIE,
  OIDC_FLOW_TTL_MS,
  type OidcSettings,
  sanitizeReturnTo,
} from './oidc.ts';

const CLIENT_ID = 'absenza-test-client';
const CLIENT_SECRET = 'fake-provider-client-secret';
const REDIRECT_URL = 'https://absenza.test/api/modular/auth/oidc/callback';
const LOGIN_URL = '/api/modular/auth/oidc/login';

/** The `name=value` of a Set-Cookie header of the response, and the whole header. */
function cookieOf(response: LightMyRequestResponse, name: string): { pair: string; header: string } | undefined {
  const raw = response.headers['set-cookie'];
  const headers = Array.isArray(raw) ? raw : raw ? [raw] : [];
  const header = headers.find((value) => value.startsWith(`${name}=`));
  return header ? { pair: header.split(';')[0] as string, header } : undefined;
}

async function startLogin(app: FastifyInstance, returnTo?: string) {
  const query = returnTo === undefined ? '' : `?${new URLSearchParams({ returnTo }).toString()}`;
  const response = await app.inject({ method: 'GET', url: `${LOGIN_URL}${query}` });
  expect(response.statusCode).toBe(302);
  const flowCookie = cookieOf(response, OIDC_FLOW_COOKIE);
  if (!flowCookie) throw new Error('no flow cookie set');
  return { response, authorizationUrl: new URL(String(response.headers.location)), flowCookie };
}

/** Follows the authorization URL at the (real, fake) provider: the URL it sends the browser back to. */
async function authorizeAtProvider(authorizationUrl: URL): Promise<URL> {
  const response = await fetch(authorizationUrl, { redirect: 'manual' });
  expect(response.status).toBe(302);
  return new URL(String(response.headers.get('location')));
}

function callback(app: FastifyInstance, callbackUrl: URL, flowCookie?: string) {
  return app.inject({
    method: 'GET',
    url: `${callbackUrl.pathname}${callbackUrl.search}`,
    headers: flowCookie ? { cookie: flowCookie } : {},
  });
}

/** The whole browser round trip: our login, the provider, our callback. */
async function signInThroughProvider(
  app: FastifyInstance,
  provider: FakeOidcProvider,
  claims: FakeLoginClaims,
  returnTo?: string,
) {
  provider.nextLogin(claims);
  const login = await startLogin(app, returnTo);
  const back = await authorizeAtProvider(login.authorizationUrl);
  return callback(app, back, login.flowCookie.pair);
}

function expectRefused(response: LightMyRequestResponse, code: string) {
  expect(response.statusCode).toBe(302);
  expect(response.headers.location).toBe(`/login?error=${code}`);
  expect(cookieOf(response, SESSION_COOKIE)).toBeUndefined();
  // The flow cookie is single-use: cleared whatever the outcome.
  expect(cookieOf(response, OIDC_FLOW_COOKIE)?.header).toMatch(/Expires=Thu, 01 Jan 1970/);
}

/** A provider started before the app is built; useTestApp reads `config` in its own beforeAll, which runs after. */
function useFakeProvider(options: { clientSecret?: string; appEnv: AppConfig['appEnv'] }) {
  const config: Partial<AppConfig> = { appEnv: options.appEnv };
  let provider: FakeOidcProvider | undefined;
  beforeAll(async () => {
    provider = await startFakeOidcProvider({
      clientId: CLIENT_ID,
      clientSecret: options.clientSecret,
      redirectUri: REDIRECT_URL,
    });
    config.oidc = {
      issuerUrl: provider.issuerUrl,
      clientId: CLIENT_ID,
      clientSecret: options.clientSecret,
      redirectUrl: REDIRECT_URL,
    };
  });
  afterAll(async () => {
    await provider?.close();
  });
  return {
    config,
    get provider() {
      if (!provider) throw new Error('fake provider not started');
      return provider;
    },
  };
}

describe.each(testBackends())('OIDC sign-in on %s (production, confidential client)', (backend) => {
  const idp = useFakeProvider({ clientSecret: CLIENT_SECRET, appEnv: 'production' });
  const ctx = useTestApp(backend, { config: idp.config });

  it('login options report the identity provider', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/modular/auth/login-options' });
    expect(response.json()).toEqual({ oidcEnabled: true, devLoginEnabled: false, devLoginCandidates: [] });
  });

  it('login redirects to the provider with PKCE S256, state and nonce in a sealed httpOnly cookie', async () => {
    const { response, authorizationUrl, flowCookie } = await startLogin(ctx.app, '/settings/users');
    expect(`${authorizationUrl.origin}${authorizationUrl.pathname}`).toBe(`${idp.provider.issuerUrl}/authorize`);
    const query = authorizationUrl.searchParams;
    expect(query.get('client_id')).toBe(CLIENT_ID);
    expect(query.get('redirect_uri')).toBe(REDIRECT_URL);
    expect(query.get('response_type')).toBe('code');
    expect(query.get('scope')).toBe('openid email profile');
    expect(query.get('code_challenge_method')).toBe('S256');
    expect(query.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const state = query.get('state') as string;
    const nonce = query.get('nonce') as string;
    expect(state.length).toBeGreaterThanOrEqual(20);
    expect(nonce.length).toBeGreaterThanOrEqual(20);
    expect(response.headers['cache-control']).toBe('no-store');

    expect(flowCookie.header).toMatch(/HttpOnly/i);
    expect(flowCookie.header).toMatch(/SameSite=Lax/i);
    expect(flowCookie.header).toMatch(/Secure/i);
    expect(flowCookie.header).toMatch(/Path=\/api\/modular\/auth\/oidc(;|$)/);
    expect(flowCookie.header).toMatch(/Max-Age=600/);
    // Encrypted: neither state, nonce nor returnTo can be read from it.
    expect(flowCookie.pair).not.toContain(state);
    expect(flowCookie.pair).not.toContain(nonce);
    expect(decodeURIComponent(flowCookie.pair)).not.toContain('/settings/users');
  });

  it('signs a user in by e-mail (case-insensitive), sets the session cookie and goes to returnTo', async () => {
    const tenant = await createTenant(ctx.database);
    const user = await createUser(ctx.database, tenant.id, { name: 'Anna Meier', email: 'anna.meier@example.ch' });
    const response = await signInThroughProvider(
      ctx.app,
      idp.provider,
      { email: 'Anna.Meier@Example.ch', email_verified: true, name: 'Anna Meier' },
      '/settings/users',
    );
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/settings/users');
    const sessionCookie = cookieOf(response, SESSION_COOKIE);
    expect(sessionCookie?.header).toMatch(/HttpOnly/i);
    expect(sessionCookie?.header).toMatch(/Secure/i);
    expect(cookieOf(response, OIDC_FLOW_COOKIE)?.header).toMatch(/Expires=Thu, 01 Jan 1970/);

    const session = await ctx.app.inject({
      method: 'GET',
      url: '/api/modular/auth/session',
      headers: { cookie: sessionCookie?.pair as string },
    });
    expect(session.statusCode).toBe(200);
    expect(session.json()).toMatchObject({
      actor: { kind: 'user', user: { id: user.id, email: 'anna.meier@example.ch' } },
      tenant: { id: tenant.id },
      canChangeOwnRole: false,
    });

    const [stored] = await ctx.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(stored?.identityProvider).toBe('oidc');
    const audit = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'session.sign-in'), eq(auditLog.entityId, user.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      tenantId: tenant.id,
      actorType: 'user',
      actorId: user.id,
      entityType: 'user',
      after: { method: 'oidc' },
    });
  });

  it('signs an internal admin in', async () => {
    const admin = await createAdminUser(ctx.database, { name: 'Ada Admin', email: 'ada.admin@absenza.example' });
    const response = await signInThroughProvider(ctx.app, idp.provider, {
      email: 'ADA.ADMIN@absenza.example',
      email_verified: true,
    });
    expect(response.headers.location).toBe('/');
    const session = await ctx.app.inject({
      method: 'GET',
      url: '/api/modular/auth/session',
      headers: { cookie: cookieOf(response, SESSION_COOKIE)?.pair as string },
    });
    expect(session.json()).toMatchObject({ actor: { kind: 'admin', admin: { id: admin.id } }, tenant: null });
    const [entry] = await ctx.database.db.select().from(auditLog).where(eq(auditLog.entityId, admin.id));
    expect(entry).toMatchObject({ action: 'session.sign-in', entityType: 'admin-user', after: { method: 'oidc' } });
  });

  it('an identity without e-mail gets MISSING_USER_EMAIL and no session', async () => {
    const tokensBefore = idp.provider.tokensIssued;
    expectRefused(await signInThroughProvider(ctx.app, idp.provider, { email: undefined }), 'MISSING_USER_EMAIL');
    expectRefused(await signInThroughProvider(ctx.app, idp.provider, { email: '  ' }), 'MISSING_USER_EMAIL');
    expect(idp.provider.tokensIssued).toBe(tokensBefore + 2); // the exchange worked; the identity lacked the e-mail
  });

  it('refuses deactivated users and admins, unknown e-mails and unverified e-mails', async () => {
    const tenant = await createTenant(ctx.database);
    await createUser(ctx.database, tenant.id, { email: 'gone.user@example.ch', status: 'INACTIVE' });
    await createAdminUser(ctx.database, { email: 'gone.admin@absenza.example', status: 'INACTIVE' });
    await createUser(ctx.database, tenant.id, { email: 'unverified@example.ch' });
    const count = async () => (await ctx.database.db.select().from(sessions)).length;
    const before = await count();

    expectRefused(
      await signInThroughProvider(ctx.app, idp.provider, { email: 'gone.user@example.ch', email_verified: true }),
      'USER_INACTIVE',
    );
    expectRefused(
      await signInThroughProvider(ctx.app, idp.provider, { email: 'Gone.Admin@absenza.example', email_verified: true }),
      'USER_INACTIVE',
    );
    expectRefused(
      await signInThroughProvider(ctx.app, idp.provider, { email: 'nobody@example.ch', email_verified: true }),
      'USER_NOT_FOUND',
    );
    expectRefused(
      await signInThroughProvider(ctx.app, idp.provider, { email: 'unverified@example.ch', email_verified: false }),
      'OIDC_LOGIN_FAILED',
    );
    expect(await count()).toBe(before);
  });

  it('a tampered state is refused before the code is exchanged', async () => {
    const tenant = await createTenant(ctx.database);
    await createUser(ctx.database, tenant.id, { email: 'state.check@example.ch' });
    idp.provider.nextLogin({ email: 'state.check@example.ch', email_verified: true });
    const login = await startLogin(ctx.app);
    const back = await authorizeAtProvider(login.authorizationUrl);
    const tampered = new URL(back);
    tampered.searchParams.set('state', `${back.searchParams.get('state')}x`);
    const tokenRequests = idp.provider.tokensIssued + idp.provider.tokenErrors.length;
    expectRefused(await callback(ctx.app, tampered, login.flowCookie.pair), 'OIDC_LOGIN_FAILED');
    expect(idp.provider.tokensIssued + idp.provider.tokenErrors.length).toBe(tokenRequests);
  });

  it('without the flow cookie, or with a forged one, the callback is refused', async () => {
    const tenant = await createTenant(ctx.database);
    await createUser(ctx.database, tenant.id, { email: 'cookie.check@example.ch' });
    idp.provider.nextLogin({ email: 'cookie.check@example.ch', email_verified: true });
    const login = await startLogin(ctx.app);
    const back = await authorizeAtProvider(login.authorizationUrl);
    expectRefused(await callback(ctx.app, back), 'OIDC_LOGIN_FAILED');
    const value = login.flowCookie.pair.slice(OIDC_FLOW_COOKIE.length + 1);
    const flipped = `${value.slice(0, -2)}${value.endsWith('AA') ? 'BB' : 'AA'}`;
    expectRefused(await callback(ctx.app, back, `${OIDC_FLOW_COOKIE}=${flipped}`), 'OIDC_LOGIN_FAILED');
  });

  it('PKCE matters: a code replayed with another login’s cookie and state is rejected by the provider', async () => {
    const tenant = await createTenant(ctx.database);
    await createUser(ctx.database, tenant.id, { email: 'pkce.victim@example.ch' });
    // The victim's login: a code bound to the victim's code_challenge.
    idp.provider.nextLogin({ email: 'pkce.victim@example.ch', email_verified: true });
    const victim = await startLogin(ctx.app);
    const victimCallback = await authorizeAtProvider(victim.authorizationUrl);
    // The attacker starts an own login (own cookie, own state) and injects the victim's code into it.
    const attacker = await startLogin(ctx.app);
    const replay = new URL(victimCallback);
    replay.searchParams.set('state', attacker.authorizationUrl.searchParams.get('state') as string);
    expectRefused(await callback(ctx.app, replay, attacker.flowCookie.pair), 'OIDC_LOGIN_FAILED');
    expect(idp.provider.tokenErrors.at(-1)).toBe('code_verifier does not match');
  });

  it('a provider error (e.g. the user cancels) goes back to the sign-in page', async () => {
    idp.provider.failNextLogin('access_denied', 'The user cancelled');
    const login = await startLogin(ctx.app);
    const back = await authorizeAtProvider(login.authorizationUrl);
    expect(back.searchParams.get('error')).toBe('access_denied');
    expectRefused(await callback(ctx.app, back, login.flowCookie.pair), 'OIDC_LOGIN_FAILED');
  });

  it('replaces a returnTo that leaves the application with /', async () => {
    const tenant = await createTenant(ctx.database);
    await createUser(ctx.database, tenant.id, { email: 'return.to@example.ch' });
    const response = await signInThroughProvider(
      ctx.app,
      idp.provider,
      { email: 'return.to@example.ch', email_verified: true },
      '//evil.example.com',
    );
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/');
    expect(cookieOf(response, SESSION_COOKIE)).toBeDefined();
  });

  it('refuses a returnTo longer than 500 characters as a bad request', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: `${LOGIN_URL}?returnTo=/${'a'.repeat(500)}` });
    expect(response.statusCode).toBe(400);
  });
});

// Who an identity reaches: a verified e-mail, and a person's memberships in several companies (own app: the sign-in
// routes' rate limit counts per database).
describe.each(testBackends())('OIDC identities on %s (production)', (backend) => {
  const idp = useFakeProvider({ clientSecret: CLIENT_SECRET, appEnv: 'production' });
  const ctx = useTestApp(backend, { config: idp.config });

  it('matches on the e-mail only when the provider says it is verified (email_verified === true)', async () => {
    const tenant = await createTenant(ctx.database);
    await createUser(ctx.database, tenant.id, { email: 'claims.check@example.ch' });
    const admin = await createAdminUser(ctx.database, { email: 'claims.admin@absenza.example' });
    const count = async () => (await ctx.database.db.select().from(sessions)).length;
    const before = await count();
    // Absent is refused like false: a provider that does not vouch for the address must not lead to an account
    // that happens to have it. A string is not the boolean the specification defines.
    for (const emailVerified of [undefined, false, 'false', 'true', 1]) {
      const response = await signInThroughProvider(ctx.app, idp.provider, {
        email: 'claims.check@example.ch',
        email_verified: emailVerified,
      });
      expectRefused(response, 'OIDC_LOGIN_FAILED');
    }
    // Also for an internal admin: the check comes before anyone is looked up.
    expectRefused(
      await signInThroughProvider(ctx.app, idp.provider, { email: 'claims.admin@absenza.example' }),
      'OIDC_LOGIN_FAILED',
    );
    expect(await count()).toBe(before);
    const accepted = await signInThroughProvider(ctx.app, idp.provider, {
      email: 'claims.admin@absenza.example',
      email_verified: true,
    });
    expect(cookieOf(accepted, SESSION_COOKIE)).toBeDefined();
    expect((await ctx.database.db.select().from(sessions).where(eq(sessions.adminUserId, admin.id))).length).toBe(1);
  });

  it('a person in several companies signs in where they were last, else in the first by company name', async () => {
    const email = 'broker.person@treuhand.example.ch';
    const zeta = await createTenant(ctx.database, { name: 'Zeta Versicherungsbroker AG' });
    const alpha = await createTenant(ctx.database, { name: 'Alpha Treuhand AG' });
    const aaa = await createTenant(ctx.database, { name: 'AAA Gone AG' });
    const inZeta = await createUser(ctx.database, zeta.id, { email, userRole: 'Case_Manager' });
    const inAlpha = await createUser(ctx.database, alpha.id, { email: email.toUpperCase(), userRole: 'Payroll' });
    await createUser(ctx.database, aaa.id, { email, status: 'INACTIVE' }); // first by name, but deactivated
    const sessionOf = async (response: LightMyRequestResponse) => {
      const pair = cookieOf(response, SESSION_COOKIE)?.pair as string;
      const state = await ctx.app.inject({
        method: 'GET',
        url: '/api/modular/auth/session',
        headers: { cookie: pair },
      });
      return { pair, state: state.json() };
    };
    const claims = { email, email_verified: true };

    // Never signed in: the first active membership by company name.
    const first = await sessionOf(await signInThroughProvider(ctx.app, idp.provider, claims));
    expect(first.state).toMatchObject({ tenant: { id: alpha.id }, actor: { user: { id: inAlpha.id } } });
    expect(first.state.memberships.map((m: { tenantId: string }) => m.tenantId)).toEqual([alpha.id, zeta.id]);

    // Switched to Zeta: the next sign-in starts there.
    const switched = await ctx.app.inject({
      method: 'PUT',
      url: '/api/modular/auth/session/tenant',
      headers: { cookie: first.pair, 'x-csrf-token': first.state.csrfToken },
      payload: { tenantId: zeta.id },
    });
    expect(switched.statusCode, switched.body).toBe(200);
    const second = await sessionOf(await signInThroughProvider(ctx.app, idp.provider, claims));
    expect(second.state).toMatchObject({ tenant: { id: zeta.id }, actor: { user: { id: inZeta.id } } });

    // Zeta deactivated: Alpha, although Zeta was used last.
    await ctx.database.db.update(users).set({ status: 'INACTIVE' }).where(eq(users.id, inZeta.id));
    const third = await sessionOf(await signInThroughProvider(ctx.app, idp.provider, claims));
    expect(third.state).toMatchObject({ tenant: { id: alpha.id }, memberships: [{ tenantId: alpha.id }] });
  });

  it('USER_INACTIVE only when every membership of the person is deactivated', async () => {
    const email = 'all.gone@example.ch';
    for (const name of ['Gone One AG', 'Gone Two AG']) {
      const tenant = await createTenant(ctx.database, { name });
      await createUser(ctx.database, tenant.id, { email, status: 'INACTIVE' });
    }
    const response = await signInThroughProvider(ctx.app, idp.provider, { email, email_verified: true });
    expectRefused(response, 'USER_INACTIVE');
  });
});

describe.each(testBackends())('OIDC sign-in on %s (local, public client without secret)', (backend) => {
  const idp = useFakeProvider({ appEnv: 'local' });
  const ctx = useTestApp(backend, { config: idp.config });

  it('signs in with PKCE alone (token endpoint auth none); cookies are not Secure on plain http', async () => {
    const tenant = await createTenant(ctx.database);
    const user = await createUser(ctx.database, tenant.id, { email: 'public.client@example.ch' });
    idp.provider.nextLogin({ email: 'public.client@example.ch', email_verified: true });
    const login = await startLogin(ctx.app, '/absences?lang=fr');
    expect(login.flowCookie.header).not.toMatch(/Secure/i);
    const back = await authorizeAtProvider(login.authorizationUrl);
    const response = await callback(ctx.app, back, login.flowCookie.pair);
    expect(response.headers.location).toBe('/absences?lang=fr');
    const session = await ctx.app.inject({
      method: 'GET',
      url: '/api/modular/auth/session',
      headers: { cookie: cookieOf(response, SESSION_COOKIE)?.pair as string },
    });
    expect(session.json().actor.user.id).toBe(user.id);
  });
});

describe.each(testBackends())('OIDC not configured on %s', (backend) => {
  const ctx = useTestApp(backend, { config: { appEnv: 'production', oidc: null } });

  it('login answers 404 OIDC_NOT_CONFIGURED; the callback sends the browser to the sign-in page', async () => {
    const login = await ctx.app.inject({ method: 'GET', url: `${LOGIN_URL}?returnTo=/` });
    expect(login.statusCode).toBe(404);
    expect(login.json()).toMatchObject({ code: 'OIDC_NOT_CONFIGURED' });
    const back = await ctx.app.inject({ method: 'GET', url: '/api/modular/auth/oidc/callback?code=x&state=y' });
    expect(back.statusCode).toBe(302);
    expect(back.headers.location).toBe('/login?error=OIDC_NOT_CONFIGURED');
  });
});

describe('OIDC building blocks', () => {
  it.each([
    [undefined, '/'],
    ['', '/'],
    ['/settings/users', '/settings/users'],
    ['/absences?lang=fr#top', '/absences?lang=fr#top'],
    ['//evil.example.com', '/'],
    ['/\\evil.example.com', '/'],
    ['/\t/evil.example.com', '/'],
    ['/ok\nSet-Cookie: x=1', '/'],
    ['https://evil.example.com/', '/'],
    ['javascript:alert(1)', '/'],
    ['settings', '/'],
    ['/login', '/'],
    ['/login?error=X', '/'],
    [`/${'a'.repeat(499)}`, `/${'a'.repeat(499)}`],
    [`/${'a'.repeat(500)}`, '/'],
  ])('sanitizeReturnTo(%j) = %j', (value, expected) => {
    expect(sanitizeReturnTo(value)).toBe(expected);
  });

  const settings: OidcSettings = {
    issuerUrl: 'https://idp.example.ch',
    clientId: 'absenza',
    clientSecret: 'secret',
    redirectUrl: REDIRECT_URL,
  };
  const flow = { state: 's'.repeat(43), nonce: 'n'.repeat(43), codeVerifier: 'v'.repeat(43), returnTo: '/x' };

  it('the flow cookie round-trips, expires after 10 minutes and only opens with the same key', () => {
    let now = 1_000_000;
    const cipher = createFlowCookieCipher(settings, () => now);
    const sealed = cipher.seal(flow);
    expect(sealed).not.toContain(flow.state);
    expect(cipher.open(sealed)).toMatchObject(flow);
    expect(() => createFlowCookieCipher({ ...settings, clientSecret: 'other' }, () => now).open(sealed)).toThrow(
      /fails authentication/,
    );
    expect(() => cipher.open(sealed.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')))).toThrow(/fails authentication/);
    expect(() => cipher.open(undefined)).toThrow(/no sign-in flow cookie/);
    expect(() => cipher.open('v1')).toThrow(/malformed/);
    now += OIDC_FLOW_TTL_MS;
    expect(() => cipher.open(sealed)).toThrow(/expired/);
  });

  it('a failed discovery is not cached: the next login discovers again', async () => {
    const first = await startFakeOidcProvider({ clientId: CLIENT_ID, redirectUri: REDIRECT_URL });
    const port = Number(new URL(first.issuerUrl).port);
    await first.close();
    const client = createOidcClient({ ...settings, issuerUrl: first.issuerUrl, clientSecret: undefined });
    await expect(client.startLogin('/')).rejects.toThrow();
    const again = await startFakeOidcProvider({ clientId: CLIENT_ID, redirectUri: REDIRECT_URL, port });
    try {
      const { authorizationUrl } = await client.startLogin('/');
      expect(authorizationUrl.origin).toBe(first.issuerUrl);
    } finally {
      await again.close();
    }
  });
});
