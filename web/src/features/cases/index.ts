// The cases feature (issue 13): the case lists of the KTG, UVG and case-management areas and the case detail with
// its calendar, the per-day explanation ("why this amount?"), monthly totals and comments.

export { type AdminCaseAccess, AdminCaseContext } from './admin-case-context.ts';
export { casesKeys } from './api/cases-keys.ts';
export type { CaseDetailSearch } from './case-detail-search.ts';
export { parseCaseDetailSearch } from './case-detail-search.ts';
export { chfToRappen, personName } from './case-display.ts';
export { CASE_AREAS, type CaseAreaId, type CasesSearch, parseCasesSearch } from './cases-search.ts';
export { CaseRiskBadges, CaseStatusBadge } from './components/case-badges.tsx';
export { CaseDetailArea, type CaseDetailAreaProps } from './components/case-detail-area.tsx';
export { CasesArea, type CasesAreaProps } from './components/cases-area.tsx';
export { InsuredPersonArea } from './components/insured-person-area.tsx';
export { InsuredPersonsArea } from './components/insured-persons-area.tsx';
export { UnitsCell, UnitsText } from './components/units-cell.tsx';
export { useUnitNames, withCurrent } from './components/use-unit-names.ts';
export { type InsuredPersonsSearch, parseInsuredPersonsSearch } from './insured-persons-search.ts';
