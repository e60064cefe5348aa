// Delivering the queued mails (decision 0049), run by the mail-delivery job only, never in a request. With an SMTP
// server (SMTP_URL) each mail is claimed — attempts + 1 and a lease of ten minutes in next_attempt_at, in one
// statement that skips the rows another worker holds — then sent outside any transaction, then marked SENT. A
// failure stores the server's answer and waits 1, 4, 16, 64 minutes before the next attempt; the fifth failure
// marks it FAILED. A SENT mail is never claimed again; a worker that dies mid-send leaves its lease to run out, so
// the mail is tried once more (at least once, as SMTP itself). Without SMTP_URL (the embedded default) the mails
// move to the OUTBOX that admins read in the product. The mails a daily digest gathered share its fate. A SENT or
// FAILED mail is kept without the credentials it carried (an upload link's token: outbox.ts withoutCredentials).
import { and, eq, or, sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../../db/client.ts';
import { mails } from '../../../db/schema/care.ts';
import type { MailSettings } from '../../platform/mail/mail-runtime.ts';
import { withoutCredentials } from '../../platform/mail/outbox.ts';
import { deliveryErrorOf, type MailSender, smtpSender } from '../../platform/mail/smtp.ts';
import { careMailSettingsOf } from './notify.ts';

/** Attempts before a mail is FAILED. */
export const MAX_ATTEMPTS = 5;
/** A claimed mail is its worker's for this long; after it, another run may try it again. */
const LEASE_MS = 10 * 60_000;
/** Mails claimed at once. */
const BATCH = 20;

/** The wait after the n-th failed attempt: 1, 4, 16, 64 minutes. */
export function retryDelayMs(attempts: number): number {
  return 60_000 * 4 ** Math.max(0, attempts - 1);
}

export type DeliveryOutcome = { sent: number; retrying: number; failed: number; outboxed: number };

type ClaimedMail = {
  tenant_id: string;
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  attempts: number;
};

/** Claims up to BATCH due mails across tenants (the owner connection: the delivery serves every tenant). */
async function claimDueMails(database: Database, now: Date): Promise<ClaimedMail[]> {
  const lease = new Date(now.getTime() + LEASE_MS).toISOString();
  return rowsOf<ClaimedMail>(
    database.db,
    sql`update mails m set attempts = m.attempts + 1, next_attempt_at = ${lease}
        from (select tenant_id, id from mails
               where status = 'QUEUED' and digest_on is null
                 and (next_attempt_at is null or next_attempt_at <= ${now.toISOString()})
               order by created_at, id
               limit ${BATCH}
               for update skip locked) due
        where m.tenant_id = due.tenant_id and m.id = due.id
        returning m.tenant_id, m.id, m.to_address, m.subject, m.text_body, m.html_body, m.attempts`,
  );
}

/** A sent or finally failed mail's bodies as they are kept: without the credentials they carried. */
function bodiesWithoutCredentials(mail: ClaimedMail): { textBody: string; htmlBody: string } {
  return { textBody: withoutCredentials(mail.text_body), htmlBody: withoutCredentials(mail.html_body) };
}

/** Sets the status of a mail and of the mails its digest gathered. */
async function settle(
  database: Database,
  mail: ClaimedMail,
  changes: Partial<typeof mails.$inferInsert>,
  withGathered: boolean,
): Promise<void> {
  await database.withTenant(mail.tenant_id, async (tx) => {
    await tx
      .update(mails)
      .set(changes)
      .where(and(eq(mails.tenantId, mail.tenant_id), eq(mails.id, mail.id), eq(mails.status, 'QUEUED')));
    if (withGathered) {
      await tx
        .update(mails)
        .set({ status: changes.status, sentAt: changes.sentAt ?? null })
        .where(and(eq(mails.tenantId, mail.tenant_id), eq(mails.digestMailId, mail.id)));
    }
  });
}

/** Moves every queued mail (and the mails its digest gathered) to the outbox: no SMTP server is configured. */
async function moveToOutbox(database: Database): Promise<number> {
  const moved = await database.db
    .update(mails)
    .set({ status: 'OUTBOX', nextAttemptAt: null })
    .where(and(eq(mails.status, 'QUEUED'), or(sql`${mails.digestOn} is null`, sql`${mails.digestMailId} is not null`)))
    .returning({ id: mails.id, digestOn: mails.digestOn });
  return moved.filter((row) => row.digestOn === null).length;
}

/**
 * Sends the due mails until none is left (or hands them to the outbox). `sender` defaults to SMTP_URL's; `now` is
 * the clock of leases and backoff (tests move it).
 */
export async function deliverDueMails(
  database: Database,
  settings: MailSettings,
  options: { sender?: MailSender; now?: () => Date } = {},
): Promise<DeliveryOutcome> {
  const outcome: DeliveryOutcome = { sent: 0, retrying: 0, failed: 0, outboxed: 0 };
  const smtpUrl = settings.smtpUrl;
  if (!smtpUrl && !options.sender) {
    outcome.outboxed = await moveToOutbox(database);
    return outcome;
  }
  const now = options.now ?? (() => new Date());
  const sender = options.sender ?? smtpSender(smtpUrl as string);
  const replyToOf = new Map<string, string | null>();
  try {
    for (;;) {
      const claimed = await claimDueMails(database, now());
      if (claimed.length === 0) break;
      for (const mail of claimed) {
        if (!replyToOf.has(mail.tenant_id)) {
          const care = await database.withTenant(mail.tenant_id, (tx) => careMailSettingsOf(tx, mail.tenant_id));
          replyToOf.set(mail.tenant_id, care?.keyContactEmail ?? null);
        }
        try {
          await sender.send({
            from: settings.from,
            to: mail.to_address,
            replyTo: replyToOf.get(mail.tenant_id) ?? null,
            subject: mail.subject,
            text: mail.text_body,
            html: mail.html_body,
            mailId: mail.id,
          });
          const sentAt = now().toISOString();
          await settle(
            database,
            mail,
            { status: 'SENT', sentAt, lastError: null, nextAttemptAt: null, ...bodiesWithoutCredentials(mail) },
            true,
          );
          outcome.sent += 1;
        } catch (error) {
          const lastError = deliveryErrorOf(error, smtpUrl ?? '');
          if (mail.attempts >= MAX_ATTEMPTS) {
            await settle(
              database,
              mail,
              { status: 'FAILED', lastError, nextAttemptAt: null, ...bodiesWithoutCredentials(mail) },
              true,
            );
            outcome.failed += 1;
          } else {
            const nextAttemptAt = new Date(now().getTime() + retryDelayMs(mail.attempts)).toISOString();
            await settle(database, mail, { lastError, nextAttemptAt }, false);
            outcome.retrying += 1;
          }
        }
      }
    }
  } finally {
    if (!options.sender) sender.close();
  }
  return outcome;
}
