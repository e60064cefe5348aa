// Every filter of the report definition over HTTP on both databases (issue 31, "Done when"), on the golden company
// (golden-report-world.factory.ts; its rows worked out in expected-reports.ts): each value of risk,
// salaryContinuation, accountingMonthLock and reportType, riskCounterThreshold, subunits, processing groups and the
// accounting period, on each kind that applies it — and left alone by the kinds that do not (docs/domain/reports.md).
// Rows are named "<last name> <first day>" through the preview (every kind here has at most 20 rows).
// Also: unknown subunits and processing groups refused in the validation shape, for reports and schedules.
import { beforeAll, describe, expect, it } from 'vitest';
import type { ReportKind } from '../../../../contracts/reports.ts';
import {
  createGoldenReportWorld,
  type GoldenReportWorld,
} from '../../../../testing/factories/golden-report-world.factory.ts';
import { useTestApp } from '../../../../testing/test-app.ts';
import { testBackends } from '../../../../testing/test-databases.ts';

const TODAY = new Date('2026-11-29T08:00:00Z');
const MARCH_APRIL = { kind: 'time-range', from: '2026-03-01', to: '2026-04-30' } as const;

/** The column of each kind that names a row's first day. */
const FIRST_DAY: Record<ReportKind, string> = {
  'daily-allowance-or-wage-cut': 'from',
  bookings: 'from',
  'leaving-and-wage-cuts': 'leavingDate',
  'pension-fund-exemption': 'exemptionFrom',
  departures: 'leavingDate',
  'starting-wage-cuts': 'wageCutFrom',
};

// Kind 1 over March and April, all rows (expected-reports.ts):
const KIND_1 = {
  freiWaiting: 'Frei 16.03.',
  freiLfz: 'Frei 18.03.',
  freiCut: 'Frei 26.03.',
  kellerMarch: 'Keller 01.03.',
  kellerApril: 'Keller 01.04.',
  keller50: 'Keller 16.04.',
  zellerWaiting: 'Zeller 02.03.',
  zellerLfz: 'Zeller 04.03.',
  zellerCut: 'Zeller 12.03.',
  zellerApril: 'Zeller 01.04.',
};
const ALL_KIND_1 = Object.values(KIND_1);

describe.each(testBackends())('report filters over HTTP on %s', (backend) => {
  const ctx = useTestApp(backend, { now: () => TODAY });
  let world: GoldenReportWorld;

  beforeAll(async () => {
    world = await createGoldenReportWorld(ctx.app, ctx.database, 'Filter AG');
  });

  async function rowsOf(kind: ReportKind, overrides: Record<string, unknown> = {}): Promise<string[]> {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/modular/report/preview',
      headers: world.sessions.Payroll.headers,
      payload: { reportDefinition: { kind, period: MARCH_APRIL, ...overrides } },
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as { columns: { key: string }[]; rows: unknown[][]; totalRowCount: number };
    expect(body.totalRowCount).toBe(body.rows.length);
    const name = body.columns.findIndex((column) => column.key === 'name');
    const day = body.columns.findIndex((column) => column.key === FIRST_DAY[kind]);
    return body.rows.map((row) => {
      const [year, month, date] = String(row[day]).split('-');
      expect(year).toBeDefined();
      return `${String(row[name]).split(',')[0]} ${date}.${month}.`;
    });
  }
  const filtered = (kind: ReportKind, filters: Record<string, string>, more: Record<string, unknown> = {}) =>
    rowsOf(kind, { filters, ...more });

  it('risk: the waiting days are the short-term risk, the rest long-term; kinds 3 and 6 by their own day', async () => {
    expect(await rowsOf('daily-allowance-or-wage-cut')).toEqual(ALL_KIND_1);
    expect(await filtered('daily-allowance-or-wage-cut', { risk: 'short-term' })).toEqual([
      KIND_1.freiWaiting,
      KIND_1.zellerWaiting,
    ]);
    expect(await filtered('daily-allowance-or-wage-cut', { risk: 'long-term' })).toEqual(
      ALL_KIND_1.filter((row) => row !== KIND_1.freiWaiting && row !== KIND_1.zellerWaiting),
    );
    // Bookings: the same lines plus Frei's April (paid to her after leaving, long-term).
    expect(await filtered('bookings', { risk: 'short-term' })).toEqual(['Frei 16.03.', 'Zeller 02.03.']);
    expect(await filtered('bookings', { risk: 'long-term' })).toHaveLength(9);
    // Kind 3: Frei's last day on or before leaving (31.03.) is long-term; kind 6: the first wage-cut day's risk.
    expect(await filtered('leaving-and-wage-cuts', { risk: 'long-term' })).toEqual(['Frei 31.03.']);
    expect(await filtered('leaving-and-wage-cuts', { risk: 'short-term' })).toEqual([]);
    expect(await filtered('starting-wage-cuts', { risk: 'long-term' })).toEqual(['Frei 26.03.', 'Zeller 12.03.']);
    expect(await filtered('starting-wage-cuts', { risk: 'short-term' })).toEqual([]);
    // Not applied by kinds 4 and 5.
    expect(await filtered('pension-fund-exemption', { risk: 'short-term' })).toEqual([
      'Keller 05.04.',
      'Keller 16.04.',
    ]);
    expect(await filtered('departures', { risk: 'short-term' })).toEqual(['Frei 31.03.', 'Roth 30.04.']);
  });

  it('salaryContinuation: the case at the period end — within LFZ or used up', async () => {
    // By 30.04. every case has used its LFZ: "outside" lists all rows (the earlier reimbursed ones too).
    expect(await filtered('daily-allowance-or-wage-cut', { salaryContinuation: 'outside' })).toEqual(ALL_KIND_1);
    expect(await filtered('daily-allowance-or-wage-cut', { salaryContinuation: 'within' })).toEqual([]);
    // 01.–05.03.: Zeller's last day (05.03.) is inside her LFZ (04.–11.03.), Keller's is long past his.
    const early = { period: { kind: 'time-range', from: '2026-03-01', to: '2026-03-05' } };
    expect(await filtered('daily-allowance-or-wage-cut', { salaryContinuation: 'within' }, early)).toEqual([
      'Zeller 02.03.',
      'Zeller 04.03.',
    ]);
    expect(await filtered('daily-allowance-or-wage-cut', { salaryContinuation: 'outside' }, early)).toEqual([
      'Keller 01.03.',
    ]);
    // Kind 3 at the leaving date: Frei was in wage cut (since 26.03.).
    expect(await filtered('leaving-and-wage-cuts', { salaryContinuation: 'outside' })).toEqual(['Frei 31.03.']);
    expect(await filtered('leaving-and-wage-cuts', { salaryContinuation: 'within' })).toEqual([]);
    // Kind 4 at the period's end: Keller is outside; kind 6 does not apply it.
    expect(await filtered('pension-fund-exemption', { salaryContinuation: 'within' })).toEqual([]);
    expect(await filtered('pension-fund-exemption', { salaryContinuation: 'outside' })).toHaveLength(2);
    expect(await filtered('starting-wage-cuts', { salaryContinuation: 'within' })).toHaveLength(2);
  });

  it('accountingMonthLock: March is locked (booked), April open (provisional)', async () => {
    const march = [
      KIND_1.freiWaiting,
      KIND_1.freiLfz,
      KIND_1.freiCut,
      KIND_1.kellerMarch,
      KIND_1.zellerWaiting,
      KIND_1.zellerLfz,
      KIND_1.zellerCut,
    ];
    expect(await filtered('daily-allowance-or-wage-cut', { accountingMonthLock: 'locked' })).toEqual(march);
    expect(await filtered('daily-allowance-or-wage-cut', { accountingMonthLock: 'unlocked' })).toEqual([
      KIND_1.kellerApril,
      KIND_1.keller50,
      KIND_1.zellerApril,
    ]);
    expect(await filtered('bookings', { accountingMonthLock: 'locked' })).toEqual(march);
    expect(await filtered('bookings', { accountingMonthLock: 'unlocked' })).toEqual([
      'Frei 01.04.',
      KIND_1.kellerApril,
      KIND_1.keller50,
      KIND_1.zellerApril,
    ]);
    // Not applied by kind 6.
    expect(await filtered('starting-wage-cuts', { accountingMonthLock: 'unlocked' })).toHaveLength(2);
  });

  it('reportType: daily allowance inside LFZ, wage cut after it', async () => {
    expect(await filtered('daily-allowance-or-wage-cut', { reportType: 'daily-allowance' })).toEqual([
      KIND_1.freiWaiting,
      KIND_1.freiLfz,
      KIND_1.zellerWaiting,
      KIND_1.zellerLfz,
    ]);
    expect(await filtered('daily-allowance-or-wage-cut', { reportType: 'wage-cut' })).toEqual([
      KIND_1.freiCut,
      KIND_1.kellerMarch,
      KIND_1.kellerApril,
      KIND_1.keller50,
      KIND_1.zellerCut,
      KIND_1.zellerApril,
    ]);
    expect(await filtered('bookings', { reportType: 'wage-cut' })).toHaveLength(7);
    // Not applied by kinds 3 to 6.
    expect(await filtered('leaving-and-wage-cuts', { reportType: 'daily-allowance' })).toEqual(['Frei 31.03.']);
    expect(await filtered('starting-wage-cuts', { reportType: 'daily-allowance' })).toHaveLength(2);
  });

  it('riskCounterThreshold: only cases with at least N benefit days (Frei 34, Zeller 38, Keller 145)', async () => {
    expect(await rowsOf('daily-allowance-or-wage-cut', { riskCounterThreshold: 34 })).toEqual(ALL_KIND_1);
    expect(await rowsOf('daily-allowance-or-wage-cut', { riskCounterThreshold: 35 })).toEqual(
      ALL_KIND_1.filter((row) => !row.startsWith('Frei')),
    );
    expect(await rowsOf('daily-allowance-or-wage-cut', { riskCounterThreshold: 39 })).toEqual([
      KIND_1.kellerMarch,
      KIND_1.kellerApril,
      KIND_1.keller50,
    ]);
    expect(await rowsOf('bookings', { riskCounterThreshold: 146 })).toEqual([]);
    expect(await rowsOf('leaving-and-wage-cuts', { riskCounterThreshold: 35 })).toEqual([]);
    expect(await rowsOf('pension-fund-exemption', { riskCounterThreshold: 145 })).toHaveLength(2);
    expect(await rowsOf('pension-fund-exemption', { riskCounterThreshold: 146 })).toEqual([]);
    expect(await rowsOf('starting-wage-cuts', { riskCounterThreshold: 35 })).toEqual(['Zeller 12.03.']);
    // Departures: only leavers with a running case of at least N days (Roth has none).
    expect(await rowsOf('departures', { riskCounterThreshold: 1 })).toEqual(['Frei 31.03.']);
  });

  it('subunits and processing groups select the people (none chosen: all)', async () => {
    expect(await rowsOf('daily-allowance-or-wage-cut', { companySubunitIds: ['BE'] })).toEqual([
      KIND_1.kellerMarch,
      KIND_1.kellerApril,
      KIND_1.keller50,
    ]);
    expect(await rowsOf('daily-allowance-or-wage-cut', { companySubunitIds: ['ZH'] })).toEqual(
      ALL_KIND_1.filter((row) => !row.startsWith('Keller')),
    );
    expect(await rowsOf('pension-fund-exemption', { companySubunitIds: ['ZH'] })).toEqual([]);
    expect(await rowsOf('departures', { processingGroupIds: ['HOURLY'] })).toEqual(['Roth 30.04.']);
    expect(await rowsOf('departures', { processingGroupIds: ['MONTHLY'] })).toEqual(['Frei 31.03.']);
    expect(
      await rowsOf('departures', { companySubunitIds: ['ZH'], processingGroupIds: ['MONTHLY', 'HOURLY'] }),
    ).toEqual(['Frei 31.03.', 'Roth 30.04.']);
    expect(await rowsOf('starting-wage-cuts', { processingGroupIds: ['HOURLY'] })).toEqual([]);
  });

  it('an accounting period reads its month: the claims booked in it (kinds 1, 2), its dates (kinds 3 to 6)', async () => {
    const april = { period: { kind: 'accounting-period', accountingMonthId: '2026-04' } };
    expect(await rowsOf('daily-allowance-or-wage-cut', april)).toEqual([
      KIND_1.kellerApril,
      KIND_1.keller50,
      KIND_1.zellerApril,
    ]);
    expect(await rowsOf('bookings', april)).toEqual([
      'Frei 01.04.',
      KIND_1.kellerApril,
      KIND_1.keller50,
      KIND_1.zellerApril,
    ]);
    expect(await rowsOf('departures', april)).toEqual(['Roth 30.04.']);
    expect(await rowsOf('leaving-and-wage-cuts', april)).toEqual([]);
    expect(await rowsOf('pension-fund-exemption', april)).toEqual(['Keller 05.04.', 'Keller 16.04.']);
    expect(await rowsOf('starting-wage-cuts', april)).toEqual([]);
  });

  it('refuses unknown subunits and processing groups in the validation shape (report, preview, schedule)', async () => {
    const payroll = world.sessions.Payroll;
    const reportDefinition = {
      kind: 'departures',
      period: MARCH_APRIL,
      companySubunitIds: ['ZH', 'GE'],
      processingGroupIds: ['WEEKLY'],
    };
    for (const url of ['/api/modular/report', '/api/modular/report/preview']) {
      const refused = await ctx.app.inject({
        method: 'POST',
        url,
        headers: payroll.headers,
        payload: { reportDefinition },
      });
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().errors).toEqual([
        expect.objectContaining({
          in: 'body',
          path: 'reportDefinition.companySubunitIds.1',
          message: 'Not a subunit of this company',
        }),
        expect.objectContaining({
          in: 'body',
          path: 'reportDefinition.processingGroupIds.0',
          message: 'Not a processing group of this company',
        }),
      ]);
    }
    const history = await ctx.app.inject({ method: 'GET', url: '/api/modular/reports', headers: payroll.headers });
    expect(history.statusCode, history.body).toBe(200);
    expect(history.json().items).toEqual([]);
    const schedule = await ctx.app.inject({
      method: 'POST',
      url: '/api/modular/report-schedule',
      headers: world.sessions.HR_Admin.headers,
      payload: {
        name: 'Monatsbericht',
        definition: { kind: 'departures', companySubunitIds: ['GE'] },
        period: 'previous-month',
        workingDayOfMonth: 3,
        recipients: ['lohn@golden.example'],
        isActive: true,
      },
    });
    expect(schedule.statusCode, schedule.body).toBe(400);
    expect(schedule.json().errors).toEqual([
      expect.objectContaining({ path: 'definition.companySubunitIds.0', message: 'Not a subunit of this company' }),
    ]);
  });
});
