// The company's audit log (tenant.auditLog.view): every write, who made it and what changed.
import { Stack } from '@mantine/core';
import { PageHeader } from '../../components/page-header.tsx';
import { AuditLogPanel } from '../../features/audit-log/index.ts';
import { useTranslation } from '../../lib/translator.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

export function AuditLogScreen() {
  const { t } = useTranslation();
  usePageTitle(t('nav.areas.auditLog'));
  return (
    <Stack gap="xl" maw={1400} data-testid="audit-log">
      <PageHeader title={t('nav.areas.auditLog')} description={t('auditLog.intro')} />
      <AuditLogPanel />
    </Stack>
  );
}
