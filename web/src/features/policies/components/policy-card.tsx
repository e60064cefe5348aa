// One policy as a card (decision 0065): its type in words and number, how many are insured under it on the day (a
// button that opens the list of them), the insured groups and business units the records name, what the policy is
// in a sentence, and each coverage configuration behind it as facts in words, marked in force on the day or not.
import { Button, Card, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconChevronRight, IconUsers } from '@tabler/icons-react';
import { FactList } from '../../../components/fact-list.tsx';
import { TintedBadge } from '../../../components/tinted.tsx';
import { useTranslation } from '../../../lib/translator.ts';
import { useFormatters } from '../../../lib/use-formatters.ts';
import { useUnitNames } from '../../cases/index.ts';
import {
  coverageFacts,
  inForceText,
  type PolicyCoverage,
  type PolicySummary,
  policyNote,
  policyTypeName,
} from '../policy-words.ts';

export function PolicyCard({
  policy,
  date,
  onOpenInsured,
}: {
  policy: PolicySummary;
  date: string;
  onOpenInsured: (policy: PolicySummary) => void;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const testId = `policy-${policy.policyType}-${policy.policyNumber}`;
  return (
    <Card withBorder padding="lg" data-testid={testId} data-policy-type={policy.policyType}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
          <Stack gap={2} miw={0} style={{ flex: '1 1 240px' }}>
            <Title order={3} size="h4" data-testid="policy-type">
              {policyTypeName(policy.policyType, t)}
            </Title>
            <Text size="sm" c="dimmed">
              {t('policies.card.number')}:{' '}
              <Text span size="sm" fw={700} ff="monospace" c="var(--mantine-color-text)" data-testid="policy-number">
                {policy.policyNumber}
              </Text>
            </Text>
          </Stack>
          <Button
            variant="light"
            leftSection={<IconUsers aria-hidden size={16} />}
            rightSection={<IconChevronRight aria-hidden size={16} />}
            onClick={() => onOpenInsured(policy)}
            title={t('policies.card.insuredHint')}
            data-testid="policy-insured-open"
          >
            {t('policies.card.insured', { count: policy.insuredCount, n: format.number(policy.insuredCount) })}
          </Button>
        </Group>
        <Text size="sm" data-testid="policy-note">
          {policyNote(policy, t, format.language)}
        </Text>
        {(policy.groupIds.length > 0 || policy.businessUnits.length > 0) && (
          <FactList labelWidth={220}>
            {policy.groupIds.length > 0 && (
              <FactList.Item>
                <FactList.Label>{t('policies.card.groups')}</FactList.Label>
                <FactList.Value>{policy.groupIds.join(', ')}</FactList.Value>
              </FactList.Item>
            )}
            {policy.businessUnits.length > 0 && (
              <FactList.Item>
                <FactList.Label>{t('policies.card.businessUnits')}</FactList.Label>
                <FactList.Value data-testid="policy-business-units">{policy.businessUnits.join(', ')}</FactList.Value>
              </FactList.Item>
            )}
          </FactList>
        )}
        {policy.coverages.map((coverage, index) => (
          <CoverageBlock
            key={coverage.coverageConfigurationId}
            policy={policy}
            coverage={coverage}
            date={date}
            title={
              policy.coverages.length === 1
                ? t('policies.card.coverageOne')
                : t('policies.card.coverage', { n: index + 1 })
            }
          />
        ))}
      </Stack>
    </Card>
  );
}

function CoverageBlock({
  policy,
  coverage,
  date,
  title,
}: {
  policy: PolicySummary;
  coverage: PolicyCoverage;
  date: string;
  title: string;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const units = useUnitNames();
  const facts = coverageFacts(policy.policyType, coverage, {
    t,
    language: format.language,
    subunitName: units.subunitName,
    groupName: units.groupName,
  });
  return (
    <Paper withBorder radius="md" p="sm" bg="gray.0" data-testid="policy-coverage">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text size="sm" fw={700}>
            {title}
          </Text>
          <TintedBadge
            color={coverage.isInForce ? 'teal' : 'gray'}
            data-testid="policy-coverage-in-force"
            data-in-force={coverage.isInForce}
          >
            {inForceText(coverage, date, t)}
          </TintedBadge>
        </Group>
        <FactList labelWidth={220}>
          {facts.map((fact) => (
            <FactList.Item key={fact.id} data-testid={`coverage-fact-${fact.id}`}>
              <FactList.Label>{fact.label}</FactList.Label>
              <FactList.Value>{fact.value}</FactList.Value>
            </FactList.Item>
          ))}
        </FactList>
      </Stack>
    </Paper>
  );
}
