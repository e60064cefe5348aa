// Kind 6 "Beginnende Lohnkürzungen" (docs/domain/reports.md §6), worked out by hand.
//
// Anna Zeller (P 100, group MONTHLY "Monatslohn"): sick at 100 % from 02.03.2026, first service year under the Bern
// scale: 3 weeks = 21 days of LFZ, 02.03.–22.03. (02.03. + 20 days); the wage is cut from 23.03., when the allowance
// of 80 % of CHF 200.00 = CHF 160.00 a day replaces it. Case 1, 30 benefit days used.
// Beat Ammann (P 200, subunit ZH "Zürich"): his case's LFZ ended once on 14.02. (cut from 15.02.: before the period),
// was renewed at his anniversary and ends again on 27.03. at 50 %: 50 % of CHF 180.00 = CHF 90.00 a day from
// 28.03., a day of the short-term cover. Case 2, service year 4 (2 months = 60 days), 50 benefit days used.
// Carla Frei (P 300): LFZ ends 09.04. (cut from 10.04.), after the March period; in an April report, even when
// "today" is still in March (a date to act on).
// March: Anna (23.03., CHF 160.00) and Beat (28.03., CHF 90.00); total of the daily allowances 250.00.
import { describe, expect, it } from 'vitest';
import type { ReportContext } from '../report-table.ts';
import { reportTotals } from '../report-table.ts';
import { REPORT_LANGUAGES, type ReportDefinitionValue } from '../report-types.ts';
import type { PersonRecordFact } from './claim-report-parts.ts';
import { buildStartingWageCuts, type StartingWageCutsFacts, type WageCutStartFact } from './starting-wage-cuts.ts';

const record = (
  employeeId: string,
  personnelNumber: string,
  firstName: string,
  lastName: string,
  subunit: string | null,
) =>
  ({
    employeeId,
    validFrom: '2020-01-01',
    validTo: null,
    personnelNumber,
    firstName,
    lastName,
    companySubunitId: subunit,
    processingGroupId: 'MONTHLY',
  }) satisfies PersonRecordFact;

const start = (overrides: Partial<WageCutStartFact>): WageCutStartFact => ({
  employeeId: 'E-1',
  caseId: 'case-1',
  caseNumber: 1,
  claimType: 'SICK',
  absentFrom: '2026-03-02',
  lfzLastDay: '2026-03-22',
  wageCutFrom: '2026-03-23',
  incapacityOfWork: 100,
  dailyAllowance: 16_000,
  isWithinShorttermRisk: false,
  benefitDaysUsed: 30,
  serviceYear: 1,
  entitlementDays: 21,
  ...overrides,
});

const beat = {
  employeeId: 'E-2',
  caseId: 'case-2',
  caseNumber: 2,
  claimType: 'ACCIDENT',
  absentFrom: '2025-12-01',
} as const;
const facts: StartingWageCutsFacts = {
  starts: [
    start({}),
    start({ ...beat, lfzLastDay: '2026-02-14', wageCutFrom: '2026-02-15', serviceYear: 3, entitlementDays: 30 }),
    start({
      ...beat,
      lfzLastDay: '2026-03-27',
      wageCutFrom: '2026-03-28',
      incapacityOfWork: 50,
      dailyAllowance: 9_000,
      isWithinShorttermRisk: true,
      benefitDaysUsed: 50,
      serviceYear: 4,
      entitlementDays: 60,
    }),
    start({ employeeId: 'E-3', caseId: 'case-3', caseNumber: 3, lfzLastDay: '2026-04-09', wageCutFrom: '2026-04-10' }),
  ],
  records: [
    record('E-1', '100', 'Anna', 'Zeller', null),
    record('E-2', '200', 'Beat', 'Ammann', 'ZH'),
    record('E-3', '300', 'Carla', 'Frei', null),
  ],
  names: { subunits: { ZH: 'Zürich' }, processingGroups: { MONTHLY: 'Monatslohn' } },
};

function context(overrides: Partial<ReportDefinitionValue> = {}, today = '2026-03-20'): ReportContext {
  return {
    definition: {
      kind: 'starting-wage-cuts',
      period: { kind: 'accounting-period', accountingMonthId: '2026-03' },
      filters: { risk: 'any', salaryContinuation: 'any', accountingMonthLock: 'any', reportType: 'any' },
      riskCounterThreshold: 0,
      companySubunitIds: [],
      processingGroupIds: [],
      language: 'de',
      format: 'PDF',
      ...overrides,
    },
    companyName: 'Muster AG',
    today,
    generatedAt: '2026-03-20T08:00:00.000Z',
  };
}
const names = (table: ReturnType<typeof buildStartingWageCuts>) => table.rows.map((row) => [row[1], row[8]]);

describe('starting-wage-cuts', () => {
  it('lists the boundaries in the period, also those after today (worked example)', () => {
    const table = buildStartingWageCuts(facts, context());
    expect(table.rows).toEqual([
      [
        '200',
        'Ammann, Beat',
        'Zürich',
        'Monatslohn',
        2,
        'Unfall',
        '2025-12-01',
        '2026-03-27',
        '2026-03-28',
        50,
        9_000,
        4,
        60,
        50,
      ],
      [
        '100',
        'Zeller, Anna',
        '',
        'Monatslohn',
        1,
        'Krankheit',
        '2026-03-02',
        '2026-03-22',
        '2026-03-23',
        100,
        16_000,
        1,
        21,
        30,
      ],
    ]);
    expect(reportTotals(table)[10]).toBe(25_000);
    // "Today" is 20.03.: both boundaries lie ahead and are listed; April's from a March "today" too.
    expect(
      names(
        buildStartingWageCuts(facts, context({ period: { kind: 'time-range', from: '2026-04-01', to: '2026-04-30' } })),
      ),
    ).toEqual([['Frei, Carla', '2026-04-10']]);
    // The filters it does not apply are not named in the title block.
    expect(table.facts).toContainEqual(['Filter', 'keine']);
  });

  it('every filter it applies changes the rows', () => {
    const withRisk = (risk: ReportDefinitionValue['filters']['risk']) =>
      context({ filters: { risk, salaryContinuation: 'any', accountingMonthLock: 'any', reportType: 'any' } });
    expect(names(buildStartingWageCuts(facts, withRisk('short-term')))).toEqual([['Ammann, Beat', '2026-03-28']]);
    expect(names(buildStartingWageCuts(facts, withRisk('long-term')))).toEqual([['Zeller, Anna', '2026-03-23']]);
    expect(names(buildStartingWageCuts(facts, context({ riskCounterThreshold: 40 })))).toEqual([
      ['Ammann, Beat', '2026-03-28'],
    ]);
    expect(names(buildStartingWageCuts(facts, context({ companySubunitIds: ['ZH'] })))).toEqual([
      ['Ammann, Beat', '2026-03-28'],
    ]);
    expect(buildStartingWageCuts(facts, context({ processingGroupIds: ['HOURLY'] })).rows).toEqual([]);
    // reportType and salaryContinuation do not apply: the same rows.
    const ignored = context({
      filters: { risk: 'any', salaryContinuation: 'within', accountingMonthLock: 'locked', reportType: 'wage-cut' },
    });
    expect(buildStartingWageCuts(facts, ignored).rows).toHaveLength(2);
  });

  it.each(REPORT_LANGUAGES)('%s: headings in the language, never a code in a cell', (language) => {
    const table = buildStartingWageCuts(facts, context({ language }));
    const others = REPORT_LANGUAGES.filter((other) => other !== language).map(
      (other) => buildStartingWageCuts(facts, context({ language: other })).columns[7]?.label,
    );
    expect(others).not.toContain(table.columns[7]?.label);
    for (const row of table.rows) {
      for (const cell of row) if (typeof cell === 'string') expect(cell).not.toMatch(/^(SICK|ACCIDENT|[A-Z_]{4,})$/);
    }
  });
});
