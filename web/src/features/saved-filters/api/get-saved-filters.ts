// GET /api/modular/filter-settings?prefix=list:<listId>: — the signed-in user's saved filters of one list. Loaded
// when the menu opens first (not with the list), then kept.
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { savedFilterPrefix } from '../saved-filters.ts';
import { savedFiltersKeys } from './saved-filters-keys.ts';

export function useSavedFilterSettings(listId: string, enabled: boolean) {
  return useQuery({
    queryKey: savedFiltersKeys.list(listId),
    queryFn: ({ signal }) => apiRequest('filterSettingsList', { query: { prefix: savedFilterPrefix(listId) }, signal }),
    enabled,
    staleTime: 60_000,
  });
}
