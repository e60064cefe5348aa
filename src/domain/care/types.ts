// Care stages (issue 29; spec section 3, Care): the shapes the pure evaluation works on. The rules are written out in
// docs/domain/care.md; the evaluation is `evaluateCareStageHistory` (care-stages.ts). Dates are 'YYYY-MM-DD'.
import type { IsoDate } from '../dates.ts';
import type { AbsenceType } from '../sick-pay/types.ts';

export type CareLanguage = 'de' | 'fr' | 'it' | 'en';

/** One day of absence as care sees it (a live, not deleted absence). Part-time and partial incapacity still count. */
export type CareAbsenceDay = {
  date: IsoDate;
  type: AbsenceType;
  /** The day's incapacity in percent (0-100) when the absence is on a percentage basis, else null. */
  percentage: number | null;
  /** The day's hours when the absence is on an hours basis, else null. */
  hours: number | null;
};

/** careStageConfiguration.absencePeriodDefinition: how care joins absence days into periods (its own view). */
export type CarePeriodDefinition = {
  includeAbsenceTypes: readonly AbsenceType[];
  combinePeriodsWithWeekendGaps: boolean;
  combinePeriodsWithAbsenceGapsOfType: readonly AbsenceType[];
  combinePeriodsWithGapDurationInDays: number;
};

/** A period of absence in care's view: consecutive days of the included types, joined by the definition's gaps. */
export type CarePeriod = {
  startDate: IsoDate;
  endDate: IsoDate;
  /** Calendar days from start to end, both included (the "length" a trigger's minimum length compares). */
  lengthInDays: number;
  /** Days with an absence of an included type (the gaps that joined the period are not counted). */
  absenceDays: number;
  types: AbsenceType[];
};

export type NumberOfAbsencePeriodsTrigger = {
  kind: 'number-of-absence-periods';
  /** At least this many periods … */
  count: number;
  /** … each at least this many calendar days long (1 = every period counts) … */
  minimumLengthInDays: number;
  /** … in the last N months (a rolling window ending on the evaluated day), or since startDate: exactly one is set. */
  lookBackMonths: number | null;
  startDate: IsoDate | null;
};

export type NumberOfAbsenceDaysTrigger = {
  kind: 'number-of-absence-days';
  /** Absence days of these types … */
  absenceTypes: readonly AbsenceType[];
  /** … at least this many … */
  count: number;
  /** … in the last N months (a rolling window ending on the evaluated day). */
  lookBackMonths: number;
};

export type CareTrigger = NumberOfAbsencePeriodsTrigger | NumberOfAbsenceDaysTrigger;

export type CareStageRule = {
  /** The stage definition's id (kept in the history so a task knows its stage). */
  definitionId: string;
  /** 1, 2, 3 …: higher is more serious. Level 0 is "no care stage" and has no definition. */
  level: number;
  triggersLogicalOperator: 'AND' | 'OR';
  triggers: readonly CareTrigger[];
};

/** careStageConfiguration.resetEmployeeCareStageTriggers. */
export type CareResetTrigger = {
  kind: 'no-absences-in-look-back-period';
  includedAbsenceTypes: readonly AbsenceType[];
  lookBackMonths: number;
};

/** What one trigger counted on the day a stage was entered: kept as the snapshot of the reason. */
export type CareTriggerResult = {
  trigger: CareTrigger | CareResetTrigger;
  met: boolean;
  /** Periods or days counted (for a reset: absence days of the included types in the window, 0 when met). */
  value: number;
  windowFrom: IsoDate;
  windowTo: IsoDate;
};

/** One stint at a care stage (employee care stage, spec section 3). */
export type CareStageStint = {
  /** null for a stint at level 0 is never produced: the history lists only stints at a defined stage. */
  definitionId: string;
  level: number;
  enteredCareStageAt: IsoDate;
  /** The day the stage was left (the first day at the next level or without a stage); null while current. */
  leftCareStageAt: IsoDate | null;
  /** The level it changed to on leftCareStageAt (0 = reset, no stage); null while current. */
  changedCareStageTo: number | null;
  /** The triggers as counted on enteredCareStageAt. */
  triggers: CareTriggerResult[];
  /** For a stint ended by a reset: the reset trigger as counted on leftCareStageAt. */
  resetBy: CareTriggerResult | null;
};

export type CareStageInput = {
  absences: readonly CareAbsenceDay[];
  rules: readonly CareStageRule[];
  periodDefinition: CarePeriodDefinition;
  resetTriggers: readonly CareResetTrigger[];
  /** Evaluate up to and including this day (today, or the "as of" day asked for). */
  until: IsoDate;
};
