// GET /api/modular/medical-certificates/missing: sickness and accident periods whose required days no certificate
// covers, newest period first. The previous page stays on screen (dimmed) until the next is there.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { MissingCertificatesRequest } from '../missing-certificates-search.ts';
import { medicalCertificatesKeys } from './medical-certificates-keys.ts';

export function useMissingCertificates(query: MissingCertificatesRequest) {
  return useQuery({
    queryKey: medicalCertificatesKeys.missingPage(query),
    queryFn: ({ signal }) => apiRequest('missingCertificatesList', { query, signal }),
    placeholderData: keepPreviousData,
  });
}
