// The fact loaders of kinds 3, 4 and 5 on both databases: a small company with leavers, cases, their claim lines (a
// correction among them), a done pension-fund deadline and a changed record, loaded and built end to end; another
// tenant's leaver stays out.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../../../db/client.ts';
import { deadlines } from '../../../../db/schema/case-management.ts';
import { cases, claims } from '../../../../db/schema/cases.ts';
import { fromEpochDay, toEpochDay } from '../../../../domain/dates.ts';
import { REPORT_KIND_DEFINITIONS } from '../../../../domain/reports/kinds/index.ts';
import type { ReportTable } from '../../../../domain/reports/report-table.ts';
import type { ReportDefinitionValue } from '../../../../domain/reports/report-types.ts';
import { createEmployeeRecord } from '../../../../testing/factories/employee.factory.ts';
import { reportContext, reportDefinition } from '../../../../testing/factories/report-kinds.factory.ts';
import { createTenant } from '../../../../testing/factories/tenant.factory.ts';
import {
  configureTenantForTest,
  validConfigurationInput,
} from '../../../../testing/factories/tenant-configuration.factory.ts';
import { useTestDatabase } from '../../../../testing/test-app.ts';
import { testBackends } from '../../../../testing/test-databases.ts';
import { REPORT_FACT_LOADERS } from './index.ts';

type Day = { date: string; incapacity: number; within: boolean; payee?: string };

function runOf(from: string, to: string, values: Omit<Day, 'date'>): Day[] {
  const days: Day[] = [];
  for (let day = toEpochDay(from); day <= toEpochDay(to); day++) days.push({ date: fromEpochDay(day), ...values });
  return days;
}

async function insertCaseWithClaims(
  database: Database,
  tenantId: string,
  input: { employeeId: string; caseNumber: number; absentFrom: string; absentTo: string; benefitDaysUsed: number },
  days: Day[],
): Promise<string> {
  const id = randomUUID();
  await database.withTenant(tenantId, async (tx) => {
    await tx.insert(cases).values({
      tenantId,
      id,
      engineKey: `${input.employeeId}:SICK:${input.absentFrom}`,
      employeeId: input.employeeId,
      insuredPersonId: randomUUID(),
      caseNumber: input.caseNumber,
      claimType: 'SICK',
      status: 'CLAIMS_ACTIVATED',
      absentFrom: input.absentFrom,
      absentTo: input.absentTo,
      numberOfDays: days.length,
      insuredSalary: 7_300_000,
      totalAmount: 0,
      withinShorttermRisk: false,
      withinContinuationOfPayment: true,
      processingStatuses: ['UNASSIGNED'],
      details: { counters: { benefitDaysUsed: input.benefitDaysUsed } },
    });
    const line = (day: Day, isCorrection: boolean) => ({
      tenantId,
      claimId: `${input.employeeId}:SICK:${day.date}${isCorrection ? ':REVERSAL' : ''}`,
      revisionId: 'r1',
      caseId: id,
      employeeId: input.employeeId,
      date: day.date,
      claimType: 'SICK' as const,
      coverageLine: 'KTG' as const,
      isCorrection,
      incapacityOfWork: String(day.incapacity),
      dailyAllowance: isCorrection ? -20_000 : 20_000,
      accountingMonthId: day.date.slice(0, 7),
      processingStatus: 'UNASSIGNED' as const,
      details: {
        isWithinContinuationOfPayment: day.within,
        isWithinShorttermRisk: false,
        payee: day.payee ?? 'EMPLOYER',
      },
    });
    const first = days[0] as Day;
    // A correction line (a reversal at 30 %) is a booking, not a day: it changes no day's degree.
    await tx.insert(claims).values([...days.map((day) => line(day, false)), line({ ...first, incapacity: 30 }, true)]);
  });
  return id;
}

describe.each(testBackends())('report facts of kinds 3, 4 and 5 on %s', (backend) => {
  const ctx = useTestDatabase(backend);

  /**
   * Austritt AG (pension fund period 60 days):
   * - Anna Zeller (100) leaves on 31.03.2026 (record from 01.01.2026 in Zürich; the one before had no subunit), own
   *   policies KTG-A and UVG-7; sick 05.01.-30.06.2026 at 100 %, LFZ to 03.02., wage cut from 04.02., to her from
   *   01.04.; 85 benefit days.
   * - Beat Ammann (200) leaves on 15.03.2026, no case, no own policy (the configuration's KTG-1).
   * - Carla Bianchi (300) stays; sick 05.01.-30.04.2026, 100 % then 50 % from 01.04.; her pension fund report (due
   *   06.03.) was done on 06.03.2026 at 23:30 UTC = 07.03. 00:30 in Zurich.
   * - Dario Rossi leaves on 30.06.2026 (after the period); one case linking three spells at 100 % (05.–20.01.,
   *   02.–25.02., 02.–31.03.: 16, 24 and 30 days, none longer than the 60 days' waiting period). Another tenant's
   *   leaver on 31.03.2026.
   */
  async function world() {
    const { database } = ctx;
    const tenantId = (await createTenant(database, { name: 'Austritt AG' })).id;
    const input = validConfigurationInput('Austritt AG');
    await configureTenantForTest(database, tenantId, {
      ...input,
      insuranceConfiguration: {
        ...input.insuranceConfiguration,
        reportsConfiguration: { pensionFundReportingPeriod: 60 },
      },
    } as typeof input);
    const monthly = { processingGroupId: 'MONTHLY', dateOfEmployment: '2020-01-01' };
    await createEmployeeRecord(database, tenantId, 'E-1', {
      firstName: 'Anna',
      lastName: 'Zeller',
      validFrom: '2020-01-01',
      validTo: '2025-12-31',
      data: { ...monthly, personnelNumber: '100', firstName: 'Anna', lastName: 'Zeller' },
    });
    await createEmployeeRecord(database, tenantId, 'E-1', {
      validFrom: '2026-01-01',
      data: {
        ...monthly,
        personnelNumber: '100',
        firstName: 'Anna',
        lastName: 'Zeller',
        companySubunitId: 'ZH',
        leavingDate: '2026-03-31',
        oasiNumber: '756.1234.5678.97',
        dateOfBirth: '1980-05-17',
        policies: [
          { policyType: 'KTG', policyNumber: 'KTG-A' },
          { policyType: 'UVG', policyNumber: 'UVG-7' },
        ],
      },
    });
    await createEmployeeRecord(database, tenantId, 'E-2', {
      data: { ...monthly, personnelNumber: '200', firstName: 'Beat', lastName: 'Ammann', leavingDate: '2026-03-15' },
    });
    await createEmployeeRecord(database, tenantId, 'E-3', {
      data: { ...monthly, personnelNumber: '300', firstName: 'Carla', lastName: 'Bianchi', companySubunitId: 'ZH' },
    });
    await createEmployeeRecord(database, tenantId, 'E-4', {
      data: { ...monthly, personnelNumber: '400', firstName: 'Dario', lastName: 'Rossi', leavingDate: '2026-06-30' },
    });
    await insertCaseWithClaims(
      database,
      tenantId,
      { employeeId: 'E-1', caseNumber: 2, absentFrom: '2026-01-05', absentTo: '2026-06-30', benefitDaysUsed: 85 },
      [
        ...runOf('2026-01-05', '2026-02-03', { incapacity: 100, within: true }),
        ...runOf('2026-02-04', '2026-03-31', { incapacity: 100, within: false }),
        ...runOf('2026-04-01', '2026-06-30', { incapacity: 100, within: false, payee: 'INSURED_PERSON' }),
      ],
    );
    await insertCaseWithClaims(
      database,
      tenantId,
      { employeeId: 'E-4', caseNumber: 3, absentFrom: '2026-01-05', absentTo: '2026-03-31', benefitDaysUsed: 70 },
      [
        ...runOf('2026-01-05', '2026-01-20', { incapacity: 100, within: true }),
        ...runOf('2026-02-02', '2026-02-25', { incapacity: 100, within: true }),
        ...runOf('2026-03-02', '2026-03-31', { incapacity: 100, within: true }),
      ],
    );
    const carlaCase = await insertCaseWithClaims(
      database,
      tenantId,
      { employeeId: 'E-3', caseNumber: 1, absentFrom: '2026-01-05', absentTo: '2026-04-30', benefitDaysUsed: 40 },
      [
        ...runOf('2026-01-05', '2026-03-31', { incapacity: 100, within: true }),
        ...runOf('2026-04-01', '2026-04-30', { incapacity: 50, within: true }),
      ],
    );
    await database.withTenant(tenantId, (tx) =>
      tx.insert(deadlines).values({
        tenantId,
        deadlineKey: `PENSION_FUND_REPORT:${carlaCase}`,
        kind: 'PENSION_FUND_REPORT',
        employeeId: 'E-3',
        caseId: carlaCase,
        dueDate: '2026-03-06',
        basisDate: '2026-01-05',
        ruleId: 'D5',
        status: 'DONE',
        doneAt: '2026-03-06T23:30:00Z',
      }),
    );
    const other = (await createTenant(database, { name: 'Andere AG' })).id;
    await configureTenantForTest(database, other);
    await createEmployeeRecord(database, other, 'E-9', {
      data: { ...monthly, personnelNumber: '900', firstName: 'Xaver', lastName: 'Fremd', leavingDate: '2026-03-31' },
    });
    return tenantId;
  }

  let tenantId: string | undefined;
  async function report(definition: ReportDefinitionValue) {
    tenantId ??= await world();
    const id = tenantId;
    const kind = definition.kind as 'leaving-and-wage-cuts' | 'pension-fund-exemption' | 'departures';
    const today = '2026-04-10';
    const load = REPORT_FACT_LOADERS[kind] as NonNullable<(typeof REPORT_FACT_LOADERS)['departures']>;
    const facts = await ctx.database.withTenant(id, async (tx) => load(tx, id, definition, today));
    const build = REPORT_KIND_DEFINITIONS[kind]?.build as unknown as (facts: unknown, context: unknown) => ReportTable;
    return { facts, rows: build(facts, reportContext(definition, today)).rows };
  }
  const period = { kind: 'time-range', from: '2026-03-01', to: '2026-04-30' } as const;

  it('leaving-and-wage-cuts: the leaver with a running case, settled at the leaving date', async () => {
    const { rows } = await report(reportDefinition('leaving-and-wage-cuts', { period }));
    // Beat has no case; Dario leaves after the period; the other tenant's leaver is not seen.
    expect(rows).toEqual([
      [
        '100',
        'Zeller, Anna',
        'Zürich',
        '2026-03-31',
        2,
        'Krankheit',
        '2026-01-05',
        '2026-06-30',
        100,
        '2026-02-03',
        '2026-02-04',
        '2026-04-01',
        10, // 01.04.-10.04. (today)
        'Versicherte Person',
        85,
      ],
    ]);
  });

  it('pension-fund-exemption: from absentFrom + 60 days, split at the change of degree, with the report done', async () => {
    const { facts, rows } = await report(reportDefinition('pension-fund-exemption', { period }));
    // Dario's case runs from 05.01. to 31.03. (05.01. + 60 = 06.03. is inside it) but no spell of it outlasts the 60
    // days: the loader leaves it and its days out (Anna's and Carla's cases qualify: 177 and 116 days).
    expect((facts as { cases: { employeeId: string }[] }).cases.map((item) => item.employeeId).sort()).toEqual([
      'E-1',
      'E-3',
    ]);
    // 05.01. + 60 = 06.03. (26 days to 31.01., 28 to 28.02. = 54, + 6).
    expect(
      rows.map((row) => [row[0], row[2], row[3], row[4], row[8], row[9], row[10], row[11], row[12], row[13]]),
    ).toEqual([
      ['300', null, null, 'Zürich', '2026-03-06', '2026-03-31', 100, '2026-03-06', true, '2026-03-07'],
      ['300', null, null, 'Zürich', '2026-04-01', '2026-04-30', 50, '2026-03-06', true, '2026-03-07'],
      ['100', '756.1234.5678.97', '1980-05-17', 'Zürich', '2026-03-06', '2026-06-30', 100, null, false, null],
    ]);
  });

  it('departures: every insured leaver with cover, running case and the transfer right', async () => {
    const { rows } = await report(reportDefinition('departures', { period, language: 'fr' }));
    expect(rows).toEqual([
      [
        '200',
        'Ammann, Beat',
        null,
        'Monatslohn',
        '2026-03-15',
        'Indemnités journalières maladie, police KTG-1',
        'aucun',
        true,
        '2026-03-15',
        null,
      ],
      [
        '100',
        'Zeller, Anna',
        'Zürich',
        'Monatslohn',
        '2026-03-31',
        'Indemnités journalières maladie, police KTG-A; Accidents (LAA), police UVG-7',
        '2',
        true,
        '2026-03-31',
        85,
      ],
    ]);
  });
});
