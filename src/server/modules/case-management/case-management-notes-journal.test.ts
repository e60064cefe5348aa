// The case manager's notes journal (issue 33, decision 0070) over HTTP on both databases: who reads it (the notes
// readers only; 403 before anything is read), the scope (a reader never sees notes of a case management they could
// not open — the same scope as the per-case read), deleted notes never, the filters (mine, author, status, days in
// Swiss time, search in text, person and author with `%` and `_` literal), the order and paging, the excerpt, and the
// audit entry per case management shown. "Now" is fixed at 15.06.2026 10:00 UTC.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PERMISSION_MATRIX } from '../../../contracts/roles.ts';
import { caseManagementNotes } from '../../../db/schema/case-management.ts';
import { auditLog } from '../../../db/schema/identity.ts';
import {
  type CaseManagementCompany,
  type CmUser,
  createCaseManagementCompany,
} from '../../../testing/factories/case-management.factory.ts';
import { useTestApp } from '../../../testing/test-app.ts';
import { testBackends } from '../../../testing/test-databases.ts';
import type { RequestContext } from '../../request-context.ts';
import { listNotes } from './case-management-notes.service.ts';
import { listNotesJournal } from './case-management-notes-journal.service.ts';

const NOW = new Date('2026-06-15T10:00:00.000Z');

type Item = { noteId: string; excerpt: string; employeeId: string; createdAt: string };

describe.each(testBackends())('the notes journal on %s', (backend) => {
  const ctx = useTestApp(backend, { now: () => NOW });
  let sequence = 0;
  const company = () => {
    sequence += 1;
    return createCaseManagementCompany(ctx.app, ctx.database, `Journal ${sequence} AG`);
  };

  const call = (who: CmUser, method: 'GET' | 'POST', url: string, payload?: object) =>
    ctx.app.inject({
      method,
      url: `/api/modular${url}`,
      headers: who.session.headers,
      ...(payload ? { payload } : {}),
    });
  const journal = async (who: CmUser, query = '') => {
    const response = await call(who, 'GET', `/case-management-notes${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { items: Item[]; totalCount: number };
  };

  async function open(c: CaseManagementCompany, employeeId: string): Promise<string> {
    const request = await call(c.hr, 'POST', '/case-management-request', { employeeId, reason: 'Long absence' });
    expect(request.statusCode, request.body).toBe(201);
    const accepted = await call(c.cm, 'POST', `/case-management-request/${request.json().requestId}/accept`, {});
    expect(accepted.statusCode, accepted.body).toBe(200);
    return accepted.json().caseManagementId;
  }

  /** A note written at `at` (directly: the routes write the app's one "now"). */
  async function note(
    c: CaseManagementCompany,
    caseManagementId: string,
    author: { id: string; name: string },
    text: string,
    at: string,
    extra: { updatedAt?: string; deletedAt?: string } = {},
  ): Promise<string> {
    const [row] = await ctx.database.withTenant(c.tenantId, (tx) =>
      tx
        .insert(caseManagementNotes)
        .values({
          tenantId: c.tenantId,
          caseManagementId,
          text,
          authorUserId: author.id,
          authorName: author.name,
          createdAt: at,
          updatedAt: extra.updatedAt ?? at,
          deletedAt: extra.deletedAt ?? null,
        })
        .returning(),
    );
    if (!row) throw new Error('note insert returned nothing');
    return row.id;
  }

  /** T-1 (Claire Dubois, the boss's team) and O-1 (Otto Aussen, outside it), four notes, one deleted. */
  async function journalCompany() {
    const c = await company();
    const t1 = await open(c, 'T-1');
    const o1 = await open(c, 'O-1');
    const carla = { id: c.cm.id, name: 'Carla Case' };
    const marco = { id: c.cm2.id, name: 'Marco Manager' };
    const notes = {
      // 02.06. 08:00 Swiss time (06:00 UTC).
      t1Old: await note(c, t1, carla, 'First call: back pain since May.', '2026-06-02T06:00:00.000Z'),
      // 10.06. 23:30 Swiss time = 21:30 UTC, still the 10th in Switzerland.
      o1Late: await note(c, o1, marco, 'Rate 100% unfit_for now; IV early detection?', '2026-06-10T21:30:00.000Z', {
        updatedAt: '2026-06-11T07:00:00.000Z',
      }),
      // 11.06. 00:30 Swiss time = 10.06. 22:30 UTC: the 11th in Switzerland.
      t1New: await note(
        c,
        t1,
        marco,
        `Round table with the superior. ${'Plan step. '.repeat(40)}`,
        '2026-06-10T22:30:00.000Z',
      ),
      deleted: await note(c, t1, carla, 'Deleted: must never show', '2026-06-12T08:00:00.000Z', {
        deletedAt: '2026-06-12T09:00:00.000Z',
      }),
    };
    return { c, t1, o1, notes };
  }

  it('only the notes readers: the superior, the HR business partner and payroll get 403 and nothing else', async () => {
    const { c } = await journalCompany();
    for (const who of [c.boss, c.hrbp, c.payroll]) {
      const refused = await call(who, 'GET', '/case-management-notes');
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'FORBIDDEN' });
      expect(refused.body).not.toContain('back pain');
    }
    // HR_Admin and both case managers read every case management's notes (their view scope is the tenant).
    for (const who of [c.hr, c.cm, c.cm2]) expect((await journal(who)).totalCount).toBe(3);
  });

  it('newest first with person, status, responsible, author, excerpt and "edited"; deleted notes never', async () => {
    const { c, t1, o1, notes } = await journalCompany();
    const page = await journal(c.cm);
    expect(page.totalCount).toBe(3);
    expect(page.items.map((item) => item.noteId)).toEqual([notes.t1New, notes.o1Late, notes.t1Old]);
    const [newest, middle] = page.items;
    expect(newest).toMatchObject({
      caseManagementId: t1,
      employeeId: 'T-1',
      personnelNumber: expect.any(String),
      firstName: 'Claire',
      lastName: 'Dubois',
      caseManagementStatus: 'ACTIVE',
      responsible: { userId: c.cm.id, name: 'Carla Case' },
      author: { userId: c.cm2.id, name: 'Marco Manager' },
      createdAt: '2026-06-10T22:30:00.000Z',
      isEdited: false,
      isTruncated: true,
    });
    // 32 + 40 × 11 = 472 characters; cut at the last space within 240 and marked.
    expect(Array.from(newest?.excerpt ?? '').length).toBeLessThanOrEqual(241);
    expect(newest?.excerpt.endsWith('…')).toBe(true);
    expect(middle).toMatchObject({ caseManagementId: o1, isEdited: true, isTruncated: false, lastName: 'Aussen' });
    expect(JSON.stringify(page)).not.toContain('must never show');
    // Oldest first on request.
    expect((await journal(c.cm, '?sortOrder=asc')).items.map((item) => item.noteId)).toEqual([
      notes.t1Old,
      notes.o1Late,
      notes.t1New,
    ]);
  });

  it('pages: skip and take over the total, the same order', async () => {
    const { c, notes } = await journalCompany();
    const first = await journal(c.hr, '?take=2');
    const second = await journal(c.hr, '?take=2&skip=2');
    expect(first.totalCount).toBe(3);
    expect(second.totalCount).toBe(3);
    expect(first.items.map((item) => item.noteId)).toEqual([notes.t1New, notes.o1Late]);
    expect(second.items.map((item) => item.noteId)).toEqual([notes.t1Old]);
    expect((await journal(c.hr, '?skip=3')).items).toEqual([]);
  });

  it('filters: mine, author, the case management status, Swiss days', async () => {
    const { c, notes } = await journalCompany();
    const ids = async (who: CmUser, query: string) => (await journal(who, query)).items.map((item) => item.noteId);
    expect(await ids(c.cm, '?mine=true')).toEqual([notes.t1Old]);
    expect(await ids(c.cm2, '?mine=true')).toEqual([notes.t1New, notes.o1Late]);
    expect(await ids(c.hr, '?mine=true')).toEqual([]);
    expect(await ids(c.hr, `?authorUserId=${c.cm2.id}`)).toEqual([notes.t1New, notes.o1Late]);
    // from=to=10.06.: only the note of 23:30 Swiss time; the one of 00:30 on the 11th (22:30 UTC on the 10th) is not.
    expect(await ids(c.hr, '?from=2026-06-10&to=2026-06-10')).toEqual([notes.o1Late]);
    expect(await ids(c.hr, '?from=2026-06-11')).toEqual([notes.t1New]);
    expect(await ids(c.hr, '?to=2026-06-09')).toEqual([notes.t1Old]);
    // Close O-1's case management: NOT_ACTIVE lists its note only.
    const o1 = (await journal(c.hr, `?authorUserId=${c.cm2.id}&sortOrder=asc`)).items[0] as unknown as {
      caseManagementId: string;
    };
    const closed = await call(c.cm, 'POST', `/case-management/${o1.caseManagementId}/close`, { outcome: 'OTHER' });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(await ids(c.hr, '?caseManagementStatus=NOT_ACTIVE')).toEqual([notes.o1Late]);
    expect(await ids(c.hr, '?caseManagementStatus=ACTIVE')).toEqual([notes.t1New, notes.t1Old]);
  });

  it('search: text, person and author, case-insensitive; % and _ match themselves', async () => {
    const { c, notes } = await journalCompany();
    const ids = async (search: string) =>
      (await journal(c.hr, `?search=${encodeURIComponent(search)}`)).items.map((item) => item.noteId);
    expect(await ids('BACK PAIN')).toEqual([notes.t1Old]);
    expect(await ids('dubois')).toEqual([notes.t1New, notes.t1Old]);
    expect(await ids('marco')).toEqual([notes.t1New, notes.o1Late]);
    // "100%" is in O-1's note; unescaped, "0%u" would match "0% u…" and anything with "0…u"; escaped only the text.
    expect(await ids('100%')).toEqual([notes.o1Late]);
    expect(await ids('%')).toEqual([notes.o1Late]);
    expect(await ids('0%u')).toEqual([]);
    // "_" is one literal underscore: "unfit_for" matches, "unfit_or" (the `_` as a wildcard for "f") does not.
    expect(await ids('unfit_for')).toEqual([notes.o1Late]);
    expect(await ids('t_for')).toEqual([notes.o1Late]);
    expect(await ids('ba_k')).toEqual([]);
    expect(await ids('never show')).toEqual([]);
  });

  it('bad input: 400 in the spec shape, never 500', async () => {
    const { c } = await journalCompany();
    for (const query of [
      '?from=2026-06-20&to=2026-06-10',
      `?mine=true&authorUserId=${c.cm.id}`,
      '?authorUserId=carla',
      '?caseManagementStatus=REQUESTED',
      '?from=10.06.2026',
      '?take=0',
      '?sortOrder=up',
      `?search=${'x'.repeat(201)}`,
      '?unknown=1',
    ]) {
      const response = await call(c.hr, 'GET', `/case-management-notes${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toMatchObject({
        message: 'Request validation failed',
        errors: [expect.objectContaining({ in: 'querystring' })],
      });
    }
  });

  it('every read is audited: one entry per case management shown, with the notes counted, never their text', async () => {
    const { c, t1, o1, notes } = await journalCompany();
    const response = await call(c.cm, 'GET', '/case-management-notes');
    expect(response.statusCode).toBe(200);
    const entries = await ctx.database.withTenant(c.tenantId, (tx) =>
      tx
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'case-management-note.read'), eq(auditLog.actorId, c.cm.id))),
    );
    const byCase = new Map(entries.map((entry) => [entry.entityId, entry]));
    expect(entries).toHaveLength(2);
    expect(byCase.get(t1)).toMatchObject({
      entityType: 'case-management',
      after: { noteCount: 2, noteIds: [notes.t1New, notes.t1Old], via: 'journal' },
    });
    expect(byCase.get(o1)).toMatchObject({ after: { noteCount: 1, noteIds: [notes.o1Late], via: 'journal' } });
    expect(JSON.stringify(entries)).not.toContain('back pain');
    // A page that shows nothing names nothing.
    await call(c.cm, 'GET', '/case-management-notes?search=nothing-like-this');
    const after = await ctx.database.withTenant(c.tenantId, (tx) =>
      tx.select().from(auditLog).where(eq(auditLog.action, 'case-management-note.read')),
    );
    expect(after).toHaveLength(2);
  });

  it('scope: a reader whose case management view is the team sees only the team, as the per-case read', async () => {
    const { c, o1, notes } = await journalCompany();
    // No role of the matrix has the notes with a team scope; a reader whose case management view is the superior
    // scope (the boss's team: T-1, T-2) is the case where the journal must narrow as the per-case read does.
    const narrowed: RequestContext = {
      actor: {
        kind: 'user',
        userId: c.boss.id,
        name: 'Sandra Keller',
        email: 'boss@example.ch',
        userRole: 'Superior',
        employeeId: 'BOSS',
      },
      authMethod: 'session',
      tenantId: c.tenantId,
      permissions: {
        ...PERMISSION_MATRIX.Case_Manager,
        'employee.caseManagement.cases.view': 'superior',
      },
      session: null,
      requestId: 'journal-scope',
    };
    const page = await listNotesJournal(ctx.database, narrowed, {
      skip: 0,
      take: 50,
      sortOrder: 'desc',
    });
    expect(page.items.map((item) => item.noteId)).toEqual([notes.t1New, notes.t1Old]);
    expect(page.totalCount).toBe(2);
    // The per-case read refuses O-1's case management to the same reader: the journal shows nothing more.
    await expect(listNotes(ctx.database, narrowed, o1)).rejects.toMatchObject({ code: 'CASE_MANAGEMENT_NOT_FOUND' });
  });

  it("another tenant's notes never show", async () => {
    const { c } = await journalCompany();
    const other = await journalCompany();
    expect((await journal(c.hr)).totalCount).toBe(3);
    const theirs = await journal(other.c.hr);
    expect(theirs.items.map((item) => item.noteId)).toEqual([other.notes.t1New, other.notes.o1Late, other.notes.t1Old]);
  });
});
