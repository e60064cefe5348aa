// GET /absence-calendar (decision 0015): the team month calendar by role, filters, paging and withheld types.
// March 2026: Fr 06, Sa 07, Su 08, Mo 09; Mo 16; Mo 30, Tu 31 (April 01-03 follow).
import { beforeAll, describe, expect, it } from 'vitest';
import { processPendingEvents } from '../../../testing/factories/domain-event.factory.ts';
import { createEmployeeRecord } from '../../../testing/factories/employee.factory.ts';
import { createTenant } from '../../../testing/factories/tenant.factory.ts';
import { configureTenantForTest } from '../../../testing/factories/tenant-configuration.factory.ts';
import { createSignedInUser, createUser, signIn, type TestSession } from '../../../testing/factories/user.factory.ts';
import { useTestApp } from '../../../testing/test-app.ts';
import { testBackends } from '../../../testing/test-databases.ts';

type Day = { date: string; type: string | null; percentage: string | null; isFilled: boolean; isPartial: boolean };
type Row = { employeeId: string; lastName: string; typesWithheld: boolean; days: Day[] };
type Calendar = { month: string; startDate: string; endDate: string; items: Row[]; totalCount: number };

const WELL_KEPT = { dateOfEmployment: '2020-01-01', wageTypes: [{ wageTypeId: '1000', amount: 6000 }] };

describe.each(testBackends())('team month calendar on %s', (backend) => {
  const ctx = useTestApp(backend);
  let tenantId = '';
  let hr: TestSession;
  let superior: TestSession;
  let payroll: TestSession;

  const get = (session: TestSession, query: string) =>
    ctx.app.inject({ method: 'GET', url: `/api/modular/absence-calendar?${query}`, headers: session.headers });
  const calendar = async (query: string, session = hr): Promise<Calendar> => {
    const response = await get(session, query);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  /** "lastName: dd[*][½]type" per row; * filled weekend day, ½ partial, type '-' when withheld. */
  const shown = (result: Calendar) =>
    result.items.map(
      (row) =>
        `${row.lastName}:${row.days
          .map((day) => ` ${day.date.slice(8)}${day.isFilled ? '*' : ''}${day.isPartial ? '½' : ''}${day.type ?? '-'}`)
          .join('')}`,
    );
  const record = async (employeeId: string, startDate: string, endDate: string, type: string, percentage: number) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/modular/absence',
      headers: hr.headers,
      payload: { employeeId, startDate, endDate, type, percentage },
    });
    expect(response.statusCode, response.body).toBe(201);
  };

  beforeAll(async () => {
    tenantId = (await createTenant(ctx.database, { name: 'Kalender AG' })).id;
    // Weekend fill FILL_IF_FRIDAY_AND_MONDAY.
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
      data: { ...WELL_KEPT, personnelNumber: '200', processingGroupId: 'WEEKLY' },
    });
    // Left at the end of January: not in March's calendar.
    await createEmployeeRecord(ctx.database, tenantId, 'E-3', {
      firstName: 'Carla',
      lastName: 'Bühler',
      data: { ...WELL_KEPT, personnelNumber: '400', processingGroupId: 'MONTHLY', leavingDate: '2026-01-31' },
    });
    hr = (await createSignedInUser(ctx.app, ctx.database, tenantId, 'HR_Admin')).session;
    payroll = (await createSignedInUser(ctx.app, ctx.database, tenantId, 'Payroll')).session;
    const boss = await createUser(ctx.database, tenantId, { userRole: 'Superior', employeeId: 'BOSS' });
    superior = await signIn(ctx.app, { kind: 'user', id: boss.id, tenantId });
    // E-1: sick Fr 06 and Mo 09 (the weekend between is filled), sick at 50 % on Mo 16.
    await record('E-1', '2026-03-06', '2026-03-06', 'SICK', 100);
    await record('E-1', '2026-03-09', '2026-03-09', 'SICK', 100);
    await record('E-1', '2026-03-16', '2026-03-16', 'SICK', 50);
    // E-2: vacation Mo 30.03. to Fr 03.04. (March shows 30 and 31).
    await record('E-2', '2026-03-30', '2026-04-03', 'VACATION', 100);
    const result = await processPendingEvents(ctx.database, tenantId);
    expect(result.failed).toBe(0);
  });

  it('shows everyone employed in the month by name, with their days of the month (filled and partial marked)', async () => {
    const result = await calendar('month=2026-03');
    expect(result).toMatchObject({ month: '2026-03', startDate: '2026-03-01', endDate: '2026-03-31', totalCount: 3 });
    // Bühler left in January; April's vacation days are cut off.
    expect(shown(result)).toEqual([
      'Ammann: 30VACATION 31VACATION',
      'Keller:',
      'Zeller: 06SICK 07*SICK 08*SICK 09SICK 16½SICK',
    ]);
    expect(result.items.every((row) => !row.typesWithheld)).toBe(true);
    // April: only Ammann's 01-03 (Zeller and Keller employed, no days).
    expect(shown(await calendar('month=2026-04'))).toEqual([
      'Ammann: 01VACATION 02VACATION 03VACATION',
      'Keller:',
      'Zeller:',
    ]);
  });

  it('filters by absence, type, group and search, and pages by employee', async () => {
    expect(shown(await calendar('month=2026-03&onlyAbsent=true'))).toEqual([
      'Ammann: 30VACATION 31VACATION',
      'Zeller: 06SICK 07*SICK 08*SICK 09SICK 16½SICK',
    ]);
    expect(shown(await calendar('month=2026-03&onlyAbsent=true&absenceType=VACATION'))).toEqual([
      'Ammann: 30VACATION 31VACATION',
    ]);
    // Without onlyAbsent the type filter keeps everyone and shows only that type's days.
    expect(shown(await calendar('month=2026-03&absenceType=SICK'))).toEqual([
      'Ammann:',
      'Keller:',
      'Zeller: 06SICK 07*SICK 08*SICK 09SICK 16½SICK',
    ]);
    expect(shown(await calendar('month=2026-03&processingGroupId=WEEKLY'))).toEqual(['Ammann: 30VACATION 31VACATION']);
    expect(shown(await calendar('month=2026-03&search=zell'))).toHaveLength(1);
    const page = await calendar('month=2026-03&skip=1&take=1');
    expect(page.totalCount).toBe(3);
    expect(shown(page)).toEqual(['Keller:']);
    // February: Bühler left in January; no one is absent.
    expect((await calendar('month=2026-02&onlyAbsent=true')).totalCount).toBe(0);
  });

  it('a superior sees the own team; a role without health data sees "absent" and the extent, never the type', async () => {
    // The superior and the team (not Ammann, outside it).
    expect(shown(await calendar('month=2026-03', superior))).toEqual([
      'Keller:',
      'Zeller: 06SICK 07*SICK 08*SICK 09SICK 16½SICK',
    ]);
    const withheld = await calendar('month=2026-03&onlyAbsent=true', payroll);
    expect(shown(withheld)).toEqual(['Ammann: 30- 31-', 'Zeller: 06- 07*- 08*- 09- 16½-']);
    expect(withheld.items.every((row) => row.typesWithheld)).toBe(true);
    expect(withheld.items[1]?.days.at(-1)?.percentage).toBe('50');
    expect(JSON.stringify(withheld)).not.toMatch(/SICK|VACATION/);
    // A type filter cannot find a withheld type.
    expect((await calendar('month=2026-03&onlyAbsent=true&absenceType=SICK', payroll)).totalCount).toBe(0);
    expect(shown(await calendar('month=2026-03&search=zeller&absenceType=SICK', payroll))).toEqual(['Zeller:']);
  });

  it('refuses a month that is not YYYY-MM, a page over 500 and unknown parameters', async () => {
    const badMonth = await get(hr, 'month=2026-13');
    expect(badMonth.statusCode).toBe(400);
    expect(badMonth.json().errors[0]).toMatchObject({
      in: 'querystring',
      path: 'month',
      message: 'Date must be in YYYY-MM format with a valid month (01-12)',
    });
    for (const query of ['month=03.2026', '', 'month=2026-03&take=501', 'month=2026-03&team=x']) {
      const response = await get(hr, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().errors[0].in, query).toBe('querystring');
    }
  });
});
