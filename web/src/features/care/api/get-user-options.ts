// GET /api/modular/users (the first 199 active ones): the people a stage may notify, by name. Asked for here
// rather than through the users feature's index, which also names the users screen's panel (decision 0037).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { careKeys } from './care-keys.ts';

const USERS_MAX = 199;

export const userOptionsQueryOptions = () =>
  queryOptions({
    queryKey: careKeys.userOptions(),
    queryFn: ({ signal }) => apiRequest('usersList', { query: { skip: 0, take: USERS_MAX }, signal }),
    select: (page) =>
      page.items
        .filter((user) => user.status === 'ACTIVE')
        .map((user) => ({ value: user.id, label: user.name || user.email }))
        .sort((a, b) => a.label.localeCompare(b.label)),
  });

export function useUserOptions(enabled: boolean) {
  return useQuery({ ...userOptionsQueryOptions(), enabled });
}
