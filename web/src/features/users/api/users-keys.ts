// Query keys of the users feature; invalidate `usersKeys.all` after any change to a user.
import type { z } from 'zod';
import type { usersQuery } from '../../../../../src/contracts/index.ts';

export type UsersQuery = z.input<typeof usersQuery>;

export const usersKeys = {
  all: ['users'] as const,
  lists: () => [...usersKeys.all, 'list'] as const,
  list: (query: UsersQuery) => [...usersKeys.lists(), query] as const,
};
