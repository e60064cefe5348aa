// Query keys of the issues feature.
export const issuesKeys = {
  all: ['issues'] as const,
  list: (query: object) => [...issuesKeys.all, 'list', query] as const,
};
