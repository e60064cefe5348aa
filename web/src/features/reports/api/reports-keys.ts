// Query keys of the reports feature: the history's pages, one report (followed while it runs), the schedules and
// the retention setting.
export const reportsKeys = {
  all: ['reports'] as const,
  lists: () => [...reportsKeys.all, 'list'] as const,
  list: (query: { skip: number; take: number }) => [...reportsKeys.lists(), query] as const,
  report: (reportId: string) => [...reportsKeys.all, 'report', reportId] as const,
  schedules: () => [...reportsKeys.all, 'schedules'] as const,
  settings: () => [...reportsKeys.all, 'settings'] as const,
};
