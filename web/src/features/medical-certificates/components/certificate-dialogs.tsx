// The two forms (a certificate, an upload link) load when first opened, together with dayjs for their date fields
// (lib/i18n.ts loadDates): the health page and the case detail draw no date field at their first paint, and the
// worklist's rows need neither form until a row's action is chosen.
import { lazy, Suspense } from 'react';
import type { MedicalCertificate } from '../../../../../src/contracts/medical-certificates.ts';
import { loadDates } from '../../../lib/i18n.ts';
import type { CertificatePreset } from './certificate-form-modal.tsx';

const CertificateFormModal = lazy(async () => {
  const [module] = await Promise.all([import('./certificate-form-modal.tsx'), loadDates()]);
  return { default: module.CertificateFormModal };
});
const UploadLinkModal = lazy(async () => {
  const [module] = await Promise.all([import('./upload-link-modal.tsx'), loadDates()]);
  return { default: module.UploadLinkModal };
});

export type CertificateDialog =
  | {
      kind: 'certificate';
      employeeId: string;
      employeeName?: string;
      certificate?: MedicalCertificate;
      preset?: CertificatePreset;
    }
  | { kind: 'link'; employeeId: string; employeeName?: string; preset?: CertificatePreset };

export function CertificateDialogs({ dialog, onClose }: { dialog: CertificateDialog | null; onClose: () => void }) {
  if (!dialog) return null;
  return (
    <Suspense fallback={null}>
      {dialog.kind === 'certificate' ? (
        <CertificateFormModal
          employeeId={dialog.employeeId}
          employeeName={dialog.employeeName}
          certificate={dialog.certificate}
          preset={dialog.preset}
          onClose={onClose}
        />
      ) : (
        <UploadLinkModal
          employeeId={dialog.employeeId}
          employeeName={dialog.employeeName}
          preset={dialog.preset}
          onClose={onClose}
        />
      )}
    </Suspense>
  );
}
