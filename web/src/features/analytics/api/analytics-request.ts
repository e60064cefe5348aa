// The export's download (POST /api/analytics/absence-rate/export answers the file itself): the same request as
// lib/api-client.ts's `apiRequest` — method and path from the contract's table (lib/api-routes.ts), the CSRF token
// and the display language, a failure as an ApiError — but the answer's bytes are saved as a file instead of being
// read as JSON. A POST cannot be a plain link, as the data hub's GET templates are.
import { buildUrl, requestHeaders } from '../../../lib/api-client.ts';
import { routes } from '../../../lib/api-routes.ts';

/** The file name of a Content-Disposition header (`filename*=UTF-8''…` first), or the fallback. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const encoded = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition);
  if (encoded?.[1]) {
    try {
      return decodeURIComponent(encoded[1].trim());
    } catch {
      // a broken encoding: try the plain name
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(disposition);
  return plain?.[1]?.trim() || fallback;
}

/** POSTs the body to the export and saves the answer as a file; answers the file's name. */
export async function downloadExport(body: unknown, fallbackName: string): Promise<string> {
  const route = routes.analyticsAbsenceRateExport;
  const response = await fetch(buildUrl(route.path), {
    method: route.method,
    credentials: 'same-origin',
    headers: { ...requestHeaders(route.method, true), Accept: '*/*' },
    body: JSON.stringify(body),
  });
  if (!response.ok) {
    const text = await response.text();
    let errorBody: unknown = text;
    try {
      errorBody = text === '' ? undefined : (JSON.parse(text) as unknown);
    } catch {
      // not JSON: the text is the body
    }
    const { toApiError } = await import('../../../lib/api-errors.ts');
    throw toApiError(response.status, errorBody, response.statusText);
  }
  const blob = await response.blob();
  const fileName = fileNameOf(response.headers.get('content-disposition'), fallbackName);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the bytes once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return fileName;
}
