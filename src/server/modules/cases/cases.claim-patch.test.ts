// The case routes (issue 13), on the cases' test company (src/testing/factories/case-world.factory.ts): PATCH
// /claim (scheduling claims with an accounting month, stale revisions, what it refuses).
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cases as caseTable, claims as claimTable } from '../../../db/schema/cases.ts';
import { auditLog } from '../../../db/schema/identity.ts';
import { type Claim, caseQueries, createCaseWorld } from '../../../testing/factories/case-world.factory.ts';
import { createSignedInUser, type TestSession } from '../../../testing/factories/user.factory.ts';
import { useTestApp } from '../../../testing/test-app.ts';
import { testBackends } from '../../../testing/test-databases.ts';

describe.each(testBackends())('cases on %s', (backend) => {
  const ctx = useTestApp(backend);
  let tenantId = '';
  let hr: TestSession;
  const { list, spans, caseOf } = caseQueries(ctx, () => hr);

  beforeAll(async () => {
    ({ tenantId, hr } = await createCaseWorld(ctx));
  });

  it('PATCH /claim: schedules claims with a month, refuses stale revisions, audits, keeps the case statuses', async () => {
    const { session: payroll } = await createSignedInUser(ctx.app, ctx.database, tenantId, 'Payroll');
    const patch = (payload: object, session = payroll) =>
      ctx.app.inject({ method: 'PATCH', url: '/api/modular/claim', headers: session.headers, payload });
    const sick = await caseOf('E-1', 'SICK');
    const paid = (sick.claims as Claim[]).filter((claim) => claim.dailyAllowance !== '0.00');
    const march = paid[0] as Claim;
    const april = paid[1] as Claim;
    const schedule = {
      insuredPersonId: sick.insuredPersonId,
      claims: [
        {
          claimId: march.claimId,
          revisionId: march.revisionId,
          processingStatus: 'SCHEDULED',
          accountingMonthId: '2026-04',
        },
        {
          claimId: april.claimId,
          revisionId: april.revisionId,
          processingStatus: 'PROCESSED',
          accountingMonthId: '2026-04',
        },
      ],
    };
    const done = await patch(schedule);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ patchedIds: [march.claimId, april.claimId] });
    const after = await caseOf('E-1', 'SICK');
    expect(after.processingStatuses).toEqual(['PROCESSED', 'SCHEDULED', 'UNASSIGNED']);
    const byId = new Map((after.claims as Claim[]).map((claim) => [claim.claimId, claim]));
    expect(byId.get(march.claimId)).toMatchObject({ processingStatus: 'SCHEDULED', accountingMonthId: '2026-04' });
    expect(byId.get(april.claimId)).toMatchObject({ processingStatus: 'PROCESSED', accountingMonthId: '2026-04' });
    expect(byId.get(march.claimId)?.revisionId).not.toBe(march.revisionId);
    expect(spans((await list('?processingStatuses=SCHEDULED')).items)).toEqual(['E-1 SICK 2026-03-01']);
    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tenantId, tenantId), eq(auditLog.action, 'claim.patch')));
    expect(entry).toMatchObject({
      entityType: 'insured-person',
      entityId: sick.insuredPersonId,
      before: {
        [march.claimId]: { processingStatus: 'UNASSIGNED', accountingMonthId: null },
        [april.claimId]: { processingStatus: 'UNASSIGNED', accountingMonthId: null },
      },
      after: {
        [march.claimId]: { processingStatus: 'SCHEDULED', accountingMonthId: '2026-04' },
        [april.claimId]: { processingStatus: 'PROCESSED', accountingMonthId: '2026-04' },
      },
    });

    // The same patch again: the revisions it names are stale -> 409, nothing changes.
    const stale = await patch({
      ...schedule,
      claims: [{ ...schedule.claims[0], processingStatus: 'BLOCKED', accountingMonthId: undefined }],
    });
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'REVISION_CONFLICT', claimIds: [march.claimId] });
    expect(
      (
        await ctx.database.withTenant(tenantId, (tx) =>
          tx.select().from(claimTable).where(eq(claimTable.claimId, march.claimId)),
        )
      )[0],
    ).toMatchObject({ processingStatus: 'SCHEDULED', accountingMonthId: '2026-04' });

    // Back to UNASSIGNED with the current revision: no accounting month any more, the engine's month kept.
    const current = byId.get(march.claimId) as Claim;
    const back = await patch({
      insuredPersonId: sick.insuredPersonId,
      claims: [{ claimId: march.claimId, revisionId: current.revisionId, processingStatus: 'UNASSIGNED' }],
    });
    expect(back.json()).toEqual({ patchedIds: [march.claimId] });
    const again = await caseOf('E-1', 'SICK');
    expect((again.claims as Claim[]).find((claim) => claim.claimId === march.claimId)).toMatchObject({
      processingStatus: 'UNASSIGNED',
      accountingMonthId: null,
      revisionId: march.revisionId,
    });
    expect(again.processingStatuses).toEqual(['PROCESSED', 'UNASSIGNED']);
    const [stored] = await ctx.database.withTenant(tenantId, (tx) =>
      tx.select().from(caseTable).where(eq(caseTable.id, sick.caseId)),
    );
    expect(stored?.processingStatuses).toEqual(['PROCESSED', 'UNASSIGNED']);
    // Unchanged: nothing patched, nothing audited.
    const same = await patch({
      insuredPersonId: sick.insuredPersonId,
      claims: [{ claimId: march.claimId, revisionId: march.revisionId, processingStatus: 'UNASSIGNED' }],
    });
    expect(same.json()).toEqual({ patchedIds: [] });
  });

  it('PATCH /claim refuses: months missing or misplaced, unknown person, claims of another person, roles without claims edit', async () => {
    const { session: payroll } = await createSignedInUser(ctx.app, ctx.database, tenantId, 'Payroll');
    const patch = (payload: object, session = payroll) =>
      ctx.app.inject({ method: 'PATCH', url: '/api/modular/claim', headers: session.headers, payload });
    const sick = await caseOf('E-1', 'SICK');
    const claim = (sick.claims as Claim[])[0] as Claim;
    const item = { claimId: claim.claimId, revisionId: claim.revisionId };
    const invalid: [object, string, string][] = [
      [
        { ...item, processingStatus: 'SCHEDULED' },
        'claims.0.accountingMonthId',
        'SCHEDULED and PROCESSED claims need an accountingMonthId (YYYY-MM)',
      ],
      [
        { ...item, processingStatus: 'BLOCKED', accountingMonthId: '2026-04' },
        'claims.0.accountingMonthId',
        'Only SCHEDULED and PROCESSED claims carry an accountingMonthId',
      ],
      [
        { ...item, processingStatus: 'PROCESSED', accountingMonthId: '2026-13' },
        'claims.0.accountingMonthId',
        'Date must be in YYYY-MM format with a valid month (01-12)',
      ],
    ];
    for (const [claimPatch, path, message] of invalid) {
      const response = await patch({ insuredPersonId: sick.insuredPersonId, claims: [claimPatch] });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().errors).toEqual([expect.objectContaining({ in: 'body', path, message })]);
    }
    const duplicate = await patch({
      insuredPersonId: sick.insuredPersonId,
      claims: [
        { ...item, processingStatus: 'BLOCKED' },
        { ...item, processingStatus: 'BLOCKED' },
      ],
    });
    expect(duplicate.json().errors).toEqual([
      expect.objectContaining({ message: 'Each claimId may appear only once' }),
    ]);
    expect((await patch({ insuredPersonId: sick.insuredPersonId, claims: [] })).statusCode).toBe(400);

    const unknownPerson = await patch({
      insuredPersonId: '00000000-0000-4000-8000-000000000000',
      claims: [{ ...item, processingStatus: 'BLOCKED' }],
    });
    expect(unknownPerson.statusCode).toBe(400);
    expect(unknownPerson.json()).toMatchObject({
      code: 'INSURED_PERSON_NOT_FOUND',
      message: 'Insured person not found',
    });

    // A claim of E-1 named under E-2's insured person: not one of the person's cases.
    const other = await caseOf('E-2', 'SICK');
    const foreign = await patch({
      insuredPersonId: other.insuredPersonId,
      claims: [{ ...item, processingStatus: 'BLOCKED' }],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({ code: 'CASE_NOT_FOUND', claimIds: [claim.claimId] });
    expect(foreign.json().message).toBe('1 claim was not found in the cases of this insured person');

    for (const role of ['HR_Business_Partner', 'Case_Manager', 'Superior'] as const) {
      const { session } = await createSignedInUser(ctx.app, ctx.database, tenantId, role);
      const refused = await patch(
        { insuredPersonId: sick.insuredPersonId, claims: [{ ...item, processingStatus: 'BLOCKED' }] },
        session,
      );
      expect([refused.statusCode, refused.json().code], role).toEqual([403, 'FORBIDDEN']);
    }
    const unchanged = await caseOf('E-1', 'SICK');
    expect((unchanged.claims as Claim[])[0]).toMatchObject({ processingStatus: claim.processingStatus });
  });
});
