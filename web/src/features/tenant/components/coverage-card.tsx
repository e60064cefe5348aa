// One coverage configuration as a readable card: who it applies to, the insured period, policies, eligible wage
// types, the six coverage numbers with units, calculations, minimum incapacity and the configurable conventions.
// SIMPLE coverages are shown field by field; any other kind (ADVANCED) with its common fields and the rest as JSON.
import { Badge, Card, Divider, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { useId } from 'react';
import type { SimpleCoverageConfiguration } from '../../../../../src/contracts/index.ts';
import { FactList } from '../../../components/fact-list.tsx';
import { TintedBadge } from '../../../components/tinted.tsx';
import { useTranslation } from '../../../lib/translator.ts';
import { useFormatters } from '../../../lib/use-formatters.ts';
import { type AppliesToNames, appliesToLabel } from '../applies-to.ts';
import { Fact, JsonBlock, NotSet, tabular, type Unit, useEnumLabel, useUnitFormatter } from './configuration-parts.tsx';

/** The six numbers of a SIMPLE coverage, in the order the spec lists them, with their units. */
export const COVERAGE_NUMBERS = [
  { field: 'shorttermDuration', unit: 'days' },
  { field: 'shorttermCoverage', unit: 'percent' },
  { field: 'lfzDuration', unit: 'days' },
  { field: 'lfzCoverage', unit: 'percent' },
  { field: 'maxDuration', unit: 'days' },
  { field: 'maxCoverage', unit: 'percent' },
] as const satisfies readonly { field: keyof SimpleCoverageConfiguration['coverages']; unit: Unit }[];

/** What every coverage has, whatever its kind; read loosely, as an ADVANCED shape may still change. */
type CoverageCommon = {
  kind?: unknown;
  appliesTo?: { companySubunitId?: string | null; processingGroupId?: string | null };
  insuredPeriod?: { from?: string; till?: string | null; eligibleAbsenceTypes?: readonly string[] };
  policies?: readonly { type: string; defaultPolicyNumber: string }[];
  eligibleWageTypes?: readonly string[];
};

export type CoverageCardProps = {
  coverage: CoverageCommon;
  index: number;
  names: AppliesToNames;
  /** Wage type id -> description, for the eligible wage types. */
  wageTypeNames: ReadonlyMap<string, string>;
};

function InsuredPeriod({ period }: { period: CoverageCommon['insuredPeriod'] }) {
  const { t } = useTranslation();
  const format = useFormatters();
  if (!period?.from) return <NotSet />;
  return (
    <Text size="sm" style={tabular}>
      {period.till
        ? t('tenant.coverage.periodRange', { from: format.date(period.from), till: format.date(period.till) })
        : t('tenant.coverage.periodOpen', { from: format.date(period.from) })}
    </Text>
  );
}

function CommonFacts({ coverage, names, wageTypeNames }: Omit<CoverageCardProps, 'index'>) {
  const { t } = useTranslation();
  const enumLabel = useEnumLabel();
  const policies = coverage.policies ?? [];
  const wageTypes = coverage.eligibleWageTypes ?? [];
  const absenceTypes = coverage.insuredPeriod?.eligibleAbsenceTypes ?? [];
  return (
    <FactList labelWidth={260}>
      <Fact label={t('tenant.coverage.appliesTo')} testId="coverage-applies-to">
        {appliesToLabel(coverage.appliesTo, names, t)}
      </Fact>
      <Fact label={t('tenant.coverage.insuredPeriod')} testId="coverage-insured-period">
        <InsuredPeriod period={coverage.insuredPeriod} />
      </Fact>
      <Fact label={t('tenant.coverage.eligibleAbsenceTypes')}>
        {absenceTypes.length === 0 ? (
          <NotSet />
        ) : (
          absenceTypes.map((type) => enumLabel('eligibleAbsenceType', type)).join(', ')
        )}
      </Fact>
      <Fact label={t('tenant.coverage.policies')}>
        {policies.length === 0 ? (
          <NotSet />
        ) : (
          <Group gap={6}>
            {policies.map((policy) => (
              <TintedBadge key={policy.type} color="brand" size="md">
                {t('tenant.coverage.policy', {
                  type: enumLabel('policyType', policy.type),
                  number: policy.defaultPolicyNumber,
                })}
              </TintedBadge>
            ))}
          </Group>
        )}
      </Fact>
      <Fact label={t('tenant.coverage.eligibleWageTypes')}>
        {wageTypes.length === 0 ? (
          <NotSet />
        ) : (
          <Group gap={6}>
            {wageTypes.map((id) => (
              <Badge key={id} variant="outline" color="gray.7" tt="none" fw={500} miw="max-content">
                {wageTypeNames.has(id) ? `${id} · ${wageTypeNames.get(id)}` : id}
              </Badge>
            ))}
          </Group>
        )}
      </Fact>
    </FactList>
  );
}

function NumberTile({ label, field, value }: { label: string; field: string; value: string }) {
  return (
    <Paper withBorder radius="md" p="sm" bg="gray.0" data-testid={`coverage-value-${field}`}>
      <Text size="xs" c="dimmed" fw={600} lh={1.3}>
        {label}
      </Text>
      <Text size="xl" fw={650} style={tabular} mt={4} data-testid={`coverage-value-${field}-text`}>
        {value}
      </Text>
    </Paper>
  );
}

function SimpleDetails({ coverage }: { coverage: SimpleCoverageConfiguration }) {
  const { t } = useTranslation();
  const enumLabel = useEnumLabel();
  const unit = useUnitFormatter();
  const numbersId = useId();
  const conventionsId = useId();
  const { coverages, calculations } = coverage;
  return (
    <Stack gap="md">
      <div>
        <Title order={4} size="h6" id={numbersId} mb="xs">
          {t('tenant.coverage.numbersTitle')}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" aria-labelledby={numbersId}>
          {COVERAGE_NUMBERS.map(({ field, unit: numberUnit }) => (
            <NumberTile
              key={field}
              field={field}
              label={t(`tenant.coverage.numbers.${field}`)}
              value={
                field === 'lfzDuration' && coverages.lfzDuration === null
                  ? t('tenant.coverage.lfzScale', {
                      scale: enumLabel('continuationOfPaymentScale', coverage.continuationOfPaymentScale),
                    })
                  : unit(coverages[field], numberUnit)
              }
            />
          ))}
        </SimpleGrid>
      </div>
      <FactList labelWidth={260}>
        <Fact label={t('tenant.coverage.calculations')} testId="coverage-calculations">
          {calculations
            ? t('tenant.coverage.calculationValue', {
                start: calculations.start,
                coverage: unit(calculations.coverage, 'percent'),
              })
            : t('tenant.coverage.noCalculations')}
        </Fact>
        <Fact label={t('tenant.coverage.minIncapacityOfWork')} testId="coverage-min-incapacity">
          {unit(coverage.minIncapacityOfWork, 'percent')}
        </Fact>
      </FactList>
      <Divider />
      <div>
        <Title order={4} size="h6" id={conventionsId} mb="xs">
          {t('tenant.coverage.conventionsTitle')}
        </Title>
        <FactList labelWidth={260} aria-labelledby={conventionsId}>
          <Fact label={t('tenant.coverage.dailyRateDivisor')}>
            {t('tenant.coverage.dailyRateDivisorValue', { divisor: coverage.dailyRateDivisor })}
          </Fact>
          <Fact label={t('tenant.coverage.maxInsuredSalary')}>{unit(coverage.maxInsuredSalary, 'chf')}</Fact>
          <Fact label={t('tenant.coverage.continuationOfPaymentScale')}>
            {enumLabel('continuationOfPaymentScale', coverage.continuationOfPaymentScale)}
          </Fact>
          <Fact label={t('tenant.coverage.relapseWindowMonths')}>{unit(coverage.relapseWindowMonths, 'months')}</Fact>
          <Fact label={t('tenant.coverage.waitingPeriodScope')}>
            {enumLabel('waitingPeriodScope', coverage.waitingPeriodScope)}
          </Fact>
          <Fact label={t('tenant.coverage.benefitDurationModel')}>
            {enumLabel('benefitDurationModel', coverage.benefitDurationModel)}
          </Fact>
          <Fact label={t('tenant.coverage.maxDurationCounts')}>
            {enumLabel('maxDurationCounts', coverage.maxDurationCounts)}
          </Fact>
        </FactList>
      </div>
      <Divider />
      <UvgzFacts uvgz={coverage.uvgzCoverage ?? null} />
    </Stack>
  );
}

/** The supplementary accident cover beside UVG (issue 13): it pays on the earnings above the UVG maximum. */
function UvgzFacts({ uvgz }: { uvgz: SimpleCoverageConfiguration['uvgzCoverage'] | null }) {
  const { t } = useTranslation();
  const unit = useUnitFormatter();
  const titleId = useId();
  return (
    <div data-testid="coverage-uvgz">
      <Title order={4} size="h6" id={titleId} mb="xs">
        {t('tenant.coverage.uvgzCoverage')}
      </Title>
      {uvgz ? (
        <FactList labelWidth={260} aria-labelledby={titleId}>
          <Fact label={t('tenant.coverage.uvgzPolicyNumber')}>{uvgz.defaultPolicyNumber}</Fact>
          <Fact label={t('tenant.coverage.uvgzCoverageRate')}>{unit(uvgz.coverage, 'percent')}</Fact>
          <Fact label={t('tenant.coverage.uvgzMaxInsuredSalary')}>
            {uvgz.maxInsuredSalary === null ? t('tenant.coverage.uvgzNoLimit') : unit(uvgz.maxInsuredSalary, 'chf')}
          </Fact>
        </FactList>
      ) : (
        <Text size="sm" c="dimmed">
          {t('tenant.coverage.uvgzNone')}
        </Text>
      )}
    </div>
  );
}

function isSimple(coverage: CoverageCommon): coverage is CoverageCommon & SimpleCoverageConfiguration {
  return coverage.kind === 'SIMPLE';
}

export function CoverageCard({ coverage, index, names, wageTypeNames }: CoverageCardProps) {
  const { t } = useTranslation();
  const enumLabel = useEnumLabel();
  const titleId = useId();
  return (
    <Card component="article" aria-labelledby={titleId} data-testid={`coverage-card-${index}`}>
      <Stack gap="md">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Group gap="sm" wrap="nowrap">
            <IconShieldCheck aria-hidden size={22} stroke={1.75} color="var(--mantine-color-brand-7)" />
            <Title order={3} size="h4" id={titleId}>
              {t('tenant.coverage.title', { number: index + 1 })}
            </Title>
          </Group>
          <TintedBadge color={isSimple(coverage) ? 'teal' : 'grape'} size="lg">
            {enumLabel('coverageKind', coverage.kind)}
          </TintedBadge>
        </Group>
        <CommonFacts coverage={coverage} names={names} wageTypeNames={wageTypeNames} />
        <Divider />
        {isSimple(coverage) ? (
          <SimpleDetails coverage={coverage} />
        ) : (
          <Stack gap="xs">
            <Text size="sm" c="dimmed">
              {t('tenant.coverage.otherKind')}
            </Text>
            <JsonBlock value={coverage} testId={`coverage-json-${index}`} />
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
