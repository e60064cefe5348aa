// GET /api/modular/users: one page of the company's users, searched and filtered on the server.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { type UsersQuery, usersKeys } from './users-keys.ts';

export const usersQueryOptions = (query: UsersQuery) =>
  queryOptions({
    queryKey: usersKeys.list(query),
    queryFn: ({ signal }) => apiRequest('usersList', { query, signal }),
    // Paging and typing keep the previous page on screen until the next one is there (no flicker).
    placeholderData: keepPreviousData,
  });

export function useUsers(query: UsersQuery) {
  return useQuery(usersQueryOptions(query));
}
