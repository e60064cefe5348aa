import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { caseComments, cases as caseTable, claims as claimTable } from '../../../db/schema/cases.ts';
import { auditLog } from '../../../db/schema/identity.ts';
import { processPendingEvents } from '../../../testing/factories/domain-event.factory.ts';
import { createEmployeeRecord } from '../../../testing/factories/employee.factory.ts';
import { createTenant } from '../../../testing/factories/tenant.factory.ts';
import { configureTenantForTest } from '../../../testing/factories/tenant-configuration.factory.ts';
import { createSignedInUser, createUser, signIn, type TestSession } from '../../../testing/factories/user.factory.ts';
import { useTestApp } from '../../../testing/test-app.ts';
import { testBackends } from '../../../testing/test-databases.ts';
import { deriveEmployeeState } from '../derivation/index.ts';

const WELL_KEPT = {
  dateOfEmployment: '2020-01-01',
  processingGroupId: 'MONTHLY',
  salaryBasis: 'MONTHLY',
  wageTypes: [{ wageTypeId: '1000', amount: 6000 }],
  policies: [{ policyType: 'KTG', policyNumber: 'KTG-1' }],
};

describe.each(testBackends())('cases on %s', (backend) => {
  const ctx = useTestApp(backend);
  let tenantId = '';
  let hr: TestSession;
  let hrUserId = '';

  const get = (url: string, session = hr) =>
    ctx.app.inject({ method: 'GET', url: `/api/modular${url}`, headers: session.headers });

  beforeAll(async () => {
    tenantId = (await createTenant(ctx.database, { name: 'Fall AG' })).id;
    await configureTenantForTest(ctx.database, tenantId);
    await createEmployeeRecord(ctx.database, tenantId, 'BOSS', {
      firstName: 'Sandra',
      lastName: 'Keller',
      data: { ...WELL_KEPT, personnelNumber: '300' },
    });
    await createEmployeeRecord(ctx.database, tenantId, 'E-1', {
      firstName: 'Anna',
      lastName: 'Zeller',
      superiorId: 'BOSS',
      data: { ...WELL_KEPT, personnelNumber: '100' },
    });
    await createEmployeeRecord(ctx.database, tenantId, 'E-2', {
      firstName: 'Beat',
      lastName: 'Ammann',
      data: { ...WELL_KEPT, personnelNumber: '200', companySubunitId: 'ZH' },
    });
    const signedIn = await createSignedInUser(ctx.app, ctx.database, tenantId, 'HR_Admin');
    hr = signedIn.session;
    hrUserId = signedIn.user.id;
    const record = (employeeId: string, startDate: string, endDate: string, type: string, extra: object = {}) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/modular/absence',
        headers: hr.headers,
        payload: { employeeId, startDate, endDate, type, percentage: 100, ...extra },
      });
    const recorded = [
      await record('E-1', '2026-03-01', '2026-04-09', 'SICK'),
      await record('E-2', '2026-01-05', '2026-01-14', 'SICK'),
      await record('E-2', '2026-05-04', '2026-05-20', 'ACCIDENT', { accidentType: 'OCCUPATIONAL' }),
    ];
    for (const response of recorded) expect(response.statusCode, response.body).toBe(201);
    expect((await processPendingEvents(ctx.database, tenantId)).failed).toBe(0);
  });

  type Claim = { claimId: string; revisionId: string; dailyAllowance: string; processingStatus: string; date: string };
  type Case = {
    caseId: string;
    insuredPersonId: string;
    employeeId: string;
    type: string;
    absentFrom: string;
    processingStatuses: string[];
    claims?: Claim[];
    comments?: unknown[];
  } & Record<string, unknown>;

  const list = async (query = '', session = hr): Promise<{ items: Case[]; totalCount: number }> => {
    const response = await get(`/case${query}`, session);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const spans = (items: Case[]) => items.map((item) => `${item.employeeId} ${item.type} ${item.absentFrom}`);
  const caseOf = async (employeeId: string, type: string) =>
    (await list(`?employeeId=${employeeId}&claimTypes=${type}&include=claims`)).items[0] as Case;

  it('lists the cases with the spec fields and the worked amounts, newest first by default', async () => {
    const page = await list();
    expect(page.totalCount).toBe(3);
    expect(spans(page.items)).toEqual(['E-2 ACCIDENT 2026-05-04', 'E-1 SICK 2026-03-01', 'E-2 SICK 2026-01-05']);
    // E-1: 01.03.-09.04.2026 at 100 %, 40 days; days 1-30 waiting period, 31.03.-09.04. paid. Insured salary
    // 6 000 x 12 = 72 000; 72 000 / 365 x 80 % = 157.808... -> CHF 157.81 a day (C2); 10 days = CHF 1 578.10.
    const sick = page.items[1] as Case;
    expect(sick).toMatchObject({
      ktgCaseId: sick.caseId,
      caseNumber: 1,
      employeeId: 'E-1',
      personnelNumber: '100',
      firstName: 'Anna',
      lastName: 'Zeller',
      accountingCompanySubunitId: null,
      accountingProcessingGroupId: 'MONTHLY',
      absentTo: '2026-04-09',
      numberOfDays: 40,
      type: 'SICK',
      accidentDate: null,
      withinShorttermRisk: true,
      processingStatuses: ['UNASSIGNED'],
      allowance: { dailyAllowance: '157.81', totalAmount: '1578.10', amountByCoverageLine: { KTG: '1578.10' } },
      wages: { insuredSalary: '72000.00' },
      caseCounters: { caseDays: 40, waitingDaysServed: 30, benefitDaysUsed: 10, benefitDaysRemaining: 710 },
      employeeCounters: { waitingPeriodByYear: [{ year: 2026, waitingDaysServed: 30 }] },
    });
    expect(sick.claims).toBeUndefined();
    // The accident 04.-20.05. (UVG, C5): 17 days, 04.-06.05. not paid by UVG (the employer's days 1-2 and the
    // 3rd), 07.-20.05. = 14 days of 72 000 / 365 x 80 % rounded to 5 Rappen = CHF 157.85; 14 x 157.85 = 2 209.90.
    expect(page.items[0]).toMatchObject({
      type: 'ACCIDENT',
      accidentDate: '2026-05-04',
      accountingCompanySubunitId: 'ZH',
      allowance: { dailyAllowance: '157.85', totalAmount: '2209.90', amountByCoverageLine: { UVG: '2209.90' } },
      caseCounters: { benefitDaysUsed: 14 },
    });
    const withClaims = await list('?include=claims&employeeId=E-1');
    const claims = withClaims.items[0]?.claims as Claim[];
    expect(claims).toHaveLength(40);
    const paid = claims.filter((claim) => claim.dailyAllowance !== '0.00');
    expect(paid.map((claim) => claim.date)).toEqual([
      '2026-03-31',
      '2026-04-01',
      '2026-04-02',
      '2026-04-03',
      '2026-04-04',
      '2026-04-05',
      '2026-04-06',
      '2026-04-07',
      '2026-04-08',
      '2026-04-09',
    ]);
    expect(paid[0]).toMatchObject({
      claimId: 'E-1:SICK:2026-03-31',
      isCorrection: false,
      incapacityOfWork: 100,
      dailyAllowance: '157.81',
      type: 'SICK',
      coverageLine: 'KTG',
      processingStatus: 'UNASSIGNED',
      accountingMonthId: null,
      salaryExportAccountId: null,
    });
  });

  it('filters by search, dates, employee, claim type, subunit, group, risk flags, processing status and status', async () => {
    const spansOf = async (query: string) => spans((await list(query)).items);
    expect(await spansOf('?search=zeller')).toEqual(['E-1 SICK 2026-03-01']);
    expect(await spansOf('?search=200')).toEqual(['E-2 ACCIDENT 2026-05-04', 'E-2 SICK 2026-01-05']);
    expect(await spansOf('?search=e-1')).toEqual(['E-1 SICK 2026-03-01']);
    expect(await spansOf('?employeeId=E-2&sortOrder=ASC')).toEqual(['E-2 SICK 2026-01-05', 'E-2 ACCIDENT 2026-05-04']);
    // Overlapping: ending on or after `from`, starting on or before `to`.
    expect(await spansOf('?from=2026-04-09')).toEqual(['E-2 ACCIDENT 2026-05-04', 'E-1 SICK 2026-03-01']);
    expect(await spansOf('?to=2026-03-01')).toEqual(['E-1 SICK 2026-03-01', 'E-2 SICK 2026-01-05']);
    expect(await spansOf('?from=2026-04-10&to=2026-05-03')).toEqual([]);
    expect(await spansOf('?claimTypes=ACCIDENT')).toEqual(['E-2 ACCIDENT 2026-05-04']);
    expect((await list('?claimTypes=SICK,ACCIDENT')).totalCount).toBe(3);
    expect((await list('?claimTypes=SICK&claimTypes=ACCIDENT')).totalCount).toBe(3);
    expect(await spansOf('?companySubunitIds=ZH,BE')).toEqual(['E-2 ACCIDENT 2026-05-04', 'E-2 SICK 2026-01-05']);
    expect((await list('?processingGroupIds=MONTHLY')).totalCount).toBe(3);
    expect((await list('?processingGroupIds=WEEKLY')).totalCount).toBe(0);
    expect(await spansOf('?withinContinuationOfPayment=false')).toEqual(['E-2 ACCIDENT 2026-05-04']);
    expect((await list('?withinShorttermRisk=true')).totalCount).toBe(3);
    expect((await list('?withinShorttermRisk=false')).totalCount).toBe(0);
    expect(await spansOf('?status=CLOSED')).toEqual(['E-2 SICK 2026-01-05']);
    expect((await list('?processingStatuses=UNASSIGNED')).totalCount).toBe(3);
    expect((await list('?processingStatuses=SCHEDULED,PROCESSED')).totalCount).toBe(0);
  });

  it('sorts by every spec field, RISK_COUNTER by the benefit days used', async () => {
    const order = async (query: string) => spans((await list(query)).items);
    // Benefit days used: E-2 sick 0, E-1 10, the accident 14.
    expect(await order('?sortBy=RISK_COUNTER&sortOrder=ASC')).toEqual([
      'E-2 SICK 2026-01-05',
      'E-1 SICK 2026-03-01',
      'E-2 ACCIDENT 2026-05-04',
    ]);
    expect(await order('?sortBy=RISK_COUNTER&sortOrder=DESC')).toEqual([
      'E-2 ACCIDENT 2026-05-04',
      'E-1 SICK 2026-03-01',
      'E-2 SICK 2026-01-05',
    ]);
    expect(await order('?sortBy=LAST_NAME&sortOrder=ASC')).toEqual([
      'E-2 SICK 2026-01-05',
      'E-2 ACCIDENT 2026-05-04',
      'E-1 SICK 2026-03-01',
    ]);
    expect(await order('?sortBy=FIRST_NAME&sortOrder=DESC')).toEqual([
      'E-2 ACCIDENT 2026-05-04',
      'E-2 SICK 2026-01-05',
      'E-1 SICK 2026-03-01',
    ]);
    expect((await order('?sortBy=PERSONNEL_NUMBER&sortOrder=ASC'))[0]).toBe('E-1 SICK 2026-03-01');
    expect(await order('?sortBy=START_DATE&sortOrder=ASC')).toEqual([
      'E-2 SICK 2026-01-05',
      'E-1 SICK 2026-03-01',
      'E-2 ACCIDENT 2026-05-04',
    ]);
    expect((await order('?sortBy=END_DATE&sortOrder=DESC'))[0]).toBe('E-2 ACCIDENT 2026-05-04');
  });

  it('pages below 200 (default 50) and refuses bad queries with the validation body', async () => {
    const second = await list('?sortOrder=ASC&skip=1&take=1');
    expect([spans(second.items), second.totalCount]).toEqual([['E-1 SICK 2026-03-01'], 3]);
    expect((await list('?skip=3')).items).toEqual([]);
    expect((await list('?take=199')).totalCount).toBe(3);
    for (const query of [
      '?take=200',
      '?take=0',
      '?skip=-1',
      '?sortBy=PERCENTAGE',
      '?claimTypes=SICK,FLU',
      '?processingStatuses=DONE',
      '?status=OPEN',
      '?include=issues',
      '?withinShorttermRisk=yes',
      '?from=2026-02-30',
      '?unknown=1',
    ]) {
      const response = await get(`/case${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().errors, query).toBeInstanceOf(Array);
    }
    const reversed = await get('/case?from=2026-05-01&to=2026-04-01');
    expect(reversed.json().errors).toEqual([
      expect.objectContaining({ in: 'querystring', path: 'to', message: 'to must not be before from' }),
    ]);
  });

  it('shows each role the cases of its keys: a superior the team’s sick cases, KTG roles no accidents', async () => {
    const boss = await createUser(ctx.database, tenantId, { userRole: 'Superior', employeeId: 'BOSS' });
    const superior = await signIn(ctx.app, { kind: 'user', id: boss.id, tenantId });
    expect(spans((await list('', superior)).items)).toEqual(['E-1 SICK 2026-03-01']);
    expect((await list('?employeeId=E-2', superior)).totalCount).toBe(0);
    for (const role of ['HR_Business_Partner', 'Case_Manager'] as const) {
      const { session } = await createSignedInUser(ctx.app, ctx.database, tenantId, role);
      expect(spans((await list('', session)).items), role).toEqual(['E-1 SICK 2026-03-01', 'E-2 SICK 2026-01-05']);
      expect((await list('?claimTypes=ACCIDENT', session)).totalCount, role).toBe(0);
    }
    const { session: payroll } = await createSignedInUser(ctx.app, ctx.database, tenantId, 'Payroll');
    expect((await list('', payroll)).totalCount).toBe(3);
  });

  it("GET /insured-person/{id}/case: the person's visible cases with claims; unknown or out of scope is 404", async () => {
    const accident = await caseOf('E-2', 'ACCIDENT');
    const response = await get(`/insured-person/${accident.insuredPersonId}/case`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as { insuredPersonId: string; employeeId: string; items: Case[] };
    expect([body.insuredPersonId, body.employeeId]).toEqual([accident.insuredPersonId, 'E-2']);
    expect(spans(body.items)).toEqual(['E-2 SICK 2026-01-05', 'E-2 ACCIDENT 2026-05-04']);
    expect(body.items[0]?.claims).toHaveLength(10);
    expect(body.items[1]?.claims).toHaveLength(17);
    const { session: partner } = await createSignedInUser(ctx.app, ctx.database, tenantId, 'HR_Business_Partner');
    const forPartner = await get(`/insured-person/${accident.insuredPersonId}/case`, partner);
    expect(spans(forPartner.json().items)).toEqual(['E-2 SICK 2026-01-05']);
    const boss = await createUser(ctx.database, tenantId, { userRole: 'Superior', employeeId: 'BOSS' });
    const superior = await signIn(ctx.app, { kind: 'user', id: boss.id, tenantId });
    for (const [url, session] of [
      [`/insured-person/${accident.insuredPersonId}/case`, superior],
      ['/insured-person/00000000-0000-4000-8000-000000000000/case', hr],
    ] as const) {
      const missing = await get(url, session);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ code: 'INSURED_PERSON_NOT_FOUND', message: 'Insured person not found' });
    }
    expect((await get('/insured-person/not-a-uuid/case')).statusCode).toBe(400);
  });

  it('GET /case-overview/{ktgCaseId}: back to work after an ended case, the reporting date; 404 with code and message', async () => {
    const sick = await caseOf('E-1', 'SICK');
    const overview = await get(`/case-overview/${sick.caseId}`);
    expect(overview.statusCode, overview.body).toBe(200);
    // Last incapacity day 09.04.2026 (past): back to work 10.04.; reporting obligation 30 days: 01.03. + 30 = 31.03.
    expect(overview.json()).toEqual({
      isCaseReviewCompleted: false,
      powUploadedAt: null,
      backToWork: '2026-04-10',
      earliestReportDate: '2026-03-31',
    });
    // 05.-14.01.: 10 days never reach the 30-day reporting obligation.
    const short = await caseOf('E-2', 'SICK');
    expect((await get(`/case-overview/${short.caseId}`)).json()).toMatchObject({
      backToWork: '2026-01-15',
      earliestReportDate: null,
    });
    const unknown = await get('/case-overview/00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'CASE_NOT_FOUND', message: 'Case not found' });
    // An accident case is not visible to a KTG-only role: the same 404.
    const accident = await caseOf('E-2', 'ACCIDENT');
    const { session: partner } = await createSignedInUser(ctx.app, ctx.database, tenantId, 'HR_Business_Partner');
    expect((await get(`/case-overview/${accident.caseId}`, partner)).json()).toMatchObject({ code: 'CASE_NOT_FOUND' });
    expect((await get('/case-overview/123')).statusCode).toBe(400);
  });

  it('GET /case/with-claims-that-have-no-accounting-month: cases with unassigned paying claims in past months', async () => {
    const response = await get('/case/with-claims-that-have-no-accounting-month');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as { items: (Case & { unassignedClaimCount: number })[]; totalCount: number };
    // E-2's sick case pays nothing (waiting days only): not listed.
    expect(body.totalCount).toBe(2);
    expect(
      body.items.map((item) => [item.employeeId, item.type, item.unassignedClaimCount, item.unassignedMonths]),
    ).toEqual([
      ['E-1', 'SICK', 10, ['2026-03', '2026-04']],
      ['E-2', 'ACCIDENT', 14, ['2026-05']],
    ]);
    expect((await get('/case/with-claims-that-have-no-accounting-month?skip=1&take=1')).json()).toMatchObject({
      totalCount: 2,
      items: [{ employeeId: 'E-2' }],
    });
    expect((await get('/case/with-claims-that-have-no-accounting-month?take=200')).statusCode).toBe(400);
    const { session: partner } = await createSignedInUser(ctx.app, ctx.database, tenantId, 'HR_Business_Partner');
    const refused = await get('/case/with-claims-that-have-no-accounting-month', partner);
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'FORBIDDEN']);
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
