// POST /api/modular/auth/logout (204): ends the session on the server. An answer of 401 means the session had
// already ended, which is what the user wanted.
import { useMutation } from '@tanstack/react-query';
import { apiRequest, isApiError } from '../../../lib/api-client.ts';
import { authKeys } from './auth-keys.ts';

export async function logout(): Promise<void> {
  try {
    await apiRequest('authLogout');
  } catch (error) {
    if (isApiError(error) && error.status === 401) return;
    throw error;
  }
}

export function useLogout() {
  return useMutation({ mutationKey: authKeys.logout(), mutationFn: logout });
}
