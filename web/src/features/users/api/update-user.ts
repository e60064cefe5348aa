// PATCH /api/modular/users/:userId: change a user's role, status (deactivate / reactivate), name or language.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { updateUserBody } from '../../../../../src/contracts/index.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { usersKeys } from './users-keys.ts';

export type UpdateUserInput = { userId: string; changes: z.input<typeof updateUserBody> };

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, changes }: UpdateUserInput) =>
      apiRequest('usersUpdate', { params: { userId }, body: changes }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKeys.all }),
  });
}
