import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { absencePeriodCounts, absencePeriods } from '../../../db/schema/absences.ts';
import { auditLog } from '../../../db/schema/identity.ts';
import { processPendingEvents } from '../../../testing/factories/domain-event.factory.ts';
import { createEmployeeRecord } from '../../../testing/factories/employee.factory.ts';
import { createTenant } from '../../../testing/factories/tenant.factory.ts';
import { configureTenantForTest } from '../../../testing/factories/tenant-configuration.factory.ts';
import { createSignedInUser, createUser, signIn, type TestSession } from '../../../testing/factories/user.factory.ts';
import { useTestApp } from '../../../testing/test-app.ts';
import { testBackends } from '../../../testing/test-databases.ts';

type Period = {
  periodId: string;
  employeeId: string;
  type: string;
  startDate: string;
  endDate: string;
  percentage: string | null;
  colorMark: string | null;
  names: { firstName: string | null; lastName: string | null };
  issues?: { type: string; severity: number }[];
};

const WELL_KEPT = { dateOfEmployment: '2020-01-01', wageTypes: [{ wageTypeId: '1000', amount: 6000 }] };

describe.each(testBackends())('absence periods on %s', (backend) => {
  const ctx = useTestApp(backend);
  let tenantId = '';
  let hr: TestSession;
  let superior: TestSession;
  let partner: TestSession;

  const get = (session: TestSession, query = '') =>
    ctx.app.inject({ method: 'GET', url: `/api/modular/absence-periods${query}`, headers: session.headers });
  const color = (session: TestSession, payload: object) =>
    ctx.app.inject({ method: 'PATCH', url: '/api/modular/absence-periods/color', headers: session.headers, payload });
  const record = (employeeId: string, startDate: string, endDate: string, type: string, basis: object) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/modular/absence',
      headers: hr.headers,
      payload: { employeeId, startDate, endDate, type, ...basis },
    });
  async function processEvents() {
    expect((await processPendingEvents(ctx.database, tenantId)).failed).toBe(0);
  }
  const list = async (query = '', session = hr): Promise<{ items: Period[]; totalCount: number }> => {
    const response = await get(session, query);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const spans = (items: Period[]) => items.map((item) => `${item.employeeId} ${item.type} ${item.startDate}`);

  beforeAll(async () => {
    tenantId = (await createTenant(ctx.database, { name: 'Perioden AG' })).id;
    // Weekend fill FILL_IF_FRIDAY_AND_MONDAY, every issue type, gaps up to 10 days.
    await configureTenantForTest(ctx.database, tenantId);
    await createEmployeeRecord(ctx.database, tenantId, 'BOSS', {
      firstName: 'Sandra',
      lastName: 'Keller',
      data: { ...WELL_KEPT, personnelNumber: '300', processingGroupId: 'MONTHLY' },
    });
    await createEmployeeRecord(ctx.database, tenantId, 'E-1', {
      firstName: 'Anna',
      lastName: 'Zeller',
      superiorId: 'BOSS',
      data: { ...WELL_KEPT, personnelNumber: '100', processingGroupId: 'MONTHLY' },
    });
    await createEmployeeRecord(ctx.database, tenantId, 'E-2', {
      firstName: 'Beat',
      lastName: 'Ammann',
      data: { ...WELL_KEPT, personnelNumber: '200', processingGroupId: 'WEEKLY', dateOfEmployment: '2019-05-01' },
    });
    hr = (await createSignedInUser(ctx.app, ctx.database, tenantId, 'HR_Admin')).session;
    partner = (await createSignedInUser(ctx.app, ctx.database, tenantId, 'HR_Business_Partner')).session;
    const boss = await createUser(ctx.database, tenantId, { userRole: 'Superior', employeeId: 'BOSS' });
    superior = await signIn(ctx.app, { kind: 'user', id: boss.id, tenantId });
    const recorded = [
      // E-1: sick Fri 06.03. and Mon 09.03. (one period over the filled weekend), again Mon 16.-Tue 17.03. at 50 %
      // (a gap of four weekdays: ABSENCE_GAP_BETWEEN_ABSENCES), vacation 13.-17.04.
      await record('E-1', '2026-03-06', '2026-03-06', 'SICK', { percentage: 100 }),
      await record('E-1', '2026-03-09', '2026-03-09', 'SICK', { percentage: 100 }),
      await record('E-1', '2026-03-16', '2026-03-17', 'SICK', { percentage: 50 }),
      await record('E-1', '2026-04-13', '2026-04-17', 'VACATION', { percentage: 100 }),
      // E-2: sick 02.-04.03. at 80 %, an accident 04.-05.05. in hours.
      await record('E-2', '2026-03-02', '2026-03-04', 'SICK', { percentage: 80 }),
      await record('E-2', '2026-05-04', '2026-05-05', 'ACCIDENT', { accidentType: 'NON_OCCUPATIONAL', hours: 4 }),
      // BOSS: another absence in February.
      await record('BOSS', '2026-02-02', '2026-02-02', 'OTHER', { hours: 2 }),
    ];
    for (const response of recorded) expect(response.statusCode, response.body).toBe(201);
    await processEvents();
  });

  it('lists every period with the spec fields, newest first by default', async () => {
    const page = await list();
    expect(page.totalCount).toBe(6);
    expect(spans(page.items)).toEqual([
      'E-2 ACCIDENT 2026-05-04',
      'E-1 VACATION 2026-04-13',
      'E-1 SICK 2026-03-16',
      'E-1 SICK 2026-03-06',
      'E-2 SICK 2026-03-02',
      'BOSS OTHER 2026-02-02',
    ]);
    const weekend = page.items[3] as Period & Record<string, unknown>;
    expect(weekend).toMatchObject({
      employeeId: 'E-1',
      type: 'SICK',
      accidentType: null,
      startDate: '2026-03-06',
      endDate: '2026-03-09',
      calendarDays: 4,
      names: { firstName: 'Anna', lastName: 'Zeller' },
      personnelNumber: '100',
      dateOfEmployment: '2020-01-01',
      hours: null,
      percentage: '100.00',
      isPercentageVarying: false,
      percentageRange: { min: '100.00', max: '100.00' },
      source: 'manual',
      colorMark: null,
    });
    expect(weekend.absenceIds).toHaveLength(2);
    expect(weekend.issues).toBeUndefined();
    expect(
      (weekend.days as { date: string; isFilled: boolean; absenceId: string | null }[]).map((day) => [
        day.date,
        day.isFilled,
        day.absenceId === null,
      ]),
    ).toEqual([
      ['2026-03-06', false, false],
      ['2026-03-07', true, true],
      ['2026-03-08', true, true],
      ['2026-03-09', false, false],
    ]);
    expect(page.items[0]).toMatchObject({ hours: '8.00', percentage: null, accidentType: 'NON_OCCUPATIONAL' });
  });

  it('filters by employee, type, days, accounting month, search, accounting group and colour mark', async () => {
    expect(spans((await list('?employeeId=E-2')).items)).toEqual(['E-2 ACCIDENT 2026-05-04', 'E-2 SICK 2026-03-02']);
    expect(spans((await list('?absenceType=VACATION')).items)).toEqual(['E-1 VACATION 2026-04-13']);
    // Overlap: a period 06.-09.03. overlaps from=09.03.; E-2's 02.-04.03. does not.
    expect(spans((await list('?from=2026-03-09&to=2026-03-16')).items)).toEqual([
      'E-1 SICK 2026-03-16',
      'E-1 SICK 2026-03-06',
    ]);
    expect(spans((await list('?accountingMonth=2026-03')).items)).toEqual([
      'E-1 SICK 2026-03-16',
      'E-1 SICK 2026-03-06',
      'E-2 SICK 2026-03-02',
    ]);
    expect((await list('?accountingMonth=2026-06')).items).toEqual([]);
    // Together the narrowest window wins; disjoint windows match nothing.
    expect(spans((await list('?accountingMonth=2026-03&from=2026-03-10')).items)).toEqual(['E-1 SICK 2026-03-16']);
    expect((await list('?accountingMonth=2026-03&from=2026-04-01')).totalCount).toBe(0);
    const backwards = await get(hr, '?from=2026-03-10&to=2026-03-01');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors[0]).toMatchObject({ path: 'to', message: 'to must not be before from' });
    const badMonth = await get(hr, '?accountingMonth=2026-13');
    expect(badMonth.statusCode).toBe(400);
    expect(badMonth.json().errors[0].message).toBe('Date must be in YYYY-MM format with a valid month (01-12)');
    // Search: last name, personnel number, case-insensitive substring.
    expect(spans((await list('?search=zell')).items)).toHaveLength(3);
    expect(spans((await list('?search=200')).items)).toEqual(['E-2 ACCIDENT 2026-05-04', 'E-2 SICK 2026-03-02']);
    expect((await list('?search=%25')).items).toEqual([]);
    // accountingGroup: the employee's processing group.
    expect(spans((await list('?accountingGroup=WEEKLY')).items)).toEqual([
      'E-2 ACCIDENT 2026-05-04',
      'E-2 SICK 2026-03-02',
    ]);
    expect((await list('?accountingGroup=MONTHLY')).totalCount).toBe(4);
    const combined = await list('?accountingGroup=MONTHLY&absenceType=SICK&accountingMonth=2026-03&search=anna');
    expect(spans(combined.items)).toEqual(['E-1 SICK 2026-03-16', 'E-1 SICK 2026-03-06']);
    expect(combined.totalCount).toBe(2);
  });

  it('sorts by every sort field in both orders; RISK_COUNTER sorts by start date', async () => {
    const order = async (field: string, direction: string) =>
      spans((await list(`?sortField=${field}&sortOrder=${direction}`)).items);
    // Names: Ammann (E-2, 200), Keller (BOSS, 300), Zeller (E-1, 100); an employee's periods by start date.
    expect(await order('LAST_NAME', 'ASC')).toEqual([
      'E-2 SICK 2026-03-02',
      'E-2 ACCIDENT 2026-05-04',
      'BOSS OTHER 2026-02-02',
      'E-1 SICK 2026-03-06',
      'E-1 SICK 2026-03-16',
      'E-1 VACATION 2026-04-13',
    ]);
    expect((await order('LAST_NAME', 'DESC')).slice(0, 3)).toEqual([
      'E-1 VACATION 2026-04-13',
      'E-1 SICK 2026-03-16',
      'E-1 SICK 2026-03-06',
    ]);
    expect((await order('FIRST_NAME', 'ASC')).map((span) => span.split(' ')[0])).toEqual([
      'E-1',
      'E-1',
      'E-1',
      'E-2',
      'E-2',
      'BOSS',
    ]);
    expect((await order('PERSONNEL_NUMBER', 'DESC')).map((span) => span.split(' ')[0])).toEqual([
      'BOSS',
      'E-2',
      'E-2',
      'E-1',
      'E-1',
      'E-1',
    ]);
    expect(await order('START_DATE', 'ASC')).toEqual([
      'BOSS OTHER 2026-02-02',
      'E-2 SICK 2026-03-02',
      'E-1 SICK 2026-03-06',
      'E-1 SICK 2026-03-16',
      'E-1 VACATION 2026-04-13',
      'E-2 ACCIDENT 2026-05-04',
    ]);
    expect(await order('RISK_COUNTER', 'ASC')).toEqual(await order('START_DATE', 'ASC'));
    expect((await order('END_DATE', 'DESC'))[0]).toBe('E-2 ACCIDENT 2026-05-04');
    // Percentage: 50 < 80 < 100 (two at 100: by employee), periods without a percentage last.
    const byPercentage = (await list('?sortField=PERCENTAGE&sortOrder=ASC')).items;
    expect(byPercentage.map((item) => item.percentage)).toEqual(['50.00', '80.00', '100.00', '100.00', null, null]);
    const descending = (await list('?sortField=PERCENTAGE&sortOrder=DESC')).items;
    expect(descending.map((item) => item.percentage)).toEqual(['100.00', '100.00', '80.00', '50.00', null, null]);
  });

  it('pages by period (skip, take up to 200) and by employee', async () => {
    const first = await list('?sortField=START_DATE&sortOrder=ASC&skip=1&take=2');
    expect(first.totalCount).toBe(6);
    expect(spans(first.items)).toEqual(['E-2 SICK 2026-03-02', 'E-1 SICK 2026-03-06']);
    expect((await list('?take=200')).items).toHaveLength(6);
    for (const bad of ['take=201', 'take=0', 'skip=-1', 'sortField=NAME', 'sortOrder=UP', 'colorMark=RED']) {
      const response = await get(hr, `?${bad}`);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().errors[0].in, bad).toBe('querystring');
    }
    // By employee: take=1 is one employee with all their periods; totalCount counts employees.
    const byEmployee = await list('?paginateByEmployee=true&sortField=LAST_NAME&sortOrder=ASC&take=1');
    expect(byEmployee.totalCount).toBe(3);
    expect(spans(byEmployee.items)).toEqual(['E-2 SICK 2026-03-02', 'E-2 ACCIDENT 2026-05-04']);
    const second = await list('?paginateByEmployee=true&sortField=LAST_NAME&sortOrder=ASC&skip=1&take=1');
    expect(spans(second.items)).toEqual(['BOSS OTHER 2026-02-02']);
    // Ordered by each employee's first period in the order: E-2 (May) first when newest first.
    const newest = await list('?paginateByEmployee=true&take=2');
    expect(spans(newest.items)).toEqual([
      'E-2 ACCIDENT 2026-05-04',
      'E-2 SICK 2026-03-02',
      'E-1 VACATION 2026-04-13',
      'E-1 SICK 2026-03-16',
      'E-1 SICK 2026-03-06',
    ]);
    expect((await list('?paginateByEmployee=true&absenceType=SICK')).totalCount).toBe(2);
  });

  it('include=issues adds the open issues touching a period; issueType and hasIssues need it', async () => {
    const page = await list('?include=issues&sortField=START_DATE&sortOrder=ASC');
    const issuesOf = (start: string, employeeId = 'E-1') =>
      page.items
        .find((item) => item.startDate === start && item.employeeId === employeeId)
        ?.issues?.map((issue) => issue.type);
    // The gap 10.-13.03. lies between the two SICK periods of E-1: it touches both, nothing else.
    expect(issuesOf('2026-03-06')).toEqual(['ABSENCE_GAP_BETWEEN_ABSENCES']);
    expect(issuesOf('2026-03-16')).toEqual(['ABSENCE_GAP_BETWEEN_ABSENCES']);
    expect(issuesOf('2026-04-13')).toEqual([]);
    expect(issuesOf('2026-03-02', 'E-2')).toEqual([]);
    const withIssues = await list('?include=issues&hasIssues=true&sortField=START_DATE&sortOrder=ASC');
    expect(spans(withIssues.items)).toEqual(['E-1 SICK 2026-03-06', 'E-1 SICK 2026-03-16']);
    expect(withIssues.totalCount).toBe(2);
    expect((await list('?include=issues&hasIssues=false')).totalCount).toBe(4);
    expect((await list('?include=issues&issueType=ABSENCE_GAP_BETWEEN_ABSENCES')).totalCount).toBe(2);
    expect((await list('?include=issues&issueType=ABSENCE_DUPLICATED')).totalCount).toBe(0);
    for (const query of ['?hasIssues=true', '?issueType=ABSENCE_DUPLICATED', '?include=&hasIssues=false']) {
      const refused = await get(hr, query);
      expect(refused.statusCode, query).toBe(400);
      expect(refused.json().errors[0]).toMatchObject({
        in: 'querystring',
        message: 'issueType and hasIssues filters are only allowed when include contains issues',
      });
    }
    expect((await get(hr, '?include=cases')).statusCode).toBe(400);
    // Issues need the issues permission: an HR business partner sees absences, not issues.
    expect((await get(partner, '')).statusCode).toBe(200);
    const forbidden = await get(partner, '?include=issues');
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().code).toBe('FORBIDDEN');
  });

  it("a superior sees only their team's periods", async () => {
    const page = await list('?sortField=START_DATE&sortOrder=ASC', superior);
    expect(spans(page.items)).toEqual([
      'BOSS OTHER 2026-02-02',
      'E-1 SICK 2026-03-06',
      'E-1 SICK 2026-03-16',
      'E-1 VACATION 2026-04-13',
    ]);
    expect(page.totalCount).toBe(4);
    expect((await list('?employeeId=E-2', superior)).items).toEqual([]);
    expect((await list('?paginateByEmployee=true', superior)).totalCount).toBe(2);
    // Superiors view absences only: no colour marks.
    expect((await color(superior, { periodIds: [page.items[0]?.periodId], color: 'GREEN' })).statusCode).toBe(403);
  });

  it('PATCH color sets and removes marks, audited; empty and unknown ids are refused', async () => {
    const periods = (await list('?employeeId=E-1&sortField=START_DATE&sortOrder=ASC')).items;
    const ids = periods.slice(0, 2).map((period) => period.periodId);
    const marked = await color(hr, { periodIds: ids, color: 'DARK_PURPLE' });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json()).toEqual({ updatedCount: 2, periodIds: ids, color: 'DARK_PURPLE' });
    expect(spans((await list('?colorMark=DARK_PURPLE&sortOrder=ASC')).items)).toEqual([
      'E-1 SICK 2026-03-06',
      'E-1 SICK 2026-03-16',
    ]);
    // The same again changes nothing and writes no second audit entry.
    expect((await color(hr, { periodIds: ids, color: 'DARK_PURPLE' })).json().updatedCount).toBe(0);
    const audit = await ctx.database.db
      .select({ action: auditLog.action, entityId: auditLog.entityId, before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.tenantId, tenantId), eq(auditLog.action, 'absence-period.color')));
    expect(audit).toEqual([
      {
        action: 'absence-period.color',
        entityId: 'E-1',
        before: { [ids[0] as string]: null, [ids[1] as string]: null },
        after: { [ids[0] as string]: 'DARK_PURPLE', [ids[1] as string]: 'DARK_PURPLE' },
      },
    ]);
    // The mark survives a recomputation of the employee (a new absence elsewhere).
    expect((await record('E-1', '2026-06-01', '2026-06-01', 'OTHER', { hours: 1 })).statusCode).toBe(201);
    await processEvents();
    expect((await list('?colorMark=DARK_PURPLE')).totalCount).toBe(2);
    // null removes the mark.
    const cleared = await color(hr, { periodIds: [ids[0]], color: null });
    expect(cleared.json()).toMatchObject({ updatedCount: 1, color: null });
    expect((await list('?colorMark=DARK_PURPLE')).totalCount).toBe(1);

    const empty = await color(hr, { periodIds: [], color: 'GREEN' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().code).toBe('NO_ABSENCE_PERIODS_PROVIDED');
    expect((await color(hr, { color: 'GREEN' })).json().code).toBe('NO_ABSENCE_PERIODS_PROVIDED');
    const unknown = '00000000-0000-4000-8000-000000000000';
    const missing = await color(hr, { periodIds: [ids[1], unknown], color: 'GREEN' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'INVALID_PARAMETERS', periodIds: [unknown] });
    // All or nothing: the known period kept its mark.
    expect((await list('?colorMark=DARK_PURPLE')).items.map((item) => item.periodId)).toEqual([ids[1]]);
    for (const payload of [
      { periodIds: ids, color: 'RED' },
      { periodIds: ['x'], color: 'GREEN' },
      { periodIds: ids },
    ]) {
      const response = await color(hr, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().errors, JSON.stringify(payload)).toBeDefined();
    }
  });

  it('totals of filters on the employee come from per-employee counts that follow every derivation', async () => {
    // What the triggers keep (migration 0021) against what the periods say.
    const counts = async () => ({
      kept: await ctx.database.db
        .select({ employeeId: absencePeriodCounts.employeeId, periods: absencePeriodCounts.periods })
        .from(absencePeriodCounts)
        .where(eq(absencePeriodCounts.tenantId, tenantId))
        .orderBy(absencePeriodCounts.employeeId),
      actual: await ctx.database.db
        .select({ employeeId: absencePeriods.employeeId, periods: sql<number>`count(*)::int` })
        .from(absencePeriods)
        .where(eq(absencePeriods.tenantId, tenantId))
        .groupBy(absencePeriods.employeeId)
        .orderBy(absencePeriods.employeeId),
    });
    const before = await counts();
    expect(before.kept).toEqual(before.actual);
    const all = (await list()).totalCount;
    expect(all).toBe(before.actual.reduce((sum, row) => sum + row.periods, 0));
    // A new period of E-2 (group WEEKLY, personnel number 200), then its absence deleted again.
    const created = await record('E-2', '2026-07-06', '2026-07-07', 'SICK', { percentage: 100 });
    expect(created.statusCode, created.body).toBe(201);
    await processEvents();
    expect((await counts()).kept).toEqual((await counts()).actual);
    expect((await list()).totalCount).toBe(all + 1);
    expect((await list('?accountingGroup=WEEKLY')).totalCount).toBe(3);
    expect((await list('?search=200&sortField=FIRST_NAME')).totalCount).toBe(3);
    expect((await list('?accountingGroup=WEEKLY&paginateByEmployee=true')).totalCount).toBe(1);
    expect((await list('?accountingGroup=WEEKLY', superior)).totalCount).toBe(0);
    const ids = created.json().items.map((item: { absenceId: string }) => item.absenceId);
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/modular/absence?ids=${ids.join(',')}`,
      headers: hr.headers,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    await processEvents();
    expect(await counts()).toEqual(before);
    expect((await list('?accountingGroup=WEEKLY')).totalCount).toBe(2);
    // The group filter with a name sort walks the employees in name order; pages join up in that order.
    const monthly = spans((await list('?accountingGroup=MONTHLY&sortField=FIRST_NAME&sortOrder=DESC')).items);
    expect(monthly.map((span) => span.split(' ')[0])).toEqual(['BOSS', 'E-1', 'E-1', 'E-1', 'E-1']);
    const paged = [0, 2, 4].map((skip) =>
      list(`?accountingGroup=MONTHLY&sortField=FIRST_NAME&sortOrder=DESC&skip=${skip}&take=2`),
    );
    expect((await Promise.all(paged)).flatMap((page) => spans(page.items))).toEqual(monthly);
    // A period never moves to another employee (the counts rely on it): the derivation deletes and inserts.
    await expect(
      ctx.database.db
        .update(absencePeriods)
        .set({ employeeId: 'E-2' })
        .where(and(eq(absencePeriods.tenantId, tenantId), eq(absencePeriods.employeeId, 'BOSS'))),
    ).rejects.toThrow();
  });

  it('name sorts put the periods of an employee without a display record last, across page boundaries', async () => {
    // Periods of an employee without a record (e.g. absences kept after the records went): null names, last both ways.
    const ghost = (startDate: string) => ({
      tenantId,
      id: crypto.randomUUID(),
      employeeId: 'GHOST',
      type: 'SICK' as const,
      startDate,
      endDate: startDate,
      calendarDays: 1,
      isCareRelevant: true,
      source: 'manual',
      absenceIds: [],
      days: [],
    });
    await ctx.database.db.insert(absencePeriods).values([ghost('2026-01-05'), ghost('2026-01-12')]);
    try {
      for (const field of ['FIRST_NAME', 'LAST_NAME', 'PERSONNEL_NUMBER']) {
        for (const direction of ['ASC', 'DESC']) {
          const query = `?sortField=${field}&sortOrder=${direction}`;
          const whole = await list(query);
          expect(whole.totalCount).toBe(9);
          const expectedGhosts =
            direction === 'ASC'
              ? ['GHOST SICK 2026-01-05', 'GHOST SICK 2026-01-12']
              : ['GHOST SICK 2026-01-12', 'GHOST SICK 2026-01-05'];
          expect(spans(whole.items).slice(-2), query).toEqual(expectedGhosts);
          expect(whole.items.at(-1)?.names, query).toEqual({ firstName: null, lastName: null });
          // Pages of 2 and of 4 (one ends inside the employees with a record, one starts among the ghosts).
          for (const take of [2, 4]) {
            const pages = await Promise.all(
              [0, 1, 2, 3, 4].map((page) => list(`${query}&skip=${page * take}&take=${take}`)),
            );
            expect(
              pages.flatMap((page) => spans(page.items)),
              `${query} take ${take}`,
            ).toEqual(spans(whole.items));
            expect(pages.every((page) => page.totalCount === 9)).toBe(true);
          }
          expect((await list(`${query}&skip=9`)).items).toEqual([]);
          // With a filter on the periods too (the total counted from the periods).
          const sick = await list(`${query}&absenceType=SICK&skip=3&take=5`);
          expect(sick.totalCount).toBe(5);
          expect(spans(sick.items)).toEqual(expectedGhosts);
        }
      }
    } finally {
      await ctx.database.db
        .delete(absencePeriods)
        .where(and(eq(absencePeriods.tenantId, tenantId), eq(absencePeriods.employeeId, 'GHOST')));
    }
    expect((await list()).totalCount).toBe(7);
  });
});
