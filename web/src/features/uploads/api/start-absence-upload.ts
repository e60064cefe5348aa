// Starting an absence upload, in three steps: announce the file (POST /documents: its signed PUT address), send its
// bytes there with real progress, then ask for processing over the period (POST /absence-upload). A file above the
// store's limit is refused before any byte is sent, with the server's own FILE_TOO_LARGE message.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import { contentTypeOf } from '../upload-display.ts';
import { putFile, type TransferProgress } from './put-file.ts';
import { uploadsKeys } from './uploads-keys.ts';

export type StartAbsenceUploadInput = {
  file: File;
  startDate: string;
  endDate: string;
  fileUploadKey: string | null;
};

/** Where the start is: announcing, sending the bytes (with progress) or asking for processing. */
export type StartStep =
  | { step: 'announcing' }
  | { step: 'transferring'; progress: TransferProgress }
  | { step: 'starting' };

export function useStartAbsenceUpload() {
  const queryClient = useQueryClient();
  const [step, setStep] = useState<StartStep | null>(null);
  const mutation = useMutation({
    mutationFn: async ({ file, startDate, endDate, fileUploadKey }: StartAbsenceUploadInput) => {
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
      return apiRequest('absenceUploadCreate', {
        body: { startDate, endDate, documentId: document.documentId, fileUploadKey },
      });
    },
    onSettled: () => {
      setStep(null);
      return queryClient.invalidateQueries({ queryKey: uploadsKeys.absenceList() });
    },
  });
  return { ...mutation, step };
}
