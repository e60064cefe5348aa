// Monthly totals per case and accounting month (issue 5 item 10): the exact inputs of accounting and payouts.
// Consecutive days with the same values form a settlement line whose amount is days x daily allowance with no
// further rounding (C4); the month's amount is the sum of its lines, i.e. of its claims.
import { toEpochDay } from '../dates.ts';
import type { Claim, CoverageLine, MonthlyTotal, SettlementLine } from './types.ts';

function sameLine(line: SettlementLine, claim: Claim, day: number, lastDay: number): boolean {
  return (
    day === lastDay + 1 &&
    line.dailyAllowance === claim.dailyAllowance &&
    line.incapacityOfWork === claim.incapacityOfWork &&
    line.coverage === claim.coverage &&
    line.fullDailyAllowance === claim.fullDailyAllowance &&
    line.isWithinShorttermRisk === claim.isWithinShorttermRisk &&
    line.isWithinContinuationOfPayment === claim.isWithinContinuationOfPayment &&
    line.reimbursementType === claim.reimbursementType &&
    line.policyType === (claim.coveredUnderPolicy?.type ?? null) &&
    line.payee === claim.payee &&
    line.isCorrection === claim.isCorrection
  );
}

export function monthlyTotals(claims: readonly Claim[]): MonthlyTotal[] {
  const groups = new Map<string, Claim[]>();
  for (const claim of claims) {
    // Per case, month and coverage line: UVG and UVGZ amounts are never mixed in one total (issue 13).
    const key = `${claim.caseId}\u0000${claim.accountingMonthId}\u0000${lineOf(claim)}`;
    const group = groups.get(key);
    if (group) group.push(claim);
    else groups.set(key, [claim]);
  }
  const totals: MonthlyTotal[] = [];
  for (const group of groups.values()) {
    // Regular lines first, then corrections, each by date: lines stay consecutive within their kind.
    group.sort(
      (a, b) =>
        Number(a.isCorrection) - Number(b.isCorrection) ||
        (a.date < b.date ? -1 : a.date > b.date ? 1 : 0) ||
        (a.correctionKind ?? '').localeCompare(b.correctionKind ?? ''),
    );
    const first = group[0] as Claim;
    const lines: SettlementLine[] = [];
    let lastDay = Number.NaN;
    let amount = 0;
    let correctionAmount = 0;
    let paidDays = 0;
    let employerShareAmount = 0;
    const rates = new Set<number>();
    for (const claim of group) {
      const day = toEpochDay(claim.date);
      amount += claim.dailyAllowance;
      if (claim.isCorrection) correctionAmount += claim.dailyAllowance;
      else {
        if (claim.dailyAllowance > 0) paidDays++;
        employerShareAmount += claim.employerShare?.amount ?? 0;
        if (claim.fullDailyAllowance > 0) rates.add(claim.fullDailyAllowance);
      }
      const line = lines[lines.length - 1];
      if (line && sameLine(line, claim, day, lastDay)) {
        line.endDate = claim.date;
        line.days++;
        line.amount = line.days * line.dailyAllowance;
      } else {
        lines.push({
          startDate: claim.date,
          endDate: claim.date,
          days: 1,
          dailyAllowance: claim.dailyAllowance,
          amount: claim.dailyAllowance,
          incapacityOfWork: claim.incapacityOfWork,
          coverage: claim.coverage,
          fullDailyAllowance: claim.fullDailyAllowance,
          isWithinShorttermRisk: claim.isWithinShorttermRisk,
          isWithinContinuationOfPayment: claim.isWithinContinuationOfPayment,
          reimbursementType: claim.reimbursementType,
          policyType: claim.coveredUnderPolicy?.type ?? null,
          payee: claim.payee,
          isCorrection: claim.isCorrection,
        });
      }
      lastDay = day;
    }
    totals.push({
      caseId: first.caseId,
      accountingMonthId: first.accountingMonthId,
      coverageLine: lineOf(first),
      days: group.filter((claim) => !claim.isCorrection).length,
      paidDays,
      amount,
      correctionAmount,
      employerShareAmount,
      rate: rates.size === 1 ? ([...rates][0] as number) : null,
      lines,
    });
  }
  return totals.sort(
    (a, b) =>
      (a.caseId < b.caseId ? -1 : a.caseId > b.caseId ? 1 : 0) ||
      (a.accountingMonthId < b.accountingMonthId ? -1 : a.accountingMonthId > b.accountingMonthId ? 1 : 0) ||
      LINE_ORDER[a.coverageLine] - LINE_ORDER[b.coverageLine],
  );
}

const LINE_ORDER: Record<CoverageLine, number> = { KTG: 0, UVG: 1, UVGZ: 2 };

/** The coverage line of a claim (lines booked before issue 13 carry none: their claim type's main line). */
function lineOf(claim: Claim): CoverageLine {
  return claim.coverageLine ?? (claim.claimType === 'ACCIDENT' ? 'UVG' : 'KTG');
}
