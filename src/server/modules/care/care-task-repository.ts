// Reading care tasks: who may see and change which (the caller's scope), the list with its filters and default order
// (open first by due date, overdue ones on top; then the closed ones newest first), and the detail with comments and
// attachments. Decision 0048.
import { eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { careTask, careTaskListItem, careTasksQuery } from '../../../contracts/care-tasks.ts';
import type { PermissionKey } from '../../../contracts/roles.ts';
import { type AppTransaction, type Queryable, rowsOf } from '../../../db/client.ts';
import { careTasks } from '../../../db/schema/care.ts';
import { textArray } from '../../../db/sql-arrays.ts';
import { escapeLike } from '../../../db/sql-like.ts';
import { type EmployeeScope, employeeScopeOf, inScope } from '../../access/superior-scope.ts';
import { AppError } from '../../app-error.ts';
import type { RequestContext } from '../../request-context.ts';
import { type CareTaskLanguage, careTaskLanguageOf } from './care-task-texts.ts';

type CareTask = z.infer<typeof careTask>;
type ListItem = z.infer<typeof careTaskListItem>;
type Query = z.infer<typeof careTasksQuery>;
export type CareTaskRow = typeof careTasks.$inferSelect;

/** What the caller may reach: the employees (all or a superior's team) and the caller's own user id. */
export type CareTaskAccess = { scope: EmployeeScope; userId: string | null; language: CareTaskLanguage };

/** The scope under the care-task key, else the tasks key (the routes accept either, endpoints/care-tasks.ts). */
export async function careTaskAccess(
  tx: Queryable,
  ctx: RequestContext,
  mode: 'view' | 'edit',
  day: string,
): Promise<CareTaskAccess> {
  const primary: PermissionKey = `employee.careTasks.${mode}`;
  const fallback: PermissionKey = `employee.tasks.${mode}`;
  const value = ctx.permissions?.[primary];
  const key = value === true || value === '*' || value === 'superior' ? primary : fallback;
  const scope = await employeeScopeOf(tx, ctx, key, day);
  const userId = ctx.actor?.kind === 'user' ? ctx.actor.userId : null;
  // The reader's language: the screen's (Accept-Language, sent by the web app), then the profile's.
  let language: CareTaskLanguage = careTaskLanguageOf(ctx.language ?? undefined) ?? 'de';
  if (userId && !ctx.language) {
    const [user] = await rowsOf<{ language: string }>(tx, sql`select language from users where id = ${userId}`);
    language = careTaskLanguageOf(user?.language) ?? 'de';
  }
  return { scope, userId, language };
}

/** A task the access reaches: its employee in scope, or the caller is its responsible user. */
export function reaches(access: CareTaskAccess, row: Pick<CareTaskRow, 'employeeId' | 'responsibleUserId'>): boolean {
  return inScope(access.scope, row.employeeId) || (access.userId !== null && row.responsibleUserId === access.userId);
}

/** The SQL condition of what an access reaches (alias t). */
function reachCondition(access: CareTaskAccess): SQL {
  if (access.scope.kind === 'all') return sql`true`;
  const team = [...access.scope.employeeIds];
  const mine = access.userId === null ? sql`false` : sql`t.responsible_user_id = ${access.userId}::uuid`;
  return team.length === 0 ? mine : sql`(t.employee_id = any(${textArray(team)}) or ${mine})`;
}

const LIST_COLUMNS = sql`t.id, t.employee_id, el.personnel_number, el.first_name, el.last_name, t.title, t.status,
  t.origin, t.care_stage_level, t.due_date::text as due_date, t.responsible_user_id, u.name as responsible_name,
  t.created_at, t.completed_at`;

const LIST_FROM = sql`care_tasks t
  left join employee_list el on el.tenant_id = t.tenant_id and el.employee_id = t.employee_id
  left join users u on u.tenant_id = t.tenant_id and u.id = t.responsible_user_id`;

type ListRow = {
  id: string;
  employee_id: string;
  personnel_number: string | null;
  first_name: string | null;
  last_name: string | null;
  title: string;
  status: ListItem['status'];
  origin: ListItem['origin'];
  care_stage_level: number | null;
  due_date: string;
  responsible_user_id: string | null;
  responsible_name: string | null;
  created_at: Date | string;
  completed_at: Date | string | null;
};

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

function toListItem(row: ListRow, today: string): ListItem {
  return {
    careTaskId: row.id,
    employeeId: row.employee_id,
    personnelNumber: row.personnel_number,
    firstName: row.first_name,
    lastName: row.last_name,
    title: row.title,
    status: row.status,
    origin: row.origin,
    careStageLevel: row.care_stage_level,
    dueDate: row.due_date,
    isOverdue: row.status === 'OPEN' && row.due_date < today,
    responsibleUserId: row.responsible_user_id,
    responsibleName: row.responsible_name,
    createdAt: iso(row.created_at),
    completedAt: row.completed_at === null ? null : iso(row.completed_at),
  };
}

function orderOf(query: Query): SQL {
  const direction = query.sortOrder === 'desc' ? sql`desc` : sql`asc`;
  switch (query.sortBy) {
    case 'CREATED_AT':
      return sql`t.created_at ${direction}, t.id ${direction}`;
    case 'LAST_NAME':
      return sql`el.last_name ${direction} nulls last, el.first_name ${direction} nulls last, t.due_date, t.id`;
    case 'STATUS':
      return sql`(case t.status when 'OPEN' then 0 when 'COMPLETED' then 1 else 2 end) ${direction}, t.due_date, t.id`;
    default:
      // Open first (by due date: the overdue ones lead), then completed and discarded ones, newest first.
      return sql`(t.status <> 'OPEN'), (case when t.status = 'OPEN' then t.due_date end) ${direction},
        t.updated_at desc, t.id`;
  }
}

export async function listCareTasks(
  tx: AppTransaction,
  access: CareTaskAccess,
  query: Query,
  today: string,
): Promise<{ items: ListItem[]; totalCount: number }> {
  const conditions: SQL[] = [reachCondition(access)];
  if (query.scope === 'mine') {
    conditions.push(access.userId === null ? sql`false` : sql`t.responsible_user_id = ${access.userId}::uuid`);
  }
  if (query.status) conditions.push(sql`t.status = ${query.status}`);
  if (query.employeeId) conditions.push(sql`t.employee_id = ${query.employeeId}`);
  if (query.overdue === true) conditions.push(sql`t.status = 'OPEN' and t.due_date < ${today}::date`);
  if (query.overdue === false) conditions.push(sql`not (t.status = 'OPEN' and t.due_date < ${today}::date)`);
  if (query.search) {
    const pattern = `%${escapeLike(query.search.toLowerCase())}%`;
    conditions.push(sql`(el.search_text like ${pattern} or lower(t.title) like ${pattern})`);
  }
  const where = sql.join(conditions, sql` and `);
  // The page first, from the tasks alone when neither the search nor the order needs the names (the default order
  // walks care_tasks_default_order_idx and stops after a page); names and responsible joined to that page only.
  // The count is a query of its own: a window count would join and count every task before the page.
  const needsNames = query.search !== undefined || query.sortBy === 'LAST_NAME';
  const source = needsNames
    ? sql`care_tasks t left join employee_list el on el.tenant_id = t.tenant_id and el.employee_id = t.employee_id`
    : sql`care_tasks t`;
  const order = orderOf(query);
  const rows = await rowsOf<ListRow>(
    tx,
    sql`select ${LIST_COLUMNS}
        from (select t.* from ${source} where ${where} order by ${order} offset ${query.skip} limit ${query.take}) t
        left join employee_list el on el.tenant_id = t.tenant_id and el.employee_id = t.employee_id
        left join users u on u.tenant_id = t.tenant_id and u.id = t.responsible_user_id
        order by ${order}`,
  );
  const [counted] = await rowsOf<{ total: number }>(
    tx,
    sql`select count(*)::int as total from ${source} where ${where}`,
  );
  const totalCount = counted?.total ?? 0;
  return { items: rows.map((row) => toListItem(row, today)), totalCount };
}

/** The task row (optionally locked); 404 CARE_TASK_NOT_FOUND when unknown or out of the caller's reach. */
export async function taskRowFor(
  tx: AppTransaction,
  access: CareTaskAccess,
  id: string,
  lock: boolean,
): Promise<CareTaskRow> {
  const query = tx.select().from(careTasks).where(eq(careTasks.id, id));
  const [task] = lock ? await query.for('update') : await query;
  if (!task || !reaches(access, task)) {
    throw new AppError('CARE_TASK_NOT_FOUND', 'Care task not found', { careTaskId: id });
  }
  return task;
}

/** The detail of a task as the caller sees it (private notes only for who may edit it). */
export async function careTaskDetail(
  tx: AppTransaction,
  row: CareTaskRow,
  view: { language: CareTaskLanguage; mayEdit: boolean; today: string },
): Promise<CareTask> {
  const [listRow] = await rowsOf<ListRow>(tx, sql`select ${LIST_COLUMNS} from ${LIST_FROM} where t.id = ${row.id}`);
  if (!listRow) throw new AppError('CARE_TASK_NOT_FOUND', 'Care task not found', { careTaskId: row.id });
  const comments = await rowsOf<{
    id: string;
    comment: string;
    posted_by: string;
    posted_by_user_id: string | null;
    created_at: Date | string;
  }>(
    tx,
    sql`select id, comment, posted_by, posted_by_user_id, created_at from care_task_comments
        where care_task_id = ${row.id} order by created_at, id`,
  );
  const attachments = await rowsOf<{
    id: string;
    document_id: string;
    name: string | null;
    content_type: string | null;
    size_bytes: number | null;
    uploaded_by: string;
    created_at: Date | string;
  }>(
    tx,
    sql`select a.id, a.document_id, d.name, d.content_type, d.size_bytes, a.uploaded_by, a.created_at
        from care_task_attachments a
        left join documents d on d.tenant_id = a.tenant_id and d.id = a.document_id
        where a.care_task_id = ${row.id} order by a.created_at, a.id`,
  );
  const reason = row.triggerReason as Record<CareTaskLanguage, string> | null;
  return {
    ...toListItem(listRow, view.today),
    careTaskDefinitionId: row.careTaskDefinitionId,
    careStageEnteredAt: row.careStageEnteredAt,
    triggerReason: reason === null ? null : (reason[view.language] ?? reason.de ?? null),
    description: row.description,
    language: careTaskLanguageOf(row.language) ?? 'de',
    form: row.form as CareTask['form'],
    answers: row.answers as CareTask['answers'],
    conversationDate: row.conversationDate,
    participants: row.participants as string[],
    privateNotes: view.mayEdit ? row.privateNotes : '',
    comments: comments.map((comment) => ({
      commentId: comment.id,
      comment: comment.comment,
      postedBy: comment.posted_by,
      postedByUserId: comment.posted_by_user_id,
      createdAt: iso(comment.created_at),
    })),
    attachments: attachments.map((attachment) => ({
      attachmentId: attachment.id,
      documentId: attachment.document_id,
      name: attachment.name ?? '',
      contentType: attachment.content_type ?? 'application/octet-stream',
      sizeBytes: attachment.size_bytes === null ? null : Number(attachment.size_bytes),
      uploadedBy: attachment.uploaded_by,
      createdAt: iso(attachment.created_at),
    })),
    discardKind: row.discardKind as CareTask['discardKind'],
    discardReason: row.discardReason,
    discardedAt: row.discardedAt,
    completedBy: row.completedBy,
    protocolDocumentId: row.protocolDocumentId,
    protocolStatus: row.protocolDocumentId !== null ? 'ready' : row.status === 'COMPLETED' ? 'pending' : 'none',
    canEdit: view.mayEdit && row.status === 'OPEN',
    revision: row.revision,
    updatedAt: row.updatedAt,
  };
}
