// What the case detail screens (app/screens/case-detail-screen.tsx) take from the cases feature, without the feature's
// index: the index also names the case lists and the insured persons' screens, whose list kit, filters and tables
// would otherwise load before the detail paints (issue 28, Lighthouse).
export { caseOverviewQueryOptions } from '../api/get-case-overview.ts';
export { tenantUnitsQueryOptions } from '../api/get-tenant-units.ts';
export { parseCaseDetailSearch } from '../case-detail-search.ts';
export { CASE_AREAS, type CaseAreaId } from '../cases-search.ts';
export { CaseDetailArea } from '../components/case-detail-area.tsx';
