// What a process knows about its e-mail (decision 0049): the product's public address the mails' links start with,
// the SMTP server and sender of the delivery job, and the job queue that wakes the delivery. Set once at start
// (the API's notifications routes, the workers' start); notify() reads it, since it runs inside the transactions
// of other modules that carry no configuration. Without a queue (tests, tools, the seed) a mail waits for the next
// delivery run (a worker's start sweeps it, the minute schedule finds it).
import type { JobQueue } from '../job-queue.ts';

export type MailSettings = { smtpUrl: string | null; from: string; publicUrl: string };

export type MailRuntime = { settings: MailSettings; jobs: JobQueue | null };

let runtime: MailRuntime = {
  settings: { smtpUrl: null, from: 'Absenza <noreply@absenza.invalid>', publicUrl: 'http://127.0.0.1:3000' },
  jobs: null,
};

/** Sets the process's mail settings and the queue that wakes the delivery (null: none, the mails wait). */
export function configureMailRuntime(settings: MailSettings, jobs: JobQueue | null): void {
  runtime = { settings, jobs };
}

export function mailRuntime(): MailRuntime {
  return runtime;
}
