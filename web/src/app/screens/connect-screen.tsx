// External data interface (issue 11, grapeConnect.view): how the company's interface stands per data kind, the
// last deliveries of payroll and HR systems, the API tokens (summary and a link to the tokens page) and how to
// connect. The page reads one answer, GET /connect/overview.
import { Grid, Skeleton, Stack } from '@mantine/core';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import {
  DeliveriesList,
  HowToConnect,
  InterfaceStatus,
  TokensSummary,
  useConnectOverview,
} from '../../features/connect/index.ts';
import { useTranslation } from '../../lib/translator.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

export function ConnectScreen() {
  const { t } = useTranslation();
  const query = useConnectOverview();
  usePageTitle(t('nav.areas.dataConnect'));
  return (
    <Stack gap="lg" maw={1400} data-testid="connect">
      <PageHeader title={t('nav.areas.dataConnect')} description={t('connect.intro')} />
      {query.isError && !query.data && (
        <ErrorAlert error={query.error} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />
      )}
      {query.isPending && <Skeleton height={220} radius="md" />}
      {query.data && <InterfaceStatus overview={query.data} />}
      {!(query.isError && !query.data) && <DeliveriesList query={query} />}
      <Grid gap="lg" align="stretch">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <HowToConnect />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          {query.data ? <TokensSummary tokens={query.data.tokens} /> : <Skeleton height={180} radius="md" />}
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
