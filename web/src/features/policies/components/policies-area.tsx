// The policies area (/policies; decision 0065): for the day in the date field ("as of", today unless the URL names
// another), the overview (insured products, employees employed, gaps by kind), one card per policy with its coverage
// in words and the count of the insured (which opens their list), and the gap list. Without a coverage
// configuration it says so and where the configuration is shown. The day and the gap list's filters live in the URL.
import { Alert, Button, SimpleGrid, Skeleton, Stack, Title, VisuallyHidden } from '@mantine/core';
import { IconBuilding, IconInfoCircle } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { AREAS } from '../../../../../src/contracts/areas.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { SwissDateInput } from '../../../components/swiss-date-input.tsx';
import { isoDateInZurich } from '../../../lib/dates.ts';
import { useTranslation } from '../../../lib/translator.ts';
import { isAreaVisible, useOptionalSession } from '../../auth/index.ts';
import { usePoliciesOverview } from '../api/get-policies-overview.ts';
import { dayOf, type PoliciesSearch, type PolicyGapKind, policiesSearch, withDay } from '../policies-search.ts';
import type { PolicySummary } from '../policy-words.ts';
import { InsuredDrawer } from './insured-drawer.tsx';
import { PoliciesSummary } from './policies-summary.tsx';
import { PolicyCard } from './policy-card.tsx';
import { POLICY_GAPS_ID, PolicyGaps } from './policy-gaps.tsx';

export type PoliciesAreaProps = {
  search: PoliciesSearch;
  onSearchChange: (next: PoliciesSearch, options?: { replace?: boolean }) => void;
};

export function PoliciesArea({ search, onSearchChange }: PoliciesAreaProps) {
  const { t } = useTranslation();
  const session = useOptionalSession();
  const [today] = useState(() => isoDateInZurich(new Date()));
  const date = dayOf(search, today);
  const overview = usePoliciesOverview(date);
  const [openPolicy, setOpenPolicy] = useState<PolicySummary | null>(null);
  const policiesTitleId = useId();
  const settingsArea = AREAS.find((area) => area.id === 'settingsCompany');
  const canOpenSettings = settingsArea !== undefined && isAreaVisible(settingsArea, session);

  const showKind = (kind: PolicyGapKind) => {
    onSearchChange(policiesSearch.withFilter(search, { kind: search.kind === kind ? undefined : kind }), {
      replace: false,
    });
    document.getElementById(POLICY_GAPS_ID)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  const data = overview.data;
  const hasConfiguration = data?.policies.some((policy) => policy.source === 'CONFIGURATION') ?? true;
  const dateField = (
    <SwissDateInput
      label={t('policies.asOf')}
      description={t('policies.asOfHint')}
      value={date}
      onChange={(value) => onSearchChange(withDay(search, value, today), { replace: false })}
      w={{ base: '100%', xs: 260 }}
      data-testid="policies-date"
    />
  );

  return (
    <Stack gap="lg" maw={1400} data-testid="policies">
      <PageHeader title={t('nav.areas.policies')} description={t('policies.intro')} actions={dateField} />
      {overview.isError && !data ? (
        <ErrorAlert error={overview.error} onRetry={() => void overview.refetch()} isRetrying={overview.isFetching} />
      ) : !data ? (
        <Stack gap="lg" aria-busy data-testid="policies-loading">
          <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
          <Skeleton height={140} radius="md" />
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
            <Skeleton height={320} radius="md" />
            <Skeleton height={320} radius="md" />
          </SimpleGrid>
        </Stack>
      ) : (
        <Stack
          gap="lg"
          style={{ opacity: overview.isPlaceholderData ? 0.6 : 1, transition: 'opacity 120ms' }}
          aria-busy={overview.isFetching}
        >
          {overview.isError && (
            <ErrorAlert
              error={overview.error}
              onRetry={() => void overview.refetch()}
              isRetrying={overview.isFetching}
            />
          )}
          <PoliciesSummary overview={data} activeKind={search.kind} onKind={showKind} />
          {!hasConfiguration && (
            <Alert
              color="gray"
              variant="light"
              icon={<IconInfoCircle aria-hidden />}
              title={t('policies.list.noConfigurationTitle')}
              data-testid="policies-no-configuration"
            >
              <Stack gap="sm" align="flex-start">
                {t('policies.list.noConfigurationText')}
                {canOpenSettings && (
                  <Button
                    variant="default"
                    size="xs"
                    leftSection={<IconBuilding aria-hidden size={14} />}
                    renderRoot={(props) => <Link {...props} to="/settings/company" />}
                    data-testid="policies-settings-link"
                  >
                    {t('policies.list.settingsLink')}
                  </Button>
                )}
              </Stack>
            </Alert>
          )}
          {data.policies.length > 0 && (
            <section aria-labelledby={policiesTitleId}>
              <Title order={2} size="h4" id={policiesTitleId} mb="sm">
                {t('policies.list.title')}
              </Title>
              <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg" data-testid="policies-list">
                {data.policies.map((policy) => (
                  <PolicyCard
                    key={`${policy.policyType}:${policy.policyNumber}`}
                    policy={policy}
                    date={data.date}
                    onOpenInsured={setOpenPolicy}
                  />
                ))}
              </SimpleGrid>
            </section>
          )}
        </Stack>
      )}
      <PolicyGaps search={search} onSearchChange={onSearchChange} today={today} />
      <InsuredDrawer policy={openPolicy} date={date} onClose={() => setOpenPolicy(null)} />
    </Stack>
  );
}
