// The users who may be responsible for a case management: the company's active Case_Manager and HR_Admin users
// (GET /api/modular/users twice, by role; tenant.users.view). Without that permission the list stays empty and the
// screens offer "me" only.
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { caseManagementKeys } from './case-management-keys.ts';

export type CaseManagerOption = { value: string; label: string };

export function useCaseManagers(enabled: boolean) {
  return useQuery({
    queryKey: caseManagementKeys.caseManagers(),
    queryFn: async ({ signal }): Promise<CaseManagerOption[]> => {
      const pages = await Promise.all(
        (['Case_Manager', 'HR_Admin'] as const).map((userRole) =>
          apiRequest('usersList', { query: { userRole, status: 'ACTIVE', skip: 0, take: 100 }, signal }),
        ),
      );
      return pages
        .flatMap((page) => page.items)
        .map((user) => ({ value: user.id, label: user.name }))
        .sort((a, b) => a.label.localeCompare(b.label));
    },
    enabled,
    staleTime: 60_000,
  });
}
