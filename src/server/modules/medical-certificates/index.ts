// The medical certificates module's public surface (issue 30, decision 0053): the routes the app registers.
export { medicalCertificatesRoutes } from './medical-certificates.routes.ts';
