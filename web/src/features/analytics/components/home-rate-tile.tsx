// The home page's tile for HR roles (analytics.view; issue 32 point 6): the company's absence rate of the last
// complete month, the month before beside it, and a link to the analytics area. Loaded lazily after the home page's
// first paint (its own chunk with the rest of the translations), so the start page's first load stays as it was.
import { Anchor, Card, Group, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconChartLine } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { isoDateInZurich } from '../../../lib/dates.ts';
import { formatMonth } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/translator.ts';
import { useCurrentLanguage } from '../../../lib/use-formatters.ts';
import { formatDelta, rateDelta, rateDisplay, withheldReason } from '../analytics-display.ts';
import { useAbsenceRate } from '../api/get-absence-rate.ts';
import { homeRateFigures, homeRateQuery } from '../home-rate.ts';

export function HomeRateTile() {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const headingId = useId();
  const [today] = useState(() => isoDateInZurich(new Date()));
  const [query] = useState(() => homeRateQuery(today));
  const rate = useAbsenceRate(query);
  const figures = rate.data ? homeRateFigures(rate.data, today) : undefined;
  const last = figures?.last;
  const before = figures?.before;
  const lastDisplay = last ? rateDisplay(last.rate, last.withheld, language, t) : undefined;
  const beforeDisplay = before ? rateDisplay(before.rate, before.withheld, language, t) : undefined;
  const delta = last && before && !last.withheld && !before.withheld ? rateDelta(last.rate, before.rate) : null;

  return (
    <Card component="section" aria-labelledby={headingId} padding="md" maw={600} data-testid="home-absence-rate">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon size={38} radius="md" variant="light" aria-hidden>
          <IconChartLine size={22} stroke={1.75} />
        </ThemeIcon>
        <Stack gap={4} style={{ flex: 1 }}>
          <Title order={2} size="h5" id={headingId}>
            {t('analytics.home.title')}
          </Title>
          {rate.isPending && (
            <>
              <Skeleton height={28} width={120} />
              <Skeleton height={14} width="60%" />
            </>
          )}
          {rate.isError && (
            <Text size="sm" c="dimmed">
              {t('analytics.home.error')}
            </Text>
          )}
          {rate.isSuccess && (
            <>
              <Text size="xl" fw={700} data-testid="home-absence-rate-value">
                {lastDisplay?.kind === 'value'
                  ? lastDisplay.text
                  : lastDisplay?.kind === 'withheld'
                    ? t('analytics.withheld.short')
                    : '–'}
              </Text>
              <Text size="sm" c="dimmed">
                {formatMonth(query.to, language)}
              </Text>
              {last?.withheld && (
                <Text size="xs" c="dimmed">
                  {withheldReason(last.withheld, t)}
                </Text>
              )}
              {beforeDisplay && (
                <Text size="sm" data-testid="home-absence-rate-before">
                  {t('analytics.home.before', {
                    month: formatMonth(query.from, language),
                    rate:
                      beforeDisplay.kind === 'value'
                        ? beforeDisplay.text
                        : beforeDisplay.kind === 'withheld'
                          ? t('analytics.withheld.short')
                          : '–',
                  })}
                  {delta !== null && ` (${t('analytics.home.delta', { delta: formatDelta(delta, language) })})`}
                </Text>
              )}
            </>
          )}
          <Anchor component={Link} to="/analytics" size="sm" fw={600} data-testid="home-absence-rate-link">
            {t('analytics.home.link')}
          </Anchor>
        </Stack>
      </Group>
    </Card>
  );
}
