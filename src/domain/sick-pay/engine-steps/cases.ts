// Engine steps 1 and 2: absence days (normalised, weekends filled, C17), then qualifying days -> periods -> cases:
// a day counts when an employee record, the employment and (SICK) a coverage configuration cover it and its
// incapacity reaches the minimum (C6); consecutive days form a period, a period opens a case or continues one as a
// relapse (C15). Every day that counts goes on to the day step (case-day.ts); every other is an ignored day with
// its reason. Finally the cases get their numbers.
import { addMonths, type EpochDay, isoDateOf, toEpochDay } from '../../dates.ts';
import { percentToPm } from '../../money.ts';
import type { ClaimType, SickPayInput } from '../types.ts';
import { type AbsenceDay, fillWeekendGaps, normaliseAbsenceDays } from '../weekend-fill.ts';
import { processDay } from './case-day.ts';
import { type CaseState, configurationAt, type EngineContext, newCase, recordAt } from './context.ts';

/** Step 1: the absence days, normalised and with weekends filled (C17) before anything counts. */
export function absenceDaysOf(input: SickPayInput): AbsenceDay[] {
  const absenceDays: AbsenceDay[] = input.absences.map((absence) => ({
    day: toEpochDay(absence.date),
    type: absence.type,
    incapacityPm: percentToPm(absence.incapacityOfWork),
    isFilled: false,
  }));
  return fillWeekendGaps(normaliseAbsenceDays(absenceDays), input.tenant.shouldFillWeekendGaps);
}

/**
 * Step 2: the days of a claim type into periods and cases (C1, C6, C15), each qualifying day processed in order.
 * lastCase: the latest case so far (a takeover case), which a relapse may continue; days up to cutOff belong to
 * the previous system.
 */
export function buildCases(
  ctx: EngineContext,
  days: readonly AbsenceDay[],
  claimType: ClaimType,
  lastCase: CaseState | null,
  cutOff: EpochDay,
): void {
  const { input, records, employmentStart, leavingDate, ignoredDays } = ctx;
  let previousDay = Number.NEGATIVE_INFINITY;
  let current: CaseState | null = null;
  let skippingPeriod = false;
  let isRelapsePeriod = false;
  for (const absence of days) {
    if (absence.type !== claimType) continue;
    const day = absence.day;
    const date = isoDateOf(day);
    const ignore = (reason: string) => ignoredDays.push({ date, claimType, reason });
    if (day <= cutOff) {
      ignoredDays.push({ date, claimType, reason: 'HANDLED_BY_PREVIOUS_SYSTEM' });
      continue;
    }
    const record = recordAt(records, day);
    if (!record) {
      ignore('NO_EMPLOYEE_RECORD');
      continue;
    }
    if (employmentStart !== null && day < employmentStart) {
      ignore('BEFORE_EMPLOYMENT');
      continue;
    }
    const configuration = claimType === 'SICK' ? configurationAt(ctx, day, record.data) : null;
    if (claimType === 'SICK' && !configuration) {
      ignore('NO_COVERAGE_CONFIGURATION');
      continue;
    }
    // C6: below the minimum a day counts for nothing (UVG: any incapacity counts).
    const minimum = configuration ? configuration.minIncapacityPm : 1;
    if (absence.incapacityPm === 0 || absence.incapacityPm < minimum) {
      ignore('BELOW_MINIMUM_INCAPACITY');
      continue;
    }
    const continuesPeriod = day === previousDay + 1;
    previousDay = day;
    if (continuesPeriod && skippingPeriod) {
      ignoredDays.push({ date, claimType, reason: 'AFTER_LEAVING_DATE' });
      continue;
    }
    if (!continuesPeriod || current === null) {
      skippingPeriod = false;
      if (leavingDate !== null && day > leavingDate) {
        // C13: a case that began while employed goes on; a new incapacity after leaving opens none.
        skippingPeriod = true;
        ignoredDays.push({ date, claimType, reason: 'AFTER_LEAVING_DATE' });
        continue;
      }
      const open: CaseState | null = continuesPeriod ? current : lastCase;
      const decision = ctx.links.get(`${claimType}|${day}`);
      const windowMonths = configuration?.configuration.relapseWindowMonths ?? 12;
      // C15: a relapse within the window after returning to full fitness, or by an explicit link.
      const isRelapse =
        open !== null &&
        decision !== 'NEW_CASE' &&
        (decision === 'RELAPSE' || day < addMonths(open.lastDay + 1, windowMonths));
      if (isRelapse && open) {
        current = open;
        current.periods.push({ from: day, to: day, isRelapse: true });
        isRelapsePeriod = true;
      } else {
        current = newCase(ctx, `${input.employeeId}:${claimType}:${date}`, claimType, day, null);
        current.periods.push({ from: day, to: day, isRelapse: false });
        ctx.cases.push(current);
        isRelapsePeriod = false;
      }
      lastCase = current;
    }
    const state = current as CaseState;
    processDay(ctx, state, absence, record.data, configuration, isRelapsePeriod);
  }
}

/** Case numbers: takeover cases keep theirs, new cases follow in the order they started. */
export function numberCases(cases: CaseState[]): void {
  cases.sort((a, b) => a.start - b.start || (a.claimType < b.claimType ? -1 : a.claimType > b.claimType ? 1 : 0));
  let nextNumber = Math.max(0, ...cases.map((state) => state.caseNumber ?? 0)) + 1;
  for (const state of cases) if (state.caseNumber === null) state.caseNumber = nextNumber++;
}
