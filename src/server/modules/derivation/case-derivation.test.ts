import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { caseInputs, caseMonthlyTotals, cases, claims, insuredPersons } from '../../../db/schema/cases.ts';
import { tenantIssues } from '../../../db/schema/tenant-configuration.ts';
import { dailyHoursOf, incapacityOf, stableCaseIds } from '../../../domain/derivation/cases.ts';
import { processPendingEvents } from '../../../testing/factories/domain-event.factory.ts';
import { createEmployeeRecord } from '../../../testing/factories/employee.factory.ts';
import { createTenant } from '../../../testing/factories/tenant.factory.ts';
import {
  configureTenantForTest,
  validConfigurationInput,
} from '../../../testing/factories/tenant-configuration.factory.ts';
import { createSignedInUser, type TestSession } from '../../../testing/factories/user.factory.ts';
import { useTestApp } from '../../../testing/test-app.ts';
import { testBackends } from '../../../testing/test-databases.ts';
import { deriveEmployeeState, todayInZurich } from './index.ts';

describe('hours as incapacity (decision 0017)', () => {
  it('divides by the day’s normal hours: the person’s week over their working days, else 42 h × employment % / 5', () => {
    // 40 h over 5 days = 8 h a day; 4 h absent = 50 %.
    expect(dailyHoursOf({ workingHoursPerWeek: 40, workingDaysPerWeek: 5 } as never)).toBe(8);
    expect(incapacityOf({ hours: '4.00', percentage: null }, { workingHoursPerWeek: 40 } as never)).toBe(50);
    // 42 × 60 % / 5 = 5.04 h a day; 3 h = 59.524 % (to 0.001 %).
    expect(incapacityOf({ hours: '3', percentage: null }, { employmentPercentage: 60 } as never)).toBe(59.524);
    // Nothing known: 42 / 5 = 8.4 h; 12 h is capped at 100 %.
    expect(incapacityOf({ hours: '12', percentage: null })).toBe(100);
    expect(incapacityOf({ hours: null, percentage: '75.50' })).toBe(75.5);
  });
});

describe('stable case ids', () => {
  const stored = [
    { id: 'id-a', engineKey: 'E:SICK:2026-01-05', claimType: 'SICK', absentFrom: '2026-01-05', absentTo: '2026-01-20' },
    {
      id: 'id-b',
      engineKey: 'E:ACCIDENT:2026-03-01',
      claimType: 'ACCIDENT',
      absentFrom: '2026-03-01',
      absentTo: '2026-03-10',
    },
  ];
  const computed = (caseId: string, claimType: 'SICK' | 'ACCIDENT', absentFrom: string, absentTo: string) =>
    ({ caseId, claimType, absentFrom, absentTo }) as never;

  it('keeps the id of the same engine key, then of the overlapping case of the same type, else a new one', () => {
    let next = 0;
    const ids = stableCaseIds(
      stored,
      [
        // Started two days earlier (a day recorded later): a new engine key, the same case by overlap.
        computed('E:SICK:2026-01-03', 'SICK', '2026-01-03', '2026-01-20'),
        computed('E:ACCIDENT:2026-03-01', 'ACCIDENT', '2026-03-01', '2026-03-12'),
        // Overlaps the sick case's days but is an accident: not the same case.
        computed('E:ACCIDENT:2026-01-10', 'ACCIDENT', '2026-01-10', '2026-01-11'),
      ],
      () => `new-${++next}`,
    );
    expect([...ids.entries()]).toEqual([
      ['E:ACCIDENT:2026-03-01', 'id-b'],
      ['E:SICK:2026-01-03', 'id-a'],
      ['E:ACCIDENT:2026-01-10', 'new-1'],
    ]);
  });
});

describe.each(testBackends())('derived cases and claims on %s', (backend) => {
  const ctx = useTestApp(backend);

  async function company(name: string, leavingDate: string | null = null) {
    const tenant = await createTenant(ctx.database, { name });
    // The test configuration: one SIMPLE KTG coverage from 2024 with the defaults (C14): waiting period 30 days per
    // case, 80 %, divisor 365, minimum incapacity 25 %; insured product KTG only (waiting days are not insured).
    await configureTenantForTest(ctx.database, tenant.id);
    await createEmployeeRecord(ctx.database, tenant.id, 'K-1', {
      validFrom: '2020-01-01',
      data: {
        // The configuration maps wage type 1000 for the processing group MONTHLY.
        processingGroupId: 'MONTHLY',
        dateOfEmployment: '2020-01-01',
        leavingDate,
        salaryBasis: 'MONTHLY',
        wageTypes: [{ wageTypeId: '1000', amount: 6000 }],
        policies: [{ policyType: 'KTG', policyNumber: 'KTG-1' }],
      },
    });
    const { session } = await createSignedInUser(ctx.app, ctx.database, tenant.id, 'HR_Admin');
    return { tenantId: tenant.id, session };
  }

  const record = (session: TestSession, startDate: string, endDate: string, percentage = 100) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/modular/absence',
      headers: session.headers,
      payload: { employeeId: 'K-1', startDate, endDate, type: 'SICK', percentage },
    });

  const processPending = (tenantId: string) => processPendingEvents(ctx.database, tenantId);

  const read = (tenantId: string) =>
    ctx.database.withTenant(tenantId, async (tx) => ({
      cases: await tx.select().from(cases).orderBy(asc(cases.absentFrom)),
      claims: await tx.select().from(claims).orderBy(asc(claims.date)),
      totals: await tx.select().from(caseMonthlyTotals).orderBy(asc(caseMonthlyTotals.accountingMonthId)),
      persons: await tx.select().from(insuredPersons),
    }));

  it('a sick absence of 40 days: one case, 30 waiting days, 10 paid days of CHF 157.81, stored with its totals', async () => {
    const { tenantId, session } = await company('Taggeld AG');
    // 01.03.-09.04.2026 at 100 %: 40 calendar days (C1). Days 1-30 are the waiting period (C11, not insured: KTG
    // only), days 31-40 (31.03.-09.04.) are paid. Insured salary 6 000 × 12 = 72 000 (C8); full daily allowance
    // 72 000 / 365 × 80 % = 157.808… -> CHF 157.81 (C2); 10 days = CHF 1 578.10 (C4): March 1 day 157.81,
    // April 9 days 1 420.29.
    expect((await record(session, '2026-03-01', '2026-04-09')).statusCode).toBe(201);
    expect(await processPending(tenantId)).toMatchObject({ processed: 1, failed: 0 });
    const state = await read(tenantId);
    expect(state.cases).toHaveLength(1);
    const [stored] = state.cases;
    expect(stored).toMatchObject({
      claimType: 'SICK',
      absentFrom: '2026-03-01',
      absentTo: '2026-04-09',
      numberOfDays: 40,
      insuredSalary: 7_200_000,
      totalAmount: 157_810,
      withinShorttermRisk: true,
      processingStatuses: ['UNASSIGNED'],
    });
    expect(state.persons).toHaveLength(1);
    expect(stored?.insuredPersonId).toBe(state.persons[0]?.id);
    expect(state.claims).toHaveLength(40);
    const paid = state.claims.filter((claim) => claim.dailyAllowance > 0);
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
    expect(new Set(paid.map((claim) => claim.dailyAllowance))).toEqual(new Set([15_781]));
    expect(state.totals.map((total) => [total.accountingMonthId, total.paidDays, total.amount])).toEqual([
      ['2026-03', 1, 15_781],
      ['2026-04', 9, 142_029],
    ]);
  });

  it('recomputing keeps the case id, the insured person and a scheduled claim’s status; an earlier day keeps the case', async () => {
    const { tenantId, session } = await company('Stabil AG');
    expect((await record(session, '2026-03-05', '2026-04-20')).statusCode).toBe(201);
    await processPending(tenantId);
    const before = await read(tenantId);
    const caseId = before.cases[0]?.id;
    const personId = before.persons[0]?.id;
    // Accounting scheduled one paid day (what PATCH /claim will do): its status survives recomputations (issue 13:
    // SCHEDULED and PROCESSED claims keep their processingStatus), also when the day's values change.
    const scheduled = before.claims.find((claim) => claim.dailyAllowance > 0);
    await ctx.database.withTenant(tenantId, (tx) =>
      tx
        .update(claims)
        .set({ processingStatus: 'SCHEDULED', accountingMonthId: '2026-04' })
        .where(eq(claims.claimId, scheduled?.claimId as string)),
    );
    // A day recorded before the case (04.03.): the engine's case now starts a day earlier (a new engine key); the
    // stored case continues it (overlapping days) and keeps its id. Every case day number moves by one, so the
    // scheduled day has a new revision (PATCH /claim with the old one is refused) but stays scheduled.
    expect((await record(session, '2026-03-04', '2026-03-04')).statusCode).toBe(201);
    await processPending(tenantId);
    const after = await read(tenantId);
    expect(after.cases).toHaveLength(1);
    expect(after.cases[0]).toMatchObject({ id: caseId, absentFrom: '2026-03-04', numberOfDays: 48 });
    expect(after.cases[0]?.engineKey).not.toBe(before.cases[0]?.engineKey);
    expect(after.persons.map((person) => person.id)).toEqual([personId]);
    const again = after.claims.find((claim) => claim.claimId === scheduled?.claimId);
    expect(again).toMatchObject({ processingStatus: 'SCHEDULED', accountingMonthId: '2026-04' });
    expect(again?.revisionId).not.toBe(scheduled?.revisionId);
    expect(after.cases[0]?.processingStatuses).toEqual(['SCHEDULED', 'UNASSIGNED']);
    // Deriving again from the same facts changes nothing.
    await ctx.database.withTenant(tenantId, async (tx) => {
      const { deriveEmployeeState } = await import('./derive.ts');
      await deriveEmployeeState(tx, tenantId, ['K-1']);
    });
    const third = await read(tenantId);
    expect(third.cases.map(({ computedAt: _, ...row }) => row)).toEqual(
      after.cases.map(({ computedAt: _, ...row }) => row),
    );
    expect(third.claims).toEqual(after.claims);
  });

  it('a new configuration version derives every employee again: 90 % instead of 80 % pays CHF 177.53 a day', async () => {
    const { tenantId, session } = await company('Neu AG');
    expect((await record(session, '2026-03-01', '2026-04-09')).statusCode).toBe(201);
    await processPending(tenantId);
    expect((await read(tenantId)).cases[0]?.totalAmount).toBe(157_810);
    // maxCoverage 90 %: 72 000 / 365 × 90 % = 177.534… -> CHF 177.53 (C2); 10 paid days = CHF 1 775.30.
    const input = validConfigurationInput();
    const coverage = input.insuranceConfiguration.coverageConfigurations[0] as { coverages: Record<string, number> };
    coverage.coverages = { ...coverage.coverages, maxCoverage: 90 };
    await configureTenantForTest(ctx.database, tenantId, input);
    expect(await processPending(tenantId)).toMatchObject({ processed: 1, failed: 0 });
    const state = await read(tenantId);
    expect(state.cases[0]?.totalAmount).toBe(177_530);
    expect(
      new Set(state.claims.filter((claim) => claim.dailyAllowance > 0).map((claim) => claim.dailyAllowance)),
    ).toEqual(new Set([17_753]));
  });

  it('a stored benefit stop applies to its case, also after the case’s first day moved (decision 0019)', async () => {
    const { tenantId, session } = await company('Stopp AG');
    // 01.03.-09.04.2026: days 31-40 (31.03.-09.04.) paid at CHF 157.81 (see the first test).
    expect((await record(session, '2026-03-01', '2026-04-09')).statusCode).toBe(201);
    await processPending(tenantId);
    const [before] = (await read(tenantId)).cases;
    // A benefit stop on the case from 05.04. at 50 % output: 05.-09.04. pay 157.81 × 50 % = 78.905 -> 78.91 (C2
    // rounds the day's amount): 5 days × 157.81 + 5 × 78.91 = 789.05 + 394.55 = CHF 1 183.60.
    await ctx.database.withTenant(tenantId, async (tx) => {
      await tx.insert(caseInputs).values({
        tenantId,
        id: randomUUID(),
        kind: 'BENEFIT_STOP',
        employeeId: 'K-1',
        caseId: before?.id as string,
        data: {
          reason: 'Teilweise arbeitsfähig',
          entries: [{ startDate: '2026-04-05', endDate: null, outputPercentage: 50 }],
        },
      });
      await deriveEmployeeState(tx, tenantId, ['K-1']);
    });
    const stopped = await read(tenantId);
    expect(stopped.cases[0]?.totalAmount).toBe(118_360);
    // A day recorded before the case (28.02.): the case now starts a day earlier, so a new engine key. The stop
    // still applies to the same stored case; day 31 is now 30.03., so 30.03.-04.04. (6 days) pay 157.81 and
    // 05.-09.04. 78.91: 946.86 + 394.55 = CHF 1 341.41.
    expect((await record(session, '2026-02-28', '2026-02-28')).statusCode).toBe(201);
    await processPending(tenantId);
    const moved = await read(tenantId);
    expect(moved.cases[0]).toMatchObject({ id: before?.id, absentFrom: '2026-02-28', totalAmount: 134_141 });
    expect(moved.cases[0]?.engineKey).not.toBe(before?.engineKey);
  });

  it('deleting the absences removes the cases and claims; the insured person stays', async () => {
    const { tenantId, session } = await company('Weg AG');
    const created = await record(session, '2026-05-01', '2026-05-10');
    await processPending(tenantId);
    expect((await read(tenantId)).cases).toHaveLength(1);
    const ids = (created.json() as { items: { absenceId: string }[] }).items.map((a) => a.absenceId);
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/modular/absence?ids=${ids.join(',')}`,
      headers: session.headers,
    });
    expect(removed.statusCode).toBe(200);
    await processPending(tenantId);
    const state = await read(tenantId);
    expect([state.cases.length, state.claims.length, state.totals.length, state.persons.length]).toEqual([0, 0, 0, 1]);
  });

  it('an active case running past the leaving date is a data issue (EMPLOYEE_ACTIVE_CASE_WITH_LEAVING_DATE)', async () => {
    // Sick from 20 days ago until today, leaving date 5 days ago: the case is active today and runs past it.
    const day = (offset: number) => {
      const date = new Date(`${todayInZurich()}T12:00:00Z`);
      date.setUTCDate(date.getUTCDate() + offset);
      return date.toISOString().slice(0, 10);
    };
    const { tenantId, session } = await company('Austritt AG', day(-5));
    expect((await record(session, day(-20), day(0))).statusCode).toBe(201);
    await processPending(tenantId);
    const state = await read(tenantId);
    expect(state.cases.map((stored) => stored.status)).not.toContain('CLOSED');
    const issues = await ctx.database.withTenant(tenantId, (tx) =>
      tx.select({ type: tenantIssues.type }).from(tenantIssues),
    );
    expect(issues.map((issue) => issue.type)).toContain('EMPLOYEE_ACTIVE_CASE_WITH_LEAVING_DATE');
  });
});
