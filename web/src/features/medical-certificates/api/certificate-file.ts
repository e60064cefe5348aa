// A certificate's file, HR side. Attaching goes through the documents flow (decision 0010): announce the file
// (POST /documents: an id and a signed address), PUT its bytes there; the certificate then names the document.
// Opening asks for a signed download address on click (valid for minutes only).
import { useMutation } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import { toApiError } from '../../../lib/api-errors.ts';

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

/** Stores the file and answers its document id (for the certificate's `documentId`). */
export function useStoreCertificateFile() {
  return useMutation({
    mutationFn: async (file: File) => {
      const document = await apiRequest('documentsCreate', {
        body: { name: file.name, ...(file.type ? { contentType: file.type } : {}) },
      });
      if (file.size > document.maxBytes) {
        throw new ApiError({ status: 413, code: 'FILE_TOO_LARGE', message: 'The file is too large' });
      }
      await putContent(document.uploadUrl, file, document.headers);
      return { documentId: document.documentId, fileName: file.name };
    },
  });
}

export function useOpenCertificateFile() {
  return useMutation({
    mutationFn: (documentId: string) => apiRequest('documentsDownloadUrl', { params: { documentId } }),
    onSuccess: (download) => window.location.assign(download.uri),
  });
}
