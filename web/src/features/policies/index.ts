// The policies feature (decision 0065): the tenant's KTG, KAV, FTA, UVG and UVGZ policies on a day with their coverage
// in words, who is insured under each, and the gaps. Other code imports only from here: the route's URL state and the
// query keys; app/ takes the area's page from screens/policies.ts.

export { policiesKeys } from './api/policies-keys.ts';
export { type PoliciesSearch, parsePoliciesSearch } from './policies-search.ts';
