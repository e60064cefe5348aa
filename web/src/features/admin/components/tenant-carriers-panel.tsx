// Which carrier pays each coverage line of a tenant (payouts, issue 15; decision 0031), on the admin's tenant page:
// a choice per line (KTG, UVG, UVGZ) among the carriers by name, saved together. Without any carrier the panel says
// where to create one first.
import { Anchor, Button, Group, Paper, Select, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { CARRIER_COVERAGE_LINES, type CarrierCoverageLine } from '../../../../../src/contracts/carriers.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { TintedAlert } from '../../../components/tinted.tsx';
import { useTranslation } from '../../../lib/translator.ts';
import { useCarriers, useReplaceTenantCarriers, useTenantCarriers } from '../api/admin-carriers.ts';

type Assignment = Record<CarrierCoverageLine, string | null>;

export function TenantCarriersPanel({ tenantId }: { tenantId: string }) {
  const { t } = useTranslation();
  const carriers = useCarriers();
  const current = useTenantCarriers(tenantId);
  const replace = useReplaceTenantCarriers(tenantId);
  const [draft, setDraft] = useState<Assignment | null>(null);
  const loaded = current.data;
  useEffect(() => {
    if (loaded) setDraft({ KTG: loaded.KTG, UVG: loaded.UVG, UVGZ: loaded.UVGZ });
  }, [loaded]);
  const options = (carriers.data?.items ?? []).map((carrier) => ({ value: carrier.carrierId, label: carrier.name }));
  const changed =
    draft !== null && loaded !== undefined && CARRIER_COVERAGE_LINES.some((line) => draft[line] !== loaded[line]);
  const noCarriers = carriers.isSuccess && options.length === 0;

  return (
    <Paper withBorder radius="md" p="md" data-testid="admin-tenant-carriers">
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} size="h4">
            {t('admin.tenantCarriers.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('admin.tenantCarriers.intro')}
          </Text>
        </Stack>
        {(carriers.isPending || current.isPending) && <Skeleton height={60} />}
        {carriers.isError && <ErrorAlert error={carriers.error} onRetry={() => void carriers.refetch()} />}
        {current.isError && <ErrorAlert error={current.error} onRetry={() => void current.refetch()} />}
        {noCarriers && (
          <TintedAlert color="blue" data-testid="tenant-carriers-empty">
            {t('admin.tenantCarriers.noCarriers')}{' '}
            <Anchor component={Link} to="/admin/carriers" size="sm">
              {t('admin.tenantCarriers.toCarriers')}
            </Anchor>
          </TintedAlert>
        )}
        {draft && !noCarriers && carriers.isSuccess && (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              replace.mutate(draft);
            }}
          >
            <Stack gap="md">
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
                {CARRIER_COVERAGE_LINES.map((line) => (
                  <Select
                    key={line}
                    label={t(`admin.tenantCarriers.lines.${line}`)}
                    placeholder={t('admin.tenantCarriers.none')}
                    data={options}
                    value={draft[line]}
                    onChange={(value) => {
                      replace.reset();
                      setDraft((previous) => (previous ? { ...previous, [line]: value } : previous));
                    }}
                    clearable
                    searchable
                    comboboxProps={{ withinPortal: true }}
                    data-testid={`tenant-carrier-${line}`}
                  />
                ))}
              </SimpleGrid>
              {replace.error != null && <ErrorAlert error={replace.error} />}
              {replace.isSuccess && !changed && (
                <TintedAlert color="teal" icon={<IconCheck aria-hidden />} data-testid="tenant-carriers-saved">
                  {t('admin.tenantCarriers.saved')}
                </TintedAlert>
              )}
              <Group justify="flex-end">
                <Button
                  type="submit"
                  disabled={!changed}
                  loading={replace.isPending}
                  data-testid="tenant-carriers-save"
                >
                  {t('admin.tenantCarriers.save')}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
    </Paper>
  );
}
