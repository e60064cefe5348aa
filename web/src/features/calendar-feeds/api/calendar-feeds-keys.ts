// Query keys of the calendar feeds feature.
export const calendarFeedsKeys = {
  all: ['calendar-feeds'] as const,
  list: () => [...calendarFeedsKeys.all, 'list'] as const,
};
