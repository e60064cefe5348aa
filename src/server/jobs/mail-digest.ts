// The daily digest (decision 0049): at 07:00 Zurich the mails of users who chose the daily digest are gathered per
// recipient into one mail; once more when a worker starts (a job keyed by the day, so several workers run it once).
import type { Database } from '../../db/client.ts';
import { swissCivilDate } from '../../domain/dates.ts';
import { gatherDigests } from '../modules/notifications/index.ts';
import { type JobQueue, QUEUES } from '../platform/job-queue.ts';

export async function startMailDigest(database: Database, jobs: JobQueue): Promise<void> {
  await jobs.boss.schedule(QUEUES.mailDigest, '0 7 * * *', {}, { tz: 'Europe/Zurich' });
  await jobs.work(QUEUES.mailDigest, {}, async () => gatherDigests(database));
  await jobs.boss.send(QUEUES.mailDigest, {}, { singletonKey: `start-${swissCivilDate(new Date())}` });
}
