import '@fastify/cookie';
import '@fastify/rate-limit';
import type { Database } from '../db/client.ts';
import type { SessionStore } from './auth/sessions.ts';
import type { AppConfig } from './config.ts';
import type { DocumentRuntime } from './modules/documents/index.ts';
import type { JobQueue } from './platform/job-queue.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: Database;
    sessions: SessionStore;
    jobs: JobQueue | null;
    /** The document store: blobs, URL signing, the upload size limit (issue 11). */
    documents: DocumentRuntime;
    /** The clock of the date-bound rules (a lock books no day after today, decision 0041); tests pass a fixed one. */
    now: () => Date;
  }
}
