// The errors of the file-reading layer of the uploads (issue 11). The layer knows nothing about HTTP: the upload
// service turns a FileReadError into its AppError. `message` is one of the exact texts below (the first two are the
// spec's, §5 "Upload files must be readable…"); `detail` says what was wrong in words that are safe to show to the
// uploader (no paths, no stack, no library internals beyond a short reason).

export const INVALID_INPUT_MESSAGE = 'Invalid input: expected a File object';
export const FILE_READING_FAILED_MESSAGE = 'File reading failed';
export const UTF16_UNSUPPORTED_MESSAGE = 'UTF-16BE and UTF-16LE are unsupported';
export const UNSUPPORTED_FILE_TYPE_MESSAGE = 'Unsupported file type: upload a CSV, TXT or XLSX file';

export type FileReadErrorCode =
  | 'INVALID_INPUT'
  | 'FILE_READING_FAILED'
  | 'UNSUPPORTED_ENCODING'
  | 'UNSUPPORTED_FILE_TYPE';

const MESSAGE_BY_CODE: Record<FileReadErrorCode, string> = {
  INVALID_INPUT: INVALID_INPUT_MESSAGE,
  FILE_READING_FAILED: FILE_READING_FAILED_MESSAGE,
  UNSUPPORTED_ENCODING: UTF16_UNSUPPORTED_MESSAGE,
  UNSUPPORTED_FILE_TYPE: UNSUPPORTED_FILE_TYPE_MESSAGE,
};

export class FileReadError extends Error {
  readonly code: FileReadErrorCode;
  /** A short English reason that may be shown to the uploader. */
  readonly detail: string;

  constructor(code: FileReadErrorCode, detail: string, options?: ErrorOptions) {
    super(MESSAGE_BY_CODE[code], options);
    this.name = 'FileReadError';
    this.code = code;
    this.detail = detail;
  }
}

export function isFileReadError(error: unknown): error is FileReadError {
  return error instanceof FileReadError;
}
