// Sign-in and the own session: the endpoint table of this area (composed in ../endpoints.ts).
import { z } from 'zod';
import { API_PREFIX, type Endpoint, PUBLIC } from '../endpoint.ts';
import {
  changeOwnRoleBody,
  devLoginBody,
  loginOptionsResponse,
  sessionResponse,
  switchTenantBody,
} from '../identity.ts';

export const authEndpoints = {
  authLoginOptions: {
    method: 'GET',
    access: PUBLIC,
    path: `${API_PREFIX.modular}/auth/login-options`,
    summary: 'How one can sign in here (identity provider; outside production also the user picker)',
    tags: ['auth'],
    response: loginOptionsResponse,
  },
  authDevLogin: {
    method: 'POST',
    access: PUBLIC,
    path: `${API_PREFIX.modular}/auth/dev-login`,
    summary: 'Sign in as a user without an identity provider (staging, local, preview, demo only)',
    tags: ['auth'],
    body: devLoginBody,
    rateLimitPerMinute: 20,
    response: sessionResponse,
  },
  authOidcLogin: {
    method: 'GET',
    access: PUBLIC,
    path: `${API_PREFIX.modular}/auth/oidc/login`,
    summary:
      'Start the sign-in through the identity provider (OIDC with PKCE): redirects the browser to the provider; ' +
      'returnTo is a path of this app to come back to',
    tags: ['auth'],
    querystring: z.strictObject({ returnTo: z.string().max(500).optional() }),
    rateLimitPerMinute: 30,
    status: 302,
    response: z.null(),
  },
  authOidcCallback: {
    method: 'GET',
    access: PUBLIC,
    path: `${API_PREFIX.modular}/auth/oidc/callback`,
    summary:
      'Where the identity provider sends the browser back: signs in and redirects to returnTo, or to ' +
      '/login?error=<CODE> when the sign-in fails',
    tags: ['auth'],
    querystring: z.object({
      code: z.string().optional(),
      state: z.string().optional(),
      error: z.string().optional(),
      error_description: z.string().optional(),
    }),
    rateLimitPerMinute: 30,
    status: 302,
    response: z.null(),
  },
  authSession: {
    method: 'GET',
    access: { kind: 'session' },
    path: `${API_PREFIX.modular}/auth/session`,
    summary: 'The signed-in user or admin, tenant, permissions and CSRF token',
    tags: ['auth'],
    response: sessionResponse,
  },
  authLogout: {
    method: 'POST',
    access: { kind: 'session' },
    path: `${API_PREFIX.modular}/auth/logout`,
    summary: 'Sign out: ends the session and clears the cookie',
    tags: ['auth'],
    status: 204,
    response: z.null(),
  },
  authChangeOwnRole: {
    method: 'PATCH',
    access: { kind: 'user' },
    path: `${API_PREFIX.modular}/auth/session/role`,
    summary: 'Change the own role (staging, local, preview, demo only; 403 in production)',
    tags: ['auth'],
    body: changeOwnRoleBody,
    response: sessionResponse,
  },
  authSwitchTenant: {
    method: 'PUT',
    access: { kind: 'user' },
    path: `${API_PREFIX.modular}/auth/session/tenant`,
    summary:
      'Switch the session to the own membership in another company; renews the session cookie and the CSRF ' +
      'token. 404 TENANT_NOT_FOUND unless it is an active membership of the same person',
    tags: ['auth'],
    body: switchTenantBody,
    rateLimitPerMinute: 30,
    response: sessionResponse,
  },
} as const satisfies Record<string, Endpoint>;
