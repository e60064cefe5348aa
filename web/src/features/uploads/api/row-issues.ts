// GET /api/modular/{absence,employee}-upload/:id/row-issues: a page of an upload's row report as data (each line a
// code with parameters, said in the reader's language by upload-display.ts describeRowIssue), for the result card.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { RowIssue } from '../../../../../src/contracts/index.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import type { UploadKind } from '../upload-display.ts';
import { uploadsKeys } from './uploads-keys.ts';

/** Lines per page of the row report on the screen. */
export const ROW_ISSUES_PAGE_SIZE = 25;

async function fetchRowIssues(
  kind: UploadKind,
  uploadId: string,
  page: number,
  signal: AbortSignal,
): Promise<{ items: RowIssue[]; totalCount: number }> {
  const query = { skip: (page - 1) * ROW_ISSUES_PAGE_SIZE, take: ROW_ISSUES_PAGE_SIZE };
  return kind === 'absence'
    ? apiRequest('absenceUploadRowIssues', { signal, params: { absenceUploadId: uploadId }, query })
    : apiRequest('employeeUploadRowIssues', { signal, params: { employeeUploadId: uploadId }, query });
}

/** One page of the row report (1-based); the page before stays shown while the next loads. */
export function useRowIssues(kind: UploadKind, uploadId: string, page: number) {
  return useQuery({
    queryKey: uploadsKeys.rowIssues(kind, uploadId, page),
    queryFn: ({ signal }) => fetchRowIssues(kind, uploadId, page, signal),
    placeholderData: keepPreviousData,
  });
}
