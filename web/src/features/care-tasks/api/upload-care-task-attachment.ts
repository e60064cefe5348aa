// Attaching a file to a care task goes through the documents flow (decision 0010): announce the file
// (POST /documents: a document id and a signed address), PUT its bytes straight to that address, then attach the
// stored document to the task (POST /care-task/{id}/attachments). The step is shown while it runs.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import { toApiError } from '../../../lib/api-errors.ts';
import { workListKeys } from '../../work-list/index.ts';
import { careTasksKeys } from './care-tasks-keys.ts';

export type AttachStep = 'announcing' | 'transferring' | 'attaching';

async function putContent(url: string, file: File, headers: Record<string, string>) {
  const response = await fetch(url, {
    method: 'PUT',
    headers: { ...headers, Accept: 'application/json' },
    body: file,
  });
  if (response.ok) return;
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text) as unknown;
  } catch {
    // not JSON: keep the text
  }
  throw toApiError(response.status, body, response.statusText);
}

export function useAttachFile(careTaskId: string) {
  const queryClient = useQueryClient();
  const [step, setStep] = useState<AttachStep | null>(null);
  const mutation = useMutation({
    mutationFn: async (file: File) => {
      setStep('announcing');
      const document = await apiRequest('documentsCreate', {
        body: { name: file.name, ...(file.type ? { contentType: file.type } : {}) },
      });
      if (file.size > document.maxBytes) {
        throw new ApiError({ status: 413, code: 'FILE_TOO_LARGE', message: 'The file is too large' });
      }
      setStep('transferring');
      await putContent(document.uploadUrl, file, document.headers);
      setStep('attaching');
      return apiRequest('careTaskAttachmentCreate', {
        params: { careTaskId },
        body: { documentId: document.documentId },
      });
    },
    onSuccess: (task) => {
      queryClient.setQueryData(careTasksKeys.detail(task.careTaskId), task);
      void queryClient.invalidateQueries({ queryKey: workListKeys.all });
    },
    onSettled: () => setStep(null),
  });
  return { ...mutation, step };
}
