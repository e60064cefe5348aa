// The case routes (issue 13), on the cases' test company (src/testing/factories/case-world.factory.ts): the
// case list (fields, filters, sorts, paging, what each role sees), a person's cases, the case overview and the cases
// with claims in no accounting month.
import { beforeAll, describe, expect, it } from 'vitest';
import { type Case, type Claim, caseQueries, createCaseWorld } from '../../../testing/factories/case-world.factory.ts';
import { createSignedInUser, createUser, signIn, type TestSession } from '../../../testing/factories/user.factory.ts';
import { useTestApp } from '../../../testing/test-app.ts';
import { testBackends } from '../../../testing/test-databases.ts';

describe.each(testBackends())('cases on %s', (backend) => {
  const ctx = useTestApp(backend);
  let tenantId = '';
  let hr: TestSession;
  const { get, list, spans, caseOf } = caseQueries(ctx, () => hr);

  beforeAll(async () => {
    ({ tenantId, hr } = await createCaseWorld(ctx));
  });

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
    // What the screen shows (decision 0042): the days the claims are for and what they pay. E-1: 10 paid days
    // at 72 000 / 365 x 80 % = 157.81 -> 1 578.10; E-2: 14 UVG days at 157.808 rounded up to 5 Rappen = 157.85
    // -> 2 209.90 (its UVGZ lines pay nothing below the UVG maximum and are not listed).
    expect(
      (body.items as unknown as { unassignedDayCount: number; unassignedAmount: string }[]).map((item) => [
        item.unassignedDayCount,
        item.unassignedAmount,
      ]),
    ).toEqual([
      [10, '1578.10'],
      [14, '2209.90'],
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
});
