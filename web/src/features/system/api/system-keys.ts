// Query keys of the system feature; invalidate by `systemKeys.all` to refresh everything it shows.
export const systemKeys = {
  all: ['system'] as const,
  info: () => [...systemKeys.all, 'info'] as const,
  readiness: () => [...systemKeys.all, 'readiness'] as const,
};
