import { describe, expect, it } from 'vitest';
import {
  type BookableClaim,
  covers,
  entityInMonth,
  includes,
  lastDayOf,
  lockedMonthsOf,
  type SnapshotPerson,
  snapshotLinesOf,
} from './snapshots.ts';

const ALL = { companySubunitId: null, processingGroupId: null };
const BERN = { companySubunitId: 'BE', processingGroupId: null };
const BERN_MONTHLY = { companySubunitId: 'BE', processingGroupId: 'MONTHLY' };

describe('lock scopes', () => {
  it('null means every subunit or group', () => {
    expect(covers(ALL, BERN_MONTHLY)).toBe(true);
    expect(covers(BERN, BERN_MONTHLY)).toBe(true);
    expect(covers(BERN, { companySubunitId: 'ZH', processingGroupId: 'MONTHLY' })).toBe(false);
    expect(covers(BERN_MONTHLY, { companySubunitId: 'BE', processingGroupId: 'HOURLY' })).toBe(false);
    expect(includes(ALL, BERN)).toBe(true);
    expect(includes(BERN, ALL)).toBe(false);
    expect(includes(BERN, BERN_MONTHLY)).toBe(true);
  });

  it('takes the unit of the record valid on the last day of the month', () => {
    const records = [
      { validFrom: '2026-01-01', validTo: '2026-03-15', companySubunitId: 'BE', processingGroupId: 'MONTHLY' },
      { validFrom: '2026-03-16', validTo: null, companySubunitId: 'ZH', processingGroupId: 'MONTHLY' },
    ];
    expect(lastDayOf('2026-02')).toBe('2026-02-28');
    expect(lastDayOf('2028-02')).toBe('2028-02-29');
    expect(entityInMonth(records, '2026-02')).toEqual({ companySubunitId: 'BE', processingGroupId: 'MONTHLY' });
    // March: the record from the 16th is valid on the 31st.
    expect(entityInMonth(records, '2026-03')).toEqual({ companySubunitId: 'ZH', processingGroupId: 'MONTHLY' });
    // Before the first record: the first record's unit.
    expect(entityInMonth(records, '2025-06')).toEqual({ companySubunitId: 'BE', processingGroupId: 'MONTHLY' });
    expect(entityInMonth([], '2026-03')).toBeNull();
    const locks = [
      { accountingMonthId: '2026-02', ...BERN },
      { accountingMonthId: '2026-03', ...BERN },
      { accountingMonthId: '2026-04', ...ALL },
    ];
    // February covered (BE), March not (ZH by then) unless something was booked there, April covered (all).
    expect([...lockedMonthsOf(locks, records, [])].sort()).toEqual(['2026-02', '2026-04']);
    expect([...lockedMonthsOf(locks, records, ['2026-03'])].sort()).toEqual(['2026-02', '2026-03', '2026-04']);
  });
});

const person: SnapshotPerson = {
  personnelNumber: 'P-7',
  firstName: 'Anna',
  lastName: 'Meier',
  entity: BERN_MONTHLY,
};

function day(date: string, overrides: Partial<BookableClaim> = {}): BookableClaim {
  return {
    claimId: `E-1:SICK:${date}`,
    employeeId: 'E-1',
    caseId: 'case-1',
    caseNumber: 1,
    claimType: 'SICK',
    coverageLine: 'KTG',
    date,
    reimbursementType: 'DAILY_ALLOWANCE' as BookableClaim['reimbursementType'],
    dailyRate: 24_658,
    dailyAllowance: 19_726,
    incapacityOfWork: 100,
    coverage: 80,
    isWithinShorttermRisk: false,
    isWithinContinuationOfPayment: false,
    isCorrection: false,
    correctionKind: null,
    manualCorrectionId: null,
    salaryExportAccountId: null,
    caseDay: Number(date.slice(8)),
    benefitDayNumber: Number(date.slice(8)) - 2,
    isWaitingPeriodDay: false,
    ...overrides,
  };
}

describe('snapshot lines', () => {
  it('groups consecutive equal days and starts a new line when a value changes or a day is missing', () => {
    // 01-10 at 100 % (CHF 197.26 a day), 11-15 at 50 % (98.63), 16 missing, 17-18 at 50 % again.
    const claims = [
      ...['01', '02', '03', '04', '05', '06', '07', '08', '09', '10'].map((d) => day(`2026-03-${d}`)),
      ...['11', '12', '13', '14', '15', '17', '18'].map((d) =>
        day(`2026-03-${d}`, { incapacityOfWork: 50, dailyAllowance: 9_863 }),
      ),
    ].reverse();
    const lines = snapshotLinesOf('2026-03', claims, () => person);
    expect(lines.map((line) => [line.startDate, line.endDate, line.days, line.amount])).toEqual([
      // 10 x 197.26 = 1 972.60
      ['2026-03-01', '2026-03-10', 10, 197_260],
      // 5 x 98.63 = 493.15
      ['2026-03-11', '2026-03-15', 5, 49_315],
      // 2 x 98.63 = 197.26
      ['2026-03-17', '2026-03-18', 2, 19_726],
    ]);
    expect(lines[0]).toMatchObject({
      personnelNumber: 'P-7',
      lastName: 'Meier',
      companySubunitId: 'BE',
      processingGroupId: 'MONTHLY',
      dailyRate: 24_658,
      dailyAllowance: 19_726,
      incapacityOfWork: 100,
      isCorrection: false,
      correctedMonthId: null,
      counterSnapshots: [
        { name: 'CASE_DAYS', value: 10, counterTypes: ['CASE'] },
        { name: 'BENEFIT_DAYS', value: 8, counterTypes: ['CASE', 'BENEFIT'] },
      ],
    });
    // The sum of the lines equals the sum of the days: 10 x 197.26 + 7 x 98.63 = 1 972.60 + 690.41 = 2 663.01.
    expect(lines.reduce((sum, line) => sum + line.amount, 0)).toBe(266_301);
  });

  it('keeps corrections, their kinds and the corrected month apart from regular lines', () => {
    const claims = [
      day('2026-04-01'),
      // A February day reversed and rebooked in April.
      day('2026-02-27', { isCorrection: true, correctionKind: 'REVERSAL', dailyAllowance: -19_726 }),
      day('2026-02-28', { isCorrection: true, correctionKind: 'REVERSAL', dailyAllowance: -19_726 }),
      day('2026-02-27', {
        isCorrection: true,
        correctionKind: 'REBOOKING',
        incapacityOfWork: 50,
        dailyAllowance: 9_863,
      }),
      day('2026-02-28', {
        isCorrection: true,
        correctionKind: 'REBOOKING',
        incapacityOfWork: 50,
        dailyAllowance: 9_863,
      }),
      // A waiting day at CHF 0 in another case.
      day('2026-04-02', {
        caseId: 'case-2',
        caseNumber: 2,
        dailyAllowance: 0,
        isWaitingPeriodDay: true,
        benefitDayNumber: null,
        caseDay: 1,
      }),
    ];
    const lines = snapshotLinesOf('2026-04', claims, () => person);
    expect(
      lines.map((line) => [line.caseNumber, line.correctionKind, line.correctedMonthId, line.days, line.amount]),
    ).toEqual([
      [1, null, null, 1, 19_726],
      // -2 x 197.26 = -394.52, then +2 x 98.63 = 197.26: net -197.26 for February, booked in April.
      [1, 'REVERSAL', '2026-02', 2, -39_452],
      [1, 'REBOOKING', '2026-02', 2, 19_726],
      [2, null, null, 1, 0],
    ]);
    expect(lines[3]?.counterSnapshots).toEqual([
      { name: 'CASE_DAYS', value: 1, counterTypes: ['CASE'] },
      { name: 'WAITING_DAYS', value: 1, counterTypes: ['LINE', 'WAITING'] },
    ]);
  });
});
