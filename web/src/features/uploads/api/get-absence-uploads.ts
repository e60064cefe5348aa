// GET /api/modular/absence-upload (the company's absence uploads, newest first) and GET …/:absenceUploadId (one,
// polled every 1.5 s while it processes, so the page shows the live status; polling stops when it has ended).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { isProcessing } from '../upload-display.ts';
import { uploadsKeys } from './uploads-keys.ts';

export const LIVE_POLL_MS = 1500;
/** The list refreshes less often, only while one of its uploads still processes. */
const LIST_POLL_MS = 3000;

export const absenceUploadsQueryOptions = () =>
  queryOptions({
    queryKey: uploadsKeys.absenceList(),
    queryFn: ({ signal }) => apiRequest('absenceUploadList', { signal, query: {} }),
    refetchInterval: (query) => (query.state.data?.items.some(isProcessing) ? LIST_POLL_MS : false),
  });

export function useAbsenceUploads() {
  return useQuery(absenceUploadsQueryOptions());
}

export function useAbsenceUpload(absenceUploadId: string | null) {
  return useQuery({
    queryKey: uploadsKeys.absenceUpload(absenceUploadId ?? ''),
    queryFn: ({ signal }) =>
      apiRequest('absenceUploadGet', { signal, params: { absenceUploadId: absenceUploadId ?? '' } }),
    enabled: absenceUploadId !== null,
    refetchInterval: (query) => (query.state.data && !isProcessing(query.state.data) ? false : LIVE_POLL_MS),
    // A hidden tab keeps polling, so the result is there when the person comes back.
    refetchIntervalInBackground: true,
  });
}
