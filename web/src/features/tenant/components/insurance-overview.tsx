// The insurance configuration, read only: products, contract generation, how weekend gaps are filled, the data
// issue checks, and every coverage configuration as a card.
import { Group, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconFileCertificate, IconX } from '@tabler/icons-react';
import { useId } from 'react';
import type { TenantConfiguration } from '../../../../../src/contracts/index.ts';
// The domain's list (Zod-free), not the contract's re-export: a value import from the contract's index would bring
// every schema and Zod into the company settings' chunks.
import { ISSUE_TYPES } from '../../../../../src/domain/absences/issue-types.ts';
import { FactList } from '../../../components/fact-list.tsx';
import { TintedBadge } from '../../../components/tinted.tsx';
import { formatIban } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/translator.ts';
import { appliesToNames } from '../applies-to.ts';
import { Fact, NotSet, SectionCard, useEnumLabel, useUnitFormatter } from './configuration-parts.tsx';
import { CoverageCard } from './coverage-card.tsx';

export function wageTypeNamesOf(configuration: Pick<TenantConfiguration, 'wageTypeMappings'>) {
  const names = new Map<string, string>();
  for (const mapping of configuration.wageTypeMappings) {
    if (!names.has(mapping.wageTypeId)) names.set(mapping.wageTypeId, mapping.description);
  }
  return names;
}

function IssueTypesList({ enabled }: { enabled: readonly string[] }) {
  const { t } = useTranslation();
  const enumLabel = useEnumLabel();
  const enabledSet = new Set(enabled);
  return (
    <List spacing={4} size="sm" center data-testid="enabled-issue-types">
      {ISSUE_TYPES.map((type) => {
        const isEnabled = enabledSet.has(type);
        return (
          <List.Item
            key={type}
            icon={
              <ThemeIcon size={18} radius="xl" variant="light" color={isEnabled ? 'teal' : 'gray'} aria-hidden>
                {isEnabled ? <IconCheck size={12} /> : <IconX size={12} />}
              </ThemeIcon>
            }
          >
            <Text size="sm" c={isEnabled ? undefined : 'dimmed'}>
              {enumLabel('issueType', type)}
              <Text component="span" size="sm" c="dimmed">
                {' – '}
                {isEnabled ? t('tenant.insurance.issueEnabled') : t('tenant.insurance.issueDisabled')}
              </Text>
            </Text>
          </List.Item>
        );
      })}
    </List>
  );
}

export function InsuranceOverview({ configuration }: { configuration: TenantConfiguration }) {
  const { t } = useTranslation();
  const enumLabel = useEnumLabel();
  const unit = useUnitFormatter();
  const coveragesId = useId();
  const insurance = configuration.insuranceConfiguration;
  const names = appliesToNames(configuration);
  const wageTypeNames = wageTypeNamesOf(configuration);
  const billing = insurance.billingAddress;
  return (
    <Stack gap="lg" data-testid="insurance-overview">
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <SectionCard title={t('tenant.insurance.title')} icon={IconFileCertificate} testId="insurance-general">
          <FactList labelWidth={230}>
            <Fact label={t('tenant.insurance.insuredProducts')}>
              <Group gap={6}>
                {insurance.insuredProducts.map((product) => (
                  <TintedBadge key={product} color="brand">
                    {enumLabel('insuredProduct', product)}
                  </TintedBadge>
                ))}
              </Group>
            </Fact>
            <Fact label={t('tenant.insurance.contractGeneration')}>
              {enumLabel('contractGeneration', insurance.contractGeneration)}
            </Fact>
            <Fact label={t('tenant.insurance.weekendGaps')} testId="weekend-gap-mode">
              {insurance.shouldFillWeekendGaps === null
                ? t('tenant.insurance.weekendGapsOff')
                : enumLabel('weekendGapFillMode', insurance.shouldFillWeekendGaps)}
            </Fact>
            <Fact label={t('tenant.insurance.billingAddress')}>
              <Stack gap={0}>
                <Text size="sm">{billing.addressLine1}</Text>
                {billing.addressLine2 && <Text size="sm">{billing.addressLine2}</Text>}
                <Text size="sm">
                  {billing.country}-{billing.postalCode} {billing.city}
                </Text>
              </Stack>
            </Fact>
            <Fact label={t('tenant.organisation.iban')}>
              {billing.iban ? (
                <Text component="span" size="sm" ff="monospace">
                  {formatIban(billing.iban)}
                </Text>
              ) : (
                <NotSet />
              )}
            </Fact>
          </FactList>
        </SectionCard>
        <SectionCard
          title={t('tenant.insurance.issuesTitle')}
          description={t('tenant.insurance.issuesDescription')}
          icon={IconAlertTriangle}
          testId="issue-configuration"
        >
          <FactList labelWidth={230}>
            <Fact label={t('tenant.insurance.absenceGapMaxDays')} testId="absence-gap-max-days">
              {unit(insurance.issueTypeConfiguration.absenceGapMaxDays, 'days')}
            </Fact>
          </FactList>
          <IssueTypesList enabled={insurance.issueTypeConfiguration.enabledIssueTypes} />
        </SectionCard>
      </SimpleGrid>

      <section aria-labelledby={coveragesId}>
        <Title order={2} size="h3" id={coveragesId} mb="sm">
          {t('tenant.coverage.sectionTitle')}
        </Title>
        <Stack gap="lg">
          {insurance.coverageConfigurations.map((coverage, index) => (
            <CoverageCard
              // The list's order is the configuration's; coverages have no id of their own.
              // biome-ignore lint/suspicious/noArrayIndexKey: coverages have no id; the order is stable.
              key={index}
              coverage={coverage}
              index={index}
              names={names}
              wageTypeNames={wageTypeNames}
            />
          ))}
        </Stack>
      </section>
    </Stack>
  );
}
