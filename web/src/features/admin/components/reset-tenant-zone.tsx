// "Danger zone": reset the tenant's data for a fresh start (test and demo installations). The confirmation says
// what is deleted and what is kept; the server refuses in production (could-not-reset-tenant) and once care is
// configured (cannot-reset-tenant-with-care-configured), which the modal shows translated.
import { Button, Card, Group, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertOctagon, IconCheck, IconRestore, IconTrash } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { TintedAlert } from '../../../components/tinted.tsx';
import { useTranslation } from '../../../lib/translator.ts';
import { useFormatters } from '../../../lib/use-formatters.ts';
import { useResetTenant } from '../api/reset-tenant.ts';

/** What a reset deletes and keeps (the server's resetTenant; translated under admin.reset.deleted / kept). */
export const RESET_DELETES = [
  'employeeRecords',
  'organizationUnits',
  'tenantIssues',
  'domainEvents',
  'absences',
  'absencePeriods',
  'cases',
  'accountingMonths',
] as const;
/** Every count a reset answers, by the server's table key (the done list names each one). */
export const RESET_RESULT_KEYS = [
  ...RESET_DELETES,
  'employees',
  'claims',
  'caseMonthlyTotals',
  'caseComments',
  'caseInputs',
  'insuredPersons',
  'bookedClaims',
  'accountingSnapshots',
  'salaryExports',
  'accountingSubmissions',
  'accountingMonthLocks',
] as const;
export const RESET_KEEPS = ['users', 'apiTokens', 'auditLog', 'configuration'] as const;

function ResetExplanation({ tenantName }: { tenantName: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Text size="sm">{t('admin.reset.confirmIntro', { name: tenantName })}</Text>
      <SimpleGrid cols={1} spacing="sm">
        <div>
          <Text size="sm" fw={650} c="red.9" mb={4}>
            {t('admin.reset.deletesTitle')}
          </Text>
          <List size="sm" spacing={2} icon={<IconTrash aria-hidden size={14} color="var(--mantine-color-red-8)" />}>
            {RESET_DELETES.map((key) => (
              <List.Item key={key}>{t(`admin.reset.deleted.${key}`)}</List.Item>
            ))}
          </List>
        </div>
        <div>
          <Text size="sm" fw={650} c="teal.9" mb={4}>
            {t('admin.reset.keepsTitle')}
          </Text>
          <List size="sm" spacing={2} icon={<IconCheck aria-hidden size={14} color="var(--mantine-color-teal-8)" />}>
            {RESET_KEEPS.map((key) => (
              <List.Item key={key}>{t(`admin.reset.kept.${key}`)}</List.Item>
            ))}
          </List>
        </div>
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        {t('admin.reset.refusals')}
      </Text>
    </Stack>
  );
}

export function ResetTenantZone({ tenantId, tenantName }: { tenantId: string; tenantName: string }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const titleId = useId();
  const reset = useResetTenant(tenantId);
  const [isOpen, setIsOpen] = useState(false);
  const close = () => {
    setIsOpen(false);
    if (reset.isError) reset.reset();
  };
  const deleted = reset.data?.deleted;
  return (
    <Card
      component="section"
      aria-labelledby={titleId}
      data-testid="reset-zone"
      style={{ borderColor: 'var(--mantine-color-red-4)' }}
    >
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon color="red" variant="light" size={32} radius="md" aria-hidden>
            <IconAlertOctagon size={18} stroke={1.75} />
          </ThemeIcon>
          <Stack gap={2}>
            <Title order={2} size="h4" id={titleId} c="red.9">
              {t('admin.reset.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('admin.reset.description')}
            </Text>
          </Stack>
        </Group>
        {deleted && (
          <TintedAlert
            color="teal"
            title={t('admin.reset.doneTitle')}
            withCloseButton
            onClose={() => reset.reset()}
            data-testid="reset-done"
          >
            <List size="sm" spacing={2}>
              {Object.entries(deleted).map(([key, count]) => (
                <List.Item key={key}>
                  {t('admin.reset.doneItem', {
                    what: (RESET_RESULT_KEYS as readonly string[]).includes(key)
                      ? t(`admin.reset.deleted.${key}`)
                      : key,
                    number: format.number(count),
                  })}
                </List.Item>
              ))}
            </List>
          </TintedAlert>
        )}
        <div>
          <Button
            color="red.8"
            variant="outline"
            leftSection={<IconRestore aria-hidden size={16} />}
            onClick={() => setIsOpen(true)}
            data-testid="reset-button"
          >
            {t('admin.reset.button')}
          </Button>
        </div>
      </Stack>
      <ConfirmModal
        opened={isOpen}
        title={t('admin.reset.confirmTitle', { name: tenantName })}
        message={<ResetExplanation tenantName={tenantName} />}
        confirmLabel={t('admin.reset.confirm')}
        danger
        loading={reset.isPending}
        error={reset.error}
        onClose={close}
        onConfirm={() => reset.mutate(undefined, { onSuccess: () => setIsOpen(false) })}
        testId="reset-modal"
      />
    </Card>
  );
}
