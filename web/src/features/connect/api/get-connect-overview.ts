// GET /api/modular/connect/overview (grapeConnect.view): the company's interface setting, each data kind's last
// delivery, the last 20 deliveries and the tokens' count. Refreshed every 5 s while a delivery processes.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

const POLL_MS = 5000;

export const connectKeys = {
  all: ['connect'] as const,
  overview: () => [...connectKeys.all, 'overview'] as const,
};

export const connectOverviewQueryOptions = () =>
  queryOptions({
    queryKey: connectKeys.overview(),
    queryFn: ({ signal }) => apiRequest('connectOverview', { signal }),
    refetchInterval: (query) =>
      query.state.data?.recentUploads.some((upload) => upload.processingStatus === 'processing') ? POLL_MS : false,
  });

export function useConnectOverview() {
  return useQuery(connectOverviewQueryOptions());
}
