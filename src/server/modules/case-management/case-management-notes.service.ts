// The case manager's notes (issue 30, decision 0052): confidential — only the roles with
// employee.caseManagement.notes.view read them (the route's access refuses the others with 403), and every read is
// audited (`case-management-note.read`, naming the case management). A note is written by a case manager and deleted
// only by its author; deleting is soft (the audit trail keeps that it existed, never its text).
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { CaseManagementNote } from '../../../contracts/case-management.ts';
import type { AppTransaction, Database } from '../../../db/client.ts';
import { caseManagementNotes } from '../../../db/schema/case-management.ts';
import { AppError } from '../../app-error.ts';
import { recordAudit } from '../../audit/audit.ts';
import { inTenant, type RequestContext, requireTenantId } from '../../request-context.ts';
import { callerOf, caseManagementRow } from './case-management.repository.ts';

type NoteRow = typeof caseManagementNotes.$inferSelect;

const toNote = (row: NoteRow): CaseManagementNote => ({
  noteId: row.id,
  text: row.text,
  author: { userId: row.authorUserId, name: row.authorName },
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});

/** The notes of a case management, newest first, with the read's audit entry. */
async function readNotes(tx: AppTransaction, ctx: RequestContext, caseManagementId: string) {
  const rows = await tx
    .select()
    .from(caseManagementNotes)
    .where(and(eq(caseManagementNotes.caseManagementId, caseManagementId), isNull(caseManagementNotes.deletedAt)))
    .orderBy(desc(caseManagementNotes.createdAt), desc(caseManagementNotes.id));
  await recordAudit(tx, ctx, {
    action: 'case-management-note.read',
    entityType: 'case-management',
    entityId: caseManagementId,
    after: { noteCount: rows.length },
  });
  return { items: rows.map(toNote) };
}

export function listNotes(database: Database, ctx: RequestContext, caseManagementId: string) {
  return inTenant(database, ctx, async (tx) => {
    const caller = await callerOf(tx, ctx);
    await caseManagementRow(tx, caseManagementId, caller.casesView, false);
    return readNotes(tx, ctx, caseManagementId);
  });
}

export function createNote(database: Database, ctx: RequestContext, caseManagementId: string, text: string, now: Date) {
  const tenantId = requireTenantId(ctx);
  return inTenant(database, ctx, async (tx) => {
    const caller = await callerOf(tx, ctx);
    await caseManagementRow(tx, caseManagementId, caller.casesView, false);
    const [row] = await tx
      .insert(caseManagementNotes)
      .values({
        tenantId,
        caseManagementId,
        text,
        authorUserId: caller.userId,
        authorName: caller.name,
        createdAt: now.toISOString(),
        updatedAt: now.toISOString(),
      })
      .returning();
    if (!row) throw new Error('case management note insert returned nothing');
    await recordAudit(tx, ctx, {
      action: 'case-management-note.create',
      entityType: 'case-management-note',
      entityId: row.id,
      after: { caseManagementId, length: text.length },
    });
    return toNote(row);
  });
}

export function deleteNote(
  database: Database,
  ctx: RequestContext,
  caseManagementId: string,
  noteId: string,
  now: Date,
) {
  return inTenant(database, ctx, async (tx) => {
    const caller = await callerOf(tx, ctx);
    await caseManagementRow(tx, caseManagementId, caller.casesView, false);
    const [row] = await tx
      .select()
      .from(caseManagementNotes)
      .where(and(eq(caseManagementNotes.id, noteId), eq(caseManagementNotes.caseManagementId, caseManagementId)))
      .for('update');
    if (!row || row.deletedAt !== null) {
      throw new AppError('CASE_MANAGEMENT_NOTE_NOT_FOUND', 'Note not found', { caseManagementId, noteId });
    }
    if (caller.userId === null || row.authorUserId !== caller.userId) {
      throw new AppError('FORBIDDEN', 'Only the author deletes a note', { noteId });
    }
    await tx
      .update(caseManagementNotes)
      .set({ deletedAt: now.toISOString() })
      .where(eq(caseManagementNotes.id, noteId));
    await recordAudit(tx, ctx, {
      action: 'case-management-note.delete',
      entityType: 'case-management-note',
      entityId: noteId,
      after: { caseManagementId },
    });
    return readNotes(tx, ctx, caseManagementId);
  });
}
