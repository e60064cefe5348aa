import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../../contracts/endpoints.ts';
import { registerEndpoint } from '../../routes.ts';
import { getUser, inviteUser, listUsers, updateOwnProfile, updateUser } from './users.service.ts';

export async function usersRoutes(app: FastifyInstance) {
  const forget = (userId: string) => app.sessions.forgetUser(userId);

  registerEndpoint(app, endpoints.usersList, async (request) => listUsers(app.database, request.ctx, request.query));
  registerEndpoint(app, endpoints.usersInvite, async (request) => inviteUser(app.database, request.ctx, request.body));
  registerEndpoint(app, endpoints.usersGet, async (request) =>
    getUser(app.database, request.ctx, request.params.userId),
  );
  registerEndpoint(app, endpoints.usersUpdate, async (request) =>
    updateUser(app.database, request.ctx, request.params.userId, request.body, forget),
  );
  registerEndpoint(app, endpoints.userProfileUpdate, async (request) =>
    updateOwnProfile(app.database, request.ctx, request.body, forget),
  );
}
