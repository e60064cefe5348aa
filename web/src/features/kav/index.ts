// The KAV feature (decision 0069): the payroll's view of the legacy collective daily-allowance contracts. Other code
// imports only from here: the route's URL state and the query keys; app/ takes the area's page from screens/kav.ts.

export { kavKeys } from './api/kav-keys.ts';
export { type KavSearch, parseKavSearch } from './kav-search.ts';
