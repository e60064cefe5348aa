// The home page's one request (decision 0039): a tenant user's work list or a platform admin's, by who is signed in.
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { loadScreenTranslations } from '../../../lib/i18n.ts';

export const workListKeys = {
  all: ['work-list'] as const,
  user: () => [...workListKeys.all, 'user'] as const,
  admin: () => [...workListKeys.all, 'admin'] as const,
};

export function useWorkList(enabled: boolean) {
  return useQuery({
    queryKey: workListKeys.user(),
    queryFn: ({ signal }) => apiRequest('workList', { signal }),
    enabled,
  });
}

export function useAdminWorkList(enabled: boolean) {
  return useQuery({
    queryKey: workListKeys.admin(),
    // The admin's texts are in the rest part of the translations (lib/translation-parts.ts) and its items' code in a
    // chunk of its own: both loaded with the answer, so neither is in a tenant user's first load.
    queryFn: async ({ signal }) => {
      const [list, , admin] = await Promise.all([
        apiRequest('adminWorkList', { signal }),
        loadScreenTranslations({ dates: false }),
        import('../admin-work-items.ts'),
      ]);
      return { today: list.today, items: admin.adminWorkItems(list), notes: admin.adminWaitingNotes(list) };
    },
    enabled,
  });
}
