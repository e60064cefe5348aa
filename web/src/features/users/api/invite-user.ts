// POST /api/modular/users: invite a user by e-mail; they sign in through the identity provider with it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { inviteUserBody } from '../../../../../src/contracts/index.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { usersKeys } from './users-keys.ts';

export type InviteUserInput = z.input<typeof inviteUserBody>;

export function useInviteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InviteUserInput) => apiRequest('usersInvite', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKeys.all }),
  });
}
