// What an endpoint is: method, path, access and schemas. Each area's table lives in ./endpoints/<area>.ts.
import type { z } from 'zod';
import type { PermissionKey } from './roles.ts';

export const API_PREFIX = {
  modular: '/api/modular',
  admin: '/api/modular/admin',
  analytics: '/api/analytics',
} as const;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint:
 * - `public`: anyone (login, health, reference data)
 * - `session`: any signed-in user or admin
 * - `user`: a signed-in tenant user (own session and profile)
 * - `permission`: a tenant user whose role grants the key, or one of `anyOf` (or an API token, when `apiToken` is
 *   true: tokens need `permission` itself; or a permission key: tokens need that one, e.g. reading the uploads they
 *   delivered with grapeConnect.view)
 * - `api-token`: only an external API token whose permissions grant the key (the upload interface)
 * - `admin`: an internal admin user; `/api/modular/admin/...` routes that name a tenant are audited
 */
export type Access =
  | { kind: 'public' }
  | { kind: 'session' }
  | { kind: 'user' }
  | {
      kind: 'permission';
      permission: PermissionKey;
      apiToken?: boolean | PermissionKey;
      anyOf?: readonly PermissionKey[];
    }
  | { kind: 'api-token'; permission: PermissionKey }
  | { kind: 'admin' };

export type Endpoint = {
  method: HttpMethod;
  access: Access;
  /** Full path with `:param` placeholders. */
  path: string;
  summary: string;
  tags: readonly string[];
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  /** Rate limit per client (login, tokens): requests per minute. */
  rateLimitPerMinute?: number;
  /** Success response schema (status 200 unless `status` says otherwise). */
  response: z.ZodType;
  status?: number;
  /**
   * The success answer is a file (bytes with a Content-Disposition, attachment or inline), not JSON; `response` only
   * documents it.
   */
  binary?: true;
  /**
   * A refusal of the service answers 400 `{message}` without a code (spec section 8: the admin reassign). Schema
   * failures keep the validation shape.
   */
  messageOnlyRefusals?: true;
};

export const PUBLIC = { kind: 'public' } as const;
export const permission = (
  key: PermissionKey,
  options: { apiToken?: boolean | PermissionKey; anyOf?: readonly PermissionKey[] } = {},
) => ({ kind: 'permission', permission: key, ...options }) as const;

/** The permission an API token needs on a route, or null when tokens cannot use it at all. */
export function apiTokenPermissionOf(access: Access): PermissionKey | null {
  if (access.kind === 'api-token') return access.permission;
  if (access.kind !== 'permission' || !access.apiToken) return null;
  return access.apiToken === true ? access.permission : access.apiToken;
}

/** The keys of which a user's role must grant one (`permission` or any of `anyOf`). */
export function permissionKeysOf(access: Extract<Access, { kind: 'permission' }>): readonly PermissionKey[] {
  return [access.permission, ...(access.anyOf ?? [])];
}
