// Deadlines (issue 30 section 3; docs/domain/deadlines.md, rules D1-D7; decision 0054): the legal and contractual
// dates that follow from an employee's insurance cases — the report to the insurer, the end of continued pay, the
// IV early detection and registration, the pension fund report, the notice before the daily allowances run out and
// their exhaustion. Pure: no database, no clock (today is a parameter). All counting is in calendar days (C1), so a
// part-time employee's deadlines fall on the same dates as a full-time employee's.
import { addMonths, fromEpochDay, type IsoDate, toEpochDay } from '../dates.ts';

/** The kinds (src/contracts/deadlines.ts DEADLINE_KINDS; the domain imports only itself). */
export type DeadlineKind =
  | 'INSURER_REPORT'
  | 'CONTINUED_PAY_END'
  | 'IV_EARLY_DETECTION'
  | 'IV_REGISTRATION'
  | 'PENSION_FUND_REPORT'
  | 'BENEFITS_EXPIRY_NOTICE'
  | 'BENEFITS_EXHAUSTED';

/** insuranceConfiguration.reportsConfiguration (src/contracts/tenant-sections.ts), all in days. */
export type ReportsPeriods = {
  reportingObligationPeriod: number;
  continuationOfPaymentThreshold: number;
  pensionFundReportingPeriod: number;
  anticipatedExpiryOfUnemploymentBenefitsPeriod: number;
};

/** One calendar day of a case (its regular claim lines, one per date; days below the minimum are not in a case). */
export type DeadlineDay = {
  date: IsoDate;
  incapacityOfWork: number;
  isWithinContinuationOfPayment: boolean;
  /** The engine stopped the allowance this day: the maximum (720/730) or the frame is used up (C7). */
  isBenefitExhausted: boolean;
};

/** What the rules read of an insurance case (the sick-pay engine's case, src/domain/sick-pay/types.ts). */
export type DeadlineCase = {
  caseId: string;
  employeeId: string;
  claimType: 'SICK' | 'ACCIDENT';
  status: string;
  absentFrom: IsoDate;
  absentTo: IsoDate;
  /** The case's days in date order (weekend-filled days included, C17). */
  days: readonly DeadlineDay[];
  /** The engine's counters (CaseCounters): null remaining = no maximum. */
  benefitDaysUsed: number;
  benefitDaysRemaining: number | null;
  waitingDaysRemaining: number | null;
  frameStartDate: IsoDate | null;
  /** The coverage: the frame's length (900) or null, and whether the maximum counts case days (waiting included). */
  frameDays: number | null;
  maxDurationCountsCaseDays: boolean;
};

/** How a due date was worked out: the numbers, rendered in the reader's language by the deadlines module. */
export type DeadlineExplanation =
  /** from + days (D1, D3, D5; D2 by the threshold). */
  | { formula: 'DAYS_AFTER'; from: IsoDate; days: number }
  /** from + months (D4). */
  | { formula: 'MONTHS_AFTER'; from: IsoDate; months: number }
  /** D2: the engine's continued pay (the LFZ scale, C9) ends within the recorded days after `days` days. */
  | { formula: 'CONTINUED_PAY_USED'; lastDay: IsoDate; days: number }
  /** D2: the recorded days are all within continued pay; the wage cut cannot start before the day after them. */
  | { formula: 'CONTINUED_PAY_BEYOND'; lastDay: IsoDate }
  /** D7: the allowances ran out within the recorded days after `days` benefit days. */
  | { formula: 'BENEFITS_USED'; lastDay: IsoDate; days: number }
  /** D7: projected: after the last recorded day, `waitingDays` waiting days and `remainingDays` allowance days. */
  | { formula: 'BENEFITS_REMAINING'; lastDay: IsoDate; waitingDays: number; remainingDays: number }
  /** D7: the frame (900 days from its start) closes before the allowances run out. */
  | { formula: 'FRAME_END'; from: IsoDate; days: number }
  /** D6: the exhaustion date less the lead time. */
  | { formula: 'DAYS_BEFORE'; from: IsoDate; days: number };

export type ComputedDeadline = {
  kind: DeadlineKind;
  deadlineKey: string;
  employeeId: string;
  caseId: string;
  dueDate: IsoDate;
  basisDate: IsoDate;
  ruleId: string;
  explanation: DeadlineExplanation;
};

export const RULE_IDS: Record<DeadlineKind, string> = {
  INSURER_REPORT: 'D1',
  CONTINUED_PAY_END: 'D2',
  IV_EARLY_DETECTION: 'D3',
  IV_REGISTRATION: 'D4',
  PENSION_FUND_REPORT: 'D5',
  BENEFITS_EXPIRY_NOTICE: 'D6',
  BENEFITS_EXHAUSTED: 'D7',
};

/** IV early detection (IVG Art. 3b): 30 days of uninterrupted incapacity. */
export const IV_EARLY_DETECTION_DAYS = 30;
/** IV registration: incapacity of 6 months (swiss-rules.md 1.7). */
export const IV_REGISTRATION_MONTHS = 6;

/** Kinds per claim type: accidents have no LFZ scale (UVG from day 3, C5) and no 720/730 frame. */
const KINDS_OF: Record<DeadlineCase['claimType'], ReadonlySet<DeadlineKind>> = {
  SICK: new Set<DeadlineKind>([
    'INSURER_REPORT',
    'CONTINUED_PAY_END',
    'IV_EARLY_DETECTION',
    'IV_REGISTRATION',
    'PENSION_FUND_REPORT',
    'BENEFITS_EXPIRY_NOTICE',
    'BENEFITS_EXHAUSTED',
  ]),
  ACCIDENT: new Set<DeadlineKind>(['INSURER_REPORT', 'IV_EARLY_DETECTION', 'IV_REGISTRATION', 'PENSION_FUND_REPORT']),
};

/** A closed (everything accounted) or denied case has no deadlines (its stored open ones become OBSOLETE). */
const WITHOUT_DEADLINES = new Set(['CLOSED', 'DENIED']);

export function addDays(date: IsoDate, days: number): IsoDate {
  return fromEpochDay(toEpochDay(date) + days);
}

export function deadlineKeyOf(kind: DeadlineKind, caseId: string): string {
  return `${kind}:${caseId}`;
}

/** Runs of consecutive dates: [start, end] pairs. */
function runsOf(days: readonly DeadlineDay[]): { start: IsoDate; end: IsoDate; length: number }[] {
  const runs: { start: IsoDate; end: IsoDate; length: number }[] = [];
  let previous: number | null = null;
  for (const day of days) {
    const epoch = toEpochDay(day.date);
    if (previous === epoch) continue; // one day, two lines (UVG and UVGZ)
    const last = runs[runs.length - 1];
    if (last && previous !== null && epoch === previous + 1) {
      last.end = day.date;
      last.length += 1;
    } else {
      runs.push({ start: day.date, end: day.date, length: 1 });
    }
    previous = epoch;
  }
  return runs;
}

/**
 * The deadlines of one case on `today` (docs/domain/deadlines.md). A case is *running* when its last recorded
 * incapacity day is today or later: its deadlines are projected as if the incapacity goes on. A case whose
 * incapacity has ended keeps only the deadlines it reached: the period the rule counts was complete within the
 * incapacity (dueDate − 1 ≤ absentTo). A CLOSED or DENIED case has none.
 */
export function deadlinesOfCase(input: DeadlineCase, periods: ReportsPeriods, today: IsoDate): ComputedDeadline[] {
  if (WITHOUT_DEADLINES.has(input.status)) return [];
  const kinds = KINDS_OF[input.claimType];
  const running = input.absentTo >= today;
  const reached = (dueDate: IsoDate) => running || addDays(dueDate, -1) <= input.absentTo;
  const out: ComputedDeadline[] = [];
  const push = (kind: DeadlineKind, dueDate: IsoDate, basisDate: IsoDate, explanation: DeadlineExplanation) => {
    if (!kinds.has(kind) || !reached(dueDate)) return;
    out.push({
      kind,
      deadlineKey: deadlineKeyOf(kind, input.caseId),
      employeeId: input.employeeId,
      caseId: input.caseId,
      dueDate,
      basisDate,
      ruleId: RULE_IDS[kind],
      explanation,
    });
  };
  const basis = input.absentFrom;

  // D1: the report to the insurer, reportingObligationPeriod days after the first day of incapacity.
  push('INSURER_REPORT', addDays(basis, periods.reportingObligationPeriod), basis, {
    formula: 'DAYS_AFTER',
    from: basis,
    days: periods.reportingObligationPeriod,
  });

  // D2: the first day outside continued pay (wage cut).
  if (kinds.has('CONTINUED_PAY_END')) {
    const continuedPay = continuedPayEnd(input, periods, running);
    if (continuedPay) push('CONTINUED_PAY_END', continuedPay.dueDate, basis, continuedPay.explanation);
  }

  // D3: IV early detection, the day after 30 days of uninterrupted incapacity (any degree at or above the case's
  // minimum). The first run of the case that reaches 30 days; else, while the case runs, its current run.
  const runs = runsOf(input.days);
  const qualifying =
    runs.find((run) => run.length >= IV_EARLY_DETECTION_DAYS) ??
    (running ? runs.find((run) => run.end === input.absentTo) : undefined);
  if (qualifying) {
    push('IV_EARLY_DETECTION', addDays(qualifying.start, IV_EARLY_DETECTION_DAYS), qualifying.start, {
      formula: 'DAYS_AFTER',
      from: qualifying.start,
      days: IV_EARLY_DETECTION_DAYS,
    });
  }

  // D4: IV registration, 6 calendar months after the first day of the case (a relapse continues the count, C15).
  push('IV_REGISTRATION', fromEpochDay(addMonths(toEpochDay(basis), IV_REGISTRATION_MONTHS)), basis, {
    formula: 'MONTHS_AFTER',
    from: basis,
    months: IV_REGISTRATION_MONTHS,
  });

  // D5: the pension fund report (BVG contribution exemption), pensionFundReportingPeriod days after the first day of
  // uninterrupted incapacity (decision 0060): the first run of the case that lasts the period; else, while the case
  // runs, its current run. Linked short spells (a relapse continues the case, C15) do not add up to it.
  const pensionFundDays = periods.pensionFundReportingPeriod;
  const pensionFundRun =
    runs.find((run) => run.length >= pensionFundDays) ??
    (running ? runs.find((run) => run.end === input.absentTo) : undefined);
  if (pensionFundRun) {
    push('PENSION_FUND_REPORT', addDays(pensionFundRun.start, pensionFundDays), pensionFundRun.start, {
      formula: 'DAYS_AFTER',
      from: pensionFundRun.start,
      days: pensionFundDays,
    });
  }

  // D7 and D6: the allowances run out; the notice the lead time before.
  if (kinds.has('BENEFITS_EXHAUSTED')) {
    const exhausted = benefitsExhausted(input, running);
    if (exhausted) {
      push('BENEFITS_EXHAUSTED', exhausted.dueDate, basis, exhausted.explanation);
      if (reached(exhausted.dueDate)) {
        const lead = periods.anticipatedExpiryOfUnemploymentBenefitsPeriod;
        const notice = addDays(exhausted.dueDate, -lead);
        push('BENEFITS_EXPIRY_NOTICE', notice < basis ? basis : notice, exhausted.dueDate, {
          formula: 'DAYS_BEFORE',
          from: exhausted.dueDate,
          days: lead,
        });
      }
    }
  }
  return out;
}

/** D2: the engine's first day outside continued pay, else (running) the threshold, never before the recorded LFZ. */
function continuedPayEnd(
  input: DeadlineCase,
  periods: ReportsPeriods,
  running: boolean,
): { dueDate: IsoDate; explanation: DeadlineExplanation } | null {
  let withinDays = 0;
  let lastWithin: IsoDate | null = null;
  for (const day of input.days) {
    if (!day.isWithinContinuationOfPayment) {
      return {
        dueDate: day.date,
        explanation: { formula: 'CONTINUED_PAY_USED', lastDay: lastWithin ?? addDays(day.date, -1), days: withinDays },
      };
    }
    if (lastWithin !== day.date) withinDays += 1;
    lastWithin = day.date;
  }
  if (!running) return null;
  const byThreshold = addDays(input.absentFrom, periods.continuationOfPaymentThreshold);
  if (byThreshold > input.absentTo) {
    return {
      dueDate: byThreshold,
      explanation: { formula: 'DAYS_AFTER', from: input.absentFrom, days: periods.continuationOfPaymentThreshold },
    };
  }
  return {
    dueDate: addDays(input.absentTo, 1),
    explanation: { formula: 'CONTINUED_PAY_BEYOND', lastDay: input.absentTo },
  };
}

/** D7: the first day without allowance: seen in the recorded days, else projected from the counters and the frame. */
function benefitsExhausted(
  input: DeadlineCase,
  running: boolean,
): { dueDate: IsoDate; explanation: DeadlineExplanation } | null {
  if (input.benefitDaysRemaining === null) return null;
  const firstExhausted = input.days.find((day) => day.isBenefitExhausted);
  if (firstExhausted) {
    return {
      dueDate: firstExhausted.date,
      explanation: {
        formula: 'BENEFITS_USED',
        lastDay: addDays(firstExhausted.date, -1),
        days: input.benefitDaysUsed,
      },
    };
  }
  if (input.benefitDaysRemaining <= 0) {
    return {
      dueDate: addDays(input.absentTo, 1),
      explanation: { formula: 'BENEFITS_USED', lastDay: input.absentTo, days: input.benefitDaysUsed },
    };
  }
  if (!running) return null;
  // Under CASE_DAYS the maximum already counts the waiting days (simple-rules.ts remaining()).
  const waitingDays = input.maxDurationCountsCaseDays ? 0 : (input.waitingDaysRemaining ?? 0);
  const remainingDays = input.benefitDaysRemaining;
  const projected = addDays(input.absentTo, waitingDays + remainingDays + 1);
  if (input.frameDays !== null && input.frameStartDate !== null) {
    const frameEnd = addDays(input.frameStartDate, input.frameDays);
    if (frameEnd < projected) {
      return {
        dueDate: frameEnd,
        explanation: { formula: 'FRAME_END', from: input.frameStartDate, days: input.frameDays },
      };
    }
  }
  return {
    dueDate: projected,
    explanation: { formula: 'BENEFITS_REMAINING', lastDay: input.absentTo, waitingDays, remainingDays },
  };
}

/** Every deadline of an employee's (or a batch's) cases, in case then rule order. */
export function computeDeadlines(
  cases: readonly DeadlineCase[],
  periods: ReportsPeriods,
  today: IsoDate,
): ComputedDeadline[] {
  return cases.flatMap((input) => deadlinesOfCase(input, periods, today));
}
