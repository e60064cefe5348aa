import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../../db/schema/identity.ts';
import { tenantIssues } from '../../../db/schema/tenant-configuration.ts';
import { processPendingEvents } from '../../../testing/factories/domain-event.factory.ts';
import { createEmployeeRecord } from '../../../testing/factories/employee.factory.ts';
import { createTenant } from '../../../testing/factories/tenant.factory.ts';
import { configureTenantForTest, createTenantIssue } from '../../../testing/factories/tenant-configuration.factory.ts';
import { createSignedInUser, type TestSession } from '../../../testing/factories/user.factory.ts';
import { useTestApp } from '../../../testing/test-app.ts';
import { testBackends } from '../../../testing/test-databases.ts';

type Issue = { id: string; type: string; severity: number; employeeId: string | null; ignoredAt: string | null };

const WELL_KEPT = { dateOfEmployment: '2020-01-01', wageTypes: [{ wageTypeId: '1000', amount: 6000 }] };
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe.each(testBackends())('tenant issues on %s', (backend) => {
  const ctx = useTestApp(backend);

  /**
   * A tenant whose issues come from the real path: I-1 (Zürich, MONTHLY) sick Fri 06.03. and again Tue 17.03.
   * (ABSENCE_GAP_BETWEEN_ABSENCES, severity 2); I-2 (Bern, HOURLY) without wage types
   * (EMPLOYEE_MISSING_WAGE_TYPES, severity 3) and sick and accident in April (ABSENCE_MIXED_TYPES_SAME_MONTH,
   * severity 2). Plus an operator-only issue of severity 4 and a hint of severity 1 from the factory.
   */
  async function company(name: string) {
    const tenantId = (await createTenant(ctx.database, { name })).id;
    await configureTenantForTest(ctx.database, tenantId);
    await createEmployeeRecord(ctx.database, tenantId, 'I-1', {
      firstName: 'Ida',
      lastName: 'Imhof',
      data: { ...WELL_KEPT, personnelNumber: '11', companySubunitId: 'ZH', processingGroupId: 'MONTHLY' },
    });
    await createEmployeeRecord(ctx.database, tenantId, 'I-2', {
      firstName: 'Jon',
      lastName: 'Jost',
      data: {
        dateOfEmployment: '2020-01-01',
        personnelNumber: '22',
        companySubunitId: 'BE',
        processingGroupId: 'HOURLY',
      },
    });
    const hr = (await createSignedInUser(ctx.app, ctx.database, tenantId, 'HR_Admin')).session;
    const partner = (await createSignedInUser(ctx.app, ctx.database, tenantId, 'HR_Business_Partner')).session;
    const payroll = (await createSignedInUser(ctx.app, ctx.database, tenantId, 'Payroll')).session;
    const record = (employeeId: string, startDate: string, endDate: string, type: string, extra: object = {}) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/modular/absence',
        headers: hr.headers,
        payload: { employeeId, startDate, endDate, type, percentage: 100, ...extra },
      });
    for (const response of [
      await record('I-1', '2026-03-06', '2026-03-06', 'SICK'),
      await record('I-1', '2026-03-17', '2026-03-17', 'SICK'),
      await record('I-2', '2026-04-06', '2026-04-07', 'SICK'),
      await record('I-2', '2026-04-20', '2026-04-20', 'ACCIDENT', { accidentType: 'OCCUPATIONAL' }),
    ]) {
      expect(response.statusCode, response.body).toBe(201);
    }
    expect(await processPendingEvents(ctx.database, tenantId)).toMatchObject({ failed: 0 });
    await createTenantIssue(ctx.database, tenantId, { severity: 4, comment: 'operator only', key: 'op' });
    await createTenantIssue(ctx.database, tenantId, {
      employeeId: 'I-1',
      severity: 1,
      type: 'EMPLOYEE_HOURLY_LEAVING_DATE_MID_MONTH',
      scope: 'EMPLOYEE',
      key: 'hint',
    });
    return { tenantId, hr, partner, payroll };
  }

  const list = async (session: TestSession, query = '') => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/modular/tenant/issues${query}`,
      headers: session.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { items: Issue[]; totalCount: number };
  };
  const patch = (session: TestSession, payload: object) =>
    ctx.app.inject({ method: 'PATCH', url: '/api/modular/issues', headers: session.headers, payload });
  const typesOf = (items: Issue[]) => items.map((item) => `${item.severity} ${item.type}`);

  async function stored(tenantId: string) {
    return ctx.database.db
      .select({ id: tenantIssues.id, type: tenantIssues.type, ignoredAt: tenantIssues.ignoredAt })
      .from(tenantIssues)
      .where(eq(tenantIssues.tenantId, tenantId))
      .orderBy(asc(tenantIssues.type));
  }

  it('GET /tenant/issues lists severity 1-3 with names and details, most severe first, with filters and paging', async () => {
    const { payroll, partner } = await company('Issues Liste AG');
    const all = await list(payroll);
    // The operator-only issue (severity 4) is not the tenant's.
    expect(typesOf(all.items).sort()).toEqual([
      '1 EMPLOYEE_HOURLY_LEAVING_DATE_MID_MONTH',
      '2 ABSENCE_GAP_BETWEEN_ABSENCES',
      '2 ABSENCE_MIXED_TYPES_SAME_MONTH',
      '3 EMPLOYEE_MISSING_WAGE_TYPES',
    ]);
    expect(all.totalCount).toBe(4);
    expect(all.items.map((item) => item.severity)).toEqual([3, 2, 2, 1]);
    const gap = all.items.find((item) => item.type === 'ABSENCE_GAP_BETWEEN_ABSENCES');
    expect(gap).toMatchObject({
      employeeId: 'I-1',
      firstName: 'Ida',
      lastName: 'Imhof',
      personnelNumber: '11',
      scope: 'ABSENCE',
      scopeDate: '2026-03-07',
      ignoredAt: null,
      details: expect.objectContaining({ gapStart: '2026-03-07', gapEnd: '2026-03-16', lastDayBefore: '2026-03-06' }),
    });
    // Filters.
    expect(typesOf((await list(payroll, '?severity=2')).items).sort()).toEqual([
      '2 ABSENCE_GAP_BETWEEN_ABSENCES',
      '2 ABSENCE_MIXED_TYPES_SAME_MONTH',
    ]);
    expect((await list(payroll, '?type=EMPLOYEE_MISSING_WAGE_TYPES')).items[0]?.employeeId).toBe('I-2');
    expect((await list(payroll, '?employeeId=I-1')).totalCount).toBe(2);
    // Paging: skip/take, totalCount of all.
    const second = await list(payroll, '?skip=1&take=1');
    expect(second.items).toHaveLength(1);
    expect(second.totalCount).toBe(4);
    expect((await list(payroll, '?take=1000')).items).toHaveLength(4);
    for (const bad of ['severity=4', 'severity=0', 'take=1001', 'take=0', 'skip=-1', 'type=NOPE', 'includeIgnored=1']) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/modular/tenant/issues?${bad}`,
        headers: payroll.headers,
      });
      expect(response.statusCode, bad).toBe(400);
    }
    // The same issues on the periods they touch (include=issues): the record run without wage types (open end) and
    // the month of mixed types touch both of I-2's April periods; the hint without details touches every period.
    const periods = await ctx.app.inject({
      method: 'GET',
      url: '/api/modular/absence-periods?include=issues&sortField=START_DATE&sortOrder=ASC',
      headers: payroll.headers,
    });
    expect(periods.statusCode, periods.body).toBe(200);
    expect(
      periods
        .json()
        .items.map((item: { employeeId: string; startDate: string; issues: Issue[] }) => [
          item.employeeId,
          item.startDate,
          item.issues.map((issue) => issue.type).sort(),
        ]),
    ).toEqual([
      ['I-1', '2026-03-06', ['ABSENCE_GAP_BETWEEN_ABSENCES', 'EMPLOYEE_HOURLY_LEAVING_DATE_MID_MONTH']],
      ['I-1', '2026-03-17', ['ABSENCE_GAP_BETWEEN_ABSENCES', 'EMPLOYEE_HOURLY_LEAVING_DATE_MID_MONTH']],
      ['I-2', '2026-04-06', ['ABSENCE_MIXED_TYPES_SAME_MONTH', 'EMPLOYEE_MISSING_WAGE_TYPES']],
      ['I-2', '2026-04-20', ['ABSENCE_MIXED_TYPES_SAME_MONTH', 'EMPLOYEE_MISSING_WAGE_TYPES']],
    ]);
    // Issues need insurance.issues.view: an HR business partner has none.
    const forbidden = await ctx.app.inject({
      method: 'GET',
      url: '/api/modular/tenant/issues',
      headers: partner.headers,
    });
    expect(forbidden.statusCode).toBe(403);
  });

  it('PATCH /issues by ids dismisses and restores severity ≤ 2, refuses higher ones, audited', async () => {
    const { tenantId, payroll } = await company('Issues Ids AG');
    const all = (await list(payroll)).items;
    const gap = all.find((item) => item.type === 'ABSENCE_GAP_BETWEEN_ABSENCES') as Issue;
    const wages = all.find((item) => item.type === 'EMPLOYEE_MISSING_WAGE_TYPES') as Issue;

    const dismissed = await patch(payroll, {
      issueIds: [gap.id],
      updates: { ignored_at: '2026-03-20T09:00:00+01:00' },
    });
    expect(dismissed.statusCode, dismissed.body).toBe(200);
    expect(dismissed.json()).toEqual({ message: '1 issue dismissed', updatedCount: 1, updatedIssueIds: [gap.id] });
    expect((await list(payroll)).totalCount).toBe(3);
    const withIgnored = await list(payroll, '?includeIgnored=true');
    expect(withIgnored.items.find((item) => item.id === gap.id)?.ignoredAt).toBe('2026-03-20T08:00:00.000Z');
    // Again: nothing changes (the first dismissal's time stays); an unknown id is reported.
    const again = await patch(payroll, {
      issueIds: [gap.id, UNKNOWN],
      updates: { ignored_at: '2026-03-21T09:00:00Z' },
    });
    expect(again.json()).toEqual({
      message: '0 issues dismissed; 1 issue was not found',
      updatedCount: 0,
      updatedIssueIds: [],
    });

    // Severity 3 is not the user's to dismiss: 403 with the ids, nothing changed (all or nothing).
    const refused = await patch(payroll, { issueIds: [gap.id, wages.id], updates: { ignored_at: null } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'UNAUTHORIZED_ISSUES', issueIds: [wages.id] });
    expect((await stored(tenantId)).find((row) => row.id === gap.id)?.ignoredAt).not.toBeNull();

    const restored = await patch(payroll, { issueIds: [gap.id], updates: { ignored_at: null } });
    expect(restored.json()).toEqual({ message: '1 issue restored', updatedCount: 1, updatedIssueIds: [gap.id] });
    expect((await list(payroll)).totalCount).toBe(4);

    const audit = await ctx.database.db
      .select({ action: auditLog.action, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.tenantId, tenantId), eq(auditLog.entityType, 'tenant-issues')))
      .orderBy(asc(auditLog.action));
    expect(audit.map((entry) => [entry.action, (entry.after as { issueIds: string[] }).issueIds]).sort()).toEqual([
      ['issues.dismiss', [gap.id]],
      ['issues.restore', [gap.id]],
    ]);

    // Error codes of the ids mode.
    for (const payload of [{ issueIds: [], updates: { ignored_at: null } }, { updates: { ignored_at: null } }]) {
      const response = await patch(payroll, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('NO_ISSUE_IDS_PROVIDED');
    }
    for (const payload of [
      { issueIds: ['not-a-uuid'], updates: { ignored_at: null } },
      { issueIds: [gap.id] },
      { issueIds: [gap.id], updates: { ignored_at: 'yesterday' } },
      { issueIds: [gap.id], filter: {}, updates: { ignored_at: null } },
    ]) {
      const response = await patch(payroll, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().errors, JSON.stringify(payload)).toBeDefined();
    }
  });

  it('PATCH /issues by filter: severity ≤ 2 by default, subunit and processing group, INVALID_FILTER, UNAUTHORIZED_ISSUES', async () => {
    const { tenantId, payroll, partner } = await company('Issues Filter AG');
    const dismiss = { ignored_at: '2026-04-30T10:00:00Z' };
    // Only I-2's (Bern) issues of severity ≤ 2: the mixed-types one; its severity-3 issue stays.
    const bern = await patch(payroll, { filter: { companySubunitId: 'BE' }, updates: dismiss });
    expect(bern.statusCode, bern.body).toBe(200);
    expect(bern.json()).toMatchObject({ updatedCount: 1, message: '1 issue dismissed' });
    expect((await stored(tenantId)).filter((row) => row.ignoredAt !== null).map((row) => row.type)).toEqual([
      'ABSENCE_MIXED_TYPES_SAME_MONTH',
    ]);
    // Severity eq 1 of the processing group MONTHLY: the hint of I-1.
    const hint = await patch(payroll, {
      mode: 'filter',
      filter: { severity: { eq: 1 }, processingGroupId: 'MONTHLY' },
      updates: dismiss,
    });
    expect(hint.json().updatedCount).toBe(1);
    // The default: everything ≤ 2 still open (the gap), never the severity 3 or the operator's 4.
    const rest = await patch(payroll, { filter: {}, updates: dismiss });
    expect(rest.json().updatedCount).toBe(1);
    expect((await stored(tenantId)).filter((row) => row.ignoredAt === null).map((row) => row.type)).toEqual([
      'ABSENCE_DUPLICATED',
      'EMPLOYEE_MISSING_WAGE_TYPES',
    ]);
    // Restore all dismissed ones of severity 2 (ignored defaults to the dismissed ones when restoring).
    const restore = await patch(payroll, { filter: { severity: { gte: 2, lte: 2 } }, updates: { ignored_at: null } });
    expect(restore.json().updatedCount).toBe(2);
    // ignored: false with a restore names open issues: nothing changes, nothing is counted.
    const none = await patch(payroll, { filter: { ignored: false }, updates: { ignored_at: null } });
    expect(none.json()).toMatchObject({ updatedCount: 0, updatedIssueIds: [] });
    expect((await stored(tenantId)).filter((row) => row.ignoredAt !== null).map((row) => row.type)).toEqual([
      'EMPLOYEE_HOURLY_LEAVING_DATE_MID_MONTH',
    ]);

    for (const filter of [{ severity: { lte: 3 } }, { severity: { eq: 3 } }, { severity: { gte: 3, lte: 5 } }]) {
      const response = await patch(payroll, { filter, updates: dismiss });
      expect(response.statusCode, JSON.stringify(filter)).toBe(403);
      expect(response.json().code).toBe('UNAUTHORIZED_ISSUES');
    }
    for (const filter of [
      { severity: { lte: 1, gte: 2 } },
      { severity: { eq: 1, lte: 2 } },
      { severity: {} },
      { severity: { lte: 'two' } },
      { severity: 2 },
      { subunit: 'ZH' },
      { ignored: 'yes' },
    ]) {
      const response = await patch(payroll, { filter, updates: dismiss });
      expect(response.statusCode, JSON.stringify(filter)).toBe(400);
      expect(response.json(), JSON.stringify(filter)).toMatchObject({ code: 'INVALID_FILTER' });
      expect(response.json().errors.length).toBeGreaterThan(0);
    }
    expect((await patch(payroll, { mode: 'filter', updates: dismiss })).statusCode).toBe(200);
    // Editing issues needs insurance.issues.edit.
    expect((await patch(partner, { filter: {}, updates: dismiss })).statusCode).toBe(403);
  });

  it('a dismissal survives the re-detection of the issue', async () => {
    const { tenantId, hr, payroll } = await company('Issues Redetect AG');
    const gap = (await list(payroll, '?type=ABSENCE_GAP_BETWEEN_ABSENCES')).items[0] as Issue;
    expect(
      (await patch(payroll, { issueIds: [gap.id], updates: { ignored_at: '2026-03-20T09:00:00Z' } })).statusCode,
    ).toBe(200);
    // Another absence of I-1 elsewhere: the employee is derived again, the gap issue keeps its id and dismissal.
    const added = await ctx.app.inject({
      method: 'POST',
      url: '/api/modular/absence',
      headers: hr.headers,
      payload: { employeeId: 'I-1', startDate: '2026-06-01', endDate: '2026-06-01', type: 'VACATION', percentage: 100 },
    });
    expect(added.statusCode).toBe(201);
    await processPendingEvents(ctx.database, tenantId);
    const after = (await list(payroll, '?type=ABSENCE_GAP_BETWEEN_ABSENCES&includeIgnored=true')).items;
    expect(after.map((item) => [item.id, item.ignoredAt])).toEqual([[gap.id, '2026-03-20T09:00:00.000Z']]);
  });
});
