// The derivation's public surface: what other modules, the jobs and the tools use. Deriving employees, their locks,
// the read-only computation behind explanations and previews, and the accounting facts the claim routes check.
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
