// GET /api/modular/certificate-upload-links: an employee's upload links with their status (computed by the server at
// read time: OPEN, USED, EXPIRED, REVOKED), newest first.
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { medicalCertificatesKeys } from './medical-certificates-keys.ts';

export function useUploadLinks(employeeId: string) {
  return useQuery({
    queryKey: medicalCertificatesKeys.links(employeeId),
    queryFn: ({ signal }) => apiRequest('certificateUploadLinksList', { query: { employeeId }, signal }),
  });
}
