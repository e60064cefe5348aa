// Starting an upload, in three steps: announce the file (POST /documents: its signed PUT address), send its bytes
// there with real progress, then ask for processing (POST /employee-upload, or POST /absence-upload over the
// period). A file above the store's limit is refused before any byte is sent, with the server's own FILE_TOO_LARGE
// message.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import { contentTypeOf, type UploadKind } from '../upload-display.ts';
import { putFile, type TransferProgress } from './put-file.ts';
import { uploadsKeys } from './uploads-keys.ts';

export type StartUploadInput = {
  file: File;
  /** The period an absence file replaces; employee files have none. */
  period: { startDate: string; endDate: string } | null;
  fileUploadKey: string | null;
};

/** Where the start is: announcing, sending the bytes (with progress) or asking for processing. */
export type StartStep =
  | { step: 'announcing' }
  | { step: 'transferring'; progress: TransferProgress }
  | { step: 'starting' };

async function startProcessing(
  kind: UploadKind,
  documentId: string,
  { period, fileUploadKey }: Pick<StartUploadInput, 'period' | 'fileUploadKey'>,
): Promise<{ uploadId: string }> {
  if (kind === 'employee') {
    const created = await apiRequest('employeeUploadCreate', { body: { documentId, fileUploadKey } });
    return { uploadId: created.employeeUploadId };
  }
  if (!period) throw new Error('An absence upload needs its period');
  const created = await apiRequest('absenceUploadCreate', { body: { ...period, documentId, fileUploadKey } });
  return { uploadId: created.absenceUploadId };
}

export function useStartUpload(kind: UploadKind) {
  const queryClient = useQueryClient();
  const [step, setStep] = useState<StartStep | null>(null);
  const mutation = useMutation({
    mutationFn: async ({ file, period, fileUploadKey }: StartUploadInput) => {
      setStep({ step: 'announcing' });
      const contentType = contentTypeOf(file);
      const document = await apiRequest('documentsCreate', {
        body: { name: file.name, ...(contentType ? { contentType } : {}) },
      });
      if (file.size > document.maxBytes) {
        throw new ApiError({ status: 413, code: 'FILE_TOO_LARGE', message: 'The file is too large' });
      }
      setStep({ step: 'transferring', progress: { loaded: 0, total: file.size } });
      await putFile(document.uploadUrl, file, document.headers, (progress) =>
        setStep({ step: 'transferring', progress }),
      );
      setStep({ step: 'starting' });
      return startProcessing(kind, document.documentId, { period, fileUploadKey });
    },
    onSettled: () => {
      setStep(null);
      return queryClient.invalidateQueries({ queryKey: uploadsKeys.list(kind) });
    },
  });
  return { ...mutation, step };
}
