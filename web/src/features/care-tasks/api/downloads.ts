// The signed download addresses of a care task's protocol and attachments: asked for when the user clicks (they
// are valid for minutes only), then opened by the browser.
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

function open(url: string) {
  window.location.assign(url);
}

export function useDownloadProtocol(careTaskId: string) {
  return useMutation({
    mutationFn: () => apiRequest('careTaskProtocol', { params: { careTaskId } }),
    onSuccess: (download) => open(download.url),
  });
}

export function useDownloadAttachment(careTaskId: string) {
  return useMutation({
    mutationFn: (attachmentId: string) =>
      apiRequest('careTaskAttachmentDownload', { params: { careTaskId, attachmentId } }),
    onSuccess: (download) => open(download.url),
  });
}
