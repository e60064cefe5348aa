// The public page's read (no sign-in): GET /api/modular/certificate-upload/{token} answers what the employee may see
// behind the link (company, first name, span, expiry, accepted types, maximum size), or 404
// CERTIFICATE_UPLOAD_LINK_INVALID for an unknown, used, expired or revoked link (one answer for all, decision 0053).
// Never retried on a 4xx (the app's query defaults); 429 when the page is reloaded too often.
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { medicalCertificatesKeys } from './medical-certificates-keys.ts';

export function useUploadInfo(uploadToken: string) {
  return useQuery({
    queryKey: medicalCertificatesKeys.uploadInfo(uploadToken),
    queryFn: ({ signal }) => apiRequest('certificateUploadInfo', { params: { uploadToken }, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
