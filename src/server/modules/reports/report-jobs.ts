// The reports module's workers (issue 31, decision 0058), started by bootstrap.ts startWorkers: the `reports` queue
// (large reports and schedules' runs; at start every report still RUNNING is enqueued again), the daily run of the
// due schedules at 06:15 Zurich (like the deadline reminder), and the daily retention cleanup at 03:40 Zurich.
import type { Database } from '../../../db/client.ts';
import type { JobQueue } from '../../platform/job-queue.ts';
import { QUEUES } from '../../platform/job-queue.ts';
import type { DocumentRuntime } from '../documents/index.ts';
import { runReportJob } from './report-runs.ts';
import { runDueReportSchedules } from './report-schedules.service.ts';
import { runReportRetentionCleanup } from './report-settings.service.ts';
import { enqueueRunningReports, type ReportJob } from './reports.service.ts';

/** The queues of the two daily jobs (created here; nothing sends to them in a transaction). */
export const REPORT_SCHEDULE_SCAN_QUEUE = 'report-schedule-scan';
export const REPORT_RETENTION_CLEANUP_QUEUE = 'report-retention-cleanup';

async function daily(jobs: JobQueue, queue: string, cron: string, work: () => Promise<unknown>) {
  await jobs.ensureQueue(queue, { retryLimit: 3, retryDelay: 60 });
  await jobs.boss.schedule(queue, cron, {}, { tz: 'Europe/Zurich' });
  await jobs.work(queue, {}, work);
}

export async function startReportWorkers(database: Database, jobs: JobQueue, documents: DocumentRuntime) {
  const services = { database, documents, jobs };
  await enqueueRunningReports(database, jobs);
  await jobs.work<ReportJob>(QUEUES.reports, { batchSize: 1, pollingIntervalSeconds: 2 }, async (batch) => {
    for (const job of batch) await runReportJob(services, job.data, new Date());
  });
  await daily(jobs, REPORT_SCHEDULE_SCAN_QUEUE, '15 6 * * *', () => runDueReportSchedules(services));
  await daily(jobs, REPORT_RETENTION_CLEANUP_QUEUE, '40 3 * * *', () => runReportRetentionCleanup(documents, database));
}
