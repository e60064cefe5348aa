// The analytics routes over HTTP on both databases (issue 32; decisions 0059 and 0061), on stored figures written
// by hand so that every number can be checked on paper (the derivation's own figures are tested in the derivation
// step's tests). Today is fixed at Sunday 29.11.2026; the queries ask as of 31.03.2026.
//
// The company: Zürich (ZH) with five full-timers Z1–Z5, Bern (BE) with two, B1 and B2. Every person and month:
// target 168 h (16 800 centi-hours), 100 % employed every day. Absences (hours):
// - Z1: January 16.8 sickness (a 2-day period), February 33.6 sickness (a 4-day period), March 8.4 accident (1 day);
// - Z2: March 8.4 other (1 day);
// - B1: February 168 sickness (a 28-day period: the whole month);
// - March 2025 (a year earlier): Z1 8.4 sickness, the others none.
// Company: 7 × 168 = 1 176 h target a month.
//   January 16.8 / 1 176 = 1.43 %; February (33.6 + 168) / 1 176 = 201.6 / 1 176 = 17.14 %; March 16.8 / 1 176 =
//   1.43 %; March 2025 8.4 / 1 176 = 0.71 %; Q1 2026 235.2 / 3 528 = 6.67 %.
// Zürich (5 people, 840 h a month): January 2.00 %, February 4.00 %, March 2.00 %.
// Bern (2 people, 336 h a month): February 168 / 336 = 50.00 % — fewer than 5 people: withheld for Payroll (no health
// data), shown to HR_Admin.
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { UserRole } from '../../../contracts/roles.ts';
import { analyticsEmployeeMonths } from '../../../db/schema/analytics.ts';
import { createEmployeeRecord } from '../../../testing/factories/employee.factory.ts';
import { createTenant } from '../../../testing/factories/tenant.factory.ts';
import {
  configureTenantForTest,
  validConfigurationInput,
} from '../../../testing/factories/tenant-configuration.factory.ts';
import { createSignedInUser, type TestSession } from '../../../testing/factories/user.factory.ts';
import { useTestApp } from '../../../testing/test-app.ts';
import { testBackends } from '../../../testing/test-databases.ts';

const TODAY = new Date('2026-11-29T08:00:00Z');
const QUERY = { from: '2026-01', to: '2026-03', asOf: '2026-03-31' };
const DAYS: Record<string, number> = { '2025-03': 31, '2026-01': 31, '2026-02': 28, '2026-03': 31 };

type Part = {
  category: string;
  bucket: string;
  periodsStarted: number;
  periodsCarriedIn: number;
  days: number;
  absenceCentiHours: number;
};
const part = (category: string, bucket: string, days: number, hours: number): Part => ({
  category,
  bucket,
  periodsStarted: 1,
  periodsCarriedIn: 0,
  days,
  absenceCentiHours: hours * 100,
});

const PEOPLE = [
  ['Z1', 'ZH', 'Ammann', 'Zora'],
  ['Z2', 'ZH', 'Brunner', 'Zeno'],
  ['Z3', 'ZH', 'Caflisch', 'Zita'],
  ['Z4', 'ZH', 'Ding', 'Zoe'],
  ['Z5', 'ZH', 'Egli', 'Zeno'],
  ['B1', 'BE', 'Frutiger', 'Beat'],
  ['B2', 'BE', 'Gerber', 'Bea'],
] as const;

/** The absences: employee → month → [sickness, accident, other] hours and the duration parts. */
const ABSENCES: Record<string, Record<string, { hours: [number, number, number]; parts: Part[] }>> = {
  Z1: {
    '2025-03': { hours: [8.4, 0, 0], parts: [part('SICKNESS', '1-3', 1, 8.4)] },
    '2026-01': { hours: [16.8, 0, 0], parts: [part('SICKNESS', '1-3', 2, 16.8)] },
    '2026-02': { hours: [33.6, 0, 0], parts: [part('SICKNESS', '4-10', 4, 33.6)] },
    '2026-03': { hours: [0, 8.4, 0], parts: [part('ACCIDENT', '1-3', 1, 8.4)] },
  },
  Z2: { '2026-03': { hours: [0, 0, 8.4], parts: [part('OTHER', '1-3', 1, 8.4)] } },
  B1: { '2026-02': { hours: [168, 0, 0], parts: [part('SICKNESS', '11-30', 28, 168)] } },
};

describe.each(testBackends())('analytics over HTTP on %s', (backend) => {
  const ctx = useTestApp(backend, { now: () => TODAY });
  const sessions = {} as Record<UserRole, TestSession>;
  let tenantId = '';

  const post = (role: UserRole, url: string, payload: object) =>
    ctx.app.inject({ method: 'POST', url: `/api/analytics${url}`, headers: sessions[role].headers, payload });

  beforeAll(async () => {
    tenantId = (await createTenant(ctx.database, { name: 'Quote AG' })).id;
    const configuration = validConfigurationInput('Quote AG');
    configuration.companySubunits = [
      ...(configuration.companySubunits ?? []),
      {
        companySubunitId: 'BE',
        name: 'Bern',
        addressLine1: 'Bundesgasse 1',
        postalCode: '3003',
        city: 'Bern',
        country: 'CH',
      },
    ];
    await configureTenantForTest(ctx.database, tenantId, configuration);
    for (const [employeeId, subunit, lastName, firstName] of PEOPLE) {
      await createEmployeeRecord(ctx.database, tenantId, employeeId, {
        firstName,
        lastName,
        data: { companySubunitId: subunit, processingGroupId: 'MONTHLY', employmentContractType: 'PERMANENT' },
      });
    }
    const rows = PEOPLE.flatMap(([employeeId, subunit]) =>
      Object.keys(DAYS).map((month) => {
        const absence = ABSENCES[employeeId]?.[month];
        const days = DAYS[month] ?? 0;
        return {
          tenantId,
          employeeId,
          month,
          segment: 0,
          companySubunitId: subunit,
          processingGroupId: 'MONTHLY',
          employmentType: 'PERMANENT',
          monthDays: days,
          employedDays: days,
          employmentPmDays: 100_000 * days,
          targetCentiHours: 16_800,
          sicknessCentiHours: Math.round((absence?.hours[0] ?? 0) * 100),
          accidentCentiHours: Math.round((absence?.hours[1] ?? 0) * 100),
          otherCentiHours: Math.round((absence?.hours[2] ?? 0) * 100),
          durations: absence?.parts ?? [],
          asOf: '2026-11-29',
        };
      }),
    );
    await ctx.database.withTenant(tenantId, (tx) => tx.insert(analyticsEmployeeMonths).values(rows));
    for (const role of ['HR_Admin', 'Payroll', 'Superior', 'HR_Business_Partner'] as const) {
      sessions[role] = (await createSignedInUser(ctx.app, ctx.database, tenantId, role)).session;
    }
  });

  it('the company rate by month with the previous month and a year earlier (C19)', async () => {
    const response = await post('HR_Admin', '/absence-rate', QUERY);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ asOf: '2026-03-31', from: '2026-01', to: '2026-03', unit: 'MONTH', groups: [] });
    const [january, february, march] = body.total.periods;
    expect(january).toMatchObject({
      period: '2026-01',
      headcount: 7,
      fte: 7,
      targetHours: 1176,
      absenceHours: 16.8,
      rate: 1.43,
      withheld: null,
    });
    // February: 33.6 + 168 = 201.6 h; its previous month is January (1.43 %).
    expect(february).toMatchObject({
      absenceHours: 201.6,
      absenceHoursByCategory: { SICKNESS: 201.6, ACCIDENT: 0, OTHER: 0 },
      rate: 17.14,
      rateByCategory: { SICKNESS: 17.14, ACCIDENT: 0, OTHER: 0 },
      previous: { period: '2026-01', rate: 1.43 },
    });
    // March 8.4 accident + 8.4 other = 16.8 h = 1.43 %; a year earlier 8.4 / 1 176 = 0.71 %.
    expect(march).toMatchObject({
      rate: 1.43,
      rateByCategory: { SICKNESS: 0, ACCIDENT: 0.71, OTHER: 0.71 },
      previous: { period: '2026-02', rate: 17.14 },
      yearBefore: { period: '2025-03', rate: 0.71 },
    });
    // The range: 235.2 / 3 528 = 6.67 %; the range before (October to December 2025) has no figures.
    expect(body.total.total).toMatchObject({ period: 'TOTAL', targetHours: 3528, absenceHours: 235.2, rate: 6.67 });
    expect(body.total.total.previous).toEqual({ period: '2025-10..2025-12', rate: null });
  });

  it('by quarter, and only sickness: Q1 2026 = 218.4 / 3 528 = 6.19 %', async () => {
    const response = await post('HR_Admin', '/absence-rate', { ...QUERY, unit: 'QUARTER', categories: ['SICKNESS'] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().total.periods).toEqual([
      expect.objectContaining({ period: '2026-Q1', targetHours: 3528, absenceHours: 218.4, rate: 6.19 }),
    ]);
    // A month in the middle of a quarter widens the range to the whole quarter.
    const widened = await post('HR_Admin', '/absence-rate', { ...QUERY, from: '2026-02', unit: 'QUARTER' });
    expect(widened.json()).toMatchObject({ from: '2026-01', to: '2026-03' });
  });

  it('by subunit: a group under five people is withheld for Payroll, shown to HR', async () => {
    const payroll = (await post('Payroll', '/absence-rate', { ...QUERY, dimension: 'COMPANY_SUBUNIT' })).json();
    expect(payroll.mayViewHealthData).toBe(false);
    expect(payroll.groups.map((group: { groupName: string }) => group.groupName)).toEqual(['Bern', 'Zürich']);
    const [bern, zurich] = payroll.groups;
    expect(bern.periods[1]).toMatchObject({
      period: '2026-02',
      headcount: 2,
      targetHours: 336,
      absenceHours: null,
      rate: null,
      rateByCategory: null,
      withheld: { reason: 'GROUP_TOO_SMALL', minimumGroupSize: 5 },
    });
    // Zürich: 5 people, 840 h a month: 16.8 / 840 = 2 %, 33.6 / 840 = 4 %, 16.8 / 840 = 2 %.
    expect(zurich.periods.map((figure: { rate: number }) => figure.rate)).toEqual([2, 4, 2]);
    // The whole company (7 people) stays visible to Payroll.
    expect(payroll.total.periods[1].rate).toBe(17.14);
    const hr = (await post('HR_Admin', '/absence-rate', { ...QUERY, dimension: 'COMPANY_SUBUNIT' })).json();
    expect(hr.groups[0].periods[1]).toMatchObject({ absenceHours: 168, rate: 50, withheld: null });
    // A filter to one subunit: Bern alone.
    const bernOnly = (await post('HR_Admin', '/absence-rate', { ...QUERY, companySubunitIds: ['BE'] })).json();
    expect(bernOnly.total.total).toMatchObject({ headcount: 2, targetHours: 1008, absenceHours: 168, rate: 16.67 });
  });

  it('the people behind a figure: Zürich in March, absence hours only for those who may see health data', async () => {
    const body = { ...QUERY, dimension: 'COMPANY_SUBUNIT', period: '2026-03', groupId: 'ZH' };
    const hr = await post('HR_Admin', '/absence-rate/people', body);
    expect(hr.statusCode, hr.body).toBe(200);
    expect(hr.json().figure).toMatchObject({ headcount: 5, targetHours: 840, absenceHours: 16.8, rate: 2 });
    expect(
      hr.json().items.map((item: { lastName: string; absenceHours: number }) => [item.lastName, item.absenceHours]),
    ).toEqual([
      ['Ammann', 8.4],
      ['Brunner', 8.4],
      ['Caflisch', 0],
      ['Ding', 0],
      ['Egli', 0],
    ]);
    expect(hr.json().items[0]).toMatchObject({ companySubunitName: 'Zürich', targetHours: 168, rate: 5, fte: 1 });
    const payroll = (await post('Payroll', '/absence-rate/people', body)).json();
    expect(payroll.figure.rate).toBe(2);
    expect(payroll.items[0]).toMatchObject({
      lastName: 'Ammann',
      targetHours: 168,
      absenceHours: null,
      withheld: { reason: 'PERSON_HEALTH_DATA' },
    });
  });

  it('one person: months and the range; withheld for Payroll (a group of one)', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/analytics/absence-rate/Z1?from=2026-01&to=2026-03&asOf=2026-03-31',
      headers: sessions.HR_Business_Partner.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    // 16.8 / 168 = 10 %, 33.6 / 168 = 20 %, 8.4 / 168 = 5 %; the range 58.8 / 504 = 11.67 %.
    expect(response.json().periods.map((figure: { rate: number }) => figure.rate)).toEqual([10, 20, 5]);
    expect(response.json().total).toMatchObject({ targetHours: 504, absenceHours: 58.8, rate: 11.67 });
    const payroll = await ctx.app.inject({
      method: 'GET',
      url: '/api/analytics/absence-rate/Z1?from=2026-01&to=2026-03&asOf=2026-03-31',
      headers: sessions.Payroll.headers,
    });
    expect(payroll.json().total).toMatchObject({
      targetHours: 504,
      rate: null,
      withheld: { reason: 'GROUP_TOO_SMALL' },
    });
    const unknown = await ctx.app.inject({
      method: 'GET',
      url: '/api/analytics/absence-rate/NOBODY',
      headers: sessions.HR_Admin.headers,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('durations (C18): periods, days and the share of absence hours per bucket', async () => {
    const response = await post('HR_Admin', '/absence-duration', QUERY);
    expect(response.statusCode, response.body).toBe(200);
    const buckets = response.json().total.buckets;
    // 1-3: Z1 January (2 days, 16.8 h), Z1 March accident (1, 8.4), Z2 March other (1, 8.4) = 3 periods, 4 days,
    // 33.6 h = 14.29 % of 235.2 h; 4-10: Z1 February (4 days, 33.6 h) 14.29 %; 11-30: B1 February 168 h = 71.43 %.
    expect(buckets).toEqual([
      { bucket: '1-3', periods: 3, days: 4, absenceHours: 33.6, share: 14.29 },
      { bucket: '4-10', periods: 1, days: 4, absenceHours: 33.6, share: 14.29 },
      { bucket: '11-30', periods: 1, days: 28, absenceHours: 168, share: 71.43 },
      { bucket: '31-90', periods: 0, days: 0, absenceHours: 0, share: 0 },
      { bucket: '91-270', periods: 0, days: 0, absenceHours: 0, share: 0 },
      { bucket: '271+', periods: 0, days: 0, absenceHours: 0, share: 0 },
    ]);
    // Sickness only: 16.8 + 33.6 + 168 = 218.4 h; 16.8 / 218.4 = 7.69 %, 33.6 / 218.4 = 15.38 %, 168 / 218.4 = 76.92 %.
    const sickness = (await post('HR_Admin', '/absence-duration', { ...QUERY, categories: ['SICKNESS'] })).json();
    expect(sickness.total.buckets.slice(0, 3).map((bucket: { share: number }) => bucket.share)).toEqual([
      7.69, 15.38, 76.92,
    ]);
    // By subunit for Payroll: Bern (2 people) withheld.
    const payroll = (await post('Payroll', '/absence-duration', { ...QUERY, dimension: 'COMPANY_SUBUNIT' })).json();
    expect(payroll.groups[0]).toMatchObject({
      groupName: 'Bern',
      headcount: 2,
      buckets: null,
      withheld: { minimumGroupSize: 5 },
    });
    expect(payroll.groups[1].buckets[0]).toMatchObject({ bucket: '1-3', periods: 3 });
  });

  it('exports the figures as XLSX (read back) and CSV, in the caller’s language', async () => {
    const xlsx = await post('HR_Admin', '/absence-rate/export', { ...QUERY, format: 'XLSX', language: 'fr' });
    expect(xlsx.statusCode, xlsx.body).toBe(200);
    expect(xlsx.headers['content-disposition']).toContain('Taux-d-absence_2026-01_2026-03.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
    const rows: unknown[][] = [];
    sheet.eachRow((row) => {
      rows.push((row.values as unknown[]).slice(1));
    });
    expect(rows[0]?.[0]).toBe('Taux d’absence');
    const february = rows.find((row) => row[0] === 'février 2026');
    // Period, people, FTE, target, absence, sickness, accident, other, rate and the previous month's as percentages
    // (17.14 % = 0.1714 in a % cell); February 2025 has no figures (an empty cell, the row ends there).
    expect(february).toEqual(['février 2026', 7, 7, 1176, 201.6, 201.6, 0, 0, 0.1714, 0.0143]);
    const csv = await post('HR_Admin', '/absence-rate/export', { ...QUERY, format: 'CSV', language: 'de' });
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      'Periode;Personen;Vollzeitstellen;Sollstunden;Absenzstunden;davon Krankheit;davon Unfall;davon Übrige;' +
        'Absenzenquote (%);Vorperiode (%);Vorjahr (%);Bemerkung',
    );
    expect(lines).toContain('März 2026;7;7;1176;16.8;0;8.4;8.4;1.43;17.14;0.71;');
    // The range: no figures before it (October to December 2025); a year earlier only March 2025 is stored:
    // 8.4 / 1 176 = 0.71 %.
    expect(lines).toContain('Ganzer Zeitraum;7;7;3528;235.2;218.4;8.4;8.4;6.67;;0.71;');
  });

  it('saves views with the revision: a stale save gets 409 and changes nothing', async () => {
    const get = () =>
      ctx.app.inject({ method: 'GET', url: '/api/analytics/analytics-view', headers: sessions.HR_Admin.headers });
    expect((await get()).json()).toEqual({ views: [], revision: 0 });
    const view = {
      viewId: '2f0c7a9e-1b2c-4d3e-8f40-5a6b7c8d9e0f',
      name: 'Krankheit nach Standort',
      kind: 'absence-rate',
      query: { ...QUERY, dimension: 'COMPANY_SUBUNIT', categories: ['SICKNESS'] },
      isDefault: true,
    };
    const patch = (payload: object) =>
      ctx.app.inject({
        method: 'PATCH',
        url: '/api/analytics/analytics-view',
        headers: sessions.HR_Admin.headers,
        payload,
      });
    const saved = await patch({ revision: 0, views: [view] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      revision: 1,
      views: [{ name: 'Krankheit nach Standort', chartType: 'LINE' }],
    });
    const stale = await patch({ revision: 0, views: [] });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('REVISION_CONFLICT');
    expect((await get()).json().views).toHaveLength(1);
    // Another user has their own list.
    const other = await ctx.app.inject({
      method: 'GET',
      url: '/api/analytics/analytics-view',
      headers: sessions.Payroll.headers,
    });
    expect(other.json()).toEqual({ views: [], revision: 0 });
    const twoDefaults = await patch({
      revision: 1,
      views: [view, { ...view, viewId: '3f0c7a9e-1b2c-4d3e-8f40-5a6b7c8d9e0f' }],
    });
    expect(twoDefaults.statusCode).toBe(400);
  });

  it('refuses what cannot be answered, in the validation shape', async () => {
    const refused = async (payload: object, path: string, message: string | RegExp) => {
      const response = await post('HR_Admin', '/absence-rate', payload);
      expect(response.statusCode, response.body).toBe(400);
      const error = (response.json().errors as { path: string; message: string }[]).find((item) => item.path === path);
      expect(error, response.body).toBeDefined();
      expect(error?.message).toMatch(message);
    };
    await refused({ ...QUERY, asOf: '2026-11-30' }, 'asOf', 'Must not be after today');
    await refused({ from: '2026-12', to: '2026-12' }, 'from', 'The start is after the as-of date');
    await refused({ from: '2026-03', to: '2026-01' }, 'to', 'The end is before the start');
    await refused({ from: '2021-01', to: '2026-01' }, 'to', 'At most 60 months');
    await refused({ from: '2026-13', to: '2026-12' }, 'from', 'Must be in YYYY-MM format');
    await refused({ ...QUERY, categories: ['SICKNESS', 'SICKNESS'] }, 'categories', 'Each value only once');
    await refused({ ...QUERY, dimension: 'EMPLOYEE' }, 'dimension', /COMPANY_SUBUNIT/);
    // The Superior never reaches analytics (the role matrix).
    expect((await post('Superior', '/absence-rate', QUERY)).statusCode).toBe(403);
  });
});
