// Production sign-in: OpenID Connect authorization-code flow with PKCE (S256), state and nonce, through the
// company's identity provider (openid-client). The routes are in oidc.routes.ts.
//
// Flow state between /oidc/login and /oidc/callback (PKCE verifier, state, nonce, returnTo) travels in the
// httpOnly cookie `absenza_oidc`, encrypted and authenticated with AES-256-GCM and valid for 10 minutes. Nothing is
// kept in the process, so any API process can answer the callback (no sticky sessions needed), and scripts in the
// page can neither read the verifier (httpOnly) nor change returnTo (GCM tag). The key is derived with HKDF from
// the client secret (or, for a public client without one, from the client id) because the configuration has no
// separate key. Limitation: for a public client the key is therefore not secret and the cookie only stays
// confidential through httpOnly/Secure; that gives an attacker nothing beyond what starting a login themselves
// gives (a verifier for their own flow), and returnTo is sanitised again when it is read. Changing the client
// secret invalidates flows that are under way (their users simply start again).
//
// One flow per browser at a time: a second login (another tab) replaces the cookie, and the first tab's callback
// then fails the state check with OIDC_LOGIN_FAILED.
//
// Identity: the ID token's e-mail, verified by the provider (email_verified true), is matched case-insensitively,
// first to an internal admin, then to the person's memberships in tenants: the session starts in the one used last
// and can switch to the others (docs/decisions/0006-identity-across-companies.md). Our session is independent of
// the identity provider's session: by design it outlives a sign-out at the provider until it expires
// (SESSION_TTL_HOURS) or the user signs out here. The session store re-validates the user against the database
// every 60 000 ms, so deactivating a user in Absenza takes effect within 60 s (src/server/auth/sessions.ts).
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import * as client from 'openid-client';
import { z } from 'zod';
import type { Database } from '../../../db/client.ts';
import { adminUsers } from '../../../db/schema/identity.ts';
import { AppError } from '../../app-error.ts';
import { safeEqual } from '../../auth/secrets.ts';
import type { AppConfig } from '../../config.ts';
import { byLastUseThenName, membershipsByEmailAcrossTenants } from './memberships.ts';

export type OidcSettings = NonNullable<AppConfig['oidc']>;

export const OIDC_FLOW_COOKIE = 'absenza_oidc';
export const OIDC_COOKIE_PATH = '/api/modular/auth/oidc';
export const OIDC_FLOW_TTL_MS = 10 * 60_000;
export const OIDC_SCOPE = 'openid email profile';
export const RETURN_TO_MAX_LENGTH = 500;
/** Seconds an HTTP request to the identity provider may take. */
const PROVIDER_TIMEOUT_SECONDS = 10;

// ---- returnTo --------------------------------------------------------------------------------------------------

const FALLBACK_PATH = '/';
const PROBE_ORIGIN = 'https://absenza.invalid';

/**
 * A path of this application to go to after signing in, or '/' (open-redirect protection): it must start with a
 * single '/', never '//' or '/\', contain no backslash or control character (browsers turn '\' into '/' and drop
 * tabs and newlines), stay on this origin, be at most 500 characters, and not lead back to the sign-in page.
 */
export function sanitizeReturnTo(value: unknown): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > RETURN_TO_MAX_LENGTH) return FALLBACK_PATH;
  if (!value.startsWith('/') || value.startsWith('//')) return FALLBACK_PATH;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this check rejects.
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return FALLBACK_PATH;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return FALLBACK_PATH;
  }
  if (url.origin !== PROBE_ORIGIN) return FALLBACK_PATH;
  if (url.pathname === '/login' || url.pathname.startsWith('/login/')) return FALLBACK_PATH;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path.length <= RETURN_TO_MAX_LENGTH ? path : FALLBACK_PATH;
}

/** Where the browser goes when a sign-in through the identity provider fails: the SPA shows the translated code. */
export function loginErrorPath(code: string): string {
  return `/login?${new URLSearchParams({ error: code }).toString()}`;
}

// ---- The flow cookie -----------------------------------------------------------------------------------------

const flowState = z.object({
  state: z.string().min(1),
  nonce: z.string().min(1),
  codeVerifier: z.string().min(43).max(128),
  returnTo: z.string(),
  expiresAt: z.number(),
});

export type OidcFlowState = z.infer<typeof flowState>;

const COOKIE_VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** Seals and opens the flow cookie (AES-256-GCM, key from HKDF-SHA-256; see the note at the top of this file). */
export function createFlowCookieCipher(settings: OidcSettings, now: () => number = Date.now) {
  const key = Buffer.from(
    hkdfSync(
      'sha256',
      settings.clientSecret ?? settings.clientId,
      `${settings.issuerUrl}|${settings.clientId}`,
      'absenza/oidc-flow-cookie/v1',
      32,
    ),
  );
  const aad = Buffer.from(OIDC_FLOW_COOKIE, 'utf8');

  return {
    seal(flow: Omit<OidcFlowState, 'expiresAt'>): string {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(aad);
      const plain = JSON.stringify({ ...flow, expiresAt: now() + OIDC_FLOW_TTL_MS } satisfies OidcFlowState);
      const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `${COOKIE_VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url')}`;
    },

    /** The flow of a cookie value; OIDC_LOGIN_FAILED when it is missing, forged, tampered with or expired. */
    open(value: string | undefined): OidcFlowState {
      if (!value) throw new AppError('OIDC_LOGIN_FAILED', 'no sign-in flow cookie (expired, or another browser)');
      const [version, encoded] = value.split('.');
      const raw = encoded ? Buffer.from(encoded, 'base64url') : Buffer.alloc(0);
      if (version !== COOKIE_VERSION || raw.length <= IV_BYTES + TAG_BYTES) {
        throw new AppError('OIDC_LOGIN_FAILED', 'malformed sign-in flow cookie');
      }
      let parsed: unknown;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
        decipher.setAAD(aad);
        decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
        const plain = Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
        parsed = JSON.parse(plain.toString('utf8'));
      } catch {
        throw new AppError('OIDC_LOGIN_FAILED', 'sign-in flow cookie fails authentication (tampered or other key)');
      }
      const flow = flowState.safeParse(parsed);
      if (!flow.success) throw new AppError('OIDC_LOGIN_FAILED', 'sign-in flow cookie has an unexpected shape');
      if (flow.data.expiresAt <= now()) throw new AppError('OIDC_LOGIN_FAILED', 'sign-in flow expired (10 minutes)');
      return flow.data;
    },
  };
}

// ---- The identity provider -----------------------------------------------------------------------------------

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Plain http is accepted only for an issuer on this machine (the tests' fake provider); everything else is https. */
function isLoopbackHttp(url: URL): boolean {
  return url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname);
}

/**
 * Client authentication at the token endpoint: none for a public client; otherwise client_secret_basic (the OIDC
 * default when the provider lists nothing), or client_secret_post when the provider only offers that.
 */
function clientAuthentication(server: client.ServerMetadata, secret: string | undefined): client.ClientAuth {
  if (secret === undefined) return client.None();
  const methods = server.token_endpoint_auth_methods_supported ?? ['client_secret_basic'];
  if (!methods.includes('client_secret_basic') && methods.includes('client_secret_post')) {
    return client.ClientSecretPost(secret);
  }
  return client.ClientSecretBasic(secret);
}

async function discover(settings: OidcSettings): Promise<client.Configuration> {
  const issuer = new URL(settings.issuerUrl);
  const insecure = isLoopbackHttp(issuer);
  const discovered = await client.discovery(issuer, settings.clientId, undefined, undefined, {
    execute: insecure ? [client.allowInsecureRequests] : [],
    timeout: PROVIDER_TIMEOUT_SECONDS,
  });
  const server = discovered.serverMetadata();
  const configuration = new client.Configuration(
    server,
    settings.clientId,
    settings.clientSecret === undefined ? undefined : { client_secret: settings.clientSecret },
    clientAuthentication(server, settings.clientSecret),
  );
  configuration.timeout = PROVIDER_TIMEOUT_SECONDS;
  if (insecure) client.allowInsecureRequests(configuration);
  // Also verify the ID token's signature against the provider's JWKS (defence in depth on top of TLS).
  client.enableNonRepudiationChecks(configuration);
  return configuration;
}

/** A short technical description of a failure for the log: never tokens, codes or response bodies. */
export function describeOidcError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { error: String(error) };
  const details: Record<string, unknown> = { name: error.name, message: error.message };
  const { code, error: oauthError, error_description: description, status } = error as Error & Record<string, unknown>;
  if (typeof code === 'string') details.code = code;
  if (typeof oauthError === 'string') details.oauthError = oauthError.slice(0, 100);
  if (typeof description === 'string') details.oauthErrorDescription = description.slice(0, 300);
  if (typeof status === 'number') details.status = status;
  return details;
}

export type OidcClient = ReturnType<typeof createOidcClient>;

/**
 * The OIDC client of this process. The provider's configuration is discovered on first use and cached; a failed
 * discovery is not cached, and a failed code exchange forgets the configuration so the next sign-in re-discovers.
 */
export function createOidcClient(settings: OidcSettings, options: { now?: () => number } = {}) {
  const cipher = createFlowCookieCipher(settings, options.now);
  let configuration: Promise<client.Configuration> | null = null;

  function getConfiguration(): Promise<client.Configuration> {
    if (configuration) return configuration;
    const pending = discover(settings);
    configuration = pending;
    pending.catch(() => {
      if (configuration === pending) configuration = null;
    });
    return pending;
  }

  function forgetConfiguration() {
    configuration = null;
  }

  return {
    /** The provider's authorization URL and the sealed flow cookie for a new sign-in. */
    async startLogin(returnTo: string): Promise<{ authorizationUrl: URL; flowCookie: string }> {
      const config = await getConfiguration();
      const codeVerifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const nonce = client.randomNonce();
      const authorizationUrl = client.buildAuthorizationUrl(config, {
        redirect_uri: settings.redirectUrl,
        response_type: 'code',
        scope: OIDC_SCOPE,
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      const flowCookie = cipher.seal({ state, nonce, codeVerifier, returnTo: sanitizeReturnTo(returnTo) });
      return { authorizationUrl, flowCookie };
    },

    /**
     * Checks the provider's answer against the flow cookie, exchanges the code (with the PKCE verifier, expected
     * state and nonce) and returns the e-mail of the ID token. Throws AppError OIDC_LOGIN_FAILED or
     * MISSING_USER_EMAIL; the messages are technical reasons for the log.
     */
    async completeLogin(
      callbackParams: URLSearchParams,
      flowCookie: string | undefined,
    ): Promise<{ email: string; returnTo: string }> {
      const providerError = callbackParams.get('error');
      if (providerError !== null) {
        const description = callbackParams.get('error_description');
        throw new AppError(
          'OIDC_LOGIN_FAILED',
          `identity provider answered ${providerError.slice(0, 100)}${description ? `: ${description.slice(0, 300)}` : ''}`,
        );
      }
      const flow = cipher.open(flowCookie);
      const state = callbackParams.get('state');
      if (state === null || !safeEqual(state, flow.state)) {
        throw new AppError('OIDC_LOGIN_FAILED', 'state does not match the sign-in flow cookie');
      }
      if (!callbackParams.get('code')) throw new AppError('OIDC_LOGIN_FAILED', 'no authorization code');

      let claims: client.IDToken | undefined;
      try {
        const config = await getConfiguration();
        // The redirect URI sent to the token endpoint is this URL without its query: the configured one, not
        // whatever host or path a proxy in front of us shows.
        const currentUrl = new URL(settings.redirectUrl);
        currentUrl.search = callbackParams.toString();
        const tokens = await client.authorizationCodeGrant(config, currentUrl, {
          pkceCodeVerifier: flow.codeVerifier,
          expectedState: flow.state,
          expectedNonce: flow.nonce,
          idTokenExpected: true,
        });
        claims = tokens.claims();
      } catch (error) {
        forgetConfiguration();
        throw new AppError('OIDC_LOGIN_FAILED', 'code exchange failed', { cause: describeOidcError(error) });
      }
      if (!claims) throw new AppError('OIDC_LOGIN_FAILED', 'the token response has no ID token');

      const email = typeof claims.email === 'string' ? claims.email.trim() : '';
      if (email === '') throw new AppError('MISSING_USER_EMAIL', 'the ID token has no e-mail claim');
      // The e-mail decides which accounts this identity reaches, so the provider must vouch for it: only the
      // boolean true of OIDC Core 5.1 counts. Absent (a provider that does not verify, or an account whose owner
      // typed any address) is refused like false.
      if (claims.email_verified !== true) {
        throw new AppError(
          'OIDC_LOGIN_FAILED',
          claims.email_verified === undefined
            ? 'the ID token does not say the e-mail is verified (no email_verified claim)'
            : 'the identity provider says the e-mail is not verified',
        );
      }
      return { email, returnTo: sanitizeReturnTo(flow.returnTo) };
    },
  };
}

// ---- Who signs in --------------------------------------------------------------------------------------------

export type SignInSubject = { kind: 'user'; userId: string; tenantId: string } | { kind: 'admin'; adminUserId: string };

/** The internal admin with this e-mail (case-insensitive, as the unique index), if any. Platform-level table. */
export async function adminByEmailAcrossTenants(database: Database, email: string) {
  const [admin] = await database.db
    .select({ id: adminUsers.id, status: adminUsers.status })
    .from(adminUsers)
    .where(sql`lower(${adminUsers.email}) = lower(${email})`);
  return admin ?? null;
}

/**
 * The admin or membership an identity provider's e-mail signs in as: an admin record with that e-mail decides
 * first (also when it is deactivated); otherwise the person's active memberships, and of those the one used last,
 * else the first by tenant name (memberships.ts). USER_NOT_FOUND when neither exists, USER_INACTIVE when the admin
 * or every membership is deactivated.
 */
export async function signInSubjectByEmailAcrossTenants(database: Database, email: string): Promise<SignInSubject> {
  const admin = await adminByEmailAcrossTenants(database, email);
  if (admin) {
    if (admin.status !== 'ACTIVE') throw new AppError('USER_INACTIVE', 'this admin is deactivated');
    return { kind: 'admin', adminUserId: admin.id };
  }
  const memberships = await membershipsByEmailAcrossTenants(database, email);
  if (memberships.length === 0) throw new AppError('USER_NOT_FOUND', 'no user or admin has this e-mail');
  const [chosen] = memberships.filter((membership) => membership.status === 'ACTIVE').sort(byLastUseThenName);
  if (!chosen) throw new AppError('USER_INACTIVE', 'every membership of this person is deactivated');
  return { kind: 'user', userId: chosen.userId, tenantId: chosen.tenantId };
}
