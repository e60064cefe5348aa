// Test and bench data for the accounting's pure modules: snapshot lines and export account mappings with defaults
// and overrides, and a seeded generator of many lines (bench/accounting-exports.ts).

import type { ExportAccountMapping } from '../../domain/accounting/booking-lines.ts';
import type { SnapshotLine } from '../../domain/accounting/types.ts';
import { prng } from '../../domain/prng.ts';

/** A regular KTG line: 10 days in March 2026 at CHF 200.00 (80 % of 250.00), 100 % incapacity. */
export function snapshotLine(overrides: Partial<SnapshotLine> = {}): SnapshotLine {
  return {
    snapshotId: 'snap-1',
    accountingMonthId: '2026-03',
    employeeId: 'emp-1',
    personnelNumber: '1001',
    firstName: 'Anna',
    lastName: 'Muster',
    caseId: 'case-1',
    caseNumber: 1,
    claimType: 'SICK',
    coverageLine: 'KTG',
    reimbursementType: 'DAILY_ALLOWANCE',
    startDate: '2026-03-01',
    endDate: '2026-03-10',
    days: 10,
    dailyRate: 25_000,
    dailyAllowance: 20_000,
    amount: 200_000,
    incapacityOfWork: 100,
    coverage: 80,
    isWithinShorttermRisk: false,
    isWithinContinuationOfPayment: false,
    isCorrection: false,
    correctionKind: null,
    correctedMonthId: null,
    manualCorrectionId: null,
    salaryExportAccountId: null,
    companySubunitId: 'ZH',
    processingGroupId: 'MONTHLY',
    counterSnapshots: [],
    ...overrides,
  };
}

export function accountMapping(overrides: Partial<ExportAccountMapping> = {}): ExportAccountMapping {
  return {
    appliesTo: { companySubunitId: null, processingGroupId: null },
    accountIn: '1090',
    accountOut: '3000',
    accountOutDescription: 'Krankentaggeld',
    absenceType: 'SICK',
    entryType: 'DAILY_ALLOWANCE',
    isWithinShorttermRisk: null,
    isWithinContinuationOfPayment: null,
    ...overrides,
  };
}

const FIRST = ['Anna', 'Luca', 'Chloé', 'Jürg', 'Sofia', 'François', 'Marco', 'Zoë', 'Ursula', 'Noël'];
const LAST = ['Müller', 'Bernasconi', 'Dubois', 'Keller', 'Rossi', 'Schäfer', 'Favre', 'Brunner', 'Meier', 'Gerber'];
const SUBUNITS = ['ZH', 'BE', 'BS', 'GE', 'TI'];
const GROUPS = ['MONTHLY', 'HOURLY'];

/** `count` lines of March 2026 over 5 subunits × 2 groups; every 10th a correction (a reversal and its rebooking). */
export function generatedSnapshotLines(count: number, seed = 14): SnapshotLine[] {
  const random = prng(seed);
  const lines: SnapshotLine[] = [];
  for (let index = 0; index < count; index++) {
    const days = 1 + Math.floor(random() * 31);
    const start = 1 + Math.floor(random() * (32 - days));
    const incapacity = [100, 100, 100, 50, 75][Math.floor(random() * 5)] ?? 100;
    const dailyRate = 10_000 + Math.floor(random() * 40_000);
    const dailyAllowance = Math.round((Math.round((dailyRate * 80) / 100) * incapacity) / 100);
    const correction = index % 10 === 9;
    const reversal = correction && index % 20 === 19;
    const amount = dailyAllowance * days * (reversal ? -1 : 1);
    lines.push(
      snapshotLine({
        snapshotId: `snap-${index + 1}`,
        employeeId: `emp-${index + 1}`,
        personnelNumber: String(100_000 + index),
        firstName: FIRST[index % FIRST.length] ?? 'Anna',
        lastName: LAST[Math.floor(random() * LAST.length)] ?? 'Muster',
        caseId: `case-${index + 1}`,
        caseNumber: index + 1,
        claimType: index % 7 === 6 ? 'ACCIDENT' : 'SICK',
        coverageLine: index % 7 === 6 ? 'UVG' : 'KTG',
        startDate: `2026-03-${String(start).padStart(2, '0')}`,
        endDate: `2026-03-${String(start + days - 1).padStart(2, '0')}`,
        days,
        dailyRate,
        dailyAllowance,
        amount,
        incapacityOfWork: incapacity,
        isWithinContinuationOfPayment: random() < 0.5,
        isCorrection: correction,
        correctionKind: correction ? (reversal ? 'REVERSAL' : 'REBOOKING') : null,
        correctedMonthId: correction ? '2026-02' : null,
        companySubunitId: SUBUNITS[index % SUBUNITS.length] ?? null,
        processingGroupId: GROUPS[Math.floor(index / SUBUNITS.length) % GROUPS.length] ?? null,
        counterSnapshots: [
          { name: 'benefitDays', value: 30 + (index % 500), counterTypes: ['BENEFIT'] },
          { name: 'waitingDays', value: 30, counterTypes: ['WAITING_PERIOD'] },
        ],
      }),
    );
  }
  return lines;
}

/** Three lines in two units plus a reversal/rebooking pair from February (C12). */
export function protocolLines(): SnapshotLine[] {
  return [
    // ZH / MONTHLY: 10 days x 200.00 = 2000.00
    snapshotLine({ snapshotId: 'a', lastName: 'Müller', firstName: 'Jürg', personnelNumber: '1001' }),
    // ZH / MONTHLY: reversal of February, 5 days x 200.00 = -1000.00, and its rebooking at 50 %: 5 x 100.00 = 500.00
    snapshotLine({
      snapshotId: 'b',
      lastName: 'Keller',
      firstName: 'Sandra',
      personnelNumber: '1002',
      caseNumber: 7,
      startDate: '2026-02-24',
      endDate: '2026-02-28',
      days: 5,
      amount: -100_000,
      isCorrection: true,
      correctionKind: 'REVERSAL',
      correctedMonthId: '2026-02',
    }),
    snapshotLine({
      snapshotId: 'c',
      lastName: 'Keller',
      firstName: 'Sandra',
      personnelNumber: '1002',
      caseNumber: 7,
      startDate: '2026-02-24',
      endDate: '2026-02-28',
      days: 5,
      incapacityOfWork: 50,
      dailyAllowance: 10_000,
      amount: 50_000,
      isCorrection: true,
      correctionKind: 'REBOOKING',
      correctedMonthId: '2026-02',
      manualCorrectionId: 'mc-1',
      counterSnapshots: [{ name: 'benefitDays', value: 45, counterTypes: ['BENEFIT'] }],
    }),
    // GE / HOURLY: 31 days x 123.45 = 3826.95
    snapshotLine({
      snapshotId: 'd',
      lastName: 'Dubois',
      firstName: 'Claire',
      personnelNumber: '2001',
      caseNumber: 3,
      startDate: '2026-03-01',
      endDate: '2026-03-31',
      days: 31,
      dailyAllowance: 12_345,
      amount: 382_695,
      companySubunitId: 'GE',
      processingGroupId: 'HOURLY',
    }),
  ];
}
