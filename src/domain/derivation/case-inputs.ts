// What people decide about cases (table case_inputs, docs/decisions/0019-case-inputs.md), turned into the sick-pay
// engine's inputs. A stored input names the stored case (the API's caseId); the engine names its cases by an engine
// key (cases.engine_key), so each derivation maps one to the other: the stored case's current key going in, and —
// when a recomputation gives the case a new key (its start moved) — the new key in a second pass. Pure: the rows are
// read by the derivation's repository (src/server/modules/derivation/derivation.repository.ts).

import type {
  AccidentDateInput,
  BenefitStopInput,
  CaseDecisionInput,
  CaseLinkInput,
  IvSettingInput,
  ManualCorrectionInput,
  SickPayInput,
  TakeoverCaseInput,
  TakeoverEmployeeCounterInput,
} from '../sick-pay/index.ts';

/** The kinds of case input (the column case_inputs.kind). */
export const CASE_INPUT_KINDS = [
  'MANUAL_CORRECTION',
  'IV_SETTING',
  'BENEFIT_STOP',
  'ACCIDENT_DATE',
  'CASE_LINK',
  'CASE_DECISION',
  'TAKEOVER_CASE',
  'TAKEOVER_EMPLOYEE_COUNTER',
] as const;

export type CaseInputKind = (typeof CASE_INPUT_KINDS)[number];

/** The stored data of each kind: the engine input without its own id and its case (columns of the row). */
export type CaseInputData = {
  MANUAL_CORRECTION: Omit<ManualCorrectionInput, 'manualCorrectionId' | 'caseId'>;
  IV_SETTING: Omit<IvSettingInput, 'ivSettingId' | 'caseId'>;
  BENEFIT_STOP: Omit<BenefitStopInput, 'benefitStopId' | 'caseId'>;
  ACCIDENT_DATE: Omit<AccidentDateInput, 'caseId'>;
  CASE_LINK: CaseLinkInput;
  CASE_DECISION: Omit<CaseDecisionInput, 'caseId'>;
  /**
   * The takeover case's engine key is the input's id (the stored case of a takeover keeps it). `record` keeps what
   * the takeover record said beyond the engine's fields and `migration` the last case migration's outcome
   * (decision 0024); neither reaches the engine.
   */
  TAKEOVER_CASE: Omit<TakeoverCaseInput, 'caseId'> & { record?: unknown; migration?: unknown };
  TAKEOVER_EMPLOYEE_COUNTER: TakeoverEmployeeCounterInput;
};

export type StoredCaseInput<K extends CaseInputKind = CaseInputKind> = {
  id: string;
  kind: K;
  employeeId: string;
  caseId: string | null;
  data: CaseInputData[K];
  version: number;
};

/** The engine inputs that come from case_inputs. */
export type EngineCaseInputs = Pick<
  SickPayInput,
  | 'manualCorrections'
  | 'ivSettings'
  | 'benefitStops'
  | 'accidentDates'
  | 'caseLinks'
  | 'caseDecisions'
  | 'takeoverCases'
  | 'takeoverEmployeeCounters'
>;

/**
 * The engine inputs of one employee's stored inputs. `engineKeyOf` maps a stored case id to the engine key the
 * engine will give that case (null: the case is not known, e.g. deleted absences took it away — its inputs then
 * stay stored but apply to nothing until the case returns). Inputs of a case are skipped when the key is unknown;
 * inputs without a case (IV settings of the person, case links, takeover) always apply.
 */
export function engineCaseInputs(
  stored: readonly StoredCaseInput[],
  engineKeyOf: (storedCaseId: string) => string | null,
): EngineCaseInputs {
  const inputs = {
    manualCorrections: [] as ManualCorrectionInput[],
    ivSettings: [] as IvSettingInput[],
    benefitStops: [] as BenefitStopInput[],
    accidentDates: [] as AccidentDateInput[],
    caseLinks: [] as CaseLinkInput[],
    caseDecisions: [] as CaseDecisionInput[],
    takeoverCases: [] as TakeoverCaseInput[],
    takeoverEmployeeCounters: [] as TakeoverEmployeeCounterInput[],
  };
  for (const input of stored) {
    let caseKey: string | null = null;
    if (input.caseId !== null) {
      caseKey = engineKeyOf(input.caseId);
      if (caseKey === null) continue;
    }
    switch (input.kind) {
      case 'MANUAL_CORRECTION':
        inputs.manualCorrections.push({
          ...(input.data as CaseInputData['MANUAL_CORRECTION']),
          manualCorrectionId: input.id,
          caseId: caseKey,
        });
        break;
      case 'IV_SETTING':
        inputs.ivSettings.push({
          ...(input.data as CaseInputData['IV_SETTING']),
          ivSettingId: input.id,
          caseId: caseKey,
        });
        break;
      case 'BENEFIT_STOP':
        inputs.benefitStops.push({
          ...(input.data as CaseInputData['BENEFIT_STOP']),
          benefitStopId: input.id,
          caseId: caseKey,
        });
        break;
      case 'ACCIDENT_DATE':
        if (caseKey !== null)
          inputs.accidentDates.push({ ...(input.data as CaseInputData['ACCIDENT_DATE']), caseId: caseKey });
        break;
      case 'CASE_LINK':
        inputs.caseLinks.push(input.data as CaseInputData['CASE_LINK']);
        break;
      case 'CASE_DECISION':
        if (caseKey !== null)
          inputs.caseDecisions.push({ ...(input.data as CaseInputData['CASE_DECISION']), caseId: caseKey });
        break;
      case 'TAKEOVER_CASE': {
        const { record: _record, migration: _migration, ...engine } = input.data as CaseInputData['TAKEOVER_CASE'];
        inputs.takeoverCases.push({ ...engine, caseId: input.id });
        break;
      }
      case 'TAKEOVER_EMPLOYEE_COUNTER':
        inputs.takeoverEmployeeCounters.push(input.data as CaseInputData['TAKEOVER_EMPLOYEE_COUNTER']);
        break;
    }
  }
  return inputs;
}

/** The stored case ids the inputs name (those whose engine key must be right for the inputs to apply). */
export function caseIdsNamedBy(stored: readonly StoredCaseInput[]): Set<string> {
  const ids = new Set<string>();
  for (const input of stored) if (input.caseId !== null) ids.add(input.caseId);
  return ids;
}
