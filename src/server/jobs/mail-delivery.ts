// The mail delivery (decision 0049): sends the queued mails through SMTP (or moves them to the outbox without
// SMTP_URL). Woken by notify()'s job in the writing transaction, every minute by a schedule (retries whose wait
// has run out, mails written without a queue), and once when a worker starts (the sweep).
import type { Database } from '../../db/client.ts';
import { swissDateTime } from '../../domain/dates.ts';
import { deliverDueMails } from '../modules/notifications/index.ts';
import { type JobQueue, QUEUES } from '../platform/job-queue.ts';
import { configureMailRuntime, type MailSettings } from '../platform/mail/mail-runtime.ts';

export async function startMailDelivery(database: Database, jobs: JobQueue, settings: MailSettings): Promise<void> {
  configureMailRuntime(settings, jobs);
  await jobs.boss.schedule(QUEUES.mailDelivery, '* * * * *', {}, { tz: 'Europe/Zurich' });
  await jobs.work(QUEUES.mailDelivery, {}, async () => deliverDueMails(database, settings));
  await jobs.boss.send(QUEUES.mailDelivery, {}, { singletonKey: `start-${swissDateTime(new Date()).slice(0, 16)}` });
}
