// The analytics figures the derivation keeps (step 7, analytics.step.ts) and the nightly refresh of recent months
// (analytics-refresh.ts, jobs/analytics-refresh.ts), on both databases. Issue 32 point 4; C18, C19; decision 0059.
//
// The configuration: the test configuration's subunit ZH with canton ZH, and a subunit BE with canton BE. Zurich's
// public holidays in spring 2026 (date-holidays): Good Friday 03.04., Easter Monday 06.04., 1 May, Ascension 14.05.,
// Whit Monday 25.05.; Bern's the same without 1 May. Every person works 42 h a week on five days (8.4 h a day at
// 100 %, 840 centi-hours), permanent, employed since 01.01.2020.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/client.ts';
import { countAbsences } from '../../../domain/analytics/absence-hours.ts';
import { personDaysOf } from '../../../domain/analytics/target-hours.ts';
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
import { refreshTenantAnalytics } from '../../jobs/analytics-refresh.ts';
import { analyticsFiguresOf, deriveEmployeeState, loadAnalyticsFacts, lockDerivation } from './index.ts';

type Row = {
  employee_id: string;
  month: string;
  segment: number;
  company_subunit_id: string | null;
  employment_type: string | null;
  month_days: number;
  employed_days: number;
  employment_pm_days: number;
  target_centi_hours: number;
  sickness_centi_hours: number;
  accident_centi_hours: number;
  other_centi_hours: number;
  durations: { category: string; bucket: string; periodsStarted: number; periodsCarriedIn: number; days: number }[];
  as_of: string;
  computed_at: string;
};

const FULL_TIME = {
  dateOfEmployment: '2020-01-01',
  companySubunitId: 'ZH',
  employmentPercentage: 100,
  workingDaysPerWeek: 5,
  standardWorkingHoursPerWeek: 42,
  employmentContractType: 'PERMANENT',
};

describe.each(testBackends())('analytics figures in the derivation on %s', (backend) => {
  const ctx = useTestApp(backend);

  async function company(name: string): Promise<{ tenantId: string; session: TestSession }> {
    const tenantId = (await createTenant(ctx.database, { name })).id;
    const configuration = validConfigurationInput(name);
    configuration.companySubunits = (configuration.companySubunits ?? []).map((unit) => ({ ...unit, canton: 'ZH' }));
    configuration.companySubunits.push({
      companySubunitId: 'BE',
      name: 'Bern',
      addressLine1: 'Bundesgasse 1',
      postalCode: '3003',
      city: 'Bern',
      country: 'CH',
      iban: 'CH93 0076 2011 6238 5295 7',
      uid: 'CHE-116.281.710',
      canton: 'BE',
    });
    await configureTenantForTest(ctx.database, tenantId, configuration);
    const { session } = await createSignedInUser(ctx.app, ctx.database, tenantId, 'HR_Admin');
    return { tenantId, session };
  }

  async function sick(session: TestSession, employeeId: string, startDate: string, endDate: string, percentage = 100) {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/modular/absence',
      headers: session.headers,
      payload: { employeeId, startDate, endDate, type: 'SICK', percentage },
    });
    expect(response.statusCode, response.body).toBe(201);
  }

  /** The events processed (today's derivation), then the employees derived again as of a fixed day. */
  async function deriveAsOf(tenantId: string, employeeIds: string[], asOfDate: string) {
    expect(await processPendingEvents(ctx.database, tenantId)).toMatchObject({ failed: 0 });
    await ctx.database.withTenant(tenantId, async (tx) => {
      await lockDerivation(tx, tenantId, employeeIds);
      await deriveEmployeeState(tx, tenantId, employeeIds, { asOfDate });
    });
  }

  const rowsOfTenant = (tenantId: string) =>
    ctx.database.withTenant(tenantId, (tx) =>
      rowsOf<Row>(
        tx,
        sql`select employee_id, month, segment, company_subunit_id, employment_type, month_days, employed_days,
              employment_pm_days::int as employment_pm_days, target_centi_hours, sickness_centi_hours,
              accident_centi_hours, other_centi_hours, durations, as_of, computed_at::text as computed_at
            from analytics_employee_months order by employee_id, month, segment`,
      ),
    );
  const monthOf = (rows: Row[], employeeId: string, month: string) =>
    rows.filter((row) => row.employee_id === employeeId && row.month === month);
  const figureOf = ({ computed_at: _computedAt, ...row }: Row) => row;

  it('a full-timer in Zurich sick three days in April: 168 h target, 25.2 h sickness; re-deriving replaces the rows', async () => {
    const { tenantId, session } = await company('Analytik AG');
    await createEmployeeRecord(ctx.database, tenantId, 'A-1', { data: FULL_TIME });
    await sick(session, 'A-1', '2026-04-07', '2026-04-09');
    await deriveAsOf(tenantId, ['A-1'], '2026-04-30');

    const rows = await rowsOfTenant(tenantId);
    // Months kept: from the employment's start (01.2020) or the first absence, at most five years before 30.04.2026,
    // so 2021-04 … 2026-04: 61 months, one segment each.
    expect(rows.map((row) => row.month)).toHaveLength(61);
    expect(rows[0]?.month).toBe('2021-04');
    const [april] = monthOf(rows, 'A-1', '2026-04');
    // April 2026: 22 weekdays (Wed 1 … Thu 30) − Good Friday 03.04. − Easter Monday 06.04. = 20 target days
    // × 8.4 h = 168 h (16 800). Sick Tue 07. – Thu 09.04. at 100 %: 3 × 8.4 h = 25.2 h (2 520). FTE days: 30 days
    // × 100 000 = 3 000 000. The period 07.–09.04. is 3 days long: bucket 1-3, started in April.
    expect(april && figureOf(april)).toEqual({
      employee_id: 'A-1',
      month: '2026-04',
      segment: 0,
      company_subunit_id: 'ZH',
      employment_type: 'PERMANENT',
      month_days: 30,
      employed_days: 30,
      employment_pm_days: 3_000_000,
      target_centi_hours: 16_800,
      sickness_centi_hours: 2_520,
      accident_centi_hours: 0,
      other_centi_hours: 0,
      durations: [
        {
          category: 'SICKNESS',
          bucket: '1-3',
          periodsStarted: 1,
          periodsCarriedIn: 0,
          days: 3,
          absenceCentiHours: 2_520,
        },
      ],
      as_of: '2026-04-30',
    });

    // The loader and analyticsFiguresOf (what the per-person route uses) give the same figure, and countAbsences
    // the three days behind it: 840 each.
    await ctx.database.withTenant(tenantId, async (tx) => {
      const facts = (await loadAnalyticsFacts(tx, tenantId, ['A-1'])).get('A-1');
      if (!facts) throw new Error('no facts');
      expect(facts.versions[0]?.canton).toBe('ZH');
      const [figure] = analyticsFiguresOf(facts, '2026-04-30', { from: '2026-04', to: '2026-04' });
      expect(figure?.targetCentiHours).toBe(16_800);
      expect(figure?.absenceCentiHours.SICKNESS).toBe(2_520);
      const days = personDaysOf(facts.versions, { from: '2026-04-01', to: '2026-04-30' }, '2026-04-30');
      expect(countAbsences(facts.absences, days).map((entry) => [entry.date, entry.centiHours])).toEqual([
        ['2026-04-07', 840],
        ['2026-04-08', 840],
        ['2026-04-09', 840],
      ]);
    });

    // One more day, Tue 14.04. at 50 %: 4.2 h (420) more. Derived again for 30.04.: still 61 rows, April 2 940.
    await sick(session, 'A-1', '2026-04-14', '2026-04-14', 50);
    await deriveAsOf(tenantId, ['A-1'], '2026-04-30');
    const again = await rowsOfTenant(tenantId);
    expect(again).toHaveLength(61);
    expect(monthOf(again, 'A-1', '2026-04')[0]?.sickness_centi_hours).toBe(2_940);
    // Derived again from the same facts on the same day: nothing is written (every computed_at stays).
    await deriveAsOf(tenantId, ['A-1'], '2026-04-30');
    expect(await rowsOfTenant(tenantId)).toEqual(again);

    // Derived for 31.05.: May joins and 2021-04 leaves (five years before 31.05.2026 is 2021-05): still 61 rows.
    // April's as_of is its last day, May's the 31st. May in Zurich: 21 weekdays − 1 May − Ascension 14.05. − Whit Monday 25.05. =
    // 18 × 8.4 h = 151.2 h.
    await deriveAsOf(tenantId, ['A-1'], '2026-05-31');
    const may = await rowsOfTenant(tenantId);
    expect(may.map((row) => row.month)).toEqual([...again.map((row) => row.month).slice(1), '2026-05']);
    expect(monthOf(may, 'A-1', '2026-05')[0]).toMatchObject({ target_centi_hours: 15_120, as_of: '2026-05-31' });
    expect(monthOf(may, 'A-1', '2026-04')[0]).toMatchObject({ sickness_centi_hours: 2_940, as_of: '2026-04-30' });
  });

  it('a move from Zurich to Bern on 16.05. at 80 % gives May two segments, each with its canton', async () => {
    const { tenantId } = await company('Umzug AG');
    await createEmployeeRecord(ctx.database, tenantId, 'M-1', { validTo: '2026-05-15', data: FULL_TIME });
    await createEmployeeRecord(ctx.database, tenantId, 'M-1', {
      validFrom: '2026-05-16',
      data: { ...FULL_TIME, companySubunitId: 'BE', employmentPercentage: 80 },
    });
    await deriveAsOf(tenantId, ['M-1'], '2026-05-31');
    const may = monthOf(await rowsOfTenant(tenantId), 'M-1', '2026-05').map(figureOf);
    // Segments in the domain's order (subunit BE before ZH), numbered 0 and 1.
    expect(may.map((row) => [row.segment, row.company_subunit_id])).toEqual([
      [0, 'BE'],
      [1, 'ZH'],
    ]);
    // ZH, 01.–15.05.: weekdays Fri 1, Mon 4 – Fri 8, Mon 11 – Fri 15 = 11, less 1 May and Ascension 14.05. (both
    // Zurich holidays) = 9 × 8.4 h = 75.6 h; 15 days × 100 000.
    expect(may[1]).toMatchObject({ employed_days: 15, employment_pm_days: 1_500_000, target_centi_hours: 7_560 });
    // BE, 16.–31.05. at 80 %: weekdays Mon 18 – Fri 22, Mon 25 – Fri 29 = 10, less Whit Monday 25.05. = 9 × 6.72 h
    // (8.4 × 80 %) = 60.48 h; 16 days × 80 000 = 1 280 000. Both segments divide by May's 31 days (FTE
    // (1 500 000 + 1 280 000) / (100 000 × 31) = 0.897).
    expect(may[0]).toMatchObject({
      month_days: 31,
      employed_days: 16,
      employment_pm_days: 1_280_000,
      target_centi_hours: 6_048,
    });
  });

  it("deriving one tenant's employee leaves another tenant's rows of the same employee id untouched", async () => {
    const first = await company('Erste AG');
    const other = await company('Andere AG');
    for (const { tenantId } of [first, other]) {
      await createEmployeeRecord(ctx.database, tenantId, 'X-1', { data: FULL_TIME });
    }
    await sick(other.session, 'X-1', '2026-04-07', '2026-04-09');
    await deriveAsOf(other.tenantId, ['X-1'], '2026-04-30');
    const before = await rowsOfTenant(other.tenantId);
    expect(before).toHaveLength(61);

    await deriveAsOf(first.tenantId, ['X-1'], '2026-05-31');
    expect(await rowsOfTenant(first.tenantId)).toHaveLength(61);
    // The other tenant's rows are the same rows, computed_at included (not deleted and written again).
    expect(await rowsOfTenant(other.tenantId)).toEqual(before);
  });

  it('the nightly refresh moves the running month on with the day, closes last month on the 2nd and regrades a running period', async () => {
    const { tenantId, session } = await company('Nacht AG');
    await createEmployeeRecord(ctx.database, tenantId, 'R-1', { data: FULL_TIME });
    // Sick 100 % from Mon 20.04. to Wed 20.05.2026 (recorded ahead): 31 calendar days once it has run to its end.
    await sick(session, 'R-1', '2026-04-20', '2026-05-20');
    await deriveAsOf(tenantId, ['R-1'], '2026-05-10');

    // Mon 11.05.: May so far has Fri 1 (1 May, a Zurich holiday), Mon 4 – Fri 8 and Mon 11 = 6 target days:
    // 6 × 8.4 h = 50.4 h, all sick. The period is 20.04.–11.05. = 11 + 11 = 22 days so far: bucket 11-30.
    expect(await refreshTenantAnalytics(ctx.database, tenantId, '2026-05-11')).toBe(1);
    let rows = await rowsOfTenant(tenantId);
    expect(monthOf(rows, 'R-1', '2026-05')[0]).toMatchObject({
      month_days: 11,
      target_centi_hours: 5_040,
      sickness_centi_hours: 5_040,
      as_of: '2026-05-11',
      durations: [expect.objectContaining({ bucket: '11-30', periodsStarted: 0, periodsCarriedIn: 1, days: 11 })],
    });
    // April: 20 target days × 8.4 h = 168 h; sick Mon 20. – Thu 30.04. = 9 working days × 8.4 h = 75.6 h.
    expect(monthOf(rows, 'R-1', '2026-04')[0]).toMatchObject({
      target_centi_hours: 16_800,
      sickness_centi_hours: 7_560,
      durations: [expect.objectContaining({ bucket: '11-30', periodsStarted: 1, days: 11 })],
    });

    // The next day: Tue 12.05. adds one target day (+ 840); the same day twice writes the same figures.
    await refreshTenantAnalytics(ctx.database, tenantId, '2026-05-12');
    rows = await rowsOfTenant(tenantId);
    expect(monthOf(rows, 'R-1', '2026-05')[0]).toMatchObject({ month_days: 12, target_centi_hours: 5_880 });
    await refreshTenantAnalytics(ctx.database, tenantId, '2026-05-12');
    expect((await rowsOfTenant(tenantId)).map(figureOf)).toEqual(rows.map(figureOf));

    // Wed 20.05.: the period is 31 days long now (11 in April + 20 in May): bucket 31-90, in April's row too,
    // although April is no longer the running month. May: 6 + Tue 12, Wed 13, Fri 15, Mon 18 – Wed 20 = 12 target
    // days × 8.4 h = 100.8 h, all sick.
    await refreshTenantAnalytics(ctx.database, tenantId, '2026-05-20');
    rows = await rowsOfTenant(tenantId);
    expect(monthOf(rows, 'R-1', '2026-04')[0]?.durations).toEqual([
      expect.objectContaining({ bucket: '31-90', periodsStarted: 1, days: 11 }),
    ]);
    expect(monthOf(rows, 'R-1', '2026-05')[0]).toMatchObject({
      target_centi_hours: 10_080,
      sickness_centi_hours: 10_080,
    });

    // Tue 02.06.: May is closed (as_of its last day, 31 days, 18 target days = 151.2 h: 21 weekdays less 1 May,
    // Ascension and Whit Monday), June runs (Mon 1, Tue 2: 16.8 h).
    await refreshTenantAnalytics(ctx.database, tenantId, '2026-06-02');
    rows = await rowsOfTenant(tenantId);
    expect(monthOf(rows, 'R-1', '2026-05')[0]).toMatchObject({
      month_days: 31,
      target_centi_hours: 15_120,
      sickness_centi_hours: 10_080,
      as_of: '2026-05-31',
    });
    expect(monthOf(rows, 'R-1', '2026-06')[0]).toMatchObject({
      month_days: 2,
      target_centi_hours: 1_680,
      sickness_centi_hours: 0,
      as_of: '2026-06-02',
    });
    // Months before the refreshed ones stay as stored: 2021-05 (five years before 10.05.2026) … 2026-06.
    expect(rows[0]?.month).toBe('2021-05');
    expect(rows).toHaveLength(62);
  });
});
