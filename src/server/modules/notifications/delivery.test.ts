// The mail delivery against a real SMTP server (npm smtp-server on a random port): what arrives (subject, to,
// reply-to, language, link, no absence type), retries with backoff when the server refuses, FAILED after the last
// attempt, never sent twice; the outbox without SMTP_URL; the daily digest gathering a user's mails into one; an upload
// link's token sent, then not kept.
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client.ts';
import { mails, notificationSettings } from '../../../db/schema/care.ts';
import { createTenant } from '../../../testing/factories/tenant.factory.ts';
import {
  configureTenantForTest,
  validConfigurationInput,
} from '../../../testing/factories/tenant-configuration.factory.ts';
import { createUser } from '../../../testing/factories/user.factory.ts';
import { useTestDatabase } from '../../../testing/test-app.ts';
import { testBackends } from '../../../testing/test-databases.ts';
import { configureMailRuntime, type MailSettings } from '../../platform/mail/mail-runtime.ts';
import { queueMailToAddress, REMOVED_CREDENTIAL } from '../../platform/mail/outbox.ts';
import { deliverDueMails, gatherDigests, MAX_ATTEMPTS, retryDelayMs } from './index.ts';
import { notify } from './notify.ts';

type Received = { from: string; to: string[]; raw: string };

/** An SMTP server that refuses the next `refusals` messages with 451 and keeps what it accepts. */
class TestSmtpServer {
  readonly received: Received[] = [];
  refusals = 0;
  private readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (this.refusals > 0) {
          this.refusals -= 1;
          callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
          return;
        }
        this.received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  port = 0;
  async start() {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', () => resolve()));
    this.port = (this.server.server.address() as AddressInfo).port;
  }
  async stop() {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= / =?UTF-8?B?…?=) of a header, decoded. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?[^?]+\?([BbQq])\?([^?]*)\?=/g, (_match, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
            'latin1',
          ).toString('utf8'),
    );
}

function decodeBody(body: string, encoding: string | undefined): string {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const soft = body.replace(/=\r?\n/g, '');
    return Buffer.from(
      soft.replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
      'latin1',
    ).toString('utf8');
  }
  return body;
}

function splitMessage(raw: string): { headers: Record<string, string>; body: string } {
  const end = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, end).replace(/\r\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body: raw.slice(end + 4) };
}

/** A received message taken apart: its headers decoded, its text and HTML parts. */
function readMessage(raw: string): { headers: Record<string, string>; text: string; html: string } {
  const { headers, body } = splitMessage(raw);
  const decoded = Object.fromEntries(Object.entries(headers).map(([key, value]) => [key, decodeHeader(value)]));
  const boundary = /boundary="?([^";]+)"?/.exec(headers['content-type'] ?? '')?.[1];
  const parts = boundary ? body.split(`--${boundary}`).slice(1, -1) : [raw];
  let text = '';
  let html = '';
  for (const part of parts) {
    const { headers: partHeaders, body: partBody } = splitMessage(part.replace(/^\r\n/, ''));
    const content = decodeBody(partBody, partHeaders['content-transfer-encoding']);
    if (partHeaders['content-type']?.startsWith('text/plain')) text = content;
    if (partHeaders['content-type']?.startsWith('text/html')) html = content;
  }
  return { headers: decoded, text, html };
}

async function careTenant(database: Database): Promise<string> {
  const tenant = await createTenant(database);
  await configureTenantForTest(database, tenant.id, {
    ...validConfigurationInput(),
    careConfiguration: { keyContactEmail: 'care@muster.ch', careStageConfiguration: {} },
  } as ReturnType<typeof validConfigurationInput>);
  return tenant.id;
}

describe.each(testBackends())('mail delivery on %s', (backend) => {
  const ctx = useTestDatabase(backend);
  const smtp = new TestSmtpServer();
  let settings: MailSettings;
  let tenantId = '';
  let superiorId = '';
  let sequence = 0;

  beforeAll(async () => {
    await smtp.start();
    settings = {
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      from: 'Absenza <noreply@absenza.example.ch>',
      publicUrl: 'https://absenza.example.ch',
    };
    configureMailRuntime(settings, null);
    tenantId = await careTenant(ctx.database);
    superiorId = (
      await createUser(ctx.database, tenantId, {
        name: 'Marc Dubois',
        email: 'marc.dubois@muster.ch',
        language: 'fr',
        userRole: 'Superior',
      })
    ).id;
  });
  afterAll(async () => {
    await smtp.stop();
  });
  beforeEach(() => {
    smtp.received.length = 0;
    smtp.refusals = 0;
  });

  /** A new care task mail for the superior (a fresh task id each time). */
  async function taskMail(now?: Date) {
    sequence += 1;
    const careTaskId = `0196f0a0-0000-7000-8000-${String(sequence).padStart(12, '0')}`;
    await ctx.database.withTenant(tenantId, (tx) =>
      notify(
        tx,
        {
          tenantId,
          event: 'CARE_TASK_CREATED',
          recipientUserIds: [superiorId],
          dedupeKey: `CARE_TASK_CREATED:${careTaskId}`,
          data: {
            employeeId: 'E-2001',
            employeeName: 'Sophie Martin',
            careTaskId,
            title: `Entretien de retour ${sequence}`,
            dueDate: '2026-12-11',
          },
        },
        now,
      ),
    );
    const [row] = await ctx.database.db
      .select()
      .from(mails)
      .where(and(eq(mails.tenantId, tenantId), eq(mails.dedupeKey, `CARE_TASK_CREATED:${careTaskId}:${superiorId}`)));
    if (!row) throw new Error('no mail written');
    return { row, careTaskId };
  }

  const rowOf = async (id: string) => (await ctx.database.db.select().from(mails).where(eq(mails.id, id)))[0];

  it('sends a queued mail through SMTP: the recipient, the French subject and text, the link, the reply-to', async () => {
    const { row, careTaskId } = await taskMail();
    const outcome = await deliverDueMails(ctx.database, settings);
    expect(outcome).toEqual({ sent: 1, retrying: 0, failed: 0, outboxed: 0 });
    expect(smtp.received).toHaveLength(1);
    const [arrived] = smtp.received;
    expect(arrived?.to).toEqual(['marc.dubois@muster.ch']);
    expect(arrived?.from).toBe('noreply@absenza.example.ch');
    const message = readMessage(arrived?.raw ?? '');
    expect(message.headers.subject).toBe(`Nouvelle tâche de suivi : Entretien de retour ${sequence} (Sophie Martin)`);
    expect(message.headers['reply-to']).toBe('care@muster.ch');
    expect(message.headers['message-id']).toBe(`<${row.id}@127.0.0.1>`);
    expect(message.text).toContain('Bonjour Marc Dubois,');
    expect(message.text).toContain(`Ouvrir la tâche : https://absenza.example.ch/care-tasks/${careTaskId}`);
    expect(message.html).toContain(`href="https://absenza.example.ch/care-tasks/${careTaskId}"`);
    for (const word of ['maladie', 'accident', 'sick', 'diagnos']) {
      expect(`${message.headers.subject}${message.text}${message.html}`.toLowerCase()).not.toContain(word);
    }
    expect(await rowOf(row.id)).toMatchObject({ status: 'SENT', attempts: 1, lastError: null, nextAttemptAt: null });
    // Run again: a SENT mail is never sent twice.
    expect(await deliverDueMails(ctx.database, settings)).toEqual({ sent: 0, retrying: 0, failed: 0, outboxed: 0 });
    expect(smtp.received).toHaveLength(1);
  });

  it('retries a refused mail after 1 minute, then delivers it once', async () => {
    const { row } = await taskMail();
    smtp.refusals = 1;
    const t0 = new Date('2026-11-28T10:00:00Z');
    expect(await deliverDueMails(ctx.database, settings, { now: () => t0 })).toEqual({
      sent: 0,
      retrying: 1,
      failed: 0,
      outboxed: 0,
    });
    const refused = await rowOf(row.id);
    expect(refused).toMatchObject({ status: 'QUEUED', attempts: 1 });
    expect(refused?.lastError).toMatch(/451/);
    // The wait after the first failure: 60 000 ms × 4^0 = 1 minute → 10:01:00.
    expect(refused?.nextAttemptAt).toBe('2026-11-28T10:01:00.000Z');
    // 30 s later it is not due yet: nothing is sent.
    const early = new Date('2026-11-28T10:00:30Z');
    expect((await deliverDueMails(ctx.database, settings, { now: () => early })).sent).toBe(0);
    const due = new Date('2026-11-28T10:01:00Z');
    expect((await deliverDueMails(ctx.database, settings, { now: () => due })).sent).toBe(1);
    expect(smtp.received).toHaveLength(1);
    expect(await rowOf(row.id)).toMatchObject({ status: 'SENT', attempts: 2, lastError: null });
  });

  it(`marks a mail FAILED after ${MAX_ATTEMPTS} refused attempts, waiting 1, 4, 16 and 64 minutes between them`, async () => {
    const { row } = await taskMail();
    smtp.refusals = MAX_ATTEMPTS;
    let now = new Date('2026-11-29T10:00:00Z');
    const waits: number[] = [];
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      const at = now;
      await deliverDueMails(ctx.database, settings, { now: () => at });
      const stored = await rowOf(row.id);
      expect(stored?.attempts).toBe(attempt);
      if (attempt < MAX_ATTEMPTS) {
        const wait = new Date(stored?.nextAttemptAt as string).getTime() - at.getTime();
        waits.push(wait / 60_000);
        now = new Date(stored?.nextAttemptAt as string);
      }
    }
    expect(waits).toEqual([1, 4, 16, 64]);
    expect(waits.map((_, index) => retryDelayMs(index + 1) / 60_000)).toEqual(waits);
    expect(await rowOf(row.id)).toMatchObject({ status: 'FAILED', attempts: MAX_ATTEMPTS, nextAttemptAt: null });
    expect(smtp.received).toHaveLength(0);
  });

  /** A certificate upload link's mail to an employee (decision 0053), its token made like upload-links.service.ts. */
  async function uploadLinkMail() {
    sequence += 1;
    const token = `cup_${randomBytes(32).toString('base64url')}`;
    const url = `https://absenza.example.ch/certificate-upload/${token}`;
    const id = await ctx.database.withTenant(tenantId, (tx) =>
      queueMailToAddress(tx, {
        tenantId,
        toAddress: 'sophie.martin@example.ch',
        language: 'fr',
        event: 'CERTIFICATE_UPLOAD_LINK',
        subject: 'Muster SA : merci de téléverser votre certificat médical',
        textBody: `Bonjour Sophie\n\nTéléverser le certificat médical (PDF, JPEG ou PNG) : ${url}`,
        htmlBody: `<p><a href="${url}">Téléverser le certificat médical</a></p>`,
        link: null,
        dedupeKey: `CERTIFICATE_UPLOAD_LINK:${sequence}`,
      }),
    );
    if (!id) throw new Error('no mail written');
    return { id, token };
  }

  it("sends an upload link's token to the employee and keeps the sent mail without it", async () => {
    const { id, token } = await uploadLinkMail();
    expect(token).toHaveLength(4 + 43);
    expect((await rowOf(id))?.textBody).toContain(token);
    expect(await deliverDueMails(ctx.database, settings)).toMatchObject({ sent: 1 });
    const message = readMessage(smtp.received[0]?.raw ?? '');
    expect(message.text).toContain(`/certificate-upload/${token}`);
    expect(message.html).toContain(`href="https://absenza.example.ch/certificate-upload/${token}"`);
    const kept = await rowOf(id);
    expect(kept).toMatchObject({ status: 'SENT' });
    expect(`${kept?.textBody}${kept?.htmlBody}`).not.toContain(token);
    expect(kept?.textBody).toContain(`https://absenza.example.ch/certificate-upload/${REMOVED_CREDENTIAL}`);
    expect(kept?.htmlBody).toBe(
      `<p><a href="https://absenza.example.ch/certificate-upload/${REMOVED_CREDENTIAL}">Téléverser le certificat médical</a></p>`,
    );
  });

  it("keeps a finally failed upload link's mail without its token; a retrying one keeps it to send", async () => {
    const { id, token } = await uploadLinkMail();
    smtp.refusals = MAX_ATTEMPTS;
    let now = new Date('2026-11-30T10:00:00Z');
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      const at = now;
      await deliverDueMails(ctx.database, settings, { now: () => at });
      const stored = await rowOf(id);
      if (attempt < MAX_ATTEMPTS) {
        expect(stored).toMatchObject({ status: 'QUEUED', attempts: attempt });
        expect(stored?.textBody).toContain(token);
        now = new Date(stored?.nextAttemptAt as string);
      }
    }
    const failed = await rowOf(id);
    expect(failed).toMatchObject({ status: 'FAILED', attempts: MAX_ATTEMPTS });
    expect(`${failed?.textBody}${failed?.htmlBody}`).not.toContain(token);
    expect(failed?.textBody).toContain(REMOVED_CREDENTIAL);
  });

  it('without SMTP_URL an upload link stays in the outbox with its token: the outbox is how it reaches anyone', async () => {
    const { id, token } = await uploadLinkMail();
    expect(await deliverDueMails(ctx.database, { ...settings, smtpUrl: null })).toMatchObject({ outboxed: 1 });
    expect(await rowOf(id)).toMatchObject({ status: 'OUTBOX' });
    expect((await rowOf(id))?.textBody).toContain(token);
  });

  it('without SMTP_URL the mails go to the outbox', async () => {
    const { row } = await taskMail();
    const outbox = { ...settings, smtpUrl: null };
    expect(await deliverDueMails(ctx.database, outbox)).toMatchObject({ sent: 0, outboxed: 1 });
    expect(await rowOf(row.id)).toMatchObject({ status: 'OUTBOX', attempts: 0 });
    expect(smtp.received).toHaveLength(0);
  });

  it('gathers the daily-digest mails of a user into one mail, sent at 07:00 Zurich, the gathered ones with it', async () => {
    await ctx.database.db
      .insert(notificationSettings)
      .values({ tenantId, userId: superiorId, events: { CARE_TASK_CREATED: 'DAILY_DIGEST' } });
    // Written at 08:15 Zurich on 2026-11-30 (07:15 UTC): after 07:00, so for the digest of 2026-12-01.
    const written = new Date('2026-11-30T07:15:00Z');
    const first = await taskMail(written);
    const second = await taskMail(written);
    expect([first.row.digestOn, second.row.digestOn]).toEqual(['2026-12-01', '2026-12-01']);
    // Immediate delivery leaves them waiting for their digest.
    expect((await deliverDueMails(ctx.database, settings)).sent).toBe(0);
    // 2026-12-01 06:59 Zurich: not yet; 07:00 Zurich (06:00 UTC): one digest.
    expect(await gatherDigests(ctx.database, new Date('2026-12-01T05:59:00Z'))).toBe(0);
    expect(await gatherDigests(ctx.database, new Date('2026-12-01T06:00:00Z'))).toBe(1);
    expect(await gatherDigests(ctx.database, new Date('2026-12-01T06:30:00Z'))).toBe(0);
    expect((await deliverDueMails(ctx.database, settings)).sent).toBe(1);
    expect(smtp.received).toHaveLength(1);
    const message = readMessage(smtp.received[0]?.raw ?? '');
    expect(message.headers.subject).toBe('Absenza : 2 notifications du jour');
    expect(message.text).toContain(first.row.subject);
    expect(message.text).toContain(second.row.subject);
    expect(message.text).toContain(`https://absenza.example.ch/care-tasks/${second.careTaskId}`);
    const gathered = [await rowOf(first.row.id), await rowOf(second.row.id)];
    expect(gathered.map((mail) => mail?.status)).toEqual(['SENT', 'SENT']);
    expect(gathered[0]?.digestMailId).toBeTruthy();
    expect(gathered[0]?.digestMailId).toBe(gathered[1]?.digestMailId);
    expect(await rowOf(gathered[0]?.digestMailId as string)).toMatchObject({ event: 'DAILY_DIGEST', status: 'SENT' });
  });
});
