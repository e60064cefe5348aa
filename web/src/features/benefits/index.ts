// The benefits feature (decision 0068): the insurer benefits ledger — totals per month and subunit, the cases with
// their figures, a case's months with IV benefits, benefit stops and statements, the export. Other code imports only
// from here: the route's URL state and the query keys; app/ takes the area's page from screens/benefits.ts.

export { benefitsKeys } from './api/benefits-keys.ts';
export { type BenefitsSearch, parseBenefitsSearch } from './benefits-search.ts';
