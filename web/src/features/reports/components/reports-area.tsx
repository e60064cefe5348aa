// The reports area (/insurance/reports; issue 31, decision 0058 "Screens"): three tabs in the URL — generate (the
// default), history (its page in the URL) and schedules.
import { Stack, Tabs } from '@mantine/core';
import { IconCalendarRepeat, IconFileSpreadsheet, IconHistory } from '@tabler/icons-react';
import { PageHeader } from '../../../components/page-header.tsx';
import { useTranslation } from '../../../lib/translator.ts';
import { REPORT_TABS, type ReportsSearch, type ReportTab, searchForTab, tabOf } from '../reports-search.ts';
import { GeneratePanel } from './generate-panel.tsx';
import { HistoryPanel } from './history-panel.tsx';
import { SchedulesPanel } from './schedules-panel.tsx';

export type ReportsAreaProps = {
  search: ReportsSearch;
  onSearchChange: (next: ReportsSearch, options?: { replace?: boolean }) => void;
};

const TAB_ICONS = { generate: IconFileSpreadsheet, history: IconHistory, schedules: IconCalendarRepeat } as const;

export function ReportsArea({ search, onSearchChange }: ReportsAreaProps) {
  const { t } = useTranslation();
  const tab = tabOf(search);
  const openTab = (next: ReportTab) => onSearchChange(searchForTab(search, next));
  return (
    <Stack gap="lg" maw={1400} data-testid="reports">
      <PageHeader title={t('nav.areas.reports')} description={t('reports.intro')} />
      <Tabs
        value={tab}
        onChange={(value) => value && openTab(value as ReportTab)}
        keepMounted={false}
        data-testid="reports-tabs"
      >
        <Tabs.List>
          {REPORT_TABS.map((name) => {
            const Icon = TAB_ICONS[name];
            return (
              <Tabs.Tab
                key={name}
                value={name}
                leftSection={<Icon aria-hidden size={16} />}
                data-testid={`reports-tab-${name}`}
              >
                {t(`reports.tabs.${name}`)}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
        <Tabs.Panel value="generate" pt="md">
          <GeneratePanel />
        </Tabs.Panel>
        <Tabs.Panel value="history" pt="md">
          <HistoryPanel search={search} onSearchChange={onSearchChange} onGenerate={() => openTab('generate')} />
        </Tabs.Panel>
        <Tabs.Panel value="schedules" pt="md">
          <SchedulesPanel />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
