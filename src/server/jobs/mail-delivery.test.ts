// The mail workers as a worker process starts them (decision 0049): a mail queued before the start is swept into
// the outbox at start (no SMTP_URL), and a mail written later with the queue known is delivered by the job its
// transaction sent, without waiting for the minute schedule.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mails } from '../../db/schema/care.ts';
import { createTenant } from '../../testing/factories/tenant.factory.ts';
import {
  configureTenantForTest,
  validConfigurationInput,
} from '../../testing/factories/tenant-configuration.factory.ts';
import { createUser } from '../../testing/factories/user.factory.ts';
import { useTestDatabase } from '../../testing/test-app.ts';
import { testBackends } from '../../testing/test-databases.ts';
import { notify } from '../modules/notifications/index.ts';
import { type JobQueue, startJobQueue } from '../platform/job-queue.ts';
import { configureMailRuntime } from '../platform/mail/mail-runtime.ts';
import { startMailDelivery } from './mail-delivery.ts';
import { startMailDigest } from './mail-digest.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const settings = { smtpUrl: null, from: 'Absenza <noreply@absenza.invalid>', publicUrl: 'http://absenza.test' };

describe.each(testBackends())('the mail workers on %s', (backend) => {
  const ctx = useTestDatabase(backend);
  let jobs: JobQueue;
  let tenantId = '';
  let userId = '';

  const write = (key: string) =>
    ctx.database.withTenant(tenantId, (tx) =>
      notify(tx, {
        tenantId,
        event: 'CARE_STAGE_CHANGED',
        recipientUserIds: [userId],
        dedupeKey: key,
        data: { employeeId: 'E-9', employeeName: 'Tom Weber', level: 1, previousLevel: 0 },
      }),
    );

  /** The mail's status once it left QUEUED (or QUEUED after 20 s: the test then fails on it). */
  const settled = async (key: string) => {
    const started = Date.now();
    for (;;) {
      const [row] = await ctx.database.db
        .select({ status: mails.status })
        .from(mails)
        .where(eq(mails.dedupeKey, `${key}:${userId}`));
      if ((row && row.status !== 'QUEUED') || Date.now() - started > 20_000) return row?.status;
      await sleep(50);
    }
  };

  beforeAll(async () => {
    const tenant = await createTenant(ctx.database);
    tenantId = tenant.id;
    await configureTenantForTest(ctx.database, tenantId, {
      ...validConfigurationInput(),
      careConfiguration: { keyContactEmail: 'care@muster.ch', careStageConfiguration: {} },
    } as ReturnType<typeof validConfigurationInput>);
    userId = (await createUser(ctx.database, tenantId, { email: 'hr@muster.ch' })).id;
    // Written without a queue (a tool, the seed): it waits for a worker's start.
    configureMailRuntime(settings, null);
    await write('before-start');
    jobs = await startJobQueue(ctx.database);
    await startMailDelivery(ctx.database, jobs, settings);
    await startMailDigest(ctx.database, jobs);
  });
  afterAll(async () => {
    await jobs?.stop();
  });

  it('sweeps the mails queued before the start into the outbox', async () => {
    expect(await settled('before-start')).toBe('OUTBOX');
  });

  it('delivers a mail written later through the job its transaction sent', async () => {
    await write('after-start');
    expect(await settled('after-start')).toBe('OUTBOX');
  });
});
