// The KAV area (/kav; decision 0069, guarded by the area `kav`, permission kav.view): what KAV is in one sentence;
// without KAV why not and how a legacy contract gets it; with KAV the counts, the KAV policies with their short-term
// cover, the last 12 months KAV beside KTG with their accounting state, the records incomplete for KAV and a month's
// KAV absence days with their basis. The lists' state lives in the URL.
import { Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { isoDateInZurich } from '../../../lib/dates.ts';
import { useTranslation } from '../../../lib/translator.ts';
import { useKavOverview } from '../api/get-kav-overview.ts';
import type { KavSearch } from '../kav-search.ts';
import { KavAbsences } from './kav-absences.tsx';
import { KavAbsent } from './kav-absent.tsx';
import { KAV_COMPLETENESS_ID, KavCompleteness } from './kav-completeness.tsx';
import { KavMonths } from './kav-months.tsx';
import { KavPolicies, KavSummary } from './kav-summary.tsx';

export type KavAreaProps = {
  search: KavSearch;
  onSearchChange: (next: KavSearch, options?: { replace?: boolean }) => void;
};

export function KavArea({ search, onSearchChange }: KavAreaProps) {
  const { t } = useTranslation();
  const [today] = useState(() => isoDateInZurich(new Date()));
  const overview = useKavOverview();
  const data = overview.data;
  const showIncomplete = () =>
    document.getElementById(KAV_COMPLETENESS_ID)?.scrollIntoView({ behavior: 'smooth', block: 'start' });

  return (
    <Stack gap="lg" maw={1400} data-testid="kav">
      <PageHeader title={t('nav.areas.kav')} description={t('kav.intro')} />
      {overview.isError && !data ? (
        <ErrorAlert error={overview.error} onRetry={() => void overview.refetch()} isRetrying={overview.isFetching} />
      ) : !data ? (
        <Stack gap="lg" aria-busy data-testid="kav-loading">
          <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
          <Skeleton height={140} radius="md" />
          <Skeleton height={320} radius="md" />
        </Stack>
      ) : !data.hasKav ? (
        <KavAbsent overview={data} />
      ) : (
        <>
          <KavSummary overview={data} onShowIncomplete={showIncomplete} />
          <KavPolicies overview={data} />
          <KavMonths overview={data} query={overview} />
          <KavCompleteness search={search} onSearchChange={onSearchChange} />
          <KavAbsences
            search={search}
            onSearchChange={onSearchChange}
            months={data.months.map((month) => month.accountingMonthId)}
            today={today}
          />
        </>
      )}
    </Stack>
  );
}
