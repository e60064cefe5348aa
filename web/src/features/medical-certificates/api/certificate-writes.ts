// The certificate writes: create (POST /medical-certificate), correct (PUT …/{id} with the revision: 409 on a stale
// one) and delete (DELETE …/{id}, soft). Each refreshes the certificate lists and the worklist.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  createMedicalCertificateBody,
  updateMedicalCertificateBody,
} from '../../../../../src/contracts/medical-certificates.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { medicalCertificatesKeys } from './medical-certificates-keys.ts';

function useRefresh() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: medicalCertificatesKeys.lists() });
    void queryClient.invalidateQueries({ queryKey: medicalCertificatesKeys.missing() });
  };
}

export function useCreateCertificate() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: z.input<typeof createMedicalCertificateBody>) =>
      apiRequest('medicalCertificateCreate', { body }),
    onSuccess: refresh,
  });
}

export function useUpdateCertificate() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({
      certificateId,
      body,
    }: {
      certificateId: string;
      body: z.input<typeof updateMedicalCertificateBody>;
    }) => apiRequest('medicalCertificateUpdate', { params: { certificateId }, body }),
    onSuccess: refresh,
  });
}

export function useDeleteCertificate() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (certificateId: string) => apiRequest('medicalCertificateDelete', { params: { certificateId } }),
    onSuccess: refresh,
  });
}
