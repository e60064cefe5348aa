// Which of the fuzz suite's callers a route lets through (from the contract's `access` and the permission matrix):
// hostile inputs are sent as those, since everyone else is turned away before the input is even read.
import { apiTokenPermissionOf, permissionKeysOf } from '../../contracts/endpoint.ts';
import type { Endpoint } from '../../contracts/endpoints.ts';
import { API_TOKEN_PERMISSIONS, isAllowed, PERMISSION_MATRIX, USER_ROLES } from '../../contracts/roles.ts';
import { ACTORS, type ActorName } from './fixtures.ts';

export function allowedActors(endpoint: Endpoint): ActorName[] {
  const access = endpoint.access;
  const tokenPermission = apiTokenPermissionOf(access);
  const token = tokenPermission !== null && isAllowed(API_TOKEN_PERMISSIONS[tokenPermission]);
  switch (access.kind) {
    case 'public':
      return [...ACTORS];
    case 'session':
      return [...USER_ROLES, 'admin'];
    case 'user':
      return [...USER_ROLES];
    case 'admin':
      return ['admin'];
    case 'api-token':
      return token ? ['api-token'] : [];
    case 'permission':
      return [
        ...USER_ROLES.filter((role) => permissionKeysOf(access).some((key) => isAllowed(PERMISSION_MATRIX[role][key]))),
        ...(token ? (['api-token'] as const) : []),
      ];
  }
}
