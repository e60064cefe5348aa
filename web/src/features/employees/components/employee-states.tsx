// Friendly full-page states of an employee link: no access (403, e.g. not in a superior's team) and not found
// (404), each with the way back to the overview.
import { Button, EmptyState } from '@mantine/core';
import { IconLock, IconUserQuestion, IconUsers } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../../lib/translator.ts';

export function EmployeeAccessState({ kind, employeeId }: { kind: 'forbidden' | 'notFound'; employeeId: string }) {
  const { t } = useTranslation();
  const Icon = kind === 'forbidden' ? IconLock : IconUserQuestion;
  return (
    <EmptyState
      data-testid={kind === 'forbidden' ? 'employee-forbidden' : 'employee-not-found'}
      mt="xl"
      variant="light"
      size="lg"
      icon={<Icon aria-hidden size={36} stroke={1.5} />}
    >
      <EmptyState.Title order={1}>{t(`employees.states.${kind}.title`)}</EmptyState.Title>
      <EmptyState.Description>{t(`employees.states.${kind}.message`, { employeeId })}</EmptyState.Description>
      <EmptyState.Actions>
        <Button component={Link} to="/employees" leftSection={<IconUsers aria-hidden size={16} />}>
          {t('employees.detail.back')}
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}
