// The case lists (issue 13): KTG (sickness cases, insurance.ktg.view), UVG (accident cases, insurance.uvg.view) and
// the case management's cases (sickness cases, employee.caseManagement.cases.view). One list with the area's claim
// type; search, filters, sort and paging in the URL. A superior sees the team's cases (the server scopes the list).
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback } from 'react';
import { usePermission } from '../../features/auth/index.ts';
import {
  CASE_AREAS,
  type CaseAreaId,
  CasesArea,
  type CasesSearch,
  parseCasesSearch,
} from '../../features/cases/index.ts';
import { useTranslation } from '../../lib/translator.ts';
import { useParsedSearch } from '../../lib/url-search.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

function CasesScreen({ areaId }: { areaId: CaseAreaId }) {
  const { t } = useTranslation();
  const area = CASE_AREAS[areaId];
  const parse = useCallback((raw: Record<string, unknown>) => parseCasesSearch(raw, areaId), [areaId]);
  const search = useParsedSearch(useSearch({ from: `/app${area.path}` }), parse);
  const navigate = useNavigate();
  const canOpenAbsences = usePermission('employee.absences.view');
  const canOpenDataHub = usePermission('dataHub.view');
  usePageTitle(t(`nav.areas.${areaId}`));

  const onSearchChange = useCallback(
    (next: CasesSearch, options: { replace?: boolean } = {}) =>
      void navigate({ to: area.path, search: next, replace: options.replace ?? false }),
    [navigate, area.path],
  );

  return (
    <CasesArea
      key={areaId}
      areaId={areaId}
      search={search}
      onSearchChange={onSearchChange}
      canOpenAbsences={canOpenAbsences}
      canOpenDataHub={canOpenDataHub}
    />
  );
}

export function KtgCasesScreen() {
  return <CasesScreen areaId="ktgCases" />;
}

export function UvgCasesScreen() {
  return <CasesScreen areaId="uvgCases" />;
}

export function CaseManagementCasesScreen() {
  return <CasesScreen areaId="cases" />;
}
