// notify(): the one way the care areas tell people by e-mail (issue 29 section 4, decision 0049). It runs inside
// the caller's transaction: the mails exist exactly when the change that causes them does. Per recipient it checks
// the company's switch (careConfiguration.isEmailNotificationsEnabled), the user's settings (no row: every event
// immediately), that the user is active and has an address; writes the mail in the user's language (a daily-digest
// mail waits with its digest day); and wakes the delivery job in the same transaction. Sending is the job's, never
// the request's. Writing the same mail again (same dedupe key and recipient) changes nothing.
import { and, eq, sql } from 'drizzle-orm';
import { careConfiguration as careConfigurationSchema } from '../../../contracts/tenant-sections.ts';
import type { AppTransaction, Queryable } from '../../../db/client.ts';
import { mails, notificationSettings } from '../../../db/schema/care.ts';
import { users } from '../../../db/schema/identity.ts';
import { uuidArray } from '../../../db/sql-arrays.ts';
import { currentConfigurationVersion } from '../../../db/tenant-configuration.ts';
import { QUEUES } from '../../platform/job-queue.ts';
import { mailRuntime } from '../../platform/mail/mail-runtime.ts';
import { composeNotification, isMailLanguage, type NotifyData, type NotifyEvent, nextDigestDay } from './compose.ts';
import { deliveriesOf } from './settings.ts';

export type NotifyInput = {
  tenantId: string;
  event: NotifyEvent;
  recipientUserIds: readonly string[];
  dedupeKey: string;
  data: NotifyData;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The company's care e-mail settings: null when it has no care configuration (then no care mails). */
export async function careMailSettingsOf(
  tx: Queryable,
  tenantId: string,
): Promise<{ isEmailNotificationsEnabled: boolean; keyContactEmail: string } | null> {
  const current = await currentConfigurationVersion(tx, tenantId);
  const stored = (current?.configuration as { careConfiguration?: unknown } | undefined)?.careConfiguration;
  if (!stored) return null;
  const parsed = careConfigurationSchema.safeParse(stored);
  if (!parsed.success) return null;
  return {
    isEmailNotificationsEnabled: parsed.data.isEmailNotificationsEnabled,
    keyContactEmail: parsed.data.keyContactEmail,
  };
}

/**
 * Writes the event's mail for each recipient who wants it, in the caller's transaction, and wakes the delivery.
 * `now` decides the digest day (tests fix it).
 */
export async function notify(tx: AppTransaction, input: NotifyInput, now: Date = new Date()): Promise<void> {
  const recipientIds = [...new Set(input.recipientUserIds)].filter((id) => UUID.test(id));
  if (recipientIds.length === 0) return;
  const care = await careMailSettingsOf(tx, input.tenantId);
  if (!care?.isEmailNotificationsEnabled) return;
  const recipients = await tx
    .select({ id: users.id, name: users.name, email: users.email, language: users.language, status: users.status })
    .from(users)
    .where(and(eq(users.tenantId, input.tenantId), sql`${users.id} = any(${uuidArray(recipientIds)})`));
  const settingsRows = await tx
    .select({ userId: notificationSettings.userId, events: notificationSettings.events })
    .from(notificationSettings)
    .where(
      and(
        eq(notificationSettings.tenantId, input.tenantId),
        sql`${notificationSettings.userId} = any(${uuidArray(recipientIds)})`,
      ),
    );
  const settingsOf = new Map(settingsRows.map((row) => [row.userId, row.events]));
  const { settings, jobs } = mailRuntime();
  const rows: (typeof mails.$inferInsert)[] = [];
  for (const recipient of recipients) {
    if (recipient.status !== 'ACTIVE' || recipient.email.trim() === '') continue;
    const delivery = deliveriesOf(settingsOf.get(recipient.id) ?? null)[input.event];
    if (delivery === 'OFF') continue;
    const language = isMailLanguage(recipient.language) ? recipient.language : 'de';
    const composed = composeNotification({
      event: input.event,
      data: input.data,
      language,
      recipientName: recipient.name,
      keyContactEmail: care.keyContactEmail,
      publicUrl: settings.publicUrl,
    });
    rows.push({
      tenantId: input.tenantId,
      recipientUserId: recipient.id,
      toAddress: recipient.email,
      language,
      event: input.event,
      subject: composed.subject,
      textBody: composed.text,
      htmlBody: composed.html,
      link: composed.link,
      digestOn: delivery === 'DAILY_DIGEST' ? nextDigestDay(now) : null,
      status: 'QUEUED',
      dedupeKey: `${input.dedupeKey}:${recipient.id}`,
    });
  }
  if (rows.length === 0) return;
  const written = await tx
    .insert(mails)
    .values(rows)
    .onConflictDoNothing({ target: [mails.tenantId, mails.dedupeKey] })
    .returning({ id: mails.id, digestOn: mails.digestOn });
  if (jobs && written.some((row) => row.digestOn === null)) {
    await jobs.sendInTransaction(tx, QUEUES.mailDelivery, {});
  }
}
