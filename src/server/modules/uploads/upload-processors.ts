// The processor of each upload kind, handed to the runner: whoever processes an upload (the `file-uploads` job, the
// demo seed, benchmarks, tests) calls processFileUpload here, which gives the runner (file-upload.runner.ts) the
// phases of both kinds; the runner imports no processor.
import type { Database } from '../../../db/client.ts';
import type { JobQueue } from '../../platform/job-queue.ts';
import type { DocumentRuntime } from '../documents/index.ts';
import { absenceUploadPhases } from './absence-upload.processor.ts';
import { employeeUploadPhases } from './employee-upload.processor.ts';
import { type ProcessOutcome, runFileUpload } from './file-upload.runner.ts';
import type { ProcessingOptions, UploadProcessors } from './upload-phases.ts';
import type { FileUploadJob } from './uploads.service.ts';

/** The phases of each upload kind. */
export const UPLOAD_PROCESSORS: UploadProcessors = { absence: absenceUploadPhases, employee: employeeUploadPhases };

/** Processes (or continues) one upload of either kind. Throws on unexpected errors, so the job is retried with backoff. */
export function processFileUpload(
  database: Database,
  runtime: DocumentRuntime,
  jobs: JobQueue | null,
  job: FileUploadJob,
  options: ProcessingOptions = {},
): Promise<ProcessOutcome> {
  return runFileUpload(database, runtime, jobs, job, UPLOAD_PROCESSORS, options);
}
