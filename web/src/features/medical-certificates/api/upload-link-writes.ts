// The upload link writes: send one (POST /certificate-upload-link: the mail goes out through the outbox) and revoke
// an open one (DELETE …/{id}; 409 CERTIFICATE_UPLOAD_LINK_NOT_OPEN when it was used or expired meanwhile).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { createCertificateUploadLinkBody } from '../../../../../src/contracts/medical-certificates.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { medicalCertificatesKeys } from './medical-certificates-keys.ts';

export function useCreateUploadLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof createCertificateUploadLinkBody>) =>
      apiRequest('certificateUploadLinkCreate', { body }),
    onSuccess: (link) => {
      void queryClient.invalidateQueries({ queryKey: medicalCertificatesKeys.links(link.employeeId) });
      void queryClient.invalidateQueries({ queryKey: medicalCertificatesKeys.missing() });
    },
  });
}

export function useRevokeUploadLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (uploadLinkId: string) => apiRequest('certificateUploadLinkRevoke', { params: { uploadLinkId } }),
    onSettled: (link) => {
      void queryClient.invalidateQueries({
        queryKey: link ? medicalCertificatesKeys.links(link.employeeId) : medicalCertificatesKeys.all,
      });
      void queryClient.invalidateQueries({ queryKey: medicalCertificatesKeys.missing() });
    },
  });
}
