// Query keys of the deadlines feature: `deadlinesKeys.lists()` after a deadline was marked (the list and every panel
// ask GET /deadlines, each with its own query).
import type { DeadlinesRequest } from '../deadlines-search.ts';

export const deadlinesKeys = {
  all: ['deadlines'] as const,
  lists: () => [...deadlinesKeys.all, 'list'] as const,
  list: (query: DeadlinesRequest | Record<string, unknown>) => [...deadlinesKeys.lists(), query] as const,
};
