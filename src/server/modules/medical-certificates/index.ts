// The medical certificates module's public surface (issue 30, decision 0053): the routes the app registers.

// The demo seed acts through the same services as the routes (src/server/demo-case-management.ts).
export { createCertificate as createMedicalCertificate } from './certificates.service.ts';
export { medicalCertificatesRoutes } from './medical-certificates.routes.ts';
export { createUploadLink as createCertificateUploadLink } from './upload-links.service.ts';
