// The data hub's choice of upload kind lives in the URL (`?upload=employee`), so a link or a reload opens the same
// kind. Absences are the default (the monthly file) and are left out of the URL; unknown values are dropped. Imports nothing
// heavier than upload-kinds.ts: the router (every page's first load) uses it.
import { UPLOAD_KINDS, type UploadKind } from './upload-kinds.ts';

export const DEFAULT_UPLOAD_KIND: UploadKind = 'absence';

export type DataHubSearch = { upload?: UploadKind };

export function parseDataHubSearch(search: Record<string, unknown>): DataHubSearch {
  const upload = search.upload;
  return typeof upload === 'string' &&
    (UPLOAD_KINDS as readonly string[]).includes(upload) &&
    upload !== DEFAULT_UPLOAD_KIND
    ? { upload: upload as UploadKind }
    : {};
}
