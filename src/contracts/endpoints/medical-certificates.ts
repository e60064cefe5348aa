// Medical certificates and their upload links (issue 30 section 2). Decision 0053.
import { API_PREFIX, type Endpoint, PUBLIC, permission } from '../endpoint.ts';
import {
  certificateIdParams,
  certificateUploadInfo,
  certificateUploadLink,
  certificateUploadLinks,
  certificateUploadLinksQuery,
  certificateUploadQuery,
  certificateUploadReceipt,
  createCertificateUploadLinkBody,
  createMedicalCertificateBody,
  medicalCertificate,
  medicalCertificatesPage,
  medicalCertificatesQuery,
  missingCertificatesPage,
  missingCertificatesQuery,
  updateMedicalCertificateBody,
  uploadLinkIdParams,
  uploadTokenParams,
} from '../medical-certificates.ts';

const viewCertificates = permission('employee.certificates.view');
const editCertificates = permission('employee.certificates.edit');

export const medicalCertificatesEndpoints = {
  medicalCertificatesList: {
    method: 'GET',
    access: viewCertificates,
    path: `${API_PREFIX.modular}/medical-certificates`,
    summary: "Medical certificates (an employee's, or those overlapping a date range), newest span first",
    tags: ['medical-certificates'],
    querystring: medicalCertificatesQuery,
    response: medicalCertificatesPage,
  },
  medicalCertificateCreate: {
    method: 'POST',
    access: editCertificates,
    path: `${API_PREFIX.modular}/medical-certificate`,
    summary:
      'Record a certificate received by HR (span, incapacity %, first or follow-up, issuer, received date, file)',
    tags: ['medical-certificates'],
    body: createMedicalCertificateBody,
    status: 201,
    response: medicalCertificate,
  },
  medicalCertificateUpdate: {
    method: 'PUT',
    access: editCertificates,
    path: `${API_PREFIX.modular}/medical-certificate/:certificateId`,
    summary: 'Correct a certificate (409 on a stale revision)',
    tags: ['medical-certificates'],
    params: certificateIdParams,
    body: updateMedicalCertificateBody,
    response: medicalCertificate,
  },
  medicalCertificateDelete: {
    method: 'DELETE',
    access: editCertificates,
    path: `${API_PREFIX.modular}/medical-certificate/:certificateId`,
    summary: 'Delete a certificate recorded by mistake (its file stays in the store for the audit trail)',
    tags: ['medical-certificates'],
    params: certificateIdParams,
    response: medicalCertificate,
  },
  missingCertificatesList: {
    method: 'GET',
    access: viewCertificates,
    path: `${API_PREFIX.modular}/medical-certificates/missing`,
    summary:
      'Sickness and accident absences lasting to or past the day a certificate is required from, with days no ' +
      'certificate covers',
    tags: ['medical-certificates'],
    querystring: missingCertificatesQuery,
    response: missingCertificatesPage,
  },
  certificateUploadLinksList: {
    method: 'GET',
    access: viewCertificates,
    path: `${API_PREFIX.modular}/certificate-upload-links`,
    summary: "An employee's certificate upload links, newest first",
    tags: ['medical-certificates'],
    querystring: certificateUploadLinksQuery,
    response: certificateUploadLinks,
  },
  certificateUploadLinkCreate: {
    method: 'POST',
    access: editCertificates,
    path: `${API_PREFIX.modular}/certificate-upload-link`,
    summary:
      'Send the employee a one-time link to upload a certificate (by e-mail, in the employee language; expires ' +
      'after the valid days; single use)',
    tags: ['medical-certificates'],
    body: createCertificateUploadLinkBody,
    status: 201,
    response: certificateUploadLink,
  },
  certificateUploadLinkRevoke: {
    method: 'DELETE',
    access: editCertificates,
    path: `${API_PREFIX.modular}/certificate-upload-link/:uploadLinkId`,
    summary: 'Revoke an open upload link',
    tags: ['medical-certificates'],
    params: uploadLinkIdParams,
    response: certificateUploadLink,
  },
  certificateUploadInfo: {
    method: 'GET',
    access: PUBLIC,
    path: `${API_PREFIX.modular}/certificate-upload/:uploadToken`,
    summary:
      'What the employee sees behind an upload link (company, first name, span); 404 CERTIFICATE_UPLOAD_LINK_INVALID ' +
      'for an unknown, used, expired or revoked link',
    tags: ['medical-certificates'],
    params: uploadTokenParams,
    rateLimitPerMinute: 20,
    response: certificateUploadInfo,
  },
  certificateUploadSubmit: {
    method: 'PUT',
    access: PUBLIC,
    path: `${API_PREFIX.modular}/certificate-upload/:uploadToken`,
    summary:
      'The employee uploads the certificate through the link: the body is the file (PDF, JPEG or PNG, at most ' +
      '10 MiB), the x-file-name header its name; the link is used up',
    tags: ['medical-certificates'],
    params: uploadTokenParams,
    querystring: certificateUploadQuery,
    rateLimitPerMinute: 10,
    response: certificateUploadReceipt,
  },
} as const satisfies Record<string, Endpoint>;
