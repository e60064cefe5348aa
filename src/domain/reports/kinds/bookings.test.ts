// Kind 2 "Buchungen" (docs/domain/reports.md §2), worked out by hand. Period 01.03.–30.04.2026 (March and April).
//
// Anna Zeller (P 100, group MONTHLY "Monatslohn"): sick at 100 % from 02.03.2026, LFZ (Bern, first service year,
// 21 days) to 22.03., CHF 160.00 a day. March is locked: its two snapshot lines were booked on 5000 → 5790:
//   02.–22.03. 21 × 160.00 = 3 360.00 (inside LFZ); 23.–31.03. 9 × 160.00 = 1 440.00 (wage cut).
// April is open: her claims 01.–05.04. (5 × 160.00 = 800.00, wage cut) and a reversal of 31.03. booked in April
// (−160.00, a correction: the CORRECTION mapping 5000 → 5795) are provisional lines.
// Beat Ammann (P 200, subunit ZH "Zürich"): accident at 50 %, 01.–02.04., 2 × 90.00 = 180.00, short-term cover,
// inside LFZ; no mapping serves ACCIDENT: "kein Konto zugeordnet".
// Totals: days 21 + 9 + 5 + 1 + 2 = 38; amount 3 360 + 1 440 + 800 − 160 + 180 = 5 620.00.
import { describe, expect, it } from 'vitest';
import type { ExportAccountMapping } from '../../accounting/booking-lines.ts';
import type { SnapshotLine } from '../../accounting/types.ts';
import type { ReportContext } from '../report-table.ts';
import { reportTotals } from '../report-table.ts';
import { REPORT_LANGUAGES, type ReportDefinitionValue } from '../report-types.ts';
import { type BookingsFacts, buildBookings, type OpenClaimFact } from './bookings.ts';

const booked = (overrides: Partial<SnapshotLine>): SnapshotLine => ({
  snapshotId: 's-1',
  accountingMonthId: '2026-03',
  employeeId: 'E-1',
  personnelNumber: '100',
  firstName: 'Anna',
  lastName: 'Zeller',
  caseId: 'case-1',
  caseNumber: 1,
  claimType: 'SICK',
  coverageLine: 'KTG',
  reimbursementType: 'DAILY_ALLOWANCE',
  startDate: '2026-03-02',
  endDate: '2026-03-22',
  days: 21,
  dailyRate: 20_000,
  dailyAllowance: 16_000,
  amount: 336_000,
  incapacityOfWork: 100,
  coverage: 80,
  isWithinShorttermRisk: false,
  isWithinContinuationOfPayment: true,
  isCorrection: false,
  correctionKind: null,
  correctedMonthId: null,
  manualCorrectionId: null,
  salaryExportAccountId: '5000>5790',
  companySubunitId: null,
  processingGroupId: 'MONTHLY',
  counterSnapshots: [],
  ...overrides,
});

const claim = (date: string, overrides: Partial<OpenClaimFact> = {}): OpenClaimFact => ({
  claimId: `E-1|${date}`,
  employeeId: 'E-1',
  caseId: 'case-1',
  caseNumber: 1,
  claimType: 'SICK',
  coverageLine: 'KTG',
  date,
  accountingMonthId: '2026-04',
  reimbursementType: 'DAILY_ALLOWANCE',
  dailyRate: 20_000,
  dailyAllowance: 16_000,
  incapacityOfWork: 100,
  coverage: 80,
  isWithinShorttermRisk: false,
  isWithinContinuationOfPayment: false,
  isCorrection: false,
  correctionKind: null,
  manualCorrectionId: null,
  salaryExportAccountId: null,
  caseDay: 1,
  benefitDayNumber: null,
  isWaitingPeriodDay: false,
  ...overrides,
});

const mapping = (overrides: Partial<ExportAccountMapping>): ExportAccountMapping => ({
  appliesTo: { companySubunitId: null, processingGroupId: null },
  accountIn: '5000',
  accountOut: '5790',
  accountOutDescription: 'Krankentaggeld',
  absenceType: 'SICK',
  entryType: 'DAILY_ALLOWANCE',
  isWithinShorttermRisk: null,
  isWithinContinuationOfPayment: null,
  ...overrides,
});

const beat = { employeeId: 'E-2', caseId: 'case-2', caseNumber: 2, claimType: 'ACCIDENT' } as const;
const facts: BookingsFacts = {
  bookedLines: [
    booked({}),
    booked({
      snapshotId: 's-2',
      startDate: '2026-03-23',
      endDate: '2026-03-31',
      days: 9,
      amount: 144_000,
      isWithinContinuationOfPayment: false,
    }),
  ],
  openClaims: [
    ...['2026-04-01', '2026-04-02', '2026-04-03', '2026-04-04', '2026-04-05'].map((date) => claim(date)),
    claim('2026-03-31', {
      claimId: 'E-1|2026-03-31|REVERSAL',
      isCorrection: true,
      correctionKind: 'REVERSAL',
      dailyAllowance: -16_000,
    }),
    ...['2026-04-01', '2026-04-02'].map((date) =>
      claim(date, {
        ...beat,
        claimId: `E-2|${date}`,
        incapacityOfWork: 50,
        dailyAllowance: 9_000,
        isWithinShorttermRisk: true,
        isWithinContinuationOfPayment: true,
      }),
    ),
  ],
  caseBenefitDays: { 'case-1': 35, 'case-2': 2 },
  records: [
    {
      employeeId: 'E-1',
      validFrom: '2020-01-01',
      validTo: null,
      personnelNumber: '100',
      firstName: 'Anna',
      lastName: 'Zeller',
      companySubunitId: null,
      processingGroupId: 'MONTHLY',
    },
    {
      employeeId: 'E-2',
      validFrom: '2020-01-01',
      validTo: null,
      personnelNumber: '200',
      firstName: 'Beat',
      lastName: 'Ammann',
      companySubunitId: 'ZH',
      processingGroupId: 'MONTHLY',
    },
  ],
  mappings: [
    mapping({}),
    mapping({ accountOut: '5795', accountOutDescription: 'Korrektur Taggeld', entryType: 'CORRECTION' }),
  ],
  names: { subunits: { ZH: 'Zürich' }, processingGroups: { MONTHLY: 'Monatslohn' } },
};

function context(overrides: Partial<ReportDefinitionValue> = {}): ReportContext {
  return {
    definition: {
      kind: 'bookings',
      period: { kind: 'time-range', from: '2026-03-01', to: '2026-04-30' },
      filters: { risk: 'any', salaryContinuation: 'any', accountingMonthLock: 'any', reportType: 'any' },
      riskCounterThreshold: 0,
      companySubunitIds: [],
      processingGroupIds: [],
      language: 'de',
      format: 'XLSX',
      ...overrides,
    },
    companyName: 'Muster AG',
    today: '2026-05-10',
    generatedAt: '2026-05-10T08:00:00.000Z',
  };
}
const withFilters = (filters: Partial<ReportDefinitionValue['filters']>) =>
  context({
    filters: { risk: 'any', salaryContinuation: 'any', accountingMonthLock: 'any', reportType: 'any', ...filters },
  });
/** [name, from, days, amount] */
const brief = (table: ReturnType<typeof buildBookings>) => table.rows.map((row) => [row[2], row[7], row[9], row[12]]);

describe('bookings', () => {
  it('lists the booked lines of the locked month and the provisional lines of the open one (worked example)', () => {
    const table = buildBookings(facts, context());
    expect(table.rows).toEqual([
      [
        'April 2026',
        '200',
        'Ammann, Beat',
        'Zürich',
        'Monatslohn',
        2,
        'Unfall',
        '2026-04-01',
        '2026-04-02',
        2,
        50,
        9_000,
        18_000,
        'kein Konto zugeordnet',
        'Taggeld',
        'Taggeld (Lohnfortzahlung)',
        false,
        'provisorisch',
      ],
      [
        'März 2026',
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
        '5000 / 5790 Krankentaggeld',
        'Taggeld',
        'Taggeld (Lohnfortzahlung)',
        false,
        'gebucht',
      ],
      [
        'März 2026',
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
        '5000 / 5790 Krankentaggeld',
        'Taggeld',
        'Lohnkürzung',
        false,
        'gebucht',
      ],
      [
        'April 2026',
        '100',
        'Zeller, Anna',
        '',
        'Monatslohn',
        1,
        'Krankheit',
        '2026-03-31',
        '2026-03-31',
        1,
        100,
        -16_000,
        -16_000,
        '5000 / 5795 Korrektur Taggeld',
        'Korrektur',
        'Lohnkürzung',
        true,
        'provisorisch',
      ],
      [
        'April 2026',
        '100',
        'Zeller, Anna',
        '',
        'Monatslohn',
        1,
        'Krankheit',
        '2026-04-01',
        '2026-04-05',
        5,
        100,
        16_000,
        80_000,
        '5000 / 5790 Krankentaggeld',
        'Taggeld',
        'Lohnkürzung',
        false,
        'provisorisch',
      ],
    ]);
    const totals = reportTotals(table);
    expect([totals[9], totals[12]]).toEqual([38, 562_000]);
  });

  it('every filter changes the rows', () => {
    expect(brief(buildBookings(facts, withFilters({ accountingMonthLock: 'locked' })))).toEqual([
      ['Zeller, Anna', '2026-03-02', 21, 336_000],
      ['Zeller, Anna', '2026-03-23', 9, 144_000],
    ]);
    expect(buildBookings(facts, withFilters({ accountingMonthLock: 'unlocked' })).rows).toHaveLength(3);
    expect(brief(buildBookings(facts, withFilters({ reportType: 'daily-allowance' })))).toEqual([
      ['Ammann, Beat', '2026-04-01', 2, 18_000],
      ['Zeller, Anna', '2026-03-02', 21, 336_000],
    ]);
    expect(buildBookings(facts, withFilters({ reportType: 'wage-cut' })).rows).toHaveLength(3);
    expect(buildBookings(facts, withFilters({ salaryContinuation: 'outside' })).rows).toHaveLength(3);
    expect(brief(buildBookings(facts, withFilters({ risk: 'short-term' })))).toEqual([
      ['Ammann, Beat', '2026-04-01', 2, 18_000],
    ]);
    expect(buildBookings(facts, withFilters({ risk: 'long-term' })).rows).toHaveLength(4);
    expect(buildBookings(facts, context({ riskCounterThreshold: 10 })).rows).toHaveLength(4);
    expect(brief(buildBookings(facts, context({ companySubunitIds: ['ZH'] })))).toEqual([
      ['Ammann, Beat', '2026-04-01', 2, 18_000],
    ]);
    // An accounting period: only its month's lines.
    expect(
      buildBookings(
        { ...facts, openClaims: [] },
        context({ period: { kind: 'accounting-period', accountingMonthId: '2026-03' } }),
      ).rows,
    ).toHaveLength(2);
  });

  it.each(REPORT_LANGUAGES)('%s: headings and words in the language, never a code in a cell', (language) => {
    const table = buildBookings(facts, context({ language }));
    const others = REPORT_LANGUAGES.filter((other) => other !== language).map(
      (other) => buildBookings(facts, context({ language: other })).columns[14]?.label,
    );
    expect(others).not.toContain(table.columns[14]?.label);
    for (const row of table.rows) {
      for (const cell of row) {
        if (typeof cell === 'string')
          expect(cell).not.toMatch(/^(SICK|ACCIDENT|CORRECTION|DAILY_ALLOWANCE|REVERSAL|[A-Z_]{5,})$/);
      }
    }
  });
});
