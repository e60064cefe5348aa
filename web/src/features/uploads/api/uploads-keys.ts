// Query keys of the uploads feature (the data hub), per upload kind.
import type { UploadKind } from '../upload-display.ts';

export const uploadsKeys = {
  all: ['uploads'] as const,
  list: (kind: UploadKind) => [...uploadsKeys.all, kind, 'list'] as const,
  one: (kind: UploadKind, uploadId: string) => [...uploadsKeys.all, kind, 'one', uploadId] as const,
  rowIssues: (kind: UploadKind, uploadId: string, page: number) =>
    [...uploadsKeys.all, kind, 'row-issues', uploadId, page] as const,
};
