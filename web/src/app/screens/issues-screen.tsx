// Data issues (insurance.issues.view): grouped by type and severity, explained, dismissed and restored with
// insurance.issues.edit; the "fix" links open the absences or the employee when the role may see them. The severity
// filter is in the URL (`?severity=3`): the home page's counts link to the list filtered.
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback } from 'react';
import { usePermission } from '../../features/auth/index.ts';
import { type IssueSeverity, IssuesArea, parseIssuesSearch } from '../../features/issues/index.ts';
import { useTranslation } from '../../lib/translator.ts';
import { useParsedSearch } from '../../lib/url-search.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

export function IssuesScreen() {
  const { t } = useTranslation();
  const canEdit = usePermission('insurance.issues.edit');
  const canOpenAbsences = usePermission('employee.absences.view');
  const canOpenEmployees = usePermission('employee.view');
  const search = useParsedSearch(useSearch({ from: '/app/insurance/issues' }), parseIssuesSearch);
  const navigate = useNavigate();
  usePageTitle(t('nav.areas.issues'));
  const onSeverityChange = useCallback(
    (severity: IssueSeverity | null) =>
      void navigate({ to: '/insurance/issues', search: severity === null ? {} : { severity }, replace: true }),
    [navigate],
  );
  return (
    <IssuesArea
      canEdit={canEdit}
      canOpenAbsences={canOpenAbsences}
      canOpenEmployees={canOpenEmployees}
      severity={search.severity ?? null}
      onSeverityChange={onSeverityChange}
    />
  );
}
