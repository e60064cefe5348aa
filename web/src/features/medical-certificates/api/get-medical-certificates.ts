// GET /api/modular/medical-certificates: an employee's certificates (those overlapping [from, to] when given),
// newest span first.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { type CertificatesListQuery, medicalCertificatesKeys } from './medical-certificates-keys.ts';

export function useMedicalCertificates(query: CertificatesListQuery) {
  return useQuery({
    queryKey: medicalCertificatesKeys.list(query),
    queryFn: ({ signal }) => apiRequest('medicalCertificatesList', { query, signal }),
    placeholderData: keepPreviousData,
  });
}
