// What the runner of file uploads (file-upload.runner.ts) and the processors of the upload kinds
// (absence-upload.processor.ts, employee-upload.processor.ts) share: the two phases a processor gives, the options of
// a run, the issues of the row report, and the signal that another attempt moved the checkpoint. The runner gets the
// phases from its caller (upload-processors.ts), so it never imports a processor.
import type { Database } from '../../../db/client.ts';
import type { JobQueue } from '../../platform/job-queue.ts';
import type { DocumentRuntime } from '../documents/index.ts';
import type { ColumnMapping } from './columns/columns.ts';
import type { RowIssueCode, RowIssueParams } from './row-issues.ts';
import type { FileUploadJob, UploadRow } from './uploads.service.ts';

/** What the reading phase needs of a header mapping: whether the file can be read, and what to report. */
export type HeaderMapping = Pick<ColumnMapping, 'isValid' | 'errors' | 'notices'>;

/** The two phases of one upload kind. */
export type UploadPhases = {
  read(
    database: Database,
    runtime: DocumentRuntime,
    upload: UploadRow,
    options: ProcessingOptions,
  ): Promise<'applying' | 'formatting-failed'>;
  apply(database: Database, jobs: JobQueue | null, job: FileUploadJob, options: ProcessingOptions): Promise<void>;
};

/** The phases of each upload kind. */
export type UploadProcessors = { absence: UploadPhases; employee: UploadPhases };

export type ProcessingOptions = {
  /** Rows per reading transaction. */
  readBatchRows?: number;
  /**
   * Reading transactions at work at once (default 1). With 2 or more, the next batch is read, checked and sent while
   * the ones before it commit; `commitBatch` must then move the checkpoint last, after its predecessor (`before`)
   * committed.
   */
  readBatchesInFlight?: number;
  /** Employees per applying transaction. */
  applyBatchEmployees?: number;
  /** Called after each committed batch (tests stop the processing here to prove it resumes). */
  afterBatch?: (phase: 'reading' | 'applying', batch: number) => void | Promise<void>;
};

/** Another attempt processes the same upload (its checkpoint moved): this one stops without touching anything. */
export class CheckpointMoved extends Error {}

/**
 * A line of the row report: the row as Excel shows it, the column as the file names it, the cell as the file has it,
 * and what is wrong as a code with parameters (row-issues.ts; the English message is derived from them).
 */
export type Issue = {
  rowNumber: number;
  severity: 'error' | 'notice';
  column: string | null;
  value: string | null;
  code: RowIssueCode;
  params?: RowIssueParams;
};
