// Deriving one employee (ARCHITECTURE §4; docs/architecture/derivation.md): from the facts read once — live
// absences, temporal records, medical certificates, the configuration, the stored case inputs, the booked claims and
// what earlier derivations stored — to every derived row, in this order:
//   1. cases and claims (the sick-pay engine, cases.ts), with their monthly totals and the insured person;
//   2. the active cases among them;
//   3. absence periods (periods-and-issues.ts);
//   4. data issues, which need the active cases (EMPLOYEE_ACTIVE_CASE_WITH_LEAVING_DATE) and the medical
//      certificates (ABSENCE_CERTIFICATE_INCAPACITY_MISMATCH).
// Pure and deterministic for given facts, day and id source: the server's derivation reads the facts, calls this
// per employee and writes the rows in one transaction (src/server/modules/derivation/).

import type { PreviousIssue } from '../absences/issues.ts';
import type { BookedClaimRow, MonthLock } from './booked-claims.ts';
import type { StoredCaseInput } from './case-inputs.ts';
import {
  type AbsenceFact,
  type AccountingState,
  type CaseRows,
  type CaseSettings,
  caseRowsOf,
  computeEmployee,
  type RecordFact,
  type StoredCase,
} from './cases.ts';
import {
  type CertificateFact,
  type IssueRow,
  type PeriodRow,
  type PeriodSettings,
  periodsAndIssuesOf,
  type StoredPeriod,
} from './periods-and-issues.ts';

/** Everything the derivation reads of one employee. */
export type EmployeeFacts = {
  employeeId: string;
  /** Live absence days, in date order. */
  absences: readonly AbsenceFact[];
  /** Temporal records, in validFrom order. */
  records: readonly RecordFact[];
  storedCases: readonly StoredCase[];
  inputs: readonly StoredCaseInput[];
  booked: readonly BookedClaimRow[];
  insuredPersonId: string | null;
  previousPeriods: readonly StoredPeriod[];
  previousIssues: readonly PreviousIssue[];
  /** The employee's medical certificates (not deleted): the certificate-% issue compares them with the absences. */
  certificates: readonly CertificateFact[];
};

/** What the derivation reads of the tenant, once for all its employees. */
export type TenantDerivationFacts = {
  /** The engine's view of the configuration; null without a configuration (then no cases). */
  cases: CaseSettings;
  periods: PeriodSettings;
  locks: readonly MonthLock[];
  /** The accounting's state of the employees' claims it has taken up (not UNASSIGNED), by claim id. */
  accountingOf: (claimId: string) => AccountingState | undefined;
};

export type DerivedEmployee = CaseRows & { periods: PeriodRow[]; issues: IssueRow[]; removedIssueIds: string[] };

/** Derives one employee's rows from its facts, in the order above. */
export function deriveEmployee(
  tenantId: string,
  facts: EmployeeFacts,
  tenant: TenantDerivationFacts,
  asOfDate: string,
  newId: () => string,
): DerivedEmployee {
  const { employeeId } = facts;
  // 1-2. Cases and claims, and the active ones among the cases.
  const settings = tenant.cases;
  const computation = settings
    ? computeEmployee(
        {
          absences: facts.absences,
          records: facts.records,
          storedCases: facts.storedCases,
          inputs: facts.inputs,
          booked: facts.booked,
          locks: tenant.locks,
        },
        employeeId,
        settings,
        asOfDate,
        newId,
      )
    : null;
  const caseRows = caseRowsOf(tenantId, employeeId, computation, {
    insuredPersonId: facts.insuredPersonId,
    accountingOf: tenant.accountingOf,
    configurationVersion: settings?.configurationVersion ?? '',
    asOfDate,
    newId,
  });
  // 3-4. Absence periods, then data issues with the active cases.
  const { periods, issues, removedIssueIds } = periodsAndIssuesOf(
    tenantId,
    employeeId,
    {
      absences: facts.absences,
      records: facts.records,
      previousPeriods: facts.previousPeriods,
      previousIssues: facts.previousIssues,
      activeCases: caseRows.activeCases,
      certificates: facts.certificates,
    },
    tenant.periods,
    newId,
  );
  return { ...caseRows, periods, issues, removedIssueIds };
}
