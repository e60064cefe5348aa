// The medical certificates feature (issue 30, decision 0056): an employee's certificates and upload links (the panel
// other screens embed), the missing-certificates worklist and the public upload page. Other code imports only from
// here; the app's pages take the worklist and the public page from screens/.
export { medicalCertificatesKeys } from './api/medical-certificates-keys.ts';
export { CertificatesPanel, type CertificatesPanelProps } from './components/certificates-panel.tsx';
export {
  type MissingCertificatesSearch,
  parseMissingCertificatesSearch,
} from './missing-certificates-search.ts';
