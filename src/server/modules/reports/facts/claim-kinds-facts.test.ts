// The facts loaders of report kinds 1, 2 and 6 on both databases (docs/domain/reports.md §1, §2, §6): a small
// company whose claims the real derivation computed and whose March a lock froze.
//
// Configuration: the test configuration with a waiting period of 2 days (shorttermDuration) and a fixed LFZ of 10
// days (lfzDuration), C14 otherwise (80 %, divisor 365). Both employees earn CHF 6 000 a month: insured salary
// 72 000, 72 000 / 365 = 197.26; 80 % = 157.81 a day (15 781 Rappen).
// - Anna Zeller (E-1, P 100, subunit ZH "Zürich", group MONTHLY "Monatslohn"): sick at 100 % 02.03.–10.04.2026.
//   Waiting days 02.–03.03. (short-term risk, 0.00), LFZ 02.–11.03. (10 days), so the allowance inside LFZ runs
//   04.–11.03. (8 days), the wage cut from 12.03.
// - Beat Ammann (E-2, P 200, no subunit, group MONTHLY): sick at 100 % 16.–20.03.2026: waiting 16.–17.03., LFZ
//   throughout (5 days ≤ 10).
// March is opened and locked for the whole organisation; April is opened, not locked.
import { beforeAll, describe, expect, it } from 'vitest';
import { buildBookings } from '../../../../domain/reports/kinds/bookings.ts';
import { buildDailyAllowanceOrWageCut } from '../../../../domain/reports/kinds/daily-allowance-or-wage-cut.ts';
import { buildStartingWageCuts } from '../../../../domain/reports/kinds/starting-wage-cuts.ts';
import type { ReportContext } from '../../../../domain/reports/report-table.ts';
import type { ReportDefinitionValue } from '../../../../domain/reports/report-types.ts';
import { processPendingEvents } from '../../../../testing/factories/domain-event.factory.ts';
import { createEmployeeRecord } from '../../../../testing/factories/employee.factory.ts';
import { createTenant } from '../../../../testing/factories/tenant.factory.ts';
import {
  configureTenantForTest,
  validConfigurationInput,
} from '../../../../testing/factories/tenant-configuration.factory.ts';
import { createAdminUser, createSignedInUser, signIn } from '../../../../testing/factories/user.factory.ts';
import { useTestApp } from '../../../../testing/test-app.ts';
import { testBackends } from '../../../../testing/test-databases.ts';
import { loadBookingsFacts } from './bookings.ts';
import { loadDailyAllowanceOrWageCutFacts } from './daily-allowance-or-wage-cut.ts';
import { loadStartingWageCutsFacts } from './starting-wage-cuts.ts';

const TODAY = '2026-11-29';

function context(overrides: Partial<ReportDefinitionValue> = {}): ReportContext {
  return {
    definition: {
      kind: 'daily-allowance-or-wage-cut',
      period: { kind: 'time-range', from: '2026-03-01', to: '2026-03-31' },
      filters: { risk: 'any', salaryContinuation: 'any', accountingMonthLock: 'any', reportType: 'any' },
      riskCounterThreshold: 0,
      companySubunitIds: [],
      processingGroupIds: [],
      language: 'de',
      format: 'XLSX',
      ...overrides,
    },
    companyName: 'Bericht AG',
    today: TODAY,
    generatedAt: '2026-11-29T08:00:00.000Z',
  };
}

describe.each(testBackends())('report facts of kinds 1, 2, 6 (%s)', (backend) => {
  const ctx = useTestApp(backend);
  let tenantId = '';

  beforeAll(async () => {
    tenantId = (await createTenant(ctx.database, { name: 'Bericht AG' })).id;
    const configuration = validConfigurationInput('Bericht AG');
    const coverage = configuration.insuranceConfiguration.coverageConfigurations[0];
    if (coverage?.kind !== 'SIMPLE') throw new Error('the test configuration has a SIMPLE coverage');
    coverage.coverages = { shorttermDuration: 2, lfzDuration: 10 };
    await configureTenantForTest(ctx.database, tenantId, configuration);
    const employee = (personnelNumber: string, companySubunitId: string | null) => ({
      personnelNumber,
      companySubunitId,
      processingGroupId: 'MONTHLY',
      dateOfEmployment: '2020-01-01',
      salaryBasis: 'MONTHLY',
      wageTypes: [{ wageTypeId: '1000', amount: 6000 }],
      policies: [{ policyType: 'KTG', policyNumber: 'KTG-1' }],
    });
    await createEmployeeRecord(ctx.database, tenantId, 'E-1', {
      firstName: 'Anna',
      lastName: 'Zeller',
      data: employee('100', 'ZH'),
    });
    await createEmployeeRecord(ctx.database, tenantId, 'E-2', {
      firstName: 'Beat',
      lastName: 'Ammann',
      data: employee('200', null),
    });
    const { session: hr } = await createSignedInUser(ctx.app, ctx.database, tenantId, 'HR_Admin');
    for (const [employeeId, startDate, endDate] of [
      ['E-1', '2026-03-02', '2026-04-10'],
      ['E-2', '2026-03-16', '2026-03-20'],
    ] as const) {
      const recorded = await ctx.app.inject({
        method: 'POST',
        url: '/api/modular/absence',
        headers: hr.headers,
        payload: { employeeId, startDate, endDate, type: 'SICK', percentage: 100 },
      });
      expect(recorded.statusCode, recorded.body).toBe(201);
    }
    expect(await processPendingEvents(ctx.database, tenantId)).toMatchObject({ failed: 0 });
    const admin = await signIn(ctx.app, { kind: 'admin', id: (await createAdminUser(ctx.database)).id });
    const base = `/api/modular/admin/tenant/${tenantId}/accounting-month`;
    for (const month of ['2026-03', '2026-04']) {
      const opened = await ctx.app.inject({
        method: 'POST',
        url: base,
        headers: admin.headers,
        payload: { accountingMonthId: month },
      });
      expect(opened.statusCode, opened.body).toBe(201);
    }
    const locked = await ctx.app.inject({
      method: 'POST',
      url: `${base}/2026-03/lock`,
      headers: admin.headers,
      payload: {},
    });
    expect(locked.statusCode, locked.body).toBe(200);
    expect(await processPendingEvents(ctx.database, tenantId)).toMatchObject({ failed: 0 });
  });

  const load = <T>(
    loader: (tx: never, tenantId: string, definition: ReportDefinitionValue, today: string) => Promise<T>,
    definition: ReportDefinitionValue,
  ) => ctx.database.withTenant(tenantId, (tx) => loader(tx as never, tenantId, definition, TODAY));

  it('kind 1: the claim days of March in runs of the same treatment and risk', async () => {
    const definition = context().definition;
    const facts = await load(loadDailyAllowanceOrWageCutFacts, definition);
    // March: Anna 02.–31.03. (30 days), Beat 16.–20.03. (5 days), read as runs alike in treatment, risk and allowance:
    // Beat 16.–17. (waiting, short-term) and 18.–20.; Anna 02.–03., 04.–11. and 12.–31. (after LFZ) — 2 + 3 + 2 + 8 +
    // 20 = 35 days in 5 runs; the months are locked for both.
    const daysOf = (run: { from: string; to: string }) => (Date.parse(run.to) - Date.parse(run.from)) / 86_400_000 + 1;
    expect(facts.runs.map((run) => [run.employeeId, run.from, run.to])).toEqual([
      ['E-1', '2026-03-02', '2026-03-03'],
      ['E-1', '2026-03-04', '2026-03-11'],
      ['E-1', '2026-03-12', '2026-03-31'],
      ['E-2', '2026-03-16', '2026-03-17'],
      ['E-2', '2026-03-18', '2026-03-20'],
    ]);
    expect(facts.runs.reduce((sum, run) => sum + daysOf(run), 0)).toBe(35);
    expect(facts.runs.every((run) => run.isMonthLocked)).toBe(true);
    expect(facts.names).toEqual({ subunits: { ZH: 'Zürich' }, processingGroups: { MONTHLY: 'Monatslohn' } });
    const table = buildDailyAllowanceOrWageCut(facts, context());
    // [name, subunit, from, to, days, allowance/day, amount, treatment, risk]
    expect(
      table.rows.map((row) => [row[1], row[2], row[6], row[7], row[8], row[10], row[11], row[12], row[13]]),
    ).toEqual([
      // Beat: 2 waiting days (0.00), then 3 × 157.81 = 473.43 inside LFZ.
      ['Ammann, Beat', '', '2026-03-16', '2026-03-17', 2, 0, 0, 'Taggeld (Lohnfortzahlung)', 'Kurzfristrisiko'],
      [
        'Ammann, Beat',
        '',
        '2026-03-18',
        '2026-03-20',
        3,
        15_781,
        47_343,
        'Taggeld (Lohnfortzahlung)',
        'Langfristrisiko',
      ],
      // Anna: 2 waiting days, 04.–11.03. = 8 × 157.81 = 1 262.48 inside LFZ, 12.–31.03. = 20 × 157.81 = 3 156.20 cut.
      ['Zeller, Anna', 'Zürich', '2026-03-02', '2026-03-03', 2, 0, 0, 'Taggeld (Lohnfortzahlung)', 'Kurzfristrisiko'],
      [
        'Zeller, Anna',
        'Zürich',
        '2026-03-04',
        '2026-03-11',
        8,
        15_781,
        126_248,
        'Taggeld (Lohnfortzahlung)',
        'Langfristrisiko',
      ],
      ['Zeller, Anna', 'Zürich', '2026-03-12', '2026-03-31', 20, 15_781, 315_620, 'Lohnkürzung', 'Langfristrisiko'],
    ]);
    // April (accounting period, not locked): Anna's 10 wage-cut days, 10 × 157.81 = 1 578.10, unlocked.
    const april = await load(loadDailyAllowanceOrWageCutFacts, {
      ...definition,
      period: { kind: 'accounting-period', accountingMonthId: '2026-04' },
    });
    const aprilRows = buildDailyAllowanceOrWageCut(
      april,
      context({ period: { kind: 'accounting-period', accountingMonthId: '2026-04' } }),
    ).rows;
    expect(aprilRows.map((row) => [row[1], row[6], row[7], row[8], row[11], row[12], row[17]])).toEqual([
      ['Zeller, Anna', '2026-04-01', '2026-04-10', 10, 157_810, 'Lohnkürzung', false],
    ]);
    // riskCounterThreshold is applied in the query too: Beat's case used 3 benefit days, Anna's more.
    const threshold = await load(loadDailyAllowanceOrWageCutFacts, { ...definition, riskCounterThreshold: 10 });
    expect(new Set(threshold.runs.map((run) => run.employeeId))).toEqual(new Set(['E-1']));
  });

  it('kind 6: the case whose LFZ ends in March, its wage cut from the next day', async () => {
    // Anna: LFZ 02.–11.03. (10 days), wage cut from 12.03. at 100 %, 157.81 a day; Beat's LFZ never ends.
    const definition = context({ kind: 'starting-wage-cuts' }).definition;
    const facts = await load(loadStartingWageCutsFacts, definition);
    const table = buildStartingWageCuts(facts, context({ kind: 'starting-wage-cuts' }));
    expect(table.rows.map((row) => [row[0], row[1], row[2], row[6], row[7], row[8], row[9], row[10]])).toEqual([
      ['100', 'Zeller, Anna', 'Zürich', '2026-03-02', '2026-03-11', '2026-03-12', 100, 15_781],
    ]);
    // February has no boundary.
    const february = await load(loadStartingWageCutsFacts, {
      ...definition,
      period: { kind: 'accounting-period', accountingMonthId: '2026-02' },
    });
    expect(february.starts).toEqual([]);
  });

  it('kind 2: the booked snapshot lines of March and the provisional lines with their account', async () => {
    const definition = context({
      kind: 'bookings',
      period: { kind: 'time-range', from: '2026-03-01', to: '2026-04-30' },
    });
    const facts = await load(loadBookingsFacts, definition.definition);
    const table = buildBookings(facts, definition);
    // [month, name, from, to, days, amount, account, status]
    expect(table.rows.map((row) => [row[0], row[2], row[7], row[8], row[9], row[12], row[13], row[17]])).toEqual([
      ['März 2026', 'Ammann, Beat', '2026-03-16', '2026-03-17', 2, 0, '5000 / 5790', 'gebucht'],
      ['März 2026', 'Ammann, Beat', '2026-03-18', '2026-03-20', 3, 47_343, '5000 / 5790', 'gebucht'],
      ['März 2026', 'Zeller, Anna', '2026-03-02', '2026-03-03', 2, 0, '5000 / 5790', 'gebucht'],
      ['März 2026', 'Zeller, Anna', '2026-03-04', '2026-03-11', 8, 126_248, '5000 / 5790', 'gebucht'],
      ['März 2026', 'Zeller, Anna', '2026-03-12', '2026-03-31', 20, 315_620, '5000 / 5790', 'gebucht'],
      // April is open: 10 × 157.81 = 1 578.10, provisional.
      ['April 2026', 'Zeller, Anna', '2026-04-01', '2026-04-10', 10, 157_810, '5000 / 5790', 'provisorisch'],
    ]);
    // The booked total equals the lock's: 473.43 + 1 262.48 + 3 156.20 = 4 892.11.
    expect(facts.bookedLines.reduce((sum, line) => sum + line.amount, 0)).toBe(489_211);
    // An accounting period reads only its month.
    const april = await load(loadBookingsFacts, {
      ...definition.definition,
      period: { kind: 'accounting-period', accountingMonthId: '2026-04' },
    });
    expect([april.bookedLines.length, april.openClaims.length]).toEqual([0, 10]);
  });
});
