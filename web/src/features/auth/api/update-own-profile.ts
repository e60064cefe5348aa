// PATCH /api/modular/user-profile: the signed-in user changes the own name or language. The session in the
// cache carries the updated user right away.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { updateProfileBody } from '../../../../../src/contracts/index.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import type { Session } from '../session-cache.ts';
import { authKeys } from './auth-keys.ts';

export type ProfileInput = z.input<typeof updateProfileBody>;

export function useUpdateOwnProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: authKeys.updateOwnProfile(),
    mutationFn: (body: ProfileInput) => apiRequest('userProfileUpdate', { body }),
    onSuccess: (user) => {
      queryClient.setQueryData<Session | null>(authKeys.session(), (session) =>
        session?.actor.kind === 'user' && session.actor.user.id === user.id
          ? { ...session, actor: { kind: 'user', user } }
          : session,
      );
    },
  });
}
