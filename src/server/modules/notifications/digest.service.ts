// The daily digest (decision 0049): at 07:00 Zurich (and when a worker starts) the mails waiting for a digest day
// that has come are gathered per recipient into one mail, in the recipient's language, with each mail's subject
// and link. The gathered mails point at their digest (digest_mail_id) and share its fate when it is delivered.
import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../../db/client.ts';
import { mails } from '../../../db/schema/care.ts';
import { users } from '../../../db/schema/identity.ts';
import { uuidArray } from '../../../db/sql-arrays.ts';
import { QUEUES } from '../../platform/job-queue.ts';
import { mailRuntime } from '../../platform/mail/mail-runtime.ts';
import { composeDigest, digestDueThrough, isMailLanguage } from './compose.ts';
import { careMailSettingsOf } from './notify.ts';

/** Gathers the due digest mails of every tenant; answers how many digests were written. */
export async function gatherDigests(database: Database, now: Date = new Date()): Promise<number> {
  const dueThrough = digestDueThrough(now);
  const tenants = await rowsOf<{ tenant_id: string }>(
    database.db,
    sql`select distinct tenant_id from mails
         where status = 'QUEUED' and digest_on <= ${dueThrough} and digest_mail_id is null`,
  );
  let written = 0;
  for (const { tenant_id: tenantId } of tenants) written += await gatherTenantDigests(database, tenantId, dueThrough);
  return written;
}

async function gatherTenantDigests(database: Database, tenantId: string, dueThrough: string): Promise<number> {
  const { settings, jobs } = mailRuntime();
  return database.withTenant(tenantId, async (tx) => {
    const items = await tx
      .select()
      .from(mails)
      .where(
        and(
          eq(mails.tenantId, tenantId),
          eq(mails.status, 'QUEUED'),
          lte(mails.digestOn, dueThrough),
          isNull(mails.digestMailId),
        ),
      )
      .orderBy(asc(mails.createdAt), asc(mails.id))
      .for('update', { skipLocked: true });
    if (items.length === 0) return 0;
    const care = await careMailSettingsOf(tx, tenantId);
    const byRecipient = Map.groupBy(items, (item) => `${item.recipientUserId ?? ''}|${item.toAddress}`);
    let written = 0;
    for (const group of byRecipient.values()) {
      const first = group[0];
      const last = group.at(-1);
      if (!first || !last) continue;
      const [user] = first.recipientUserId
        ? await tx
            .select({ name: users.name, language: users.language })
            .from(users)
            .where(and(eq(users.tenantId, tenantId), eq(users.id, first.recipientUserId)))
        : [];
      const language =
        user && isMailLanguage(user.language) ? user.language : isMailLanguage(last.language) ? last.language : 'de';
      const composed = composeDigest({
        items: group.map((item) => ({ subject: item.subject, link: item.link })),
        language,
        recipientName: user?.name ?? last.toAddress,
        keyContactEmail: care?.keyContactEmail ?? null,
        publicUrl: settings.publicUrl,
      });
      const [digest] = await tx
        .insert(mails)
        .values({
          tenantId,
          recipientUserId: first.recipientUserId,
          toAddress: last.toAddress,
          language,
          event: 'DAILY_DIGEST',
          subject: composed.subject,
          textBody: composed.text,
          htmlBody: composed.html,
          link: null,
          status: 'QUEUED',
          dedupeKey: `DAILY_DIGEST:${first.id}`,
        })
        .onConflictDoNothing({ target: [mails.tenantId, mails.dedupeKey] })
        .returning({ id: mails.id });
      if (!digest) continue;
      await tx
        .update(mails)
        .set({ digestMailId: digest.id })
        .where(and(eq(mails.tenantId, tenantId), sql`${mails.id} = any(${uuidArray(group.map((item) => item.id))})`));
      written += 1;
    }
    if (written > 0 && jobs) await jobs.sendInTransaction(tx, QUEUES.mailDelivery, {});
    return written;
  });
}
