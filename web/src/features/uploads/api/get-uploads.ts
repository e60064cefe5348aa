// GET /api/modular/employee-upload and /absence-upload (the company's uploads of that kind, newest first) and GET
// …/:id (one, polled every 1.5 s while it processes, so the page shows the live status, and until its derived state
// is written; polling stops then).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { isProcessing, type UploadItem, type UploadKind } from '../upload-display.ts';
import { uploadsKeys } from './uploads-keys.ts';

export const LIVE_POLL_MS = 1500;
/** An ended upload is asked less often whether its derived state is written (usually within seconds). */
const DERIVATION_POLL_MS = 3000;
/** The list refreshes less often, only while one of its uploads still processes. */
const LIST_POLL_MS = 3000;

async function fetchUploads(kind: UploadKind, signal: AbortSignal): Promise<{ items: UploadItem[] }> {
  return kind === 'absence'
    ? apiRequest('absenceUploadList', { signal, query: {} })
    : apiRequest('employeeUploadList', { signal, query: {} });
}

async function fetchUpload(kind: UploadKind, uploadId: string, signal: AbortSignal): Promise<UploadItem> {
  return kind === 'absence'
    ? apiRequest('absenceUploadGet', { signal, params: { absenceUploadId: uploadId } })
    : apiRequest('employeeUploadGet', { signal, params: { employeeUploadId: uploadId } });
}

export const uploadsQueryOptions = (kind: UploadKind) =>
  queryOptions({
    queryKey: uploadsKeys.list(kind),
    queryFn: ({ signal }) => fetchUploads(kind, signal),
    refetchInterval: (query) => (query.state.data?.items.some(isProcessing) ? LIST_POLL_MS : false),
  });

export function useUploads(kind: UploadKind) {
  return useQuery(uploadsQueryOptions(kind));
}

export function useUpload(kind: UploadKind, uploadId: string | null) {
  return useQuery({
    queryKey: uploadsKeys.one(kind, uploadId ?? ''),
    queryFn: ({ signal }) => fetchUpload(kind, uploadId ?? '', signal),
    enabled: uploadId !== null,
    // Until it has ended, and after that, less often, until its derived state (cases, periods, issues) is written.
    refetchInterval: (query) => {
      const upload = query.state.data;
      if (!upload || isProcessing(upload)) return LIVE_POLL_MS;
      return upload.derivationStatus === 'pending' ? DERIVATION_POLL_MS : false;
    },
    // A hidden tab keeps polling, so the result is there when the person comes back.
    refetchIntervalInBackground: true,
  });
}
