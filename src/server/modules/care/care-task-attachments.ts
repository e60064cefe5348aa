// Comments and attachments of a care task, and the signed download addresses of its attachments and protocol
// (issue 29 scope 3). Comments and attachments are allowed in every status (a signed copy of the protocol is attached
// after completion); they do not move the task's revision (a comment does not make a colleague's open form stale),
// but they take the task's row lock like every change. Only the author deletes a comment. An attachment is a stored
// document of the tenant (POST /documents, then the signed PUT, then this route); removing it keeps the document.
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { careTaskAttachments, careTaskComments } from '../../../db/schema/care.ts';
import { swissToday } from '../../access/superior-scope.ts';
import { AppError } from '../../app-error.ts';
import { recordAudit } from '../../audit/audit.ts';
import { inTenant, type RequestContext, requireActor, requireTenantId } from '../../request-context.ts';
import { type DocumentRuntime, requireStoredDocument, signedDownload } from '../documents/index.ts';
import { writeCareTaskProtocol } from './care-task-protocol.ts';
import { careTaskAccess, taskRowFor } from './care-task-repository.ts';
import { changeTask } from './care-tasks.service.ts';

export function addComment(database: Database, ctx: RequestContext, id: string, comment: string) {
  const actor = requireActor(ctx);
  return changeTask(database, ctx, id, async (tx, row) => {
    const [created] = await tx
      .insert(careTaskComments)
      .values({
        tenantId: row.tenantId,
        careTaskId: id,
        comment,
        postedBy: actor.name,
        postedByUserId: actor.kind === 'user' ? actor.userId : null,
      })
      .returning({ id: careTaskComments.id });
    await recordAudit(tx, ctx, {
      action: 'care-task-comment.create',
      entityType: 'care-task',
      entityId: id,
      after: { commentId: created?.id, length: comment.length },
    });
    return row;
  });
}

export function deleteComment(database: Database, ctx: RequestContext, id: string, commentId: string) {
  const actor = requireActor(ctx);
  return changeTask(database, ctx, id, async (tx, row) => {
    const [comment] = await tx
      .select()
      .from(careTaskComments)
      .where(and(eq(careTaskComments.id, commentId), eq(careTaskComments.careTaskId, id)));
    if (!comment) throw new AppError('CARE_TASK_COMMENT_NOT_FOUND', 'Comment not found', { commentId });
    if (actor.kind !== 'user' || comment.postedByUserId !== actor.userId) {
      throw new AppError('CARE_TASK_COMMENT_NOT_OWN', 'Only the author deletes a comment', { commentId });
    }
    await tx.delete(careTaskComments).where(eq(careTaskComments.id, commentId));
    await recordAudit(tx, ctx, {
      action: 'care-task-comment.delete',
      entityType: 'care-task',
      entityId: id,
      before: { commentId, length: comment.comment.length },
    });
    return row;
  });
}

export function addAttachment(database: Database, ctx: RequestContext, id: string, documentId: string) {
  const actor = requireActor(ctx);
  return changeTask(database, ctx, id, async (tx, row) => {
    const document = await requireStoredDocument(tx, documentId);
    const [existing] = await tx
      .select({ id: careTaskAttachments.id })
      .from(careTaskAttachments)
      .where(and(eq(careTaskAttachments.careTaskId, id), eq(careTaskAttachments.documentId, documentId)));
    // The same document twice is one attachment (a repeated click).
    if (existing) return row;
    const [created] = await tx
      .insert(careTaskAttachments)
      .values({ tenantId: row.tenantId, careTaskId: id, documentId, uploadedBy: actor.name })
      .returning({ id: careTaskAttachments.id });
    await recordAudit(tx, ctx, {
      action: 'care-task-attachment.create',
      entityType: 'care-task',
      entityId: id,
      after: { attachmentId: created?.id, documentId, name: document.name },
    });
    return row;
  });
}

export function deleteAttachment(database: Database, ctx: RequestContext, id: string, attachmentId: string) {
  return changeTask(database, ctx, id, async (tx, row) => {
    const [attachment] = await tx
      .delete(careTaskAttachments)
      .where(and(eq(careTaskAttachments.id, attachmentId), eq(careTaskAttachments.careTaskId, id)))
      .returning();
    if (!attachment) throw new AppError('CARE_TASK_ATTACHMENT_NOT_FOUND', 'Attachment not found', { attachmentId });
    await recordAudit(tx, ctx, {
      action: 'care-task-attachment.delete',
      entityType: 'care-task',
      entityId: id,
      before: { attachmentId, documentId: attachment.documentId },
    });
    return row;
  });
}

export function attachmentDownload(
  runtime: DocumentRuntime,
  database: Database,
  ctx: RequestContext,
  id: string,
  attachmentId: string,
) {
  const today = swissToday();
  return inTenant(database, ctx, async (tx) => {
    await taskRowFor(tx, await careTaskAccess(tx, ctx, 'view', today), id, false);
    const [attachment] = await tx
      .select()
      .from(careTaskAttachments)
      .where(and(eq(careTaskAttachments.id, attachmentId), eq(careTaskAttachments.careTaskId, id)));
    if (!attachment) throw new AppError('CARE_TASK_ATTACHMENT_NOT_FOUND', 'Attachment not found', { attachmentId });
    const document = await requireStoredDocument(tx, attachment.documentId);
    return { documentId: document.id, name: document.name, url: signedDownload(runtime, document).uri };
  });
}

/**
 * The protocol's signed address. A completed task whose protocol is still missing (the store failed after the
 * completion) gets it written now; a task never completed answers 404 CARE_TASK_PROTOCOL_NOT_FOUND.
 */
export async function protocolDownload(runtime: DocumentRuntime, database: Database, ctx: RequestContext, id: string) {
  const today = swissToday();
  const tenantId = requireTenantId(ctx);
  const read = () =>
    inTenant(database, ctx, async (tx) => {
      const row = await taskRowFor(tx, await careTaskAccess(tx, ctx, 'view', today), id, false);
      if (row.protocolDocumentId === null) return { row, document: null };
      return { row, document: await requireStoredDocument(tx, row.protocolDocumentId) };
    });
  let { row, document } = await read();
  if (!document && row.status === 'COMPLETED') {
    await writeCareTaskProtocol(runtime, database, tenantId, id);
    ({ row, document } = await read());
  }
  if (!document) {
    throw new AppError('CARE_TASK_PROTOCOL_NOT_FOUND', 'This care task has no protocol: it is written on completion', {
      careTaskId: id,
    });
  }
  return { documentId: document.id, name: document.name, url: signedDownload(runtime, document).uri };
}
