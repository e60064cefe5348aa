// A real, minimal OpenID Connect provider for tests: discovery document, JWKS, authorization endpoint and token
// endpoint over plain HTTP on 127.0.0.1 (authorization-code flow with PKCE S256 only). Instead of a login page the
// test says beforehand which claims the next sign-in returns: `provider.nextLogin({ email: 'x@y.ch' })`.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';

export type FakeOidcProviderOptions = {
  clientId: string;
  /** Omit for a public client (token endpoint auth method `none`). */
  clientSecret?: string;
  redirectUri: string;
  /** Listen on this port (default: a free one), e.g. to bring a provider back where a client expects it. */
  port?: number;
};

/** Claims of the next sign-in; `undefined` values are left out of the ID token (e.g. `{ email: undefined }`). */
export type FakeLoginClaims = { sub?: string } & Record<string, unknown>;

export type FakeOidcProvider = {
  issuerUrl: string;
  /** The claims the next authorization request signs in with (used once). */
  nextLogin(claims: FakeLoginClaims): void;
  /** The next authorization request answers with this OAuth error instead of a code (used once). */
  failNextLogin(error: string, description?: string): void;
  /** Why the token endpoint refused requests, oldest first (e.g. 'code_verifier does not match'). */
  readonly tokenErrors: readonly string[];
  /** How many codes the token endpoint exchanged successfully. */
  readonly tokensIssued: number;
  close(): Promise<void>;
};

type IssuedCode = {
  challenge: string;
  nonce: string | undefined;
  redirectUri: string;
  claims: FakeLoginClaims;
  expiresAt: number;
};

const CODE_TTL_MS = 60_000;

function sendJson(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  response.end(JSON.stringify(body));
}

function redirect(response: ServerResponse, location: URL) {
  response.writeHead(302, { location: location.href, 'cache-control': 'no-store' });
  response.end();
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** RFC 6749 section 2.3.1: the Basic credentials are form-urlencoded before base64. */
function formDecode(value: string): string {
  return decodeURIComponent(value.replace(/\+/g, ' '));
}

function base64urlSha256(value: string): string {
  return createHash('sha256').update(value, 'ascii').digest('base64url');
}

export async function startFakeOidcProvider(options: FakeOidcProviderOptions): Promise<FakeOidcProvider> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = randomUUID();
  const publicJwk: JWK = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };

  const codes = new Map<string, IssuedCode>();
  const tokenErrors: string[] = [];
  let tokensIssued = 0;
  let pendingClaims: FakeLoginClaims | null = null;
  let pendingError: { error: string; description: string | undefined } | null = null;
  let issuer = '';

  function authorize(url: URL, response: ServerResponse) {
    const query = url.searchParams;
    const redirectUri = query.get('redirect_uri');
    // Never redirect to an unregistered URI: such errors are shown to the user, not sent to the client.
    if (query.get('client_id') !== options.clientId) return sendJson(response, 400, { error: 'invalid_client' });
    if (redirectUri !== options.redirectUri) return sendJson(response, 400, { error: 'invalid_redirect_uri' });
    const back = new URL(redirectUri);
    const state = query.get('state');
    if (state !== null) back.searchParams.set('state', state);
    back.searchParams.set('iss', issuer);
    const fail = (error: string, description?: string) => {
      back.searchParams.set('error', error);
      if (description) back.searchParams.set('error_description', description);
      redirect(response, back);
    };
    if (query.get('response_type') !== 'code') return fail('unsupported_response_type');
    if (!(query.get('scope') ?? '').split(' ').includes('openid')) return fail('invalid_scope', 'openid is required');
    const challenge = query.get('code_challenge');
    if (query.get('code_challenge_method') !== 'S256' || !challenge) {
      return fail('invalid_request', 'PKCE with S256 is required');
    }
    if (pendingError) {
      const { error, description } = pendingError;
      pendingError = null;
      return fail(error, description);
    }
    if (!pendingClaims) return fail('login_required', 'the test did not say who signs in (nextLogin)');
    const code = randomBytes(32).toString('base64url');
    codes.set(code, {
      challenge,
      nonce: query.get('nonce') ?? undefined,
      redirectUri,
      claims: pendingClaims,
      expiresAt: Date.now() + CODE_TTL_MS,
    });
    pendingClaims = null;
    back.searchParams.set('code', code);
    redirect(response, back);
  }

  /** The client id the request authenticates as, or an error text. */
  function authenticateClient(request: IncomingMessage, form: URLSearchParams): { clientId: string } | string {
    const header = request.headers.authorization;
    if (header?.startsWith('Basic ')) {
      const decoded = Buffer.from(header.slice(6), 'base64').toString('utf8');
      const colon = decoded.indexOf(':');
      if (colon < 0) return 'malformed Basic credentials';
      const clientId = formDecode(decoded.slice(0, colon));
      const secret = formDecode(decoded.slice(colon + 1));
      if (options.clientSecret === undefined || secret !== options.clientSecret) return 'wrong client secret';
      return { clientId };
    }
    const clientId = form.get('client_id');
    if (!clientId) return 'no client authentication';
    const secret = form.get('client_secret');
    if (options.clientSecret !== undefined && secret !== options.clientSecret) return 'wrong client secret';
    if (options.clientSecret === undefined && secret !== null) return 'public client sent a secret';
    return { clientId };
  }

  async function token(request: IncomingMessage, response: ServerResponse) {
    const form = new URLSearchParams(await readBody(request));
    const refuse = (status: number, error: string, reason: string) => {
      tokenErrors.push(reason);
      sendJson(response, status, { error, error_description: reason });
    };
    const client = authenticateClient(request, form);
    if (typeof client === 'string') return refuse(401, 'invalid_client', client);
    if (client.clientId !== options.clientId) return refuse(401, 'invalid_client', 'unknown client');
    if (form.get('grant_type') !== 'authorization_code') return refuse(400, 'unsupported_grant_type', 'grant_type');
    const code = form.get('code') ?? '';
    const issued = codes.get(code);
    codes.delete(code); // a code is good for one attempt only
    if (!issued || issued.expiresAt < Date.now()) return refuse(400, 'invalid_grant', 'unknown or expired code');
    if (form.get('redirect_uri') !== issued.redirectUri) return refuse(400, 'invalid_grant', 'redirect_uri differs');
    const verifier = form.get('code_verifier');
    if (!verifier) return refuse(400, 'invalid_grant', 'code_verifier missing');
    if (base64urlSha256(verifier) !== issued.challenge) {
      return refuse(400, 'invalid_grant', 'code_verifier does not match');
    }
    const { sub, ...claims } = issued.claims;
    const subject = sub ?? (typeof claims.email === 'string' ? `sub-${base64urlSha256(claims.email)}` : randomUUID());
    const payload = Object.fromEntries(Object.entries(claims).filter(([, value]) => value !== undefined));
    const idToken = await new SignJWT({ ...payload, ...(issued.nonce ? { nonce: issued.nonce } : {}) })
      .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
      .setIssuer(issuer)
      .setAudience(options.clientId)
      .setSubject(subject)
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(privateKey);
    tokensIssued += 1;
    sendJson(response, 200, {
      access_token: randomBytes(32).toString('base64url'),
      token_type: 'Bearer',
      expires_in: 300,
      id_token: idToken,
    });
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', issuer || 'http://127.0.0.1');
    const route = `${request.method} ${url.pathname}`;
    const handle = async () => {
      switch (route) {
        case 'GET /.well-known/openid-configuration':
          return sendJson(response, 200, {
            issuer,
            authorization_endpoint: `${issuer}/authorize`,
            token_endpoint: `${issuer}/token`,
            jwks_uri: `${issuer}/jwks`,
            response_types_supported: ['code'],
            subject_types_supported: ['public'],
            id_token_signing_alg_values_supported: ['RS256'],
            code_challenge_methods_supported: ['S256'],
            token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post', 'none'],
            scopes_supported: ['openid', 'email', 'profile'],
            authorization_response_iss_parameter_supported: true,
          });
        case 'GET /jwks':
          return sendJson(response, 200, { keys: [publicJwk] });
        case 'GET /authorize':
          return authorize(url, response);
        case 'POST /token':
          return token(request, response);
        default:
          return sendJson(response, 404, { error: 'not_found' });
      }
    };
    handle().catch((error: unknown) => {
      if (!response.headersSent) sendJson(response, 500, { error: 'server_error', error_description: String(error) });
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    issuerUrl: issuer,
    nextLogin(claims) {
      pendingClaims = claims;
    },
    failNextLogin(error, description) {
      pendingError = { error, description };
    },
    get tokenErrors() {
      return tokenErrors;
    },
    get tokensIssued() {
      return tokensIssued;
    },
    close() {
      return new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      });
    },
  };
}
