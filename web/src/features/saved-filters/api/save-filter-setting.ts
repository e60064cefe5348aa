// POST /api/modular/filter-settings: saves one filter under its key (the same key replaces it), or removes it (value
// null). The list's saved filters are read again afterwards.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { savedFiltersKeys } from './saved-filters-keys.ts';

export type SaveFilterSetting = { filterKey: string; value: Record<string, unknown> | null };

export function useSaveFilterSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveFilterSetting) => apiRequest('filterSettingsSave', { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedFiltersKeys.all }),
  });
}
