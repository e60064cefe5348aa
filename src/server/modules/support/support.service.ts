// Support (issue 33 scope 6; decision 0067): a tenant user's requests to the platform's operators and the operators'
// inbox. Every write locks its request (or the tenant, for a new number), checks the revision, writes the message and
// the status and audits, in one transaction. The operators read across tenants on the owner connection (behind the
// admin check, as the events list and the admin issues do) and write inside the request's tenant.
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type adminSupportRequestDetail,
  type adminSupportRequestsPage,
  type adminSupportRequestsQuery,
  HEALTH_CONTEXT_KEYS,
  SUPPORT_REQUEST_STATUSES,
  type supportContext,
  type supportMessageCreate,
  type supportRequestClose,
  type supportRequestCreate,
  type supportRequestDetail,
  type supportRequestsPage,
  type supportRequestsQuery,
} from '../../../contracts/support.ts';
import { type AppTransaction, type Database, type Queryable, rowsOf } from '../../../db/client.ts';
import { currentTenantConfiguration } from '../../../db/tenant-configuration.ts';
import { AppError } from '../../app-error.ts';
import { recordAudit } from '../../audit/audit.ts';
import { assertRevision } from '../../concurrency.ts';
import { inTenant, type RequestContext, requireActor, requireTenantId } from '../../request-context.ts';
import { queueSupportAnswerMail } from './support-answer-mail.ts';

type Status = (typeof SUPPORT_REQUEST_STATUSES)[number];
type Detail = z.infer<typeof supportRequestDetail>;
type Context = z.infer<typeof supportContext>;

type RequestRow = {
  tenant_id: string;
  id: string;
  number: number;
  subject: string;
  status: Status;
  area: string | null;
  path: string | null;
  context: Context & { healthDataWithheld?: boolean };
  includes_health_data: boolean;
  created_by_name: string;
  created_by_email: string | null;
  created_at: string | Date;
  last_message_at: string | Date;
  closed_at: string | Date | null;
  revision: number;
  message_count: number | string;
  last_author_kind: 'USER' | 'ADMIN' | null;
  tenant_name?: string;
};

type MessageRow = {
  id: string;
  author_kind: 'USER' | 'ADMIN';
  author_name: string;
  text: string;
  created_at: string | Date;
};

const iso = (value: string | Date) => new Date(value).toISOString();

/** The summary columns of a request, with its message count and last author (one lateral read per row). */
const SUMMARY = sql`r.tenant_id, r.id, r.number, r.subject, r.status, r.area, r.path, r.context, r.includes_health_data,
  r.created_by_name, r.created_by_email, r.created_at, r.last_message_at, r.closed_at, r.revision,
  m.message_count, m.last_author_kind`;
const MESSAGES = sql`left join lateral (
    select count(*) as message_count,
      (select x.author_kind from support_messages x where x.tenant_id = r.tenant_id and x.request_id = r.id
       order by x.created_at desc, x.id desc limit 1) as last_author_kind
    from support_messages c where c.tenant_id = r.tenant_id and c.request_id = r.id) m on true`;

function summaryOf(row: RequestRow) {
  return {
    requestId: row.id,
    number: Number(row.number),
    subject: row.subject,
    status: row.status,
    area: row.area,
    createdByName: row.created_by_name,
    createdAt: iso(row.created_at),
    lastMessageAt: iso(row.last_message_at),
    messageCount: Number(row.message_count ?? 0),
    lastAuthorKind: row.last_author_kind ?? null,
  };
}

function detailOf(row: RequestRow, messages: readonly MessageRow[]): Detail {
  const { healthDataWithheld, ...context } = row.context ?? {};
  return {
    ...summaryOf(row),
    path: row.path,
    context,
    includesHealthData: row.includes_health_data,
    healthDataWithheld: healthDataWithheld === true,
    closedAt: row.closed_at ? iso(row.closed_at) : null,
    revision: Number(row.revision),
    messages: messages.map((message) => ({
      messageId: message.id,
      authorKind: message.author_kind,
      authorName: message.author_name,
      text: message.text,
      createdAt: iso(message.created_at),
    })),
  };
}

async function readRequest(tx: Queryable, tenantId: string, requestId: string, lock = false): Promise<RequestRow> {
  if (lock) {
    await tx.execute(
      sql`select id from support_requests where tenant_id = ${tenantId} and id = ${requestId} for update`,
    );
  }
  const [row] = await rowsOf<RequestRow>(
    tx,
    sql`select ${SUMMARY} from support_requests r ${MESSAGES} where r.tenant_id = ${tenantId} and r.id = ${requestId}`,
  );
  if (!row) throw new AppError('SUPPORT_REQUEST_NOT_FOUND', 'There is no such support request', { requestId });
  return row;
}

/** A request with its messages; `row` for what only the operators see (the asker's address). */
async function loadDetail(
  tx: Queryable,
  tenantId: string,
  requestId: string,
): Promise<{ row: RequestRow; detail: Detail }> {
  const row = await readRequest(tx, tenantId, requestId);
  const messages = await rowsOf<MessageRow>(
    tx,
    sql`select id, author_kind, author_name, text, created_at from support_messages
        where tenant_id = ${tenantId} and request_id = ${requestId} order by created_at, id`,
  );
  return { row, detail: detailOf(row, messages) };
}

const detail = async (tx: Queryable, tenantId: string, requestId: string) =>
  (await loadDetail(tx, tenantId, requestId)).detail;

/** The consent rule: health-related ids stay only with the user's consent; otherwise they are dropped, and said so. */
export function consentedContext(
  context: Context,
  includesHealthData: boolean,
): Context & { healthDataWithheld?: true } {
  if (includesHealthData) return context;
  const kept: Record<string, unknown> = { ...context };
  let withheld = false;
  for (const key of HEALTH_CONTEXT_KEYS) {
    if (kept[key] !== undefined) {
      delete kept[key];
      withheld = true;
    }
  }
  return withheld ? { ...(kept as Context), healthDataWithheld: true } : (kept as Context);
}

async function keyContactEmail(tx: Queryable, tenantId: string): Promise<string | null> {
  const { configuration } = await currentTenantConfiguration(tx, tenantId);
  return configuration?.careConfiguration?.keyContactEmail ?? null;
}

const PAGE_ORDER = sql`(case r.status when 'OPEN' then 0 when 'ANSWERED' then 1 else 2 end), r.last_message_at desc, r.id`;

/** GET /support/requests: the tenant's requests (waiting first, latest message first), the key contact. */
export async function listSupportRequests(
  database: Database,
  ctx: RequestContext,
  query: z.infer<typeof supportRequestsQuery>,
): Promise<z.infer<typeof supportRequestsPage>> {
  const tenantId = requireTenantId(ctx);
  return inTenant(database, ctx, async (tx) => {
    const where = query.status ? sql`r.status = ${query.status}` : sql`true`;
    const rows = await rowsOf<RequestRow>(
      tx,
      sql`select ${SUMMARY} from support_requests r ${MESSAGES} where ${where}
          order by ${PAGE_ORDER} limit ${query.take} offset ${query.skip}`,
    );
    const [counts] = await rowsOf<{ total: number | string; open: number | string }>(
      tx,
      sql`select count(*) filter (where ${where}) as total, count(*) filter (where r.status = 'OPEN') as open
          from support_requests r`,
    );
    return {
      items: rows.map(summaryOf),
      totalCount: Number(counts?.total ?? 0),
      openCount: Number(counts?.open ?? 0),
      keyContactEmail: await keyContactEmail(tx, tenantId),
    };
  });
}

/** POST /support/requests: the request with its first message, numbered per tenant under the tenant's lock. */
export async function createSupportRequest(
  database: Database,
  ctx: RequestContext,
  body: z.infer<typeof supportRequestCreate>,
): Promise<Detail> {
  const tenantId = requireTenantId(ctx);
  const actor = requireActor(ctx);
  const email = actor.kind === 'api-token' ? null : actor.email;
  const authorId = actor.kind === 'user' ? actor.userId : null;
  return inTenant(database, ctx, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`support-request-number:${tenantId}`}))`);
    const [next] = await rowsOf<{ number: number | string }>(
      tx,
      sql`select coalesce(max(number), 0) + 1 as number from support_requests where tenant_id = ${tenantId}`,
    );
    const context = consentedContext(body.context, body.includesHealthData);
    const [created] = await rowsOf<{ id: string }>(
      tx,
      sql`insert into support_requests (tenant_id, number, subject, area, path, context, includes_health_data,
            created_by_user_id, created_by_name, created_by_email)
          values (${tenantId}, ${Number(next?.number ?? 1)}, ${body.subject}, ${body.area}, ${body.path},
            ${JSON.stringify(context)}::jsonb, ${body.includesHealthData}, ${authorId}, ${actor.name}, ${email})
          returning id`,
    );
    const requestId = created?.id as string;
    await tx.execute(sql`insert into support_messages (tenant_id, request_id, author_kind, author_id, author_name, text)
        values (${tenantId}, ${requestId}, 'USER', ${authorId}, ${actor.name}, ${body.message})`);
    await recordAudit(tx, ctx, {
      action: 'support-request.create',
      entityType: 'support-request',
      entityId: requestId,
      after: { number: Number(next?.number ?? 1), subject: body.subject, area: body.area },
    });
    return detail(tx, tenantId, requestId);
  });
}

/** GET /support/requests/{requestId}. */
export function getSupportRequest(database: Database, ctx: RequestContext, requestId: string): Promise<Detail> {
  const tenantId = requireTenantId(ctx);
  return inTenant(database, ctx, (tx) => detail(tx, tenantId, requestId));
}

type Writer = { kind: 'USER' | 'ADMIN'; id: string | null; name: string };

function writerOf(ctx: RequestContext): Writer {
  const actor = requireActor(ctx);
  if (actor.kind === 'admin') return { kind: 'ADMIN', id: actor.adminUserId, name: actor.name };
  return { kind: 'USER', id: actor.kind === 'user' ? actor.userId : null, name: actor.name };
}

/**
 * A message on a request (locked, revision checked): the user's opens it for the operators again (OPEN), the
 * operators' answers it (ANSWERED). A message on a closed request opens it again.
 */
async function addMessage(
  tx: Queryable,
  ctx: RequestContext,
  tenantId: string,
  requestId: string,
  body: z.infer<typeof supportMessageCreate>,
): Promise<void> {
  const writer = writerOf(ctx);
  const row = await readRequest(tx, tenantId, requestId, true);
  assertRevision('support request', body.revision, Number(row.revision), { requestId });
  const status: Status = writer.kind === 'ADMIN' ? 'ANSWERED' : 'OPEN';
  await tx.execute(sql`insert into support_messages (tenant_id, request_id, author_kind, author_id, author_name, text)
      values (${tenantId}, ${requestId}, ${writer.kind}, ${writer.id}, ${writer.name}, ${body.text})`);
  await tx.execute(sql`update support_requests set status = ${status}, closed_at = null, last_message_at = now(),
        updated_at = now(), revision = revision + 1
      where tenant_id = ${tenantId} and id = ${requestId}`);
  await recordAudit(tx, ctx, {
    action: writer.kind === 'ADMIN' ? 'support-request.answer' : 'support-request.message',
    entityType: 'support-request',
    entityId: requestId,
    tenantId,
    before: { status: row.status },
    after: { status, length: body.text.length },
  });
}

async function close(
  tx: Queryable,
  ctx: RequestContext,
  tenantId: string,
  requestId: string,
  body: z.infer<typeof supportRequestClose>,
): Promise<void> {
  const row = await readRequest(tx, tenantId, requestId, true);
  assertRevision('support request', body.revision, Number(row.revision), { requestId });
  if (row.status === 'CLOSED') return;
  await tx.execute(sql`update support_requests set status = 'CLOSED', closed_at = now(), updated_at = now(),
        revision = revision + 1
      where tenant_id = ${tenantId} and id = ${requestId}`);
  await recordAudit(tx, ctx, {
    action: 'support-request.close',
    entityType: 'support-request',
    entityId: requestId,
    tenantId,
    before: { status: row.status },
    after: { status: 'CLOSED' },
  });
}

/** POST /support/requests/{requestId}/messages. */
export function writeSupportMessage(
  database: Database,
  ctx: RequestContext,
  requestId: string,
  body: z.infer<typeof supportMessageCreate>,
): Promise<Detail> {
  const tenantId = requireTenantId(ctx);
  return inTenant(database, ctx, async (tx) => {
    await addMessage(tx, ctx, tenantId, requestId, body);
    return detail(tx, tenantId, requestId);
  });
}

/** POST /support/requests/{requestId}/close (closing a closed request changes nothing). */
export function closeSupportRequest(
  database: Database,
  ctx: RequestContext,
  requestId: string,
  body: z.infer<typeof supportRequestClose>,
): Promise<Detail> {
  const tenantId = requireTenantId(ctx);
  return inTenant(database, ctx, async (tx) => {
    await close(tx, ctx, tenantId, requestId, body);
    return detail(tx, tenantId, requestId);
  });
}

// --- The operators' inbox ------------------------------------------------------------------------------------------

type AdminDetail = z.infer<typeof adminSupportRequestDetail>;

/** The tenant a request belongs to (owner connection: requests of every tenant), or 404. */
async function tenantOfRequest(
  database: Database,
  requestId: string,
): Promise<{ tenantId: string; tenantName: string }> {
  const [row] = await rowsOf<{ tenant_id: string; name: string }>(
    database.db,
    sql`select r.tenant_id, t.name from support_requests r join tenants t on t.id = r.tenant_id where r.id = ${requestId}`,
  );
  if (!row) throw new AppError('SUPPORT_REQUEST_NOT_FOUND', 'There is no such support request', { requestId });
  return { tenantId: row.tenant_id, tenantName: row.name };
}

/** The request in its tenant's transaction, after `act` (an answer, a close) when given, as the operators see it. */
async function inRequestTenant(
  database: Database,
  requestId: string,
  act?: (tx: AppTransaction, tenantId: string) => Promise<void>,
): Promise<AdminDetail> {
  const { tenantId, tenantName } = await tenantOfRequest(database, requestId);
  return database.withTenant(tenantId, async (tx) => {
    await act?.(tx, tenantId);
    const { row, detail } = await loadDetail(tx, tenantId, requestId);
    return { ...detail, tenantId, tenantName, createdByEmail: row.created_by_email };
  });
}

/** GET /admin/support/requests: every tenant's requests, waiting ones first, with the counts by status. */
export async function listSupportInbox(
  database: Database,
  query: z.infer<typeof adminSupportRequestsQuery>,
): Promise<z.infer<typeof adminSupportRequestsPage>> {
  const parts: SQL[] = [sql`true`];
  if (query.tenantId) parts.push(sql`r.tenant_id = ${query.tenantId}`);
  const scope = sql.join(parts, sql` and `);
  const where = query.status ? sql`${scope} and r.status = ${query.status}` : scope;
  const rows = await rowsOf<RequestRow>(
    database.db,
    sql`select ${SUMMARY}, t.name as tenant_name from support_requests r join tenants t on t.id = r.tenant_id
        ${MESSAGES} where ${where}
        order by ${PAGE_ORDER} limit ${query.take} offset ${query.skip}`,
  );
  const counts = await rowsOf<{ status: Status; count: number | string }>(
    database.db,
    sql`select r.status, count(*) as count from support_requests r where ${scope} group by 1`,
  );
  const countOf = (status: Status) => Number(counts.find((row) => row.status === status)?.count ?? 0);
  return {
    items: rows.map((row) => ({ ...summaryOf(row), tenantId: row.tenant_id, tenantName: row.tenant_name ?? '' })),
    totalCount: query.status ? countOf(query.status) : SUPPORT_REQUEST_STATUSES.reduce((sum, s) => sum + countOf(s), 0),
    byStatus: SUPPORT_REQUEST_STATUSES.map((status) => ({ status, count: countOf(status) })),
  };
}

/** GET /admin/support/requests/{requestId}. */
export function getSupportInboxRequest(database: Database, requestId: string): Promise<AdminDetail> {
  return inRequestTenant(database, requestId);
}

/** POST /admin/support/requests/{requestId}/messages: the operators' answer, and its mail to the requester. */
export function answerSupportRequest(
  database: Database,
  ctx: RequestContext,
  requestId: string,
  body: z.infer<typeof supportMessageCreate>,
): Promise<AdminDetail> {
  return inRequestTenant(database, requestId, async (tx, tenantId) => {
    await addMessage(tx, ctx, tenantId, requestId, body);
    await queueSupportAnswerMail(tx, tenantId, requestId);
  });
}

/** POST /admin/support/requests/{requestId}/close. */
export function closeSupportInboxRequest(
  database: Database,
  ctx: RequestContext,
  requestId: string,
  body: z.infer<typeof supportRequestClose>,
): Promise<AdminDetail> {
  return inRequestTenant(database, requestId, (tx, tenantId) => close(tx, ctx, tenantId, requestId, body));
}

/** Tenants with requests waiting for the operators (OPEN), the longest waiting first (the admin home's work list). */
export async function openSupportRequestsByTenant(
  tx: Queryable,
  limit: number,
): Promise<{ tenantId: string; tenantName: string; openCount: number; waitingSince: string }[]> {
  const rows = await rowsOf<{ tenant_id: string; name: string; count: number | string; since: string | Date }>(
    tx,
    sql`select r.tenant_id, t.name, count(*) as count, min(r.last_message_at) as since
        from support_requests r join tenants t on t.id = r.tenant_id
        where r.status = 'OPEN' group by 1, 2 order by 4, 2 limit ${limit}`,
  );
  return rows.map((row) => ({
    tenantId: row.tenant_id,
    tenantName: row.name,
    openCount: Number(row.count),
    waitingSince: iso(row.since),
  }));
}
