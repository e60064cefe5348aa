// Query keys of the medical certificates feature: after a certificate write `lists()` and `missing()` (a new
// certificate may cover a missing one); after an upload link write `links(employeeId)` and `missing()` (the row's
// open link).
import type { MissingCertificatesRequest } from '../missing-certificates-search.ts';

export type CertificatesListQuery = { employeeId: string; from?: string; to?: string; skip: number; take: number };

export const medicalCertificatesKeys = {
  all: ['medical-certificates'] as const,
  lists: () => [...medicalCertificatesKeys.all, 'list'] as const,
  list: (query: CertificatesListQuery) => [...medicalCertificatesKeys.lists(), query] as const,
  missing: () => [...medicalCertificatesKeys.all, 'missing'] as const,
  missingPage: (query: MissingCertificatesRequest) => [...medicalCertificatesKeys.missing(), query] as const,
  links: (employeeId: string) => [...medicalCertificatesKeys.all, 'links', employeeId] as const,
  requiredFromDay: () => [...medicalCertificatesKeys.all, 'required-from-day'] as const,
  uploadInfo: (token: string) => ['certificate-upload', token] as const,
};
