// The insurance subunits area (/insurance/subunits; decision 0066): the company subunits as the insurer's billing units,
// one card each with the billing details, what stops a payout to it and its figures. Users with
// insurance.subunits.edit edit a subunit's billing details in a drawer; after a save the card shows the new details
// and says that they are saved. Without subunits it says that the platform's administrators set them up.
import { Card, Drawer, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconBuildingBank } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useTranslation } from '../../../lib/translator.ts';
import { useFormatters } from '../../../lib/use-formatters.ts';
import { useIsPhone } from '../../../lib/use-is-phone.ts';
import { usePermission } from '../../auth/index.ts';
import { useInsuranceSubunits } from '../api/get-insurance-subunits.ts';
import { blockedCount, type InsuranceSubunit, subunitTitle } from '../subunit-display.ts';
import { BillingForm } from './billing-form.tsx';
import { SubunitCard } from './subunit-card.tsx';

export function SubunitsArea() {
  const { t } = useTranslation();
  const format = useFormatters();
  const isPhone = useIsPhone();
  const query = useInsuranceSubunits();
  const canEdit = usePermission('insurance.subunits.edit');
  const [editing, setEditing] = useState<InsuranceSubunit | null>(null);
  /** The subunit whose billing details were just saved: its card says so (where the focus returns). */
  const [saved, setSaved] = useState<string | null>(null);
  // The drawer keeps its name while it closes (the closing transition): an unnamed dialog is what a screen reader
  // would announce in that moment (axe aria-dialog-name).
  const data = query.data;
  const lastTitle = useRef('');
  // The subunit as the list has it now (its name may have changed meanwhile: a conflict reloads the list).
  const edited = editing
    ? (data?.items.find((item) => item.companySubunitId === editing.companySubunitId) ?? editing)
    : null;
  if (edited) lastTitle.current = subunitTitle(edited);

  const blocked = data ? blockedCount(data.items) : 0;
  const open = (subunit: InsuranceSubunit) => {
    setSaved(null);
    setEditing(subunit);
  };

  return (
    <Stack gap="lg" maw={1400} data-testid="subunits">
      <PageHeader title={t('nav.areas.subunits')} description={t('subunits.intro')} />
      {query.isError && !data ? (
        <ErrorAlert error={query.error} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />
      ) : !data ? (
        <Stack gap="lg" aria-busy aria-label={t('subunits.loadingLabel')} data-testid="subunits-loading">
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
            <Skeleton height={360} radius="md" />
            <Skeleton height={360} radius="md" />
          </SimpleGrid>
        </Stack>
      ) : data.items.length === 0 ? (
        <Card withBorder padding="lg" data-testid="subunits-empty">
          <Stack gap="xs" align="flex-start">
            <IconBuildingBank aria-hidden size={28} stroke={1.5} />
            <Text fw={600}>{t('subunits.empty.title')}</Text>
            <Text size="sm" c="dimmed">
              {t('subunits.empty.text')}
            </Text>
          </Stack>
        </Card>
      ) : (
        <Stack gap="lg">
          {query.isError && (
            <ErrorAlert error={query.error} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />
          )}
          <Text size="sm" data-testid="subunits-summary">
            {blocked > 0 && (
              <IconAlertTriangle
                aria-hidden
                size={16}
                color="var(--mantine-color-red-9)"
                style={{ verticalAlign: 'text-bottom', marginRight: 6 }}
              />
            )}
            {blocked === 0
              ? t('subunits.summary.allReady', { count: data.items.length, n: format.number(data.items.length) })
              : t('subunits.summary.blocked', {
                  count: blocked,
                  n: format.number(data.items.length),
                  blocked: format.number(blocked),
                })}
          </Text>
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg" data-testid="subunits-list">
            {data.items.map((subunit) => (
              <SubunitCard
                key={subunit.companySubunitId}
                subunit={subunit}
                year={data.today.slice(0, 4)}
                canEdit={canEdit}
                onEdit={open}
                isJustSaved={saved === subunit.companySubunitId}
                onDismissSaved={() => setSaved(null)}
              />
            ))}
          </SimpleGrid>
        </Stack>
      )}
      {canEdit && (
        <Drawer
          opened={editing !== null}
          onClose={() => setEditing(null)}
          position="right"
          size={isPhone ? '100%' : 'lg'}
          title={t('subunits.edit.title', { name: lastTitle.current })}
          closeButtonProps={{ 'aria-label': t('common.close') }}
          data-testid="subunit-drawer"
        >
          {/* Mounted only while open: every opening starts from the subunit as listed. */}
          {editing !== null && (
            <BillingForm
              key={editing.companySubunitId}
              subunit={editing}
              configurationVersion={data?.configurationVersion ?? null}
              onCancel={() => setEditing(null)}
              onSaved={(updated) => {
                setEditing(null);
                if (updated) setSaved(updated.companySubunitId);
              }}
            />
          )}
        </Drawer>
      )}
    </Stack>
  );
}
