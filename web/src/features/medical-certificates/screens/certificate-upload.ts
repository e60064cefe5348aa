// Public entry for app/screens/certificate-upload-screen.tsx: the page behind the upload link (no sign-in). Nothing
// else of the feature comes along (not its index: the panel, the worklist and their forms stay out of this page).
export { CertificateUploadPage } from '../components/certificate-upload-page.tsx';
