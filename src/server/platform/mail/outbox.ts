// A mail to an address outside the users of the tenant (issue 30: the certificate upload link goes to the employee,
// who has no account). Written into the same outbox as the care notifications (table `mails`, decision 0049), in the
// caller's transaction: the delivery job sends it with the same retries; the mail exists exactly when the change that
// causes it does. The composed text is the caller's (it knows its words); this only queues it and wakes the delivery.
import { uploadTokensInText } from '../../../contracts/medical-certificates.ts';
import type { AppTransaction } from '../../../db/client.ts';
import { mails } from '../../../db/schema/care.ts';
import { QUEUES } from '../job-queue.ts';
import { mailRuntime } from './mail-runtime.ts';

export type ExternalMail = {
  tenantId: string;
  toAddress: string;
  language: 'de' | 'fr' | 'it' | 'en';
  /** What the mail is about (e.g. CERTIFICATE_UPLOAD_LINK), as the outbox's `event`. */
  event: string;
  subject: string;
  textBody: string;
  htmlBody: string;
  /** The link the mail carries (a path or address), or null. Not the credential: callers pass a path without it. */
  link: string | null;
  /** Writing the same mail again (same key) changes nothing. */
  dedupeKey: string;
};

/** Queues one mail to an external address and wakes the delivery job (when the process has a queue). */
export async function queueMailToAddress(tx: AppTransaction, mail: ExternalMail): Promise<string | null> {
  const [written] = await tx
    .insert(mails)
    .values({
      tenantId: mail.tenantId,
      recipientUserId: null,
      toAddress: mail.toAddress,
      language: mail.language,
      event: mail.event,
      subject: mail.subject,
      textBody: mail.textBody,
      htmlBody: mail.htmlBody,
      link: mail.link,
      digestOn: null,
      status: 'QUEUED',
      dedupeKey: mail.dedupeKey,
    })
    .onConflictDoNothing({ target: [mails.tenantId, mails.dedupeKey] })
    .returning({ id: mails.id });
  const { jobs } = mailRuntime();
  if (written && jobs) await jobs.sendInTransaction(tx, QUEUES.mailDelivery, {});
  return written?.id ?? null;
}

export function escapeMailHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** What stands in a sent mail's stored body where a credential was (the same in every language). */
export const REMOVED_CREDENTIAL = 'cup_removed-after-sending';

/**
 * A mail's body without the credentials it carried: a certificate upload link's token (decision 0053) is in the
 * mail only to be sent. Once SMTP took the mail, or the mail failed for good, the stored copy keeps the address
 * without its token, so whoever reads the mails table later (an admin, a backup) cannot open the link. Mails in the
 * OUTBOX keep it: without SMTP the outbox is how the mail reaches anyone.
 */
export function withoutCredentials(body: string): string {
  return body.replace(uploadTokensInText(), REMOVED_CREDENTIAL);
}
