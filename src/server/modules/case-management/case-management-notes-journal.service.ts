// The case manager's notes journal (issue 33, decision 0070): the notes of every case management the caller may open,
// newest first, as excerpts. Confidential as the per-case read (decision 0052): the route needs
// employee.caseManagement.notes.view (403 before anything is read), the rows are limited to the case managements in
// the caller's case management view scope (the same scope that opens one: caseManagementRow), deleted notes never
// show, and every read is audited — one `case-management-note.read` entry per case management shown, as the per-case
// read writes, naming the case management, the notes shown and that the journal read them; never their text.
import { type SQL, sql } from 'drizzle-orm';
import type { CaseManagementStatus } from '../../../contracts/case-management.ts';
import type { NotesJournalItem, NotesJournalQuery } from '../../../contracts/case-management-notes.ts';
import { NOTE_EXCERPT_LENGTH } from '../../../contracts/case-management-notes.ts';
import { type Database, type Queryable, rowsOf } from '../../../db/client.ts';
import { toIsoTimestamp } from '../../../db/schema/columns.ts';
import { uuidArray } from '../../../db/sql-arrays.ts';
import { escapeLike } from '../../../db/sql-like.ts';
import { excerptSourceLength, noteExcerpt } from '../../../domain/case-management-notes/excerpt.ts';
import { recordAudits } from '../../audit/audit.ts';
import { inTenant, type RequestContext } from '../../request-context.ts';
import { callerOf, scopeCondition } from './case-management.repository.ts';

type JournalRow = {
  id: string;
  case_management_id: string;
  author_user_id: string | null;
  author_name: string;
  created_at: string | Date;
  updated_at: string | Date;
  head: string;
  continues: boolean;
  employee_id: string;
  status: string;
  responsible_user_id: string | null;
  responsible_name: string | null;
  personnel_number: string | null;
  first_name: string | null;
  last_name: string | null;
};

const SOURCE_LENGTH = excerptSourceLength(NOTE_EXCERPT_LENGTH);

/** The notes with their case management (the scope and the status are the case management's). */
const FROM = sql`from case_management_notes n
  join case_managements m on m.tenant_id = n.tenant_id and m.id = n.case_management_id`;

/**
 * The notes alone: when the caller's scope is the tenant and neither the status nor the search asks for the case
 * management, the page walks the journal index and stops after it, and the count reads the index alone (every note
 * belongs to a case management; case managements are never deleted).
 */
const NOTES_ONLY = sql`from case_management_notes n`;

/** The whole row of the page's notes: the person's names beside. */
const FROM_WITH_PERSON = sql`${FROM}
  left join employee_list el on el.tenant_id = m.tenant_id and el.employee_id = m.employee_id`;

function toItem(row: JournalRow): NotesJournalItem {
  const createdAt = toIsoTimestamp(row.created_at);
  const updatedAt = toIsoTimestamp(row.updated_at);
  return {
    noteId: row.id,
    caseManagementId: row.case_management_id,
    employeeId: row.employee_id,
    personnelNumber: row.personnel_number,
    firstName: row.first_name,
    lastName: row.last_name,
    caseManagementStatus: row.status as CaseManagementStatus,
    responsible: row.responsible_name === null ? null : { userId: row.responsible_user_id, name: row.responsible_name },
    author: { userId: row.author_user_id, name: row.author_name },
    createdAt,
    updatedAt,
    isEdited: updatedAt > createdAt,
    ...noteExcerpt(row.head, NOTE_EXCERPT_LENGTH, row.continues),
  };
}

/** The journal's conditions for this caller: scope first, then the filters. */
function conditionsOf(query: NotesJournalQuery, scope: SQL, userId: string | null): SQL {
  const conditions: SQL[] = [sql`n.deleted_at is null`, scope];
  if (query.mine) conditions.push(userId === null ? sql`false` : sql`n.author_user_id = ${userId}::uuid`);
  if (query.authorUserId) conditions.push(sql`n.author_user_id = ${query.authorUserId}::uuid`);
  if (query.caseManagementStatus) conditions.push(sql`m.status = ${query.caseManagementStatus}`);
  // A day in Switzerland: from its midnight (Europe/Zurich) to the next day's.
  if (query.from) conditions.push(sql`n.created_at >= (${query.from}::date::timestamp at time zone 'Europe/Zurich')`);
  if (query.to) {
    conditions.push(sql`n.created_at < ((${query.to}::date + 1)::timestamp at time zone 'Europe/Zurich')`);
  }
  if (query.search) {
    // `%` and `_` typed by the user match themselves (escapeLike; the escape character is PostgreSQL's default `\`).
    // The note's author and text (search_text, lower case) or the person's names and numbers (employee_list).
    const pattern = `%${escapeLike(query.search.toLowerCase())}%`;
    conditions.push(
      sql`(n.search_text like ${pattern}
        or m.employee_id in (select e.employee_id from employee_list e where e.search_text like ${pattern}))`,
    );
  }
  return sql.join(conditions, sql` and `);
}

/** One audit entry per case management shown (decision 0052's per-case read entry; decision 0070). */
async function auditRead(tx: Queryable, ctx: RequestContext, items: readonly NotesJournalItem[]) {
  const shown = new Map<string, string[]>();
  for (const item of items)
    shown.set(item.caseManagementId, [...(shown.get(item.caseManagementId) ?? []), item.noteId]);
  await recordAudits(
    tx,
    ctx,
    [...shown].map(([caseManagementId, noteIds]) => ({
      action: 'case-management-note.read',
      entityType: 'case-management',
      entityId: caseManagementId,
      after: { noteCount: noteIds.length, noteIds, via: 'journal' },
    })),
  );
}

/**
 * The page's note ids in order and the count of all matching notes. Without a search both come from the journal
 * index (the page walks it newest first and stops; the count reads it alone); a search reads every note's
 * search_text once, so the page and the count are one statement then.
 */
async function pageOf(
  tx: Queryable,
  query: NotesJournalQuery,
  where: SQL,
  from: SQL,
): Promise<{ ids: string[]; total: number }> {
  // The order of the journal index (desc nulls last; read backwards: asc nulls first), so the page walks the index and
  // stops instead of sorting every note (the columns are never null: the same order either way).
  const direction = query.sortOrder === 'asc' ? sql`asc nulls first` : sql`desc nulls last`;
  const order = sql`order by n.created_at ${direction}, n.id ${direction} offset ${query.skip} limit ${query.take}`;
  const count = async () => {
    const [counted] = await rowsOf<{ total: number }>(tx, sql`select count(*)::int as total ${from} where ${where}`);
    return Number(counted?.total ?? 0);
  };
  if (query.search) {
    // The matches first (materialised: one pass over the notes, hashed lookups), then their order and count. Left to
    // itself the planner walks the index in order for the limit and probes every note one by one (seconds).
    const rows = await rowsOf<{ id: string; total: number }>(
      tx,
      sql`with matches as materialized (select n.id, n.created_at ${from} where ${where})
          select n.id, count(*) over ()::int as total from matches n ${order}`,
    );
    // Past the last page the window has no row to carry the count.
    const total = rows.length > 0 ? Number(rows[0]?.total) : query.skip > 0 ? await count() : 0;
    return { ids: rows.map((row) => row.id), total };
  }
  const rows = await rowsOf<{ id: string }>(tx, sql`select n.id ${from} where ${where} ${order}`);
  return { ids: rows.map((row) => row.id), total: await count() };
}

export function listNotesJournal(database: Database, ctx: RequestContext, query: NotesJournalQuery) {
  return inTenant(database, ctx, async (tx) => {
    const caller = await callerOf(tx, ctx);
    const where = conditionsOf(query, scopeCondition(caller.casesView, sql`m.employee_id`), caller.userId);
    const needsCaseManagement =
      caller.casesView.kind !== 'all' || query.caseManagementStatus !== undefined || Boolean(query.search);
    const { ids, total } = await pageOf(tx, query, where, needsCaseManagement ? FROM : NOTES_ONLY);
    const rows =
      ids.length === 0
        ? []
        : await rowsOf<JournalRow>(
            tx,
            sql`select n.id, n.case_management_id, n.author_user_id, n.author_name, n.created_at, n.updated_at,
                  left(n.text, ${SOURCE_LENGTH}) as head, char_length(n.text) > ${SOURCE_LENGTH} as continues,
                  m.employee_id, m.status, m.responsible_user_id, m.responsible_name,
                  el.personnel_number, el.first_name, el.last_name
                ${FROM_WITH_PERSON}
                where n.id = any(${uuidArray(ids)})`,
          );
    const byId = new Map(rows.map((row) => [row.id, row]));
    const items = ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [toItem(row)] : [];
    });
    await auditRead(tx, ctx, items);
    return { items, totalCount: total };
  });
}
