// How long generated reports are kept (GET/PUT /report-settings): the days, changeable with reports.edit.
import { Button, Card, Group, NumberInput, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { useTranslation } from '../../../lib/translator.ts';
import { useReportSettings } from '../api/get-report-settings.ts';
import { usePutReportSettings } from '../api/put-report-settings.ts';

export function RetentionCard({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const settings = useReportSettings();
  const put = usePutReportSettings();
  const [days, setDays] = useState<number | null>(null);
  const saved = settings.data?.retentionDays;
  useEffect(() => {
    if (saved !== undefined) setDays(saved);
  }, [saved]);
  const valid = days !== null && days >= 7 && days <= 3650;
  return (
    <Card withBorder padding="lg" data-testid="reports-retention">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('reports.retention.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('reports.retention.hint')}
        </Text>
        {settings.isError && <ErrorAlert error={settings.error} onRetry={() => void settings.refetch()} />}
        <Group gap="sm" align="flex-end" wrap="wrap">
          <NumberInput
            label={t('reports.retention.days')}
            value={days ?? ''}
            onChange={(value) => {
              put.reset();
              setDays(typeof value === 'number' ? value : null);
            }}
            min={7}
            max={3650}
            allowDecimal={false}
            allowNegative={false}
            disabled={!canEdit || settings.isPending}
            error={days !== null && !valid ? t('reports.retention.range') : undefined}
            w={{ base: '100%', xs: 200 }}
            data-testid="reports-retention-days"
          />
          {canEdit && (
            <Button
              variant="default"
              disabled={!valid || days === saved || !settings.data}
              loading={put.isPending}
              onClick={() =>
                settings.data && days !== null && put.mutate({ retentionDays: days, revision: settings.data.revision })
              }
              data-testid="reports-retention-save"
            >
              {t('reports.actions.save')}
            </Button>
          )}
          {put.isSuccess && (
            <Text size="sm" c="green.9" data-testid="reports-retention-saved">
              {t('reports.retention.saved')}
            </Text>
          )}
        </Group>
        {put.error != null && <ErrorAlert error={put.error} onReload={() => void settings.refetch()} />}
      </Stack>
    </Card>
  );
}
