// The derivation's public surface: what other modules, the jobs and the tools use. Deriving employees, their locks,
// the read-only computation behind explanations and previews, the accounting facts the claim routes check, and the
// analytics figures (issue 32): computing one employee's from its stored facts, and the nightly refresh.

export {
  type AnalyticsFacts,
  analyticsFiguresOf,
  loadAnalyticsFacts,
  subunitCantons,
} from './analytics.step.ts';
export { refreshAnalyticsFigures, refreshStartMonth } from './analytics-refresh.ts';
export {
  accountingStateOf,
  coverageConfigurationIdOf,
  loadCaseInputs,
  tenantFactsOf,
} from './derivation.repository.ts';
export {
  ACCOUNTING_GATE,
  computeStoredEmployee,
  DERIVATION_LOCK,
  deriveEmployeeState,
  lockDerivation,
  todayInZurich,
} from './derive.ts';
