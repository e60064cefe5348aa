// Kind 1 "Taggeld oder Lohnkürzung" (docs/domain/reports.md §1), worked out by hand.
//
// Anna Zeller (P 100, no subunit, group MONTHLY "Monatslohn"): sick at 100 % from 02.03.2026, case 1. First service
// year under the Bern scale: 3 weeks = 21 days of LFZ, 02.03.–22.03. (31 − 2 + 1 = 21 … 02.03. + 20 days = 22.03.).
// Daily allowance 80 % of CHF 200.00 = CHF 160.00 a day (16 000 Rappen). March is locked for her.
//   row 1: 02.03.–22.03., 21 days inside LFZ → daily allowance, 21 × 160.00 = 3 360.00
//   row 2: 23.03.–31.03.,  9 days after LFZ  → wage cut,        9 × 160.00 = 1 440.00
// Her case used 30 benefit days and its LFZ is used up at the period's end (salaryContinuation "outside").
//
// Beat Ammann (P 200, subunit ZH "Zürich", group MONTHLY): accident at 50 % from 10.03. to 15.03.2026, case 2,
// inside LFZ throughout; 50 % of a full allowance of CHF 180.00 = CHF 90.00 a day (9 000 Rappen); March not locked.
//   row 3: 10.03.–11.03., short-term risk, 2 × 90.00 = 180.00
//   row 4: 12.03.–15.03., long-term risk,  4 × 90.00 = 360.00
//   row 5: a reversal of 12.03. booked in April (a correction, its own row): 1 × −90.00 = −90.00
// Totals without filters: days 21 + 9 + 2 + 4 + 1 = 37; amount 3 360 + 1 440 + 180 + 360 − 90 = 5 250.00.
import { describe, expect, it } from 'vitest';
import type { ReportContext } from '../report-table.ts';
import { reportTotals } from '../report-table.ts';
import { REPORT_LANGUAGES, type ReportDefinitionValue } from '../report-types.ts';
import type { PersonRecordFact } from './claim-report-parts.ts';
import {
  buildDailyAllowanceOrWageCut,
  type ClaimRunFact,
  type DailyAllowanceOrWageCutFacts,
} from './daily-allowance-or-wage-cut.ts';

// The loader hands the days over as runs (consecutive days alike in everything shown, grouped in SQL).
const anna = (from: string, to: string, within: boolean): ClaimRunFact => ({
  employeeId: 'E-1',
  caseId: 'case-1',
  from,
  to,
  incapacityOfWork: 100,
  dailyAllowance: 16_000,
  isWithinContinuationOfPayment: within,
  isWithinShorttermRisk: false,
  isCorrection: false,
  correctionKind: null,
  accountingMonthId: '2026-03',
  isMonthLocked: true,
});
const beat = (from: string, to: string, shortterm: boolean): ClaimRunFact => ({
  employeeId: 'E-2',
  caseId: 'case-2',
  from,
  to,
  incapacityOfWork: 50,
  dailyAllowance: 9_000,
  isWithinContinuationOfPayment: true,
  isWithinShorttermRisk: shortterm,
  isCorrection: false,
  correctionKind: null,
  accountingMonthId: '2026-03',
  isMonthLocked: false,
});

const record = (
  employeeId: string,
  personnelNumber: string,
  firstName: string,
  lastName: string,
  subunit: string | null,
) =>
  ({
    employeeId,
    validFrom: '2025-01-01',
    validTo: null,
    personnelNumber,
    firstName,
    lastName,
    companySubunitId: subunit,
    processingGroupId: 'MONTHLY',
  }) satisfies PersonRecordFact;

const facts: DailyAllowanceOrWageCutFacts = {
  // In no particular order: the build orders them (the correction after the run it corrects).
  runs: [
    {
      ...beat('2026-03-12', '2026-03-12', false),
      isCorrection: true,
      correctionKind: 'REVERSAL',
      dailyAllowance: -9_000,
      accountingMonthId: '2026-04',
    },
    anna('2026-03-23', '2026-03-31', false),
    beat('2026-03-12', '2026-03-15', false),
    anna('2026-03-02', '2026-03-22', true),
    beat('2026-03-10', '2026-03-11', true),
  ],
  cases: [
    { caseId: 'case-1', caseNumber: 1, claimType: 'SICK', benefitDaysUsed: 30, isWithinContinuationAtPeriodEnd: false },
    {
      caseId: 'case-2',
      caseNumber: 2,
      claimType: 'ACCIDENT',
      benefitDaysUsed: 6,
      isWithinContinuationAtPeriodEnd: true,
    },
  ],
  records: [record('E-1', '100', 'Anna', 'Zeller', null), record('E-2', '200', 'Beat', 'Ammann', 'ZH')],
  names: { subunits: { ZH: 'Zürich' }, processingGroups: { MONTHLY: 'Monatslohn' } },
};

function context(overrides: Partial<ReportDefinitionValue> = {}, today = '2026-04-15'): ReportContext {
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
    companyName: 'Muster AG',
    today,
    generatedAt: '2026-04-15T08:00:00.000Z',
  };
}
const withFilters = (filters: Partial<ReportDefinitionValue['filters']>) =>
  context({
    filters: { risk: 'any', salaryContinuation: 'any', accountingMonthLock: 'any', reportType: 'any', ...filters },
  });

/** [name, from, to, days, amount] of each row. */
const brief = (table: ReturnType<typeof buildDailyAllowanceOrWageCut>) =>
  table.rows.map((row) => [row[1], row[6], row[7], row[8], row[11]]);

describe('daily-allowance-or-wage-cut', () => {
  it('splits the case at the end of LFZ and keeps the correction apart (worked example)', () => {
    const table = buildDailyAllowanceOrWageCut(facts, context());
    // Order: Ammann before Zeller; within a person by first day (the correction 12.03. after the run from 12.03.).
    expect(table.rows).toEqual([
      [
        '200',
        'Ammann, Beat',
        'Zürich',
        'Monatslohn',
        2,
        'Unfall',
        '2026-03-10',
        '2026-03-11',
        2,
        50,
        9_000,
        18_000,
        'Taggeld (Lohnfortzahlung)',
        'Kurzfristrisiko',
        false,
        6,
        'März 2026',
        false,
      ],
      [
        '200',
        'Ammann, Beat',
        'Zürich',
        'Monatslohn',
        2,
        'Unfall',
        '2026-03-12',
        '2026-03-15',
        4,
        50,
        9_000,
        36_000,
        'Taggeld (Lohnfortzahlung)',
        'Langfristrisiko',
        false,
        6,
        'März 2026',
        false,
      ],
      [
        '200',
        'Ammann, Beat',
        'Zürich',
        'Monatslohn',
        2,
        'Unfall',
        '2026-03-12',
        '2026-03-12',
        1,
        50,
        -9_000,
        -9_000,
        'Taggeld (Lohnfortzahlung)',
        'Langfristrisiko',
        true,
        6,
        'April 2026',
        false,
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
        21,
        100,
        16_000,
        336_000,
        'Taggeld (Lohnfortzahlung)',
        'Langfristrisiko',
        false,
        30,
        'März 2026',
        true,
      ],
      [
        '100',
        'Zeller, Anna',
        '',
        'Monatslohn',
        1,
        'Krankheit',
        '2026-03-23',
        '2026-03-31',
        9,
        100,
        16_000,
        144_000,
        'Lohnkürzung',
        'Langfristrisiko',
        false,
        30,
        'März 2026',
        true,
      ],
    ]);
    const totals = reportTotals(table);
    expect(totals[8]).toBe(37);
    expect(totals[11]).toBe(525_000);
    expect(table.facts).toContainEqual(['Zeitraum', '01.03.2026 – 31.03.2026']);
    expect(table.facts).toContainEqual(['Erstellt am', '15.04.2026 10:00']);
  });

  it('every filter changes the rows', () => {
    // reportType: wage cut = after LFZ (Anna's 9 days); daily allowance = inside LFZ (the other four rows).
    expect(brief(buildDailyAllowanceOrWageCut(facts, withFilters({ reportType: 'wage-cut' })))).toEqual([
      ['Zeller, Anna', '2026-03-23', '2026-03-31', 9, 144_000],
    ]);
    expect(buildDailyAllowanceOrWageCut(facts, withFilters({ reportType: 'daily-allowance' })).rows).toHaveLength(4);
    // risk: short-term = Beat's first two days only.
    expect(brief(buildDailyAllowanceOrWageCut(facts, withFilters({ risk: 'short-term' })))).toEqual([
      ['Ammann, Beat', '2026-03-10', '2026-03-11', 2, 18_000],
    ]);
    expect(buildDailyAllowanceOrWageCut(facts, withFilters({ risk: 'long-term' })).rows).toHaveLength(4);
    // salaryContinuation is the case's position at the period's end: "outside" keeps Anna's earlier LFZ days too.
    expect(brief(buildDailyAllowanceOrWageCut(facts, withFilters({ salaryContinuation: 'outside' })))).toEqual([
      ['Zeller, Anna', '2026-03-02', '2026-03-22', 21, 336_000],
      ['Zeller, Anna', '2026-03-23', '2026-03-31', 9, 144_000],
    ]);
    expect(buildDailyAllowanceOrWageCut(facts, withFilters({ salaryContinuation: 'within' })).rows).toHaveLength(3);
    // accountingMonthLock: Anna's March is locked, Beat's March and April are not.
    expect(buildDailyAllowanceOrWageCut(facts, withFilters({ accountingMonthLock: 'locked' })).rows).toHaveLength(2);
    expect(buildDailyAllowanceOrWageCut(facts, withFilters({ accountingMonthLock: 'unlocked' })).rows).toHaveLength(3);
    // riskCounterThreshold 20: only Anna's case (30 benefit days; Beat's 6).
    expect(buildDailyAllowanceOrWageCut(facts, context({ riskCounterThreshold: 20 })).rows).toHaveLength(2);
    // Scope: subunit ZH = Beat; a group nobody is in = nothing.
    expect(buildDailyAllowanceOrWageCut(facts, context({ companySubunitIds: ['ZH'] })).rows).toHaveLength(3);
    expect(buildDailyAllowanceOrWageCut(facts, context({ processingGroupIds: ['HOURLY'] })).rows).toHaveLength(0);
  });

  it('stops at today: on 25.03. the wage cut has run 3 days (23.–25.03., 3 × 160.00 = 480.00)', () => {
    const table = buildDailyAllowanceOrWageCut(facts, context({}, '2026-03-25'));
    expect(brief(table).at(-1)).toEqual(['Zeller, Anna', '2026-03-23', '2026-03-25', 3, 48_000]);
  });

  it('a change of subunit starts a new row', () => {
    const moved: DailyAllowanceOrWageCutFacts = {
      ...facts,
      records: [
        { ...record('E-1', '100', 'Anna', 'Zeller', null), validTo: '2026-03-14' },
        { ...record('E-1', '100', 'Anna', 'Zeller', 'ZH'), validFrom: '2026-03-15' },
        record('E-2', '200', 'Beat', 'Ammann', 'ZH'),
      ],
    };
    const anna = buildDailyAllowanceOrWageCut(moved, context()).rows.filter((row) => row[1] === 'Zeller, Anna');
    // The run 02.–22.03. is cut where the new record starts: 13 + 8 = 21 days, 13 × 160.00 + 8 × 160.00 = 3 360.00.
    expect(anna.map((row) => [row[2], row[6], row[7], row[8], row[11]])).toEqual([
      ['', '2026-03-02', '2026-03-14', 13, 208_000],
      ['Zürich', '2026-03-15', '2026-03-22', 8, 128_000],
      ['Zürich', '2026-03-23', '2026-03-31', 9, 144_000],
    ]);
  });

  it("a first record starting inside a run does not cut it (the first record counts from the run's first day)", () => {
    const joinedLater: DailyAllowanceOrWageCutFacts = {
      ...facts,
      records: [
        { ...record('E-1', '100', 'Anna', 'Zeller', 'ZH'), validFrom: '2026-03-10' },
        record('E-2', '200', 'Beat', 'Ammann', 'ZH'),
      ],
    };
    const anna = buildDailyAllowanceOrWageCut(joinedLater, context()).rows.filter((row) => row[1] === 'Zeller, Anna');
    expect(anna.map((row) => [row[2], row[6], row[7], row[8]])).toEqual([
      ['Zürich', '2026-03-02', '2026-03-22', 21],
      ['Zürich', '2026-03-23', '2026-03-31', 9],
    ]);
  });

  it.each(REPORT_LANGUAGES)('%s: headings and words in the language, never a code in a cell', (language) => {
    const table = buildDailyAllowanceOrWageCut(facts, context({ language }));
    expect(table.columns.every((column) => column.label.length > 0)).toBe(true);
    for (const row of table.rows) {
      for (const cell of row) {
        if (typeof cell === 'string') expect(cell).not.toMatch(/^(SICK|ACCIDENT|REVERSAL|REBOOKING|[A-Z_]{4,})$/);
      }
    }
    const headings = new Set(
      REPORT_LANGUAGES.map(
        (other) => buildDailyAllowanceOrWageCut(facts, context({ language: other })).columns[12]?.label,
      ),
    );
    expect(headings.size).toBe(4);
    expect(table.title.length).toBeGreaterThan(0);
  });
});
