// The two kinds of upload file (employee records, absences). A module of its own without imports: the router's
// search parser (data-hub-search.ts) needs it, and the router is part of every page's first load.
export const UPLOAD_KINDS = ['employee', 'absence'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];
