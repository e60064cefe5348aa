// The employee's upload through the link: PUT /api/modular/certificate-upload/{token}, the body is the file as it is
// (Content-Type one of the accepted types, x-file-name its name). XMLHttpRequest rather than fetch: only it reports
// the upload's progress. No cookie, no CSRF token: the token in the path is the credential (the route is public).
// A refusal (404 CERTIFICATE_UPLOAD_LINK_INVALID, 413, 415, 429) becomes an ApiError with its code.
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';
import type { certificateUploadReceipt } from '../../../../../src/contracts/medical-certificates.ts';
import { buildUrl } from '../../../lib/api-client.ts';
import { toApiError } from '../../../lib/api-errors.ts';
import { routes } from '../../../lib/api-routes.ts';

type Receipt = z.infer<typeof certificateUploadReceipt>;

function putCertificate(
  uploadToken: string,
  file: File,
  contentType: string,
  onProgress: (share: number) => void,
): Promise<Receipt> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', buildUrl(routes.certificateUploadSubmit.path, { uploadToken }));
    xhr.withCredentials = false;
    xhr.setRequestHeader('Content-Type', contentType);
    // Header values are ASCII: the name is sent encoded (the server decodes it like every document name).
    xhr.setRequestHeader('x-file-name', encodeURIComponent(file.name));
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: unknown = xhr.responseText;
      try {
        body = JSON.parse(xhr.responseText) as unknown;
      } catch {
        // not JSON: keep the text
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve(body as Receipt);
        return;
      }
      reject(toApiError(xhr.status, body, xhr.statusText));
    };
    xhr.onerror = () => reject(new TypeError('Network request failed'));
    onProgress(0);
    xhr.send(file);
  });
}

export function useSubmitCertificate(uploadToken: string) {
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: ({ file, contentType }: { file: File; contentType: string }) =>
      putCertificate(uploadToken, file, contentType, setProgress),
  });
  return { ...mutation, progress };
}
