// The case routes (issue 13), on the cases' test company (src/testing/factories/case-world.factory.ts): the
// case comments (post, show, validate, who may write and delete them).
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { caseComments } from '../../../db/schema/cases.ts';
import { auditLog } from '../../../db/schema/identity.ts';
import { type Case, caseQueries, createCaseWorld } from '../../../testing/factories/case-world.factory.ts';
import { createSignedInUser, createUser, signIn, type TestSession } from '../../../testing/factories/user.factory.ts';
import { useTestApp } from '../../../testing/test-app.ts';
import { testBackends } from '../../../testing/test-databases.ts';
import { deriveEmployeeState } from '../derivation/index.ts';

describe.each(testBackends())('cases on %s', (backend) => {
  const ctx = useTestApp(backend);
  let tenantId = '';
  let hr: TestSession;
  let hrUserId = '';
  const { get, list, caseOf } = caseQueries(ctx, () => hr);

  beforeAll(async () => {
    ({ tenantId, hr, hrUserId } = await createCaseWorld(ctx));
  });

  describe('comments', () => {
    type Comment = {
      commentId: string;
      caseId: string;
      comment: string;
      createdAt: string;
      postedBy: { kind: string; id: string | null; name: string | null };
      validBetween: { from: string | null; to: string | null };
    };
    const post = (caseId: string, payload: object, session = hr) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/modular/case/${caseId}/comments`,
        headers: session.headers,
        payload,
      });
    const remove = (item: Case, commentId: string, session = hr) =>
      ctx.app.inject({
        method: 'DELETE',
        url: `/api/modular/case/${item.insuredPersonId}/${item.caseId}/comments/${commentId}`,
        headers: session.headers,
      });
    const commentsOf = async (item: Case) => {
      const response = await get(`/insured-person/${item.insuredPersonId}/case`);
      expect(response.statusCode, response.body).toBe(200);
      const found = (response.json().items as Case[]).find((one) => one.caseId === item.caseId);
      return (found?.comments ?? []) as Comment[];
    };

    it('POST /case/{caseId}/comments: 201 with the comment, shown on the case, audited', async () => {
      const sick = await caseOf('E-1', 'SICK');
      const response = await post(sick.caseId, {
        insuredPersonId: sick.insuredPersonId,
        comment: '  Arztzeugnis bis 09.04. liegt vor  ',
        validBetween: { from: '2026-03-01', to: '2026-04-09' },
      });
      expect(response.statusCode, response.body).toBe(201);
      const comment = response.json() as Comment;
      expect(comment).toMatchObject({
        caseId: sick.caseId,
        insuredPersonId: sick.insuredPersonId,
        comment: 'Arztzeugnis bis 09.04. liegt vor',
        postedBy: { kind: 'user', id: hrUserId },
        validBetween: { from: '2026-03-01', to: '2026-04-09' },
      });
      expect(Date.parse(comment.createdAt)).not.toBeNaN();
      const open = await post(sick.caseId, { insuredPersonId: sick.insuredPersonId, comment: 'Offen' });
      expect(open.statusCode, open.body).toBe(201);
      expect(open.json().validBetween).toEqual({ from: null, to: null });

      expect((await commentsOf(sick)).map((one) => one.comment)).toEqual(['Arztzeugnis bis 09.04. liegt vor', 'Offen']);
      const listed = await list('?employeeId=E-1&include=comments');
      expect(listed.items[0]?.comments).toHaveLength(2);
      expect(listed.items[0]?.claims).toBeUndefined();
      expect((await list('?employeeId=E-1')).items[0]?.comments).toBeUndefined();
      const audit = await ctx.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.tenantId, tenantId), eq(auditLog.action, 'case-comment.create')));
      expect(audit.find((entry) => entry.entityId === sick.caseId)?.after).toMatchObject({
        commentId: comment.commentId,
      });
    });

    it('comments stay with their case when the derivation replaces the cases', async () => {
      const sick = await caseOf('E-1', 'SICK');
      const before = await commentsOf(sick);
      expect(before.length).toBeGreaterThan(0);
      await ctx.database.withTenant(tenantId, (tx) => deriveEmployeeState(tx, tenantId, ['E-1']));
      const again = await caseOf('E-1', 'SICK');
      expect(again.caseId).toBe(sick.caseId);
      expect(await commentsOf(again)).toEqual(before);
      // A comment whose case is gone is not shown anywhere.
      const stray = await post(sick.caseId, { insuredPersonId: sick.insuredPersonId, comment: 'Verwaist' });
      await ctx.database.withTenant(tenantId, (tx) =>
        tx
          .update(caseComments)
          .set({ caseId: '0196f0a0-0000-7000-8000-0000000000ff' })
          .where(eq(caseComments.id, stray.json().commentId)),
      );
      expect((await commentsOf(sick)).map((one) => one.comment)).not.toContain('Verwaist');
    });

    it('validates the body: to before from, empty and too long comments, unknown fields', async () => {
      const sick = await caseOf('E-1', 'SICK');
      const reversed = await post(sick.caseId, {
        insuredPersonId: sick.insuredPersonId,
        comment: 'x',
        validBetween: { from: '2026-03-10', to: '2026-03-01' },
      });
      expect(reversed.statusCode).toBe(400);
      expect(reversed.json().errors).toEqual([
        expect.objectContaining({ in: 'body', path: 'validBetween.to', message: 'to must not be before from' }),
      ]);
      const long = await post(sick.caseId, { insuredPersonId: sick.insuredPersonId, comment: 'x'.repeat(1001) });
      expect(long.statusCode).toBe(400);
      expect(long.json().errors[0]).toMatchObject({
        path: 'comment',
        message: 'A comment has at most 1000 characters',
      });
      const longest = await post(sick.caseId, { insuredPersonId: sick.insuredPersonId, comment: 'x'.repeat(1000) });
      expect(longest.statusCode, longest.body).toBe(201);
      const empty = await post(sick.caseId, { insuredPersonId: sick.insuredPersonId, comment: '   ' });
      expect(empty.json().errors[0]).toMatchObject({ path: 'comment', message: 'A comment must not be empty' });
      const extra = await post(sick.caseId, { insuredPersonId: sick.insuredPersonId, comment: 'x', extra: 1 });
      expect(extra.statusCode).toBe(400);
    });

    it('404 CASE_NOT_FOUND for an unknown case, another person’s case or one the caller may not see', async () => {
      const sick = await caseOf('E-1', 'SICK');
      const other = await caseOf('E-2', 'SICK');
      const unknown = await post('0196f0a0-0000-7000-8000-0000000000aa', {
        insuredPersonId: sick.insuredPersonId,
        comment: 'x',
      });
      expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'CASE_NOT_FOUND']);
      const mismatched = await post(sick.caseId, { insuredPersonId: other.insuredPersonId, comment: 'x' });
      expect([mismatched.statusCode, mismatched.json().code]).toEqual([404, 'CASE_NOT_FOUND']);
      const accident = await caseOf('E-2', 'ACCIDENT');
      const { session: manager } = await createSignedInUser(ctx.app, ctx.database, tenantId, 'Case_Manager');
      const hidden = await post(accident.caseId, { insuredPersonId: accident.insuredPersonId, comment: 'x' }, manager);
      expect([hidden.statusCode, hidden.json().code]).toEqual([404, 'CASE_NOT_FOUND']);
      const boss = await createUser(ctx.database, tenantId, { userRole: 'Superior', employeeId: 'BOSS' });
      const superior = await signIn(ctx.app, { kind: 'user', id: boss.id, tenantId });
      const outsideTeam = await post(other.caseId, { insuredPersonId: other.insuredPersonId, comment: 'x' }, superior);
      expect([outsideTeam.statusCode, outsideTeam.json().code]).toEqual([404, 'CASE_NOT_FOUND']);
      const team = await post(sick.caseId, { insuredPersonId: sick.insuredPersonId, comment: 'Team' }, superior);
      expect(team.statusCode, team.body).toBe(201);
    });

    it('write access: the edit key of the case’s claim type; view-only roles are refused', async () => {
      const sick = await caseOf('E-2', 'SICK');
      const accident = await caseOf('E-2', 'ACCIDENT');
      const { session: partner } = await createSignedInUser(ctx.app, ctx.database, tenantId, 'HR_Business_Partner');
      const refused = await post(sick.caseId, { insuredPersonId: sick.insuredPersonId, comment: 'x' }, partner);
      expect([refused.statusCode, refused.json().code]).toEqual([403, 'FORBIDDEN']);
      const { session: payroll } = await createSignedInUser(ctx.app, ctx.database, tenantId, 'Payroll');
      const uvg = await post(accident.caseId, { insuredPersonId: accident.insuredPersonId, comment: 'UVG' }, payroll);
      expect(uvg.statusCode, uvg.body).toBe(201);
      const { session: manager } = await createSignedInUser(ctx.app, ctx.database, tenantId, 'Case_Manager');
      const ktg = await post(sick.caseId, { insuredPersonId: sick.insuredPersonId, comment: 'KTG' }, manager);
      expect(ktg.statusCode, ktg.body).toBe(201);
    });

    it('DELETE: the poster or an HR_Admin; unknown comment 404 COMMENT_NOT_FOUND; audited', async () => {
      const sick = await caseOf('E-2', 'SICK');
      const { session: manager } = await createSignedInUser(ctx.app, ctx.database, tenantId, 'Case_Manager');
      const { session: other } = await createSignedInUser(ctx.app, ctx.database, tenantId, 'Case_Manager');
      const byHr = (await post(sick.caseId, { insuredPersonId: sick.insuredPersonId, comment: 'HR' })).json();
      const byManager = (
        await post(sick.caseId, { insuredPersonId: sick.insuredPersonId, comment: 'Manager' }, manager)
      ).json();
      const foreign = await remove(sick, byHr.commentId, manager);
      expect([foreign.statusCode, foreign.json().code]).toEqual([403, 'FORBIDDEN']);
      const notTheirs = await remove(sick, byManager.commentId, other);
      expect([notTheirs.statusCode, notTheirs.json().code]).toEqual([403, 'FORBIDDEN']);
      const own = await remove(sick, byManager.commentId, manager);
      expect(own.statusCode, own.body).toBe(204);
      expect(own.body).toBe('');
      const asAdmin = await remove(sick, byHr.commentId);
      expect(asAdmin.statusCode, asAdmin.body).toBe(204);
      const remaining = (await commentsOf(sick)).map((one) => one.commentId);
      expect(remaining).not.toContain(byHr.commentId);
      expect(remaining).not.toContain(byManager.commentId);
      const again = await remove(sick, byHr.commentId);
      expect([again.statusCode, again.json().code]).toEqual([404, 'COMMENT_NOT_FOUND']);
      // The comment of another case, named under this one: not found.
      const e1 = await caseOf('E-1', 'SICK');
      const elsewhere = (await post(e1.caseId, { insuredPersonId: e1.insuredPersonId, comment: 'E-1' })).json();
      const wrongCase = await remove(sick, elsewhere.commentId);
      expect([wrongCase.statusCode, wrongCase.json().code]).toEqual([404, 'COMMENT_NOT_FOUND']);
      const unknownCase = await remove({ ...sick, caseId: '0196f0a0-0000-7000-8000-0000000000aa' }, byHr.commentId);
      expect([unknownCase.statusCode, unknownCase.json().code]).toEqual([404, 'CASE_NOT_FOUND']);
      const audit = await ctx.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.tenantId, tenantId), eq(auditLog.action, 'case-comment.delete')));
      expect(audit.map((entry) => (entry.before as { commentId: string }).commentId).sort()).toEqual(
        [byHr.commentId, byManager.commentId].sort(),
      );
    });
  });
});
