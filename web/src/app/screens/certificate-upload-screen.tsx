// The public certificate upload page (/certificate-upload/{token}, the address in the upload mail; decision 0056):
// outside the signed-in layout, so it never sends the visitor to /login. Its texts are a translation part of their
// own (lib/i18n.ts loadCertificateUploadTranslations), its code this screen's chunk only.
import { useParams } from '@tanstack/react-router';
import { CertificateUploadPage } from '../../features/medical-certificates/screens/certificate-upload.ts';

export function CertificateUploadScreen() {
  const { uploadToken } = useParams({ from: '/certificate-upload/$uploadToken' });
  return <CertificateUploadPage uploadToken={uploadToken} />;
}
