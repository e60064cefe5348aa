// Employee overview (employee.view): search, filters, sort and paging kept in the URL; "New employee" with
// employee.edit. A superior sees their team only (the server scopes the list).
import { Button, Stack } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback } from 'react';
import { PageHeader } from '../../components/page-header.tsx';
import { usePermission, useSession } from '../../features/auth/index.ts';
import { type EmployeesSearch, parseEmployeesSearch } from '../../features/employees/index.ts';
import { EmployeesPanel } from '../../features/employees/screens/employees.ts';
import { useTranslation } from '../../lib/translator.ts';
import { useParsedSearch } from '../../lib/url-search.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

export function EmployeesScreen() {
  const { t } = useTranslation();
  const session = useSession();
  const canEdit = usePermission('employee.edit');
  const isTeamOnly = session.permissions['employee.view'] === 'superior';
  const search = useParsedSearch(useSearch({ from: '/app/employees' }), parseEmployeesSearch);
  const navigate = useNavigate();
  usePageTitle(t('nav.areas.employeeOverview'));

  const onSearchChange = useCallback(
    (next: EmployeesSearch, options: { replace?: boolean } = {}) =>
      void navigate({ to: '/employees', search: next, replace: options.replace ?? false }),
    [navigate],
  );

  return (
    <Stack gap="xl" maw={1400} data-testid="employees-overview">
      <PageHeader
        title={t('nav.areas.employeeOverview')}
        description={isTeamOnly ? t('employees.overview.introTeam') : t('employees.overview.intro')}
        actions={
          canEdit ? (
            <Button
              component={Link}
              to="/employees/new"
              leftSection={<IconUserPlus aria-hidden size={16} />}
              data-testid="employee-new-button"
            >
              {t('employees.overview.newEmployee')}
            </Button>
          ) : undefined
        }
      />
      <EmployeesPanel search={search} onSearchChange={onSearchChange} canCreate={canEdit} />
    </Stack>
  );
}
