// The file-upload worker (issue 11): works the `file-uploads` queue, one upload per job. At start it enqueues every
// upload still `processing` (its job lost with a crash, or enqueued by a process without a queue), so a restart
// finishes what was half done; processing resumes from the upload's checkpoints and stops quietly when another
// worker has moved them (absence-upload.processor.ts).
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { fileUploads } from '../../db/schema/file-uploads.ts';
import type { DocumentRuntime } from '../modules/documents/index.ts';
import { type FileUploadJob, processFileUpload } from '../modules/uploads/index.ts';
import { type JobQueue, QUEUES } from '../platform/job-queue.ts';

/** Enqueues every processing upload across tenants (owner connection); returns how many. */
export async function enqueueProcessingUploadsAcrossTenants(database: Database, jobs: JobQueue): Promise<number> {
  const processing = await database.db
    .select({ tenantId: fileUploads.tenantId, uploadId: fileUploads.id })
    .from(fileUploads)
    .where(eq(fileUploads.status, 'processing'));
  for (const job of processing) await jobs.boss.send(QUEUES.fileUploads, job);
  return processing.length;
}

export async function startFileUploadWorker(
  database: Database,
  jobs: JobQueue,
  runtime: DocumentRuntime,
): Promise<void> {
  await enqueueProcessingUploadsAcrossTenants(database, jobs);
  await jobs.work<FileUploadJob>(
    QUEUES.fileUploads,
    {
      batchSize: 1,
      // Woken by the job's NOTIFY (decision 0038); polling is the fallback.
      pollingIntervalSeconds: 1,
      notifyPollingIntervalSeconds: 2,
    },
    async (batch) => {
      for (const job of batch) await processFileUpload(database, runtime, jobs, job.data);
    },
  );
}
