// The signed power of attorney uploaded back (decision 0052): announce the file (POST /documents: a document id and a
// signed address, decision 0010), PUT its bytes to that address, then record it on the case management (PATCH
// powDocumentId with the revision loaded; the server sets powUploadedAt).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import { toApiError } from '../../../lib/api-errors.ts';
import { caseManagementKeys } from './case-management-keys.ts';

async function putContent(url: string, file: File, headers: Record<string, string>) {
  const response = await fetch(url, { method: 'PUT', headers: { ...headers, Accept: 'application/json' }, body: file });
  if (response.ok) return;
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text) as unknown;
  } catch {
    // not JSON: keep the text
  }
  throw toApiError(response.status, body, response.statusText);
}

export function useUploadPowerOfAttorney(caseManagementId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ file, revision }: { file: File; revision: number }) => {
      const document = await apiRequest('documentsCreate', {
        body: { name: file.name, ...(file.type ? { contentType: file.type } : {}) },
      });
      if (file.size > document.maxBytes) {
        throw new ApiError({ status: 413, code: 'FILE_TOO_LARGE', message: 'The file is too large' });
      }
      await putContent(document.uploadUrl, file, document.headers);
      return apiRequest('caseManagementUpdate', {
        params: { caseManagementId },
        body: { revision, powDocumentId: document.documentId },
      });
    },
    onSuccess: (result) => {
      queryClient.setQueryData(caseManagementKeys.detail(result.caseManagementId), result);
      void queryClient.invalidateQueries({ queryKey: caseManagementKeys.lists() });
    },
  });
}
