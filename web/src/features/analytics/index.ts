// Public surface of the analytics feature (issue 32): the area's URL state and the query keys. The area's page comes
// from screens/analytics.ts and the home page's tile from screens/home-rate-tile.ts (app/ only).

export { type AnalyticsSearch, parseAnalyticsSearch } from './analytics-search.ts';
export { analyticsKeys } from './api/analytics-keys.ts';
