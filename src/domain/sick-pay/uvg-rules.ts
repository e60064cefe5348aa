// UVG (accident) decisions (C5, swiss-rules 3.2): the accident day is paid by the employer as usual; the two
// calendar days after it are the employer's at 80 % (OR 324b para. 3); UVG pays 80 % from the 3rd day after the
// accident day (UVG Art. 16 para. 2), for every calendar day, with no maximum duration. The employer's continuation
// of pay (OR 324a scales) does not apply: OR 324b replaces it when UVG pays at least 80 %.
//
// The days are counted in calendar days from the case's accident date (C1), not in absence days: the accident date
// is the first accident absence day of the case by default, or the date a person set (e.g. the person worked part
// of the accident day, and the absence starts the day after). Days on or before the accident date are the accident
// day's (the employer's, wage as usual).
import { type EpochDay, isoDateOf } from '../dates.ts';
import { UVG_COVERAGE_PM, UVG_WAITING_DAYS } from './daily-allowance.ts';
import { type DayDecision, type DayFacts, type RuleSet, step } from './rule-set.ts';

/** Which part of the accident a day is in (C5 / OR 324b). */
export type AccidentPhase = 'ACCIDENT_DAY' | 'EMPLOYER_DAY' | 'UVG';

/** Calendar days after the accident date: 0 or less the accident day, 1-2 the employer's days, 3+ UVG's. */
export function accidentPhaseOf(day: EpochDay, accidentDay: EpochDay): AccidentPhase {
  const after = day - accidentDay;
  if (after <= 0) return 'ACCIDENT_DAY';
  return after < UVG_WAITING_DAYS ? 'EMPLOYER_DAY' : 'UVG';
}

/** `accidentDayOf(facts)`: the accident date of the day's case (the engine knows the case's default and overrides). */
export function createUvgRuleSet(accidentDayOf: (facts: DayFacts) => EpochDay): RuleSet {
  return {
    frameDays: 0,
    decide(facts, explain, version): DayDecision {
      const accidentDay = accidentDayOf(facts);
      const phase = accidentPhaseOf(facts.day, accidentDay);
      const isShortterm = phase !== 'UVG';
      return {
        isWithinShorttermRisk: isShortterm,
        isWithinBenefitDuration: true,
        coveragePm: UVG_COVERAGE_PM,
        reimbursementType: 'DAILY_ALLOWANCE',
        isWithinContinuationOfPayment: false,
        lfzCoveragePm: 0,
        steps: explain
          ? [
              step(
                'C5',
                "UVG pays from the 3rd day after the accident day; the accident day and days 1-2 are the employer's (OR 324b)",
                {
                  accidentDate: isoDateOf(accidentDay),
                  daysAfterAccidentDate: facts.day - accidentDay,
                  caseDay: facts.caseDay,
                  phase,
                },
                isShortterm,
                version,
              ),
            ]
          : null,
      };
    },
    commit() {},
    seedCase() {},
    seedEmployee() {},
    remaining(facts) {
      // Employer days left after the facts' day: the days up to accident date + 2 not yet reached.
      const lastEmployerDay = accidentDayOf(facts) + UVG_WAITING_DAYS - 1;
      return { waitingDays: Math.max(0, lastEmployerDay - facts.day), benefitDays: null };
    },
    caseCounters() {
      return {};
    },
  };
}
