// The accounting's vocabulary (issue 14; spec section 3 "Accounting"; convention C12). Amounts are integer Rappen,
// percentages are numbers (80 = 80 %), dates ISO 'YYYY-MM-DD', accounting months 'YYYY-MM'.

import type { ClaimType, CoverageLine, ReimbursementType } from '../sick-pay/types.ts';

export type AccountingMonthId = string;

/** A counter's value at the end of a snapshot line (spec: counterSnapshots name, value, counterTypes). */
export type CounterSnapshot = { name: string; value: number; counterTypes: string[] };

/**
 * One line of a locked month (spec section 3 "Snapshot"): consecutive days of one case and coverage line with the
 * same values (rate, incapacity, coverage, flags, correction kind, manual correction), frozen when the month was
 * locked. Corrections of earlier locked months (C12) are lines of their own with isCorrection = true.
 */
export type SnapshotLine = {
  snapshotId: string;
  accountingMonthId: AccountingMonthId;
  employeeId: string;
  personnelNumber: string | null;
  firstName: string | null;
  lastName: string | null;
  caseId: string;
  caseNumber: number;
  claimType: ClaimType;
  coverageLine: CoverageLine;
  reimbursementType: ReimbursementType;
  startDate: string;
  endDate: string;
  days: number;
  /** Rappen per day: the insured salary over the divisor (the claims' dailyRate). */
  dailyRate: number;
  /** Rappen per day payable (the claims' dailyAllowance; equal on every day of a line). */
  dailyAllowance: number;
  /** Rappen: the sum of the line's days (negative for a reversal). */
  amount: number;
  incapacityOfWork: number;
  coverage: number;
  isWithinShorttermRisk: boolean;
  isWithinContinuationOfPayment: boolean;
  isCorrection: boolean;
  /** REVERSAL cancels a line booked in an earlier locked month, REBOOKING books its recomputed value (C12). */
  correctionKind: 'REVERSAL' | 'REBOOKING' | null;
  /** The month whose booked line a correction corrects (the claim's own month), null for regular lines. */
  correctedMonthId: AccountingMonthId | null;
  manualCorrectionId: string | null;
  salaryExportAccountId: string | null;
  /** The employee's accounting unit in this month (the lock that froze the line covered it). */
  companySubunitId: string | null;
  processingGroupId: string | null;
  counterSnapshots: CounterSnapshot[];
};
