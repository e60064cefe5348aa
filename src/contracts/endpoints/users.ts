// Company users and the own profile: the endpoint table of this area (composed in ../endpoints.ts).
import { API_PREFIX, type Endpoint, permission } from '../endpoint.ts';
import {
  inviteUserBody,
  updateProfileBody,
  updateUserBody,
  user,
  userIdParams,
  usersPage,
  usersQuery,
} from '../identity.ts';

export const usersEndpoints = {
  userProfileUpdate: {
    method: 'PATCH',
    access: permission('userProfile.edit'),
    path: `${API_PREFIX.modular}/user-profile`,
    summary: 'Change the own name or language',
    tags: ['users'],
    body: updateProfileBody,
    response: user,
  },
  usersList: {
    method: 'GET',
    access: permission('tenant.users.view'),
    path: `${API_PREFIX.modular}/users`,
    summary: 'Users of the company',
    tags: ['users'],
    querystring: usersQuery,
    response: usersPage,
  },
  usersInvite: {
    method: 'POST',
    access: permission('tenant.users.edit'),
    path: `${API_PREFIX.modular}/users`,
    summary: 'Invite a user by e-mail (they sign in through the identity provider with that address)',
    tags: ['users'],
    body: inviteUserBody,
    status: 201,
    response: user,
  },
  usersGet: {
    method: 'GET',
    access: permission('tenant.users.view'),
    path: `${API_PREFIX.modular}/users/:userId`,
    summary: 'One user of the company',
    tags: ['users'],
    params: userIdParams,
    response: user,
  },
  usersUpdate: {
    method: 'PATCH',
    access: permission('tenant.users.edit'),
    path: `${API_PREFIX.modular}/users/:userId`,
    summary: 'Change a user: name, role, language, linked employee, or deactivate / reactivate',
    tags: ['users'],
    params: userIdParams,
    body: updateUserBody,
    response: user,
  },
} as const satisfies Record<string, Endpoint>;
