// Tenant A's reports for the cross-tenant walk (issue 31, decision 0058): a generated report in its history, a
// scheduled report with a secret name and recipient, and a saved filter of A's user; tenant B can neither read,
// change nor remove them by their ids, and its lists show none of them.
import { filterSettings, reportSchedules, reports } from '../../db/schema/reports.ts';
import type { TestContext } from '../test-app.ts';

const definition = {
  kind: 'bookings',
  filters: { risk: 'any', salaryContinuation: 'any', accountingMonthLock: 'any', reportType: 'any' },
  riskCounterThreshold: 0,
  companySubunitIds: [],
  processingGroupIds: [],
  language: 'de',
  format: 'XLSX',
} as const;

export const REPORT_MARKERS = ['A secret schedule', 'a-secret-payroll@example.ch', 'A secret filter'];

/** Writes A's rows; answers the fixtures (by path parameter) and the valid bodies of tenant B's calls. */
export async function createReportsOfA(ctx: TestContext, tenantA: string, userAId: string) {
  const fixtures = {
    reportId: '0196f0a0-0000-7000-8000-00000000a501',
    scheduleId: '0196f0a0-0000-7000-8000-00000000a502',
  };
  await ctx.database.withTenant(tenantA, async (tx) => {
    await tx.insert(reports).values({
      tenantId: tenantA,
      id: fixtures.reportId,
      kind: 'bookings',
      status: 'FAILED',
      definition: { ...definition, period: { kind: 'accounting-period', accountingMonthId: '2026-02' } },
      error: 'A secret schedule failed',
      requestedByUserId: userAId,
      requestedByName: 'Alice Geheim',
    });
    await tx.insert(reportSchedules).values({
      tenantId: tenantA,
      id: fixtures.scheduleId,
      name: 'A secret schedule',
      definition,
      period: 'previous-month',
      workingDayOfMonth: 3,
      recipients: ['a-secret-payroll@example.ch'],
      nextRunOn: '2026-04-07',
      createdByUserId: userAId,
      createdByName: 'Alice Geheim',
    });
    await tx.insert(filterSettings).values({
      tenantId: tenantA,
      userId: userAId,
      filterKey: 'list:employees:A secret filter',
      value: { search: 'A secret filter' },
    });
  });
  const { period: _period, ...withoutPeriod } = { ...definition, kind: 'daily-allowance-or-wage-cut', period: null };
  const schedule = {
    name: 'Von B',
    definition: withoutPeriod,
    period: 'previous-month',
    workingDayOfMonth: 3,
    recipients: ['b@example.ch'],
  };
  const reportDefinition = {
    ...definition,
    kind: 'daily-allowance-or-wage-cut',
    period: { kind: 'time-range', from: '2026-02-01', to: '2026-02-28' },
  };
  const bodies = {
    reportCreate: { reportDefinition },
    reportPreview: { reportDefinition },
    reportScheduleCreate: schedule,
    reportScheduleUpdate: { ...schedule, revision: 1 },
    reportSettingsPut: { retentionDays: 30 },
    filterSettingsSave: { filterKey: 'list:employees:Von B', value: { search: 'B' } },
  };
  return { fixtures, bodies };
}
