// The KAV at a glance (decision 0069): the employees employed today, those insured under KAV, and the records lacking
// a field KAV requires (a button to their list when there are any); then one card per KAV policy with its short-term
// cover in words: case days 1 to n at the short-term %, then the KTG policy at its %.
import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { TintedBadge } from '../../../components/tinted.tsx';
import { useTranslation } from '../../../lib/translator.ts';
import { useFormatters } from '../../../lib/use-formatters.ts';
import { useUnitNames } from '../../cases/index.ts';
import type { KavCoverage, KavOverview } from '../kav-types.ts';

export function KavSummary({ overview, onShowIncomplete }: { overview: KavOverview; onShowIncomplete: () => void }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const { counts } = overview;
  const figure = (label: string, value: number, testId: string) => (
    <Stack gap={2}>
      <Text size="sm" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text size="xl" fw={700} data-testid={testId}>
        {format.number(value)}
      </Text>
    </Stack>
  );
  return (
    <Card withBorder padding="lg" data-testid="kav-summary">
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('kav.summary.title', { date: format.date(overview.date) })}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="lg" verticalSpacing="md">
          {figure(t('kav.summary.employees'), counts.employees, 'kav-count-employees')}
          {figure(t('kav.summary.insured'), counts.insuredUnderKav, 'kav-count-insured')}
          <Stack gap={4} align="flex-start">
            <Text size="sm" c="dimmed" fw={600}>
              {t('kav.summary.incomplete')}
            </Text>
            {counts.incompleteForKav === 0 ? (
              <Group gap={6} data-testid="kav-count-incomplete" data-count={0}>
                <IconCircleCheck aria-hidden size={20} color="var(--mantine-color-teal-7)" />
                <Text size="sm">{t('kav.summary.allComplete')}</Text>
              </Group>
            ) : (
              <Button
                variant="light"
                color="orange"
                size="sm"
                leftSection={<IconAlertTriangle aria-hidden size={16} />}
                onClick={onShowIncomplete}
                data-testid="kav-count-incomplete"
                data-count={counts.incompleteForKav}
              >
                {t('kav.summary.incompleteCount', {
                  count: counts.incompleteForKav,
                  n: format.number(counts.incompleteForKav),
                })}
              </Button>
            )}
          </Stack>
        </SimpleGrid>
      </Stack>
    </Card>
  );
}

export function KavPolicies({ overview }: { overview: KavOverview }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const units = useUnitNames();
  if (overview.policies.length === 0) {
    return (
      <Card withBorder padding="lg" data-testid="kav-policies-empty">
        <Text size="sm">{t('kav.policies.none')}</Text>
      </Card>
    );
  }
  const coverageText = (coverage: KavCoverage) =>
    coverage.kind === 'ADVANCED' || coverage.shorttermDays === null
      ? t('kav.policies.advanced')
      : t('kav.policies.cover', {
          days: format.number(coverage.shorttermDays),
          percent: format.percent(coverage.shorttermCoveragePercent ?? 0),
          ktgPercent: format.percent(coverage.ktgCoveragePercent ?? 0),
          ktgPolicy: coverage.ktgPolicyNumber ?? '–',
        });
  const whom = (coverage: KavCoverage) =>
    coverage.appliesTo.companySubunitId === null && coverage.appliesTo.processingGroupId === null
      ? t('kav.policies.wholeCompany')
      : units.unitsLine(coverage.appliesTo.companySubunitId, coverage.appliesTo.processingGroupId);
  const period = (coverage: KavCoverage) =>
    coverage.insuredTill
      ? t('kav.policies.periodTill', {
          from: format.date(coverage.insuredFrom),
          till: format.date(coverage.insuredTill),
        })
      : t('kav.policies.periodFrom', { from: format.date(coverage.insuredFrom) });
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg" data-testid="kav-policies">
      {overview.policies.map((policy) => (
        <Card withBorder padding="lg" key={policy.policyNumber} data-testid={`kav-policy-${policy.policyNumber}`}>
          <Stack gap="sm">
            <Group justify="space-between" align="flex-start" gap="sm">
              <Stack gap={0}>
                <Text size="sm" c="dimmed" fw={600}>
                  {t('kav.policies.label')}
                </Text>
                <Title order={3} size="h4" style={{ overflowWrap: 'anywhere' }}>
                  {policy.policyNumber}
                </Title>
              </Stack>
              <TintedBadge color="brand" size="lg" data-testid="kav-policy-insured">
                {t('kav.policies.insured', { count: policy.insuredCount, n: format.number(policy.insuredCount) })}
              </TintedBadge>
            </Group>
            {policy.coverages.map((coverage) => (
              <Stack gap={2} key={coverage.coverageConfigurationId} data-testid="kav-policy-coverage">
                <Text size="sm" data-testid="kav-policy-cover">
                  {coverageText(coverage)}
                </Text>
                <Text size="xs" c="dimmed">
                  {[whom(coverage), period(coverage), coverage.isInForce ? null : t('kav.policies.notInForce')]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
              </Stack>
            ))}
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
