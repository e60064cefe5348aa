// A care task's life (issue 29 scope 3): comments and attachments, complete (required answers) with its PDF
// conversation protocol read back with pdftotext and rendered with pdftoppm, discard, reopen, and the daily due scan.
// HTTP on both databases.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../../db/schema/identity.ts';
import { careTaskRow, createCareCompany, createStageTask } from '../../../testing/factories/care-task.factory.ts';
import { createStoredDocument } from '../../../testing/factories/document.factory.ts';
import type { TestSession } from '../../../testing/factories/user.factory.ts';
import { useTestApp } from '../../../testing/test-app.ts';
import { testBackends } from '../../../testing/test-databases.ts';
import { swissToday } from '../../access/superior-scope.ts';
import { addDays } from './care-task-creation.ts';
import { notifyDueCareTasks } from './care-task-due-scan.ts';

const hasPoppler = spawnSync('pdftoppm', ['-v']).error === undefined;

describe.each(testBackends())('a care task from open to completed on %s', (backend) => {
  const ctx = useTestApp(backend);
  const today = swissToday();

  const call = (session: TestSession, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({ method, url: `/api/modular${url}`, headers: session.headers, ...(payload ? { payload } : {}) });

  it('complete needs the required answers, writes the French protocol without the private notes; reopen, discard', async () => {
    expect(hasPoppler, 'pdftoppm is missing: apt-get install poppler-utils (.ci/run installs it)').toBe(true);
    const company = await createCareCompany(ctx.app, ctx.database, 'Protokoll SA');
    const id = await createStageTask(ctx.database, company, 'T-1');
    const early = await call(company.boss, 'GET', `/care-task/${id}/protocol`);
    expect(early.statusCode).toBe(404);
    expect(early.json().code).toBe('CARE_TASK_PROTOCOL_NOT_FOUND');
    await call(company.boss, 'PATCH', `/care-task/${id}`, {
      answers: { wellbeing: 'Je vais mieux, le dos va bien.' },
      privateNotes: 'NOTE-PRIVEE: semble fatiguée',
      participants: ['Claire Dubois', 'Sandra Keller'],
      conversationDate: '2026-11-20',
    });
    const incomplete = await call(company.boss, 'POST', `/care-task/${id}/complete`, {});
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json()).toMatchObject({ code: 'CARE_TASK_FORM_INCOMPLETE', questionIds: ['support'] });
    await call(company.boss, 'PATCH', `/care-task/${id}`, {
      answers: { support: 'workplace', doctor: false, 'follow-up': '2026-12-15' },
    });
    const completed = await call(company.boss, 'POST', `/care-task/${id}/complete`, { revision: 3 });
    expect(completed.statusCode, completed.body).toBe(200);
    expect(completed.json()).toMatchObject({
      status: 'COMPLETED',
      completedBy: 'Sandra Keller',
      protocolStatus: 'ready',
      canEdit: false,
      revision: 4,
    });
    const notOpen = await call(company.boss, 'PATCH', `/care-task/${id}`, { privateNotes: 'x' });
    expect(notOpen.statusCode).toBe(409);
    expect(notOpen.json()).toMatchObject({ code: 'CARE_TASK_NOT_OPEN', status: 'COMPLETED' });

    const protocol = await call(company.boss, 'GET', `/care-task/${id}/protocol`);
    expect(protocol.statusCode, protocol.body).toBe(200);
    expect(protocol.json().name).toMatch(/^PV-entretien_Dubois_\d{4}-\d{2}-\d{2}_[0-9a-f]{8}\.pdf$/);
    expect(protocol.json().documentId).toBe(completed.json().protocolDocumentId);
    const download = await ctx.app.inject({ method: 'GET', url: protocol.json().url });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const directory = mkdtempSync(join(tmpdir(), 'care-protocol-'));
    const path = join(directory, 'protocol.pdf');
    writeFileSync(path, download.rawPayload);
    const text = execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
    for (const expected of [
      "Procès-verbal d'entretien",
      'Protokoll SA',
      'Claire Dubois',
      'Entretien de retour (Niveau de suivi 2)',
      "Date de l'entretien",
      '20.11.2026',
      'Claire Dubois, Sandra Keller',
      '1. Comment allez-vous ?',
      'Je vais mieux, le dos va bien.',
      '2. Soutien',
      'Poste de travail',
      '3. Visite médicale ?',
      'Non',
      '15.12.2026',
      'Signature de la collaboratrice / du collaborateur',
      'Signature de la / du supérieur·e',
      'Lieu, date',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toContain('NOTE-PRIVEE');
    expect(text).not.toContain('fatiguée');
    execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', path, join(directory, 'page')]);
    // Kept for a look (tests print nothing): the page image is at <tmp>/care-protocol-*/page-1.png.
    writeFileSync(join(tmpdir(), 'care-protocol-last.txt'), join(directory, 'page-1.png'));

    // Reopen keeps the protocol until the next completion; a second reopen is refused.
    const reopened = await call(company.hr, 'POST', `/care-task/${id}/reopen`, {});
    expect(reopened.json()).toMatchObject({ status: 'OPEN', completedBy: null, protocolStatus: 'ready' });
    expect((await call(company.hr, 'POST', `/care-task/${id}/reopen`, {})).json().code).toBe('CARE_TASK_ALREADY_OPEN');
    const discarded = await call(company.hr, 'POST', `/care-task/${id}/discard`, { reason: 'Doublon' });
    expect(discarded.json()).toMatchObject({ status: 'DISCARDED', discardKind: 'MANUAL', discardReason: 'Doublon' });
    expect((await call(company.hr, 'POST', `/care-task/${id}/discard`, { reason: 'x' })).json().code).toBe(
      'CARE_TASK_NOT_OPEN',
    );
    const actions = await ctx.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.entityType, 'care-task')))
      .orderBy(auditLog.occurredAt);
    expect(actions.map((row) => row.action)).toEqual([
      'care-task.create',
      'care-task.update',
      'care-task.update',
      'care-task.complete',
      'care-task.reopen',
      'care-task.discard',
    ]);
  });

  it('comments (own delete only) and attachments (stored documents, signed download)', async () => {
    const company = await createCareCompany(ctx.app, ctx.database, 'Anhang AG');
    const id = await createStageTask(ctx.database, company, 'T-2');
    const commented = await call(company.boss, 'POST', `/care-task/${id}/comments`, { comment: 'Telefoniert' });
    expect(commented.statusCode, commented.body).toBe(201);
    expect(commented.json().comments).toMatchObject([
      { comment: 'Telefoniert', postedBy: 'Sandra Keller', postedByUserId: company.bossUserId },
    ]);
    // A comment does not move the task's revision (an open form stays current).
    expect(commented.json().revision).toBe(1);
    const commentId = commented.json().comments[0].commentId;
    const foreign = await call(company.hr, 'DELETE', `/care-task/${id}/comments/${commentId}`);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().code).toBe('CARE_TASK_COMMENT_NOT_OWN');
    const removed = await call(company.boss, 'DELETE', `/care-task/${id}/comments/${commentId}`);
    expect(removed.json().comments).toEqual([]);
    expect((await call(company.boss, 'DELETE', `/care-task/${id}/comments/${commentId}`)).statusCode).toBe(404);

    const document = await createStoredDocument(ctx.database, company.tenantId, {
      name: 'arztzeugnis.pdf',
      content: '%PDF-1.4 test',
    });
    const attached = await call(company.boss, 'POST', `/care-task/${id}/attachments`, { documentId: document.id });
    expect(attached.statusCode, attached.body).toBe(201);
    expect(attached.json().attachments).toMatchObject([
      { documentId: document.id, name: 'arztzeugnis.pdf', sizeBytes: 13, uploadedBy: 'Sandra Keller' },
    ]);
    // The same document again stays one attachment.
    const twice = await call(company.boss, 'POST', `/care-task/${id}/attachments`, { documentId: document.id });
    expect(twice.json().attachments).toHaveLength(1);
    const attachmentId = attached.json().attachments[0].attachmentId;
    const address = await call(company.boss, 'GET', `/care-task/${id}/attachments/${attachmentId}`);
    expect(address.json()).toMatchObject({ documentId: document.id, name: 'arztzeugnis.pdf' });
    const bytes = await ctx.app.inject({ method: 'GET', url: address.json().url });
    expect(bytes.body).toBe('%PDF-1.4 test');
    const missing = await call(company.boss, 'POST', `/care-task/${id}/attachments`, {
      documentId: '0196f0a0-0000-7000-8000-00000000dead',
    });
    expect(missing.json().code).toBe('DOCUMENT_NOT_FOUND');
    const detached = await call(company.boss, 'DELETE', `/care-task/${id}/attachments/${attachmentId}`);
    expect(detached.json().attachments).toEqual([]);
    expect((await call(company.boss, 'GET', `/care-task/${id}/attachments/${attachmentId}`)).json().code).toBe(
      'CARE_TASK_ATTACHMENT_NOT_FOUND',
    );
  });

  it('the due scan tells each open task due today or tomorrow once per due date', async () => {
    const company = await createCareCompany(ctx.app, ctx.database, 'Faellig AG');
    const post = async (employeeId: string, dueDate: string) =>
      (await call(company.hr, 'POST', '/care-task', { employeeId, title: 'Anruf', dueDate })).json()
        .careTaskId as string;
    const dueToday = await post('T-1', today);
    const dueTomorrow = await post('T-2', addDays(today, 1));
    const later = await post('T-2', addDays(today, 2));
    const overdue = await post('T-2', addDays(today, -1));
    const unassigned = await post('O-1', today);
    // today, tomorrow: told; the day after, yesterday's (told before) and the one without a responsible: not.
    expect(await notifyDueCareTasks(ctx.database, company.tenantId, today)).toBe(2);
    const told = async (id: string) => (await careTaskRow(ctx.database, company.tenantId, id))?.dueNotifiedFor;
    expect([await told(dueToday), await told(dueTomorrow), await told(later), await told(overdue)]).toEqual([
      today,
      addDays(today, 1),
      null,
      null,
    ]);
    expect(await told(unassigned)).toBeNull();
    expect(await notifyDueCareTasks(ctx.database, company.tenantId, today)).toBe(0);
    // Moved to tomorrow: told again for the new date.
    await ctx.database.withTenant(company.tenantId, (tx) =>
      tx.execute(sql`update care_tasks set due_date = ${addDays(today, 1)}::date where id = ${dueToday}`),
    );
    expect(await notifyDueCareTasks(ctx.database, company.tenantId, today)).toBe(1);
  });
});
