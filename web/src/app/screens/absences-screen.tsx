// Absences (employee.absences.view): the absence periods with their days, search, filters, sort and paging kept in
// the URL; recording and editing with employee.absences.edit; data issues with insurance.issues.view. A superior
// sees their team only (the server scopes the list).
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback } from 'react';
import { AbsencesArea, type AbsencesSearch, parseAbsencesSearch } from '../../features/absences/index.ts';
import { usePermission } from '../../features/auth/index.ts';
import { useTranslation } from '../../lib/translator.ts';
import { useParsedSearch } from '../../lib/url-search.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

export function AbsencesScreen() {
  const { t } = useTranslation();
  const search = useParsedSearch(useSearch({ from: '/app/absences' }), parseAbsencesSearch);
  const navigate = useNavigate();
  const canEdit = usePermission('employee.absences.edit');
  const canSeeIssues = usePermission('insurance.issues.view');
  const canOpenEmployees = usePermission('employee.view');
  const canOpenDataHub = usePermission('dataHub.view');
  usePageTitle(t('nav.areas.absences'));

  const onSearchChange = useCallback(
    (next: AbsencesSearch, options: { replace?: boolean } = {}) =>
      void navigate({ to: '/absences', search: next, replace: options.replace ?? false }),
    [navigate],
  );

  return (
    <AbsencesArea
      search={search}
      onSearchChange={onSearchChange}
      canEdit={canEdit}
      canSeeIssues={canSeeIssues}
      canOpenEmployees={canOpenEmployees}
      canOpenDataHub={canOpenDataHub}
    />
  );
}
