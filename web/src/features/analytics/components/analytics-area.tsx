// The analytics area (/analytics, issue 32): the absence rate over time (chart with its table) and its breakdown,
// and the absence duration by bucket, for the filters in the URL (analytics-search.ts); saved views, export, and the
// people behind every figure. Opened without any filter, it applies the user's default view (replacing the history
// entry, so Back leaves the area).
import { Button, Card, Group, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconChartBar, IconChartLine, IconFilterOff } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { isoDateInZurich } from '../../../lib/dates.ts';
import { formatDate } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/translator.ts';
import { useCurrentLanguage } from '../../../lib/use-formatters.ts';
import { usePermission } from '../../auth/index.ts';
import { periodLabel, rangeLabel } from '../analytics-display.ts';
import {
  ANALYTICS_TABS,
  type AnalyticsSearch,
  type AnalyticsTab,
  searchForTab,
  tabOf,
  toAnalyticsQuery,
} from '../analytics-search.ts';
import { defaultView, searchFromView } from '../analytics-views.ts';
import { useExportAbsenceRate } from '../api/export-absence-rate.ts';
import { useAbsenceRate } from '../api/get-absence-rate.ts';
import { useAnalyticsViews } from '../api/get-analytics-views.ts';
import { groupLabel } from '../chart-data.ts';
import { AnalyticsFilters } from './analytics-filters.tsx';
import { BreakdownTable } from './breakdown-table.tsx';
import { loadChartDrawings } from './chart-drawings-loader.ts';
import { DurationPanel } from './duration-panel.tsx';
import { ExportMenu } from './export-menu.tsx';
import { PeopleDrawer, type PeopleDrawerTarget } from './people-drawer.tsx';
import { type OpenFigure, RateChart } from './rate-chart.tsx';
import { ViewsMenu } from './views-menu.tsx';

export type AnalyticsAreaProps = {
  search: AnalyticsSearch;
  onSearchChange: (next: AnalyticsSearch, options?: { replace?: boolean }) => void;
};

const TAB_ICONS = { rate: IconChartLine, duration: IconChartBar } as const;

export function AnalyticsArea({ search, onSearchChange }: AnalyticsAreaProps) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  // Today in Zurich, fixed for the visit (a screen left open over midnight keeps its range).
  const [today] = useState(() => isoDateInZurich(new Date()));
  const queryKey = JSON.stringify(toAnalyticsQuery(search, today));
  // biome-ignore lint/correctness/useExhaustiveDependencies: the query is rebuilt only when its content changes.
  const query = useMemo(() => toAnalyticsQuery(search, today), [queryKey]);
  const tab = tabOf(search);
  const canEdit = usePermission('analytics.edit');
  const views = useAnalyticsViews();
  const exporter = useExportAbsenceRate();
  const [people, setPeople] = useState<PeopleDrawerTarget | null>(null);

  // The charting library loads while the figures do (chart-drawings-loader.ts).
  useEffect(() => {
    void loadChartDrawings().catch(() => undefined);
  }, []);

  // The default view, once, when the area is opened without any state of its own in the URL.
  const appliedDefault = useRef(false);
  const isBare = Object.keys(search).length === 0;
  useEffect(() => {
    if (appliedDefault.current || !views.data) return;
    appliedDefault.current = true;
    const view = defaultView(views.data.views);
    if (view && isBare) onSearchChange(searchFromView(view, today), { replace: true });
  }, [views.data, isBare, onSearchChange, today]);

  const rate = useAbsenceRate(query, tab === 'rate');
  const openTab = (next: AnalyticsTab) => onSearchChange(searchForTab(search, next));

  const openFigure = (figure: OpenFigure) => {
    const result = rate.data;
    const group =
      figure.groupId !== undefined && result
        ? result.groups.find((candidate) => candidate.groupId === figure.groupId)
        : undefined;
    const what = group ? groupLabel(group, result?.dimension ?? null, t) : t('analytics.groups.all');
    const when =
      figure.period === 'TOTAL' ? rangeLabel(query.from, query.to, language) : periodLabel(figure.period, language, t);
    setPeople({
      title: t('analytics.people.title', { group: what, period: when }),
      request: {
        ...query,
        ...(figure.period === 'TOTAL' ? {} : { period: figure.period }),
        ...(figure.groupId !== undefined ? { groupId: figure.groupId } : {}),
      },
    });
  };

  return (
    <Stack gap="lg" maw={1400} data-testid="analytics">
      <PageHeader
        title={t('nav.areas.analytics')}
        description={t('analytics.intro')}
        actions={
          <>
            <ViewsMenu search={search} today={today} canEdit={canEdit} onOpenView={(next) => onSearchChange(next)} />
            {tab === 'rate' && <ExportMenu query={query} exporter={exporter} />}
          </>
        }
      />
      {exporter.isError && <ErrorAlert error={exporter.error} />}
      <AnalyticsFilters search={search} today={today} onSearchChange={onSearchChange} />
      <Text size="sm" c="dimmed" data-testid="analytics-range">
        {t('analytics.rangeLine', {
          range: rangeLabel(query.from, query.to, language),
          asOf: query.asOf ? formatDate(query.asOf) : t('analytics.today'),
        })}
      </Text>
      <Tabs value={tab} onChange={(value) => value && openTab(value as AnalyticsTab)} keepMounted={false}>
        <Tabs.List>
          {ANALYTICS_TABS.map((name) => {
            const Icon = TAB_ICONS[name];
            return (
              <Tabs.Tab
                key={name}
                value={name}
                leftSection={<Icon aria-hidden size={16} />}
                data-testid={`analytics-tab-${name}`}
              >
                {t(`analytics.tabs.${name}`)}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
        <Tabs.Panel value="rate" pt="md">
          {rate.isError && !rate.data ? (
            <ErrorAlert error={rate.error} onRetry={() => void rate.refetch()} isRetrying={rate.isFetching} />
          ) : !rate.data ? (
            <RateSkeleton />
          ) : rate.data.total.total.headcount === 0 ? (
            <EmptyState onReset={() => onSearchChange(search.tab ? { tab: search.tab } : {})} />
          ) : (
            <Stack gap="md" style={{ opacity: rate.isPlaceholderData ? 0.6 : 1 }} aria-busy={rate.isFetching}>
              <RateChart result={rate.data} categories={query.categories} onOpenFigure={openFigure} />
              <BreakdownTable query={rate} result={rate.data} categories={query.categories} onOpenFigure={openFigure} />
            </Stack>
          )}
        </Tabs.Panel>
        <Tabs.Panel value="duration" pt="md">
          <DurationPanel query={query} />
        </Tabs.Panel>
      </Tabs>
      <PeopleDrawer target={people} onClose={() => setPeople(null)} />
    </Stack>
  );
}

function RateSkeleton() {
  return (
    <Stack gap="md" data-testid="analytics-loading">
      <Card withBorder radius="md" padding="md">
        <Skeleton height={22} width="30%" mb="md" />
        <Skeleton height={280} />
      </Card>
      <Card withBorder radius="md" padding="md">
        <Skeleton height={22} width="25%" mb="md" />
        {Array.from({ length: 4 }, (_, row) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders.
          <Skeleton key={row} height={16} my="sm" width={`${60 + ((row * 9) % 35)}%`} />
        ))}
      </Card>
    </Stack>
  );
}

/** Nobody in the selection: what to do next. */
function EmptyState({ onReset }: { onReset: () => void }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="xl" data-testid="analytics-empty">
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h4">
          {t('analytics.empty.title')}
        </Title>
        <Text size="sm" maw={720}>
          {t('analytics.empty.description')}
        </Text>
        <Group gap="sm">
          <Button variant="light" leftSection={<IconFilterOff aria-hidden size={16} />} onClick={onReset}>
            {t('analytics.empty.reset')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
