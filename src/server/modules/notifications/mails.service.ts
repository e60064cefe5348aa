// The mails the product wrote (decision 0049): a user reads their own (recipient_user_id), newest first, also
// those held in the outbox; the platform admins read every tenant's (the outbox when no SMTP server is
// configured, the sent and failed ones), on the owner connection like the admins' other cross-tenant lists.
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  adminMailsQuery,
  mail as mailContract,
  mailListItem as mailListItemContract,
  mailsQuery,
} from '../../../contracts/notifications.ts';
import type { Database, Queryable } from '../../../db/client.ts';
import { pageOfRows } from '../../../db/paging.ts';
import { mails } from '../../../db/schema/care.ts';
import { AppError } from '../../app-error.ts';
import { type RequestContext, requireUser } from '../../request-context.ts';

type MailRow = typeof mails.$inferSelect;
type MailListItem = z.infer<typeof mailListItemContract>;
type Mail = z.infer<typeof mailContract>;
type MailsPage = { items: MailListItem[]; totalCount: number };

function toListItem(row: MailRow): MailListItem {
  return {
    mailId: row.id,
    tenantId: row.tenantId,
    to: row.toAddress,
    subject: row.subject,
    event: row.event as MailListItem['event'],
    language: row.language as MailListItem['language'],
    status: row.status as MailListItem['status'],
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt,
    sentAt: row.sentAt,
  };
}

function toMail(row: MailRow): Mail {
  return { ...toListItem(row), text: row.textBody, html: row.htmlBody, link: row.link };
}

async function pageOf(
  db: Queryable,
  where: SQL | undefined,
  paging: { skip: number; take: number },
): Promise<MailsPage> {
  const page = await pageOfRows(db, mails, where, [desc(mails.createdAt), desc(mails.id)], paging);
  return { items: page.rows.map(toListItem), totalCount: page.totalCount };
}

export async function listOwnMails(
  database: Database,
  ctx: RequestContext,
  query: z.infer<typeof mailsQuery>,
): Promise<MailsPage> {
  const user = requireUser(ctx);
  return database.withTenant(user.tenantId, (tx) =>
    pageOf(
      tx,
      and(
        eq(mails.tenantId, user.tenantId),
        eq(mails.recipientUserId, user.userId),
        query.status ? eq(mails.status, query.status) : undefined,
      ),
      query,
    ),
  );
}

export async function getOwnMail(database: Database, ctx: RequestContext, mailId: string): Promise<Mail> {
  const user = requireUser(ctx);
  const row = await database.withTenant(user.tenantId, async (tx) => {
    const [found] = await tx
      .select()
      .from(mails)
      .where(and(eq(mails.tenantId, user.tenantId), eq(mails.id, mailId), eq(mails.recipientUserId, user.userId)));
    return found;
  });
  if (!row) throw new AppError('MAIL_NOT_FOUND', 'No such mail', { mailId });
  return toMail(row);
}

function requireAdmin(ctx: RequestContext): void {
  if (ctx.actor?.kind !== 'admin') throw new AppError('FORBIDDEN', 'Only platform admins read every mail');
}

/** Every tenant's mails (cross-tenant by design: the platform admins' outbox), newest first. */
export async function listAllMails(
  database: Database,
  ctx: RequestContext,
  query: z.infer<typeof adminMailsQuery>,
): Promise<MailsPage> {
  requireAdmin(ctx);
  return database.db.transaction((tx) =>
    pageOf(
      tx,
      and(
        query.status ? eq(mails.status, query.status) : undefined,
        query.tenantId ? eq(mails.tenantId, query.tenantId) : undefined,
      ),
      query,
    ),
  );
}

export async function getAnyMail(database: Database, ctx: RequestContext, mailId: string): Promise<Mail> {
  requireAdmin(ctx);
  const [row] = await database.db.select().from(mails).where(eq(mails.id, mailId));
  if (!row) throw new AppError('MAIL_NOT_FOUND', 'No such mail', { mailId });
  return toMail(row);
}
