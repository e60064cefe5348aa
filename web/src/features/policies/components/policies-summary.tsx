// The overview of a day (decision 0065): the insured products in words, the employees employed on the day, and the
// gaps, in total and per kind; a kind's count filters the gap list below (pressed while it does).
import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useId } from 'react';
import { TintedBadge } from '../../../components/tinted.tsx';
import { useTranslation } from '../../../lib/translator.ts';
import { useFormatters } from '../../../lib/use-formatters.ts';
import type { PolicyGapKind } from '../policies-search.ts';
import type { PoliciesOverview } from '../policy-words.ts';

export function PoliciesSummary({
  overview,
  activeKind,
  onKind,
}: {
  overview: PoliciesOverview;
  activeKind: PolicyGapKind | undefined;
  onKind: (kind: PolicyGapKind) => void;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const { gaps } = overview;
  const kindsLabelId = useId();
  const count = (key: string, value: number) => t(key, { count: value, n: format.number(value) });
  return (
    <Card withBorder padding="lg" data-testid="policies-summary">
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('policies.summary.title', { date: format.date(overview.date) })}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg" verticalSpacing="md">
          <Stack gap={6}>
            <Text size="sm" c="dimmed" fw={600}>
              {t('policies.summary.products')}
            </Text>
            {overview.insuredProducts.length === 0 ? (
              <Text size="sm" data-testid="policies-products">
                {t('policies.summary.noProducts')}
              </Text>
            ) : (
              <Group gap={6} data-testid="policies-products">
                {overview.insuredProducts.map((product) => (
                  <TintedBadge
                    key={product}
                    color="brand"
                    size="lg"
                    // A long product name (French, Italian) wraps on a phone instead of widening the card.
                    miw={0}
                    maw="100%"
                    h="auto"
                    py={4}
                    styles={{ label: { whiteSpace: 'normal', overflow: 'visible' } }}
                  >
                    {t(`policies.products.${product}`)}
                  </TintedBadge>
                ))}
              </Group>
            )}
          </Stack>
          <Stack gap={2}>
            <Text size="sm" c="dimmed" fw={600}>
              {t('policies.summary.employees')}
            </Text>
            <Text size="xl" fw={700} data-testid="policies-employee-count">
              {count('policies.summary.employeesValue', overview.employeeCount)}
            </Text>
          </Stack>
          <Stack gap={6}>
            <Text size="sm" c="dimmed" fw={600}>
              {t('policies.summary.gaps')}
            </Text>
            {gaps.total === 0 ? (
              <Group gap={6} wrap="nowrap" data-testid="policies-gap-total">
                <IconCircleCheck aria-hidden size={20} color="var(--mantine-color-teal-8)" />
                <Text size="md" fw={700} c="teal.9">
                  {t('policies.summary.gapsNone')}
                </Text>
              </Group>
            ) : (
              <>
                <Group gap={6} wrap="nowrap" align="baseline" data-testid="policies-gap-total">
                  <IconAlertTriangle
                    aria-hidden
                    size={18}
                    color="var(--mantine-color-red-9)"
                    style={{ alignSelf: 'center' }}
                  />
                  <Text size="xl" fw={700} c="red.9">
                    {count('policies.summary.gapsTotal', gaps.total)}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {count('policies.summary.gapsPeople', gaps.employees)}
                  </Text>
                </Group>
                <Text size="xs" c="dimmed" id={kindsLabelId}>
                  {t('policies.summary.byKind')}
                </Text>
                <Group gap={6} wrap="wrap" role="group" aria-labelledby={kindsLabelId}>
                  {gaps.byKind
                    .filter((entry) => entry.count > 0)
                    .map((entry) => (
                      <Button
                        key={entry.kind}
                        size="compact-sm"
                        variant={activeKind === entry.kind ? 'filled' : 'default'}
                        aria-pressed={activeKind === entry.kind}
                        onClick={() => onKind(entry.kind)}
                        styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
                        h="auto"
                        mih={26}
                        data-testid={`policies-kind-${entry.kind}`}
                      >
                        {`${t(`policies.kinds.${entry.kind}`)}: ${format.number(entry.count)}`}
                      </Button>
                    ))}
                </Group>
              </>
            )}
          </Stack>
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
