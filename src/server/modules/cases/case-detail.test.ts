import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { caseInputs, cases as caseTable, claims as claimTable } from '../../../db/schema/cases.ts';
import { auditLog } from '../../../db/schema/identity.ts';
import { fromEpochDay, toEpochDay } from '../../../domain/dates.ts';
import { processPendingEvents } from '../../../testing/factories/domain-event.factory.ts';
import { createEmployeeRecord } from '../../../testing/factories/employee.factory.ts';
import { createTenant } from '../../../testing/factories/tenant.factory.ts';
import { configureTenantForTest } from '../../../testing/factories/tenant-configuration.factory.ts';
import {
  createAdminUser,
  createSignedInUser,
  createUser,
  signIn,
  type TestSession,
} from '../../../testing/factories/user.factory.ts';
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

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

type DetailClaim = {
  claimId: string;
  date: string;
  isCorrection: boolean;
  dailyAllowance: string;
  fullDailyAllowance: string;
  ivReduction: string;
  benefitStopOutputPercentage: number;
  manualCorrectionId: string | null;
  caseDay: number;
  isWaitingPeriodDay: boolean;
  benefitDayNumber: number | null;
} & Record<string, unknown>;
type Detail = {
  caseId: string;
  employeeId: string;
  type: string;
  absentFrom: string;
  absentTo: string;
  claims: DetailClaim[];
  monthlyTotals: { accountingMonthId: string; amount: string; days: number; paidDays: number; lines: unknown[] }[];
} & Record<string, unknown>;
type Explanation = {
  claims: {
    claimId: string;
    dailyAllowance: string;
    steps: { conventionId: string; inputs: Record<string, unknown>; result: unknown }[];
  }[];
  ignoredReason: string | null;
  matchesStoredAmounts: boolean;
} & Record<string, unknown>;

const daysOf = (from: string, to: string) => {
  const days: string[] = [];
  for (let day = toEpochDay(from); day <= toEpochDay(to); day++) days.push(fromEpochDay(day));
  return days;
};

describe.each(testBackends())('case detail on %s', (backend) => {
  const ctx = useTestApp(backend);
  let tenantId = '';
  let hr: TestSession;
  const ids: Record<string, string> = {};
  const inputIds = { iv: randomUUID(), stop: randomUUID(), correction: randomUUID(), otherIv: randomUUID() };

  const get = (url: string, session = hr) =>
    ctx.app.inject({ method: 'GET', url: `/api/modular${url}`, headers: session.headers });
  const detail = async (caseId: string, session = hr): Promise<Detail> => {
    const response = await get(`/case/${caseId}`, session);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const explain = async (caseId: string, date: string): Promise<Explanation> => {
    const response = await get(`/case/${caseId}/explanation?date=${date}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  beforeAll(async () => {
    tenantId = (await createTenant(ctx.database, { name: 'Detail AG' })).id;
    await configureTenantForTest(ctx.database, tenantId);
    await createEmployeeRecord(ctx.database, tenantId, 'BOSS', {
      firstName: 'Sandra',
      lastName: 'Keller',
      data: { ...WELL_KEPT, personnelNumber: '300' },
    });
    for (const [employeeId, personnelNumber, superiorId] of [
      ['E-1', '100', 'BOSS'],
      ['E-2', '200', null],
      ['E-3', '400', null],
      ['E-4', '500', null],
    ] as const) {
      await createEmployeeRecord(ctx.database, tenantId, employeeId, {
        firstName: `First ${employeeId}`,
        lastName: `Last ${employeeId}`,
        ...(superiorId ? { superiorId } : {}),
        data: { ...WELL_KEPT, personnelNumber },
      });
    }
    hr = (await createSignedInUser(ctx.app, ctx.database, tenantId, 'HR_Admin')).session;
    const record = (employeeId: string, startDate: string, endDate: string, type: string, extra: object = {}) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/modular/absence',
        headers: hr.headers,
        payload: { employeeId, startDate, endDate, type, percentage: 100, ...extra },
      });
    const recorded = [
      await record('E-1', '2026-03-01', '2026-04-09', 'SICK'),
      await record('E-2', '2026-05-04', '2026-05-20', 'ACCIDENT', { accidentType: 'OCCUPATIONAL' }),
      await record('E-3', '2026-06-01', '2026-07-31', 'SICK'),
      await record('E-4', '2026-08-03', '2026-08-07', 'SICK'),
      await record('E-4', '2026-08-10', '2026-08-10', 'SICK', { percentage: 10 }),
      await record('E-4', '2026-08-12', '2026-08-14', 'SICK'),
    ];
    for (const response of recorded) expect(response.statusCode, response.body).toBe(201);
    expect((await processPendingEvents(ctx.database, tenantId)).failed).toBe(0);
    const rows = await ctx.database.withTenant(tenantId, (tx) =>
      tx.select({ id: caseTable.id, employeeId: caseTable.employeeId }).from(caseTable),
    );
    for (const row of rows) ids[row.employeeId] = row.id;
    // E-3's inputs (decision 0019): an IV daily allowance of the person (no case: every case of E-3) of CHF 20 from
    // 20.07., a benefit stop at 50 % from 25.07. on the case, a manual correction of CHF 300 over 01.-02.07.; and an
    // IV setting of E-1 that is not E-3's.
    const input = (id: string, kind: string, employeeId: string, caseId: string | null, data: object) => ({
      tenantId,
      id,
      kind: kind as 'IV_SETTING',
      employeeId,
      caseId,
      data,
    });
    await ctx.database.withTenant(tenantId, async (tx) => {
      await tx.insert(caseInputs).values([
        input(inputIds.iv, 'IV_SETTING', 'E-3', null, {
          type: 'IV_DAILY_ALLOWANCE',
          amount: 20,
          startDate: '2026-07-20',
          endDate: null,
        }),
        input(inputIds.stop, 'BENEFIT_STOP', 'E-3', ids['E-3'] as string, {
          reason: 'Fehlende Mitwirkung',
          entries: [{ startDate: '2026-07-25', endDate: null, outputPercentage: 50 }],
        }),
        input(inputIds.correction, 'MANUAL_CORRECTION', 'E-3', ids['E-3'] as string, {
          claimType: 'SICK',
          dates: { from: '2026-07-01', to: '2026-07-02' },
          days: null,
          dailyRate: null,
          incapacityOfWork: null,
          reimbursementType: null,
          isWithinShorttermRisk: null,
          isWithinContinuationOfPayment: null,
          coverage: null,
          amount: 300,
          comment: 'Arbeitgeber-Korrektur',
          coveredUnderPolicy: null,
          accountingMonthId: null,
        }),
        input(inputIds.otherIv, 'IV_SETTING', 'E-1', null, {
          type: 'IV_PENSION',
          amount: 1000,
          startDate: '2027-01-01',
          endDate: null,
        }),
      ]);
      await deriveEmployeeState(tx, tenantId, ['E-3']);
    });
  });

  it('GET /case/{caseId}: the list fields, every claim with its day facts, monthly totals (worked example)', async () => {
    const body = await detail(ids['E-1'] as string);
    // 01.03.-09.04.2026 at 100 %, 6 000 a month: insured 6 000 x 12 = 72 000; 72 000 / 365 x 80 % = 157.808...
    // -> CHF 157.81 a day (C2). Days 1-30 (01.-30.03.) are the waiting period, 31.03.-09.04. = 10 days paid:
    // 10 x 157.81 = CHF 1 578.10.
    expect(body).toMatchObject({
      caseId: ids['E-1'],
      ktgCaseId: ids['E-1'],
      employeeId: 'E-1',
      personnelNumber: '100',
      absentFrom: '2026-03-01',
      absentTo: '2026-04-09',
      numberOfDays: 40,
      type: 'SICK',
      allowance: { dailyAllowance: '157.81', totalAmount: '1578.10' },
      wages: { insuredSalary: '72000.00' },
      periods: [{ from: '2026-03-01', to: '2026-04-09', isRelapse: false }],
      denial: null,
      isTakeover: false,
      isAccidentDateOverridden: false,
      coverageConfigurationId: 'coverage-1',
      comments: [],
      manualCorrections: [],
      benefitStops: [],
      accidentDateOverride: null,
    });
    // E-1's own IV setting (person-wide) belongs to this case.
    expect(body.ivSettings).toEqual([
      expect.objectContaining({ ivSettingId: inputIds.otherIv, caseId: null, type: 'IV_PENSION', amount: '1000.00' }),
    ]);
    expect(body.configurationVersion).toMatch(/^\d+$/);
    expect(body.asOfDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(body.computedAt).toMatch(/Z$/);
    expect((body.statusHistory as { status: string }[])[0]).toMatchObject({
      status: 'WAITING_PERIOD',
      date: '2026-03-01',
    });
    expect(body.claims).toHaveLength(40);
    expect(body.claims.map((claim) => claim.date)).toEqual(daysOf('2026-03-01', '2026-04-09'));
    expect(body.claims[29]).toMatchObject({
      date: '2026-03-30',
      caseDay: 30,
      isWaitingPeriodDay: true,
      dailyAllowance: '0.00',
      benefitDayNumber: null,
    });
    expect(body.claims[30]).toMatchObject({
      date: '2026-03-31',
      caseDay: 31,
      isWaitingPeriodDay: false,
      isWeekendFilled: false,
      benefitDayNumber: 1,
      isBenefitExhausted: false,
      fullDailyAllowance: '157.81',
      grossDailyAllowance: '157.81',
      coverage: 80,
      benefitStopOutputPercentage: 100,
      ivReduction: '0.00',
      dailyAllowance: '157.81',
      reimbursementType: 'DAILY_ALLOWANCE',
      manualCorrectionId: null,
      correctionKind: null,
      processingStatus: 'UNASSIGNED',
      coverageLine: 'KTG',
    });
    // March: 31 days, 1 paid (31.03.) = 157.81; April: 9 days paid = 9 x 157.81 = 1 420.29.
    expect(body.monthlyTotals).toMatchObject([
      { accountingMonthId: '2026-03', coverageLine: 'KTG', days: 31, paidDays: 1, amount: '157.81', rate: '157.81' },
      { accountingMonthId: '2026-04', coverageLine: 'KTG', days: 9, paidDays: 9, amount: '1420.29', rate: '157.81' },
    ]);
    expect(body.monthlyTotals[1]?.lines).toContainEqual(
      expect.objectContaining({ startDate: '2026-04-01', endDate: '2026-04-09', days: 9, amount: '1420.29' }),
    );
  });

  it('shows the stored inputs and the amounts they make (IV, benefit stop, manual correction; C16)', async () => {
    const body = await detail(ids['E-3'] as string);
    expect(body.ivSettings).toEqual([
      expect.objectContaining({ ivSettingId: inputIds.iv, caseId: null, amount: '20.00', startDate: '2026-07-20' }),
    ]);
    expect(body.benefitStops).toEqual([
      expect.objectContaining({
        benefitStopId: inputIds.stop,
        caseId: ids['E-3'],
        reason: 'Fehlende Mitwirkung',
        entries: [{ startDate: '2026-07-25', endDate: null, outputPercentage: 50 }],
        version: 1,
      }),
    ]);
    expect(body.manualCorrections).toEqual([
      expect.objectContaining({
        manualCorrectionId: inputIds.correction,
        dates: { from: '2026-07-01', to: '2026-07-02' },
        amount: '300.00',
        dailyRate: null,
        comment: 'Arbeitgeber-Korrektur',
      }),
    ]);
    const on = (date: string) => body.claims.find((claim) => claim.date === date) as DetailClaim;
    // 01.-02.07.: the correction's CHF 300 spread over 2 days = 150.00 each, final (no stop, no IV).
    expect(on('2026-07-01')).toMatchObject({ dailyAllowance: '150.00', manualCorrectionId: inputIds.correction });
    // 03.-19.07.: 157.81 (as E-1).
    expect(on('2026-07-10')).toMatchObject({ dailyAllowance: '157.81', ivReduction: '0.00' });
    // 20.-24.07.: 157.81 - IV 20.00 = 137.81.
    expect(on('2026-07-22')).toMatchObject({ dailyAllowance: '137.81', ivReduction: '20.00' });
    // From 25.07.: 157.81 x 50 % = 78.905 -> 78.91 (C16: rounded after each factor), - IV 20.00 = 58.91.
    expect(on('2026-07-27')).toMatchObject({
      dailyAllowance: '58.91',
      benefitStopOutputPercentage: 50,
      ivReduction: '20.00',
    });
  });

  it('the explanation of every day of every case has the stored amounts', async () => {
    for (const employeeId of ['E-1', 'E-2', 'E-3', 'E-4']) {
      const body = await detail(ids[employeeId] as string);
      for (const date of daysOf(body.absentFrom, body.absentTo)) {
        const explanation = await explain(body.caseId, date);
        const stored = body.claims.filter((claim) => claim.date === date);
        expect(explanation.matchesStoredAmounts, `${employeeId} ${date}`).toBe(true);
        expect(
          explanation.claims.map((claim) => [claim.claimId, claim.dailyAllowance]),
          `${employeeId} ${date}`,
        ).toEqual(stored.map((claim) => [claim.claimId, claim.dailyAllowance]));
        for (const claim of explanation.claims) expect(claim.steps.length, `${employeeId} ${date}`).toBeGreaterThan(0);
      }
    }
  });

  it('explains a day step by step (C2, C16) and says when the stored amounts are stale', async () => {
    const body = await explain(ids['E-3'] as string, '2026-07-27');
    expect(body).toMatchObject({
      caseId: ids['E-3'],
      date: '2026-07-27',
      ignoredReason: null,
      matchesStoredAmounts: true,
      claims: [{ coverageLine: 'KTG', isCorrection: false, dailyAllowance: '58.91', fullDailyAllowance: '157.81' }],
    });
    const steps = body.claims[0]?.steps ?? [];
    expect(steps.map((step) => step.conventionId)).toEqual(expect.arrayContaining(['C1', 'C2', 'C3', 'C16']));
    // Money in the steps is the engine's Rappen: 72 000 / 365 x 80 % = 157.81 (C2), x 100 % (C3), x 50 % = 78.905
    // -> 78.91, - IV 20.00 = 58.91 (C16). The case is named by its API id, not the engine's key.
    expect(steps).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ conventionId: 'C1', inputs: expect.objectContaining({ caseId: ids['E-3'] }) }),
        expect.objectContaining({
          conventionId: 'C2',
          inputs: expect.objectContaining({ insuredSalary: 7_200_000, divisor: 365, coverage: 80 }),
          result: 15_781,
        }),
        expect.objectContaining({
          conventionId: 'C16',
          inputs: expect.objectContaining({ outputPercentage: 50, ivReduction: 2_000 }),
          result: 5_891,
        }),
      ]),
    );
    // A stored amount that no longer matches the facts (as while a derivation is pending): reported, not hidden.
    await ctx.database.withTenant(tenantId, (tx) =>
      tx
        .update(claimTable)
        .set({ dailyAllowance: 1 })
        .where(and(eq(claimTable.caseId, ids['E-3'] as string), eq(claimTable.date, '2026-07-28'))),
    );
    expect((await explain(ids['E-3'] as string, '2026-07-28')).matchesStoredAmounts).toBe(false);
    await ctx.database.withTenant(tenantId, (tx) => deriveEmployeeState(tx, tenantId, ['E-3']));
    expect((await explain(ids['E-3'] as string, '2026-07-28')).matchesStoredAmounts).toBe(true);
  });

  it('says why a day of the case has no claim: below the minimum incapacity (C6), or no incapacity recorded', async () => {
    // E-4: 100 % Mon 03.-Fri 07.08., 10 % on Mon 10.08. (below the configuration's minimum of 25 %: not a
    // qualifying day, C6), nothing on Tue 11.08., 100 % 12.-14.08. The weekend 08.-09.08. is filled (C17: SICK on the
    // Friday before and the Monday after) at the Friday's 100 %. One case 03.-14.08., the second period a relapse
    // (C15); no claim on 10.08. and 11.08.
    const body = await detail(ids['E-4'] as string);
    expect([body.absentFrom, body.absentTo]).toEqual(['2026-08-03', '2026-08-14']);
    expect(body.periods).toEqual([
      { from: '2026-08-03', to: '2026-08-09', isRelapse: false },
      { from: '2026-08-12', to: '2026-08-14', isRelapse: true },
    ]);
    expect(body.claims.find((claim) => claim.date === '2026-08-08')).toMatchObject({ isWeekendFilled: true });
    expect(body.claims.map((claim) => claim.date)).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/^2026-08-1[01]$/)]),
    );
    expect(await explain(ids['E-4'] as string, '2026-08-10')).toMatchObject({
      claims: [],
      ignoredReason: 'BELOW_MINIMUM_INCAPACITY',
      matchesStoredAmounts: true,
    });
    expect(await explain(ids['E-4'] as string, '2026-08-11')).toMatchObject({
      claims: [],
      ignoredReason: 'NO_INCAPACITY_RECORDED',
      matchesStoredAmounts: true,
    });
  });

  it('explains the UVG days of an accident case: the employer days have no claim amount (C5)', async () => {
    // 04.05.: accident day, 05.-06.05. the employer's days 1-2 (OR 324b), UVG pays from 07.05.: 72 000 / 365 x 80 %
    // rounded to 5 Rappen = CHF 157.85.
    const first = await explain(ids['E-2'] as string, '2026-05-05');
    expect(first.claims.map((claim) => [claim.claimId.endsWith(':UVGZ'), claim.dailyAllowance])).toEqual([
      [false, '0.00'],
    ]);
    const paid = await explain(ids['E-2'] as string, '2026-05-07');
    expect(paid.claims[0]?.dailyAllowance).toBe('157.85');
  });

  it('400 DATE_OUTSIDE_CASE for a day outside the case, 400 for a malformed date, 404 for an unknown case', async () => {
    for (const date of ['2026-02-28', '2026-04-10']) {
      const response = await get(`/case/${ids['E-1']}/explanation?date=${date}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'DATE_OUTSIDE_CASE',
        caseId: ids['E-1'],
        date,
        absentFrom: '2026-03-01',
        absentTo: '2026-04-09',
      });
    }
    expect((await get(`/case/${ids['E-1']}/explanation?date=2026-02-30`)).statusCode).toBe(400);
    expect((await get(`/case/${ids['E-1']}/explanation`)).statusCode).toBe(400);
    for (const url of [`/case/${UNKNOWN}`, `/case/${UNKNOWN}/explanation?date=2026-03-01`]) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'CASE_NOT_FOUND', message: 'Case not found', caseId: UNKNOWN });
    }
    expect((await get('/case/not-a-uuid')).statusCode).toBe(400);
  });

  it('the static GET /case/with-claims-that-have-no-accounting-month still answers (not read as a case id)', async () => {
    const response = await get('/case/with-claims-that-have-no-accounting-month');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toHaveProperty('totalCount');
  });

  it('visibility as the list: a superior sees the team only, KTG-only roles no accident case (404)', async () => {
    const boss = await createUser(ctx.database, tenantId, { userRole: 'Superior', employeeId: 'BOSS' });
    const superior = await signIn(ctx.app, { kind: 'user', id: boss.id, tenantId });
    expect((await detail(ids['E-1'] as string, superior)).employeeId).toBe('E-1');
    const { session: partner } = await createSignedInUser(ctx.app, ctx.database, tenantId, 'HR_Business_Partner');
    expect((await detail(ids['E-3'] as string, partner)).employeeId).toBe('E-3');
    for (const [caseId, session] of [
      [ids['E-3'], superior],
      [ids['E-2'], partner],
    ] as const) {
      for (const url of [`/case/${caseId}`, `/case/${caseId}/explanation?date=2026-05-10`]) {
        const response = await get(url, session);
        expect([response.statusCode, response.json().code], url).toEqual([404, 'CASE_NOT_FOUND']);
      }
    }
    const { session: payroll } = await createSignedInUser(ctx.app, ctx.database, tenantId, 'Payroll');
    expect((await detail(ids['E-2'] as string, payroll)).type).toBe('ACCIDENT');
    // Another tenant's user: 404, as an unknown case.
    const otherTenant = (await createTenant(ctx.database, { name: 'Andere AG' })).id;
    const { session: stranger } = await createSignedInUser(ctx.app, ctx.database, otherTenant, 'HR_Admin');
    expect((await get(`/case/${ids['E-1']}`, stranger)).statusCode).toBe(404);
  });

  it('GET /admin/case/{ktgCaseId}: the case of any tenant with its tenantId, audited there; 404 when unknown', async () => {
    const admin = await signIn(ctx.app, { kind: 'admin', id: (await createAdminUser(ctx.database)).id });
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/modular/admin/case/${ids['E-2']}`,
      headers: admin.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      tenantId,
      caseId: ids['E-2'],
      type: 'ACCIDENT',
      accidentDate: '2026-05-04',
      allowance: { totalAmount: '2209.90' },
    });
    expect(response.json().claims).toHaveLength(17);
    // Audited in the case's tenant; the admin audit hook writes after the answer (app.ts onResponse).
    let audited: string[] = [];
    for (let attempt = 0; attempt < 50 && audited.length === 0; attempt++) {
      const rows = await ctx.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.tenantId, tenantId), eq(auditLog.action, 'admin.request')));
      audited = rows.map((entry) => entry.entityId).filter((id) => id === 'GET /api/modular/admin/case/:ktgCaseId');
      if (audited.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(audited).toEqual(['GET /api/modular/admin/case/:ktgCaseId']);
    const unknown = await ctx.app.inject({
      method: 'GET',
      url: `/api/modular/admin/case/${UNKNOWN}`,
      headers: admin.headers,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'CASE_NOT_FOUND', ktgCaseId: UNKNOWN });
    const refused = await get(`/admin/case/${ids['E-2']}`);
    expect(refused.statusCode).toBe(403);
  });

  it('admin: the tenant case list (GET /admin/tenant/{tenantId}/cases) and the explanation of any case', async () => {
    const admin = await signIn(ctx.app, { kind: 'admin', id: (await createAdminUser(ctx.database)).id });
    const adminGet = (url: string) =>
      ctx.app.inject({ method: 'GET', url: `/api/modular/admin${url}`, headers: admin.headers });
    // The list: the tenant route's query and answer, every case of the tenant.
    const list = await adminGet(`/tenant/${tenantId}/cases?sortBy=START_DATE&sortOrder=ASC&take=50`);
    expect(list.statusCode, list.body).toBe(200);
    const listed = (list.json() as { items: { caseId: string }[]; totalCount: number }).items.map((i) => i.caseId);
    expect(listed).toEqual(expect.arrayContaining([ids['E-1'], ids['E-2']]));
    expect(list.json().totalCount).toBe(listed.length);
    const accidents = await adminGet(`/tenant/${tenantId}/cases?claimTypes=ACCIDENT`);
    expect((accidents.json() as { items: { type: string }[] }).items.every((i) => i.type === 'ACCIDENT')).toBe(true);
    // The explanation: the tenant route's answer.
    const explanation = await adminGet(`/case/${ids['E-2']}/explanation?date=2026-05-10`);
    expect(explanation.statusCode, explanation.body).toBe(200);
    const tenantAnswer = await get(`/case/${ids['E-2']}/explanation?date=2026-05-10`);
    expect(explanation.json()).toEqual(tenantAnswer.json());
    expect((await adminGet(`/case/${UNKNOWN}/explanation?date=2026-05-10`)).json()).toMatchObject({
      code: 'CASE_NOT_FOUND',
      ktgCaseId: UNKNOWN,
    });
    const outside = await adminGet(`/case/${ids['E-2']}/explanation?date=2020-01-01`);
    expect([outside.statusCode, outside.json().code]).toEqual([400, 'DATE_OUTSIDE_CASE']);
    // Not for tenant users.
    expect((await get(`/admin/tenant/${tenantId}/cases`)).statusCode).toBe(403);
    expect((await get(`/admin/case/${ids['E-2']}/explanation?date=2026-05-10`)).statusCode).toBe(403);
  });
});
