// The API fuzz suite's valid request of each route of one area (composed into FUZZ_TARGETS in ../targets.ts):
// medical certificates and their upload links (issue 30, decision 0053). Certificates and links of the HR routes by id
// name an id no row has (their documented 404); the public routes use the world's open upload link.
import { FUZZ_MISSING_ID, type FuzzTargets } from './support.ts';

const certificate = () => ({
  absenceType: 'SICK',
  kind: 'FIRST',
  from: '2026-03-05',
  to: '2026-03-11',
  incapacityPercentage: 100,
  issuerName: 'Dr. med. Anna Arzt',
  issuerPractice: 'Praxis am See',
  receivedOn: '2026-03-09',
  documentId: null,
});

export const medicalCertificatesTargets = {
  medicalCertificatesList: () => ({
    query: { employeeId: 'FZ-1', from: '2026-01-01', to: '2026-12-31', skip: '0', take: '50' },
  }),
  medicalCertificateCreate: () => ({ body: { employeeId: 'FZ-1', ...certificate() } }),
  medicalCertificateUpdate: () => ({
    params: { certificateId: FUZZ_MISSING_ID },
    body: { ...certificate(), revision: 1 },
  }),
  medicalCertificateDelete: () => ({ params: { certificateId: FUZZ_MISSING_ID } }),
  missingCertificatesList: () => ({
    query: { employeeId: 'FZ-1', absenceType: 'SICK', search: 'Muster', skip: '0', take: '50' },
  }),
  certificateUploadLinksList: () => ({ query: { employeeId: 'FZ-1' } }),
  certificateUploadLinkCreate: () => ({
    body: {
      employeeId: 'FZ-1',
      from: '2026-03-05',
      to: null,
      absenceType: 'SICK',
      email: 'fz1@example.ch',
      validDays: 7,
    },
  }),
  certificateUploadLinkRevoke: () => ({ params: { uploadLinkId: FUZZ_MISSING_ID } }),
  certificateUploadInfo: (world) => ({ params: { uploadToken: world.certificateUploadToken } }),
  certificateUploadSubmit: (world) => ({
    params: { uploadToken: world.certificateUploadToken },
    query: { from: '2026-03-05', incapacityPercentage: '100', issuerName: 'Dr. Rossi' },
    body: '%PDF-1.7',
  }),
} satisfies FuzzTargets;
