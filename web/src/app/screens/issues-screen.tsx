// Data issues (insurance.issues.view): grouped by type and severity, explained, dismissed and restored with
// insurance.issues.edit; the "fix" links open the absences or the employee when the role may see them.

import { usePermission } from '../../features/auth/index.ts';
import { IssuesArea } from '../../features/issues/index.ts';
import { useTranslation } from '../../lib/translator.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

export function IssuesScreen() {
  const { t } = useTranslation();
  const canEdit = usePermission('insurance.issues.edit');
  const canOpenAbsences = usePermission('employee.absences.view');
  const canOpenEmployees = usePermission('employee.view');
  usePageTitle(t('nav.areas.issues'));
  return <IssuesArea canEdit={canEdit} canOpenAbsences={canOpenAbsences} canOpenEmployees={canOpenEmployees} />;
}
