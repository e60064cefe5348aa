// The direct PUT of a file's bytes to its signed address (decision 0010). XMLHttpRequest rather than fetch: only it
// reports the upload's progress (xhr.upload.onprogress). No cookie or CSRF token: the signature is the permission.
// A refusal (413 FILE_TOO_LARGE, 403 SIGNATURE_EXPIRED, …) carries the usual {code, message} body and becomes an
// ApiError like every other API failure; a network failure a TypeError (lib/errors.ts: "server not reachable").
import { toApiError } from '../../../lib/api-errors.ts';

export type TransferProgress = { loaded: number; total: number };

export function putFile(
  url: string,
  file: Blob,
  headers: Record<string, string>,
  onProgress: (progress: TransferProgress) => void,
  signal?: AbortSignal,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      onProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : file.size });
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress({ loaded: file.size, total: file.size });
        resolve();
        return;
      }
      let body: unknown = xhr.responseText;
      try {
        body = JSON.parse(xhr.responseText) as unknown;
      } catch {
        // not JSON: keep the text
      }
      reject(toApiError(xhr.status, body, xhr.statusText));
    };
    xhr.onerror = () => reject(new TypeError('Network request failed'));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    onProgress({ loaded: 0, total: file.size });
    xhr.send(file);
  });
}
