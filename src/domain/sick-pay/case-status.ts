// Case status (spec section 4; transitions designed in docs/domain/case-lifecycle.md). The status is derived from
// the facts, never stored as a free choice: the same facts always give the same status.
//
//   WAITING_PERIOD --waiting period served--> CLAIMS_ACTIVATED --incapacity ended / benefits exhausted-->
//   BEING_FINALIZED --every claim line accounted (months locked)--> CLOSED
//   SHORTTERM is WAITING_PERIOD with insured short-term cover (KAV / KTG_KOMBI-FTA claims run from day 1).
//   A relapse (C15) reopens a BEING_FINALIZED or CLOSED case. DENIED: an explicit decision with a reason, from
//   any status; withdrawing the decision returns the case to its derived status.
import { type EpochDay, isoDateOf } from '../dates.ts';
import type { AccountingMonthId, CaseStatus, CaseStatusEvent } from './types.ts';

export const CASE_STATUS_TRANSITIONS: readonly { from: CaseStatus; to: CaseStatus; trigger: string }[] = [
  { from: 'WAITING_PERIOD', to: 'SHORTTERM', trigger: 'SHORTTERM_COVER_STARTED' },
  { from: 'SHORTTERM', to: 'WAITING_PERIOD', trigger: 'SHORTTERM_COVER_ENDED' },
  { from: 'WAITING_PERIOD', to: 'CLAIMS_ACTIVATED', trigger: 'WAITING_PERIOD_SERVED' },
  { from: 'SHORTTERM', to: 'CLAIMS_ACTIVATED', trigger: 'WAITING_PERIOD_SERVED' },
  { from: 'WAITING_PERIOD', to: 'BEING_FINALIZED', trigger: 'INCAPACITY_ENDED' },
  { from: 'SHORTTERM', to: 'BEING_FINALIZED', trigger: 'INCAPACITY_ENDED' },
  { from: 'CLAIMS_ACTIVATED', to: 'BEING_FINALIZED', trigger: 'INCAPACITY_ENDED' },
  { from: 'CLAIMS_ACTIVATED', to: 'BEING_FINALIZED', trigger: 'BENEFITS_EXHAUSTED' },
  { from: 'WAITING_PERIOD', to: 'CLOSED', trigger: 'INCAPACITY_ENDED_NOTHING_TO_ACCOUNT' },
  { from: 'SHORTTERM', to: 'CLOSED', trigger: 'INCAPACITY_ENDED_NOTHING_TO_ACCOUNT' },
  { from: 'CLAIMS_ACTIVATED', to: 'CLOSED', trigger: 'INCAPACITY_ENDED_NOTHING_TO_ACCOUNT' },
  { from: 'BEING_FINALIZED', to: 'CLOSED', trigger: 'LAST_CLAIMS_ACCOUNTED' },
  { from: 'BEING_FINALIZED', to: 'WAITING_PERIOD', trigger: 'RELAPSE' },
  { from: 'BEING_FINALIZED', to: 'SHORTTERM', trigger: 'RELAPSE' },
  { from: 'BEING_FINALIZED', to: 'CLAIMS_ACTIVATED', trigger: 'RELAPSE' },
  { from: 'CLOSED', to: 'WAITING_PERIOD', trigger: 'RELAPSE' },
  { from: 'CLOSED', to: 'SHORTTERM', trigger: 'RELAPSE' },
  { from: 'CLOSED', to: 'CLAIMS_ACTIVATED', trigger: 'RELAPSE' },
  { from: 'CLOSED', to: 'BEING_FINALIZED', trigger: 'CORRECTION_BOOKED' },
  // A case whose absences were all removed after its lines were booked (residual-cases.ts): its reversals.
  ...(['WAITING_PERIOD', 'SHORTTERM', 'CLAIMS_ACTIVATED', 'CLOSED'] as const).map((from) => ({
    from,
    to: 'BEING_FINALIZED' as const,
    trigger: 'ABSENCES_REMOVED',
  })),
  ...(['WAITING_PERIOD', 'SHORTTERM', 'CLAIMS_ACTIVATED', 'BEING_FINALIZED', 'CLOSED'] as const).map((from) => ({
    from,
    to: 'DENIED' as const,
    trigger: 'DENIAL_DECIDED',
  })),
];

export function isAllowedTransition(from: CaseStatus, to: CaseStatus): boolean {
  return from === to || CASE_STATUS_TRANSITIONS.some((t) => t.from === from && t.to === to) || from === 'DENIED';
}

/** What the status depends on, per case (epoch days). */
export type CaseStatusFacts = {
  periods: readonly { from: EpochDay; to: EpochDay }[];
  /** Waiting-period days, with whether a short-term cover insured each. */
  waitingDays: readonly { day: EpochDay; isInsured: boolean }[];
  firstActivatedDay: EpochDay | null;
  /** First day inside the incapacity on which the maximum was reached (C7). */
  exhaustedFrom: EpochDay | null;
  asOf: EpochDay;
  /** The case's claim lines: the month they are booked in and whether they move money. */
  lines: readonly { accountingMonthId: AccountingMonthId; amount: number }[];
  lockedMonths: ReadonlySet<AccountingMonthId>;
  denial: { reason: string; decidedOn: EpochDay } | null;
};

export function deriveCaseStatus(facts: CaseStatusFacts): { status: CaseStatus; history: CaseStatusEvent[] } {
  const history: CaseStatusEvent[] = [];
  const push = (status: CaseStatus, day: EpochDay | null, trigger: string, month: AccountingMonthId | null = null) => {
    const last = history[history.length - 1];
    if (last && last.status === status) return;
    history.push({ status, date: day === null ? null : isoDateOf(day), trigger, accountingMonthId: month });
  };
  const insuredWaiting = new Map(facts.waitingDays.map((entry) => [entry.day, entry.isInsured]));
  const openStatus = (day: EpochDay): CaseStatus => {
    if (facts.exhaustedFrom !== null && day >= facts.exhaustedFrom) return 'BEING_FINALIZED';
    if (facts.firstActivatedDay !== null && day >= facts.firstActivatedDay) return 'CLAIMS_ACTIVATED';
    return insuredWaiting.get(day) ? 'SHORTTERM' : 'WAITING_PERIOD';
  };

  for (let index = 0; index < facts.periods.length; index++) {
    const period = facts.periods[index] as { from: EpochDay; to: EpochDay };
    if (period.from > facts.asOf) break;
    push(openStatus(period.from), period.from, index === 0 ? 'CASE_OPENED' : 'RELAPSE');
    // Inside the period: short-term cover changes and the end of the waiting period.
    const until = Math.min(period.to, facts.asOf);
    for (const entry of facts.waitingDays) {
      if (entry.day > period.from && entry.day <= until) {
        push(
          entry.isInsured ? 'SHORTTERM' : 'WAITING_PERIOD',
          entry.day,
          entry.isInsured ? 'SHORTTERM_COVER_STARTED' : 'SHORTTERM_COVER_ENDED',
        );
      }
    }
    if (facts.firstActivatedDay !== null && facts.firstActivatedDay > period.from && facts.firstActivatedDay <= until) {
      push('CLAIMS_ACTIVATED', facts.firstActivatedDay, 'WAITING_PERIOD_SERVED');
    }
    if (facts.exhaustedFrom !== null && facts.exhaustedFrom >= period.from && facts.exhaustedFrom <= until) {
      push('BEING_FINALIZED', facts.exhaustedFrom, 'BENEFITS_EXHAUSTED');
    }
    if (period.to < facts.asOf) push('BEING_FINALIZED', period.to + 1, 'INCAPACITY_ENDED');
  }

  const last = history[history.length - 1];
  if (last && last.status === 'BEING_FINALIZED') {
    // CLOSED once every line that moves money is in a locked month (accounted); nothing to account closes at once.
    const open = facts.lines.filter((line) => line.amount !== 0 && !facts.lockedMonths.has(line.accountingMonthId));
    const moved = facts.lines.filter((line) => line.amount !== 0);
    if (open.length === 0) {
      if (moved.length === 0) {
        history[history.length - 1] = { ...last, status: 'CLOSED', trigger: 'INCAPACITY_ENDED_NOTHING_TO_ACCOUNT' };
      } else {
        const lastMonth =
          moved
            .map((line) => line.accountingMonthId)
            .sort()
            .at(-1) ?? null;
        push('CLOSED', null, 'LAST_CLAIMS_ACCOUNTED', lastMonth);
      }
    }
  }
  if (facts.denial && facts.denial.decidedOn <= facts.asOf) push('DENIED', facts.denial.decidedOn, 'DENIAL_DECIDED');
  const status = history[history.length - 1]?.status ?? 'WAITING_PERIOD';
  return { status, history };
}
