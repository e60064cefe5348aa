// The frame of the employee edit screens (correct, new record): permission check, page title, back link to the
// employee by name, header; the form goes inside.
import { Anchor, Group, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { PageHeader } from '../../components/page-header.tsx';
import { usePermission } from '../../features/auth/index.ts';
import { useEmployee } from '../../features/employees/index.ts';
import { useTranslation } from '../../lib/translator.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { NoAccessScreen } from './no-access-screen.tsx';

export function EmployeeEditFrame(props: {
  employeeId: string;
  title: string;
  description: string;
  testId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const mayEdit = usePermission('employee.edit');
  const mayViewPersonalData = usePermission('employee.personalData.view');
  const mayOpen = mayEdit && mayViewPersonalData;
  usePageTitle(props.title);
  // The back link names the person (the form loads the same record, so this is no extra request).
  const employee = useEmployee(props.employeeId, undefined, { enabled: mayOpen }).data;
  if (!mayOpen) return <NoAccessScreen />;
  const { employeeId } = props;
  const name = employee ? `${employee.record.data.firstName} ${employee.record.data.lastName}` : employeeId;
  return (
    <Stack gap="xl" data-testid={props.testId}>
      <Anchor
        renderRoot={(anchor) => <Link {...anchor} to="/employees/$employeeId" params={{ employeeId }} search={{}} />}
        size="sm"
        w="fit-content"
      >
        <Group gap={4} wrap="nowrap">
          <IconArrowLeft aria-hidden size={14} />
          {t('employees.form.backToEmployee', { name })}
        </Group>
      </Anchor>
      <PageHeader title={props.title} description={props.description} />
      {props.children}
    </Stack>
  );
}
