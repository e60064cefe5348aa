// Case links (decision 0023): a relapse period made a case of its own, a case joined to the one before it, claims
// reassigned, the days in no case — with the amounts each decision gives.
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cases, claims, insuredPersons } from '../../../db/schema/cases.ts';
import { auditLog } from '../../../db/schema/identity.ts';
import { processPendingEvents } from '../../../testing/factories/domain-event.factory.ts';
import { createSalariedEmployee } from '../../../testing/factories/employee.factory.ts';
import { createTenant } from '../../../testing/factories/tenant.factory.ts';
import { configureTenantForTest } from '../../../testing/factories/tenant-configuration.factory.ts';
import {
  createAdminUser,
  createSignedInUser,
  signIn,
  type TestSession,
} from '../../../testing/factories/user.factory.ts';
import { useTestApp } from '../../../testing/test-app.ts';
import { testBackends } from '../../../testing/test-databases.ts';

describe.each(testBackends())('case links on %s', (backend) => {
  const ctx = useTestApp(backend);

  /**
   * K-1, 6 000 a month (insured 72 000; full daily allowance 72 000 / 365 × 80 % = 157.808 -> CHF 157.81, C2), the
   * test configuration (waiting period 30 days per case, minimum incapacity 25 %). Sick 100 % 05.01.-13.02.2026
   * (40 days: 05.01.-03.02. waiting, 04.-13.02. paid = 10 × 157.81 = 1 578.10) and again 02.-11.03.2026 (10 days),
   * within 12 months: a relapse (C15) that continues the case — its waiting period served, 10 more paid days. The
   * case: 20 paid days = CHF 3 156.20.
   */
  async function relapseCase(name: string) {
    const tenant = await createTenant(ctx.database, { name });
    await configureTenantForTest(ctx.database, tenant.id);
    await createSalariedEmployee(ctx.database, tenant.id, 'K-1');
    const { session } = await createSignedInUser(ctx.app, ctx.database, tenant.id, 'HR_Admin');
    for (const [startDate, endDate, percentage] of [
      ['2026-01-05', '2026-02-13', 100],
      ['2026-03-02', '2026-03-11', 100],
      // 20 %: below the minimum incapacity of 25 % (C6), in no case.
      ['2026-05-04', '2026-05-06', 20],
    ] as const) {
      const created = await ctx.app.inject({
        method: 'POST',
        url: '/api/modular/absence',
        headers: session.headers,
        payload: { employeeId: 'K-1', startDate, endDate, type: 'SICK', percentage },
      });
      expect(created.statusCode).toBe(201);
    }
    await processPendingEvents(ctx.database, tenant.id);
    const [person] = await ctx.database.withTenant(tenant.id, (tx) => tx.select().from(insuredPersons));
    return { tenantId: tenant.id, session, personId: person?.id as string };
  }

  const stored = (tenantId: string) =>
    ctx.database.withTenant(tenantId, (tx) =>
      tx
        .select({ id: cases.id, absentFrom: cases.absentFrom, absentTo: cases.absentTo, total: cases.totalAmount })
        .from(cases)
        .orderBy(asc(cases.absentFrom)),
    );
  const claimsOf = (tenantId: string, caseId: string) =>
    ctx.database.withTenant(tenantId, (tx) =>
      tx.select({ claimId: claims.claimId }).from(claims).where(eq(claims.caseId, caseId)).orderBy(asc(claims.date)),
    );
  const post = (session: TestSession, url: string, payload: object) =>
    ctx.app.inject({ method: 'POST', url: `/api/modular${url}`, headers: session.headers, payload });

  it('a relapse period becomes its own case, and joins the case before it again', async () => {
    const { tenantId, session, personId } = await relapseCase('Rückfall AG');
    const [first] = await stored(tenantId);
    expect(await stored(tenantId)).toEqual([
      { id: first?.id, absentFrom: '2026-01-05', absentTo: '2026-03-11', total: 315_620 },
    ]);

    // Its own case from 02.03.: a new waiting period of 30 days, so its 10 days pay nothing; the first case keeps
    // its 10 paid days (CHF 1 578.10).
    const created = await post(session, `/insured-person/${personId}/case`, { startDate: '2026-03-02' });
    expect(created.statusCode).toBe(201);
    const { ktgCaseId } = created.json() as { ktgCaseId: string };
    expect(created.json()).toEqual({ ktgCaseId, insuredPersonId: personId });
    expect(await stored(tenantId)).toEqual([
      { id: first?.id, absentFrom: '2026-01-05', absentTo: '2026-02-13', total: 157_810 },
      { id: ktgCaseId, absentFrom: '2026-03-02', absentTo: '2026-03-11', total: 0 },
    ]);

    // The second case's 10 claims back to the first (the case directly before it): a RELAPSE link replaces the
    // NEW_CASE one, and the case pays CHF 3 156.20 again. The claim ids stay (they name employee, type and day).
    const moved = (await claimsOf(tenantId, ktgCaseId)).map((claim) => claim.claimId);
    expect(moved).toHaveLength(10);
    const back = await post(session, `/insured-person/${personId}/reassign`, {
      targetCaseId: first?.id,
      claims: moved,
    });
    expect([back.statusCode, back.json(), back.headers['content-type']]).toEqual([
      200,
      'success',
      'application/json; charset=utf-8',
    ]);
    expect(await stored(tenantId)).toEqual([
      { id: first?.id, absentFrom: '2026-01-05', absentTo: '2026-03-11', total: 315_620 },
    ]);
    expect((await claimsOf(tenantId, first?.id as string)).map((claim) => claim.claimId)).toEqual(
      expect.arrayContaining(moved),
    );

    // The same by the ktg-case-creation routes: create by employee, then link the cases.
    const again = await post(session, '/ktg-case-creation/create', { employeeId: 'K-1', startDate: '2026-03-02' });
    expect(again.statusCode).toBe(201);
    const second = (again.json() as { ktgCaseId: string }).ktgCaseId;
    expect((await stored(tenantId)).map((row) => row.total)).toEqual([157_810, 0]);
    const linked = await post(session, '/ktg-case-creation/link-cases', {
      employeeId: 'K-1',
      caseId: second,
      targetCaseId: first?.id,
    });
    expect([linked.statusCode, linked.json()]).toEqual([200, { ktgCaseId: first?.id }]);
    expect((await stored(tenantId)).map((row) => row.total)).toEqual([315_620]);

    const actions = await ctx.database.withTenant(tenantId, (tx) =>
      tx.select({ action: auditLog.action }).from(auditLog).orderBy(asc(auditLog.occurredAt)),
    );
    expect(actions.map((row) => row.action).filter((action) => action.startsWith('case.'))).toEqual([
      'case.create',
      'case.reassign',
      'case.create',
      'case.link',
    ]);
  });

  it('reassigning the tail of a case to a new case; refusals say why and change nothing', async () => {
    const { tenantId, session, personId } = await relapseCase('Teilung AG');
    const [only] = await stored(tenantId);
    const all = await ctx.database.withTenant(tenantId, (tx) =>
      tx.select({ claimId: claims.claimId, date: claims.date }).from(claims).orderBy(asc(claims.date)),
    );
    const fromMarch = all.filter((claim) => claim.date >= '2026-03-02').map((claim) => claim.claimId);
    const fromMarch3 = all.filter((claim) => claim.date >= '2026-03-03').map((claim) => claim.claimId);

    const refusals: [string, object, number, string][] = [
      [`/insured-person/${personId}/case`, { startDate: '2026-03-03' }, 400, 'CASE_LINK_NOT_POSSIBLE'],
      [`/insured-person/${personId}/case`, { startDate: '2026-01-05' }, 400, 'CASE_LINK_NOT_POSSIBLE'],
      [
        '/insured-person/00000000-0000-4000-8000-000000000000/case',
        { startDate: '2026-03-02' },
        400,
        'INSURED_PERSON_NOT_FOUND',
      ],
      // Not from a period's first day; the whole case to a new case; a claim that is not the person's.
      [
        `/insured-person/${personId}/reassign`,
        { targetCaseId: null, claims: fromMarch3 },
        400,
        'CASE_LINK_NOT_POSSIBLE',
      ],
      [
        `/insured-person/${personId}/reassign`,
        { targetCaseId: null, claims: all.map((claim) => claim.claimId) },
        400,
        'CASE_LINK_NOT_POSSIBLE',
      ],
      [
        `/insured-person/${personId}/reassign`,
        { targetCaseId: null, claims: ['K-9:SICK:2026-03-02'] },
        400,
        'CASE_NOT_FOUND',
      ],
      [
        `/insured-person/${personId}/reassign`,
        { targetCaseId: only?.id, claims: fromMarch },
        400,
        'CASE_LINK_NOT_POSSIBLE',
      ],
    ];
    for (const [url, payload, status, code] of refusals) {
      const answer = await post(session, url, payload);
      expect([url, answer.statusCode, (answer.json() as { code: string }).code]).toEqual([url, status, code]);
    }
    expect(await stored(tenantId)).toEqual([only]);

    // The admin's reassign answers a refusal with a message only (spec section 8).
    const admin = await signIn(ctx.app, { kind: 'admin', id: (await createAdminUser(ctx.database)).id });
    const adminUrl = `/admin/tenant/${tenantId}/insured-person/${personId}/reassign`;
    const adminRefused = await post(admin, adminUrl, { targetCaseId: null, claims: fromMarch3 });
    expect([adminRefused.statusCode, Object.keys(adminRefused.json() as object)]).toEqual([400, ['message']]);

    // From 02.03. on to a new case, by the admin: the same split as POST /insured-person/{id}/case.
    const split = await post(admin, adminUrl, { targetCaseId: null, claims: fromMarch });
    expect([split.statusCode, split.json()]).toEqual([200, 'success']);
    expect((await stored(tenantId)).map((row) => [row.absentFrom, row.total])).toEqual([
      ['2026-01-05', 157_810],
      ['2026-03-02', 0],
    ]);
  });

  it('the days in no case, with the reason; who may decide', async () => {
    const { tenantId, session, personId } = await relapseCase('Minimum AG');
    const unassigned = await ctx.app.inject({
      method: 'GET',
      url: '/api/modular/ktg-case-creation/employee/K-1/unassigned',
      headers: session.headers,
    });
    expect(unassigned.json()).toEqual({
      employeeId: 'K-1',
      items: [{ from: '2026-05-04', to: '2026-05-06', days: 3, claimType: 'SICK', reason: 'BELOW_MINIMUM_INCAPACITY' }],
    });
    // HR business partner: sees sickness cases, may not change them (the route needs an edit key).
    const { session: partner } = await createSignedInUser(ctx.app, ctx.database, tenantId, 'HR_Business_Partner');
    const denied = await post(partner, `/insured-person/${personId}/case`, { startDate: '2026-03-02' });
    expect([denied.statusCode, (denied.json() as { code: string }).code]).toEqual([403, 'FORBIDDEN']);
    const read = await ctx.app.inject({
      method: 'GET',
      url: '/api/modular/ktg-case-creation/employee/K-1/unassigned',
      headers: partner.headers,
    });
    expect(read.statusCode).toBe(200);
  });
});
