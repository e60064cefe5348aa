// The derived state of employees (ARCHITECTURE §4; docs/architecture/derivation.md): cases and claims, absence
// periods and data issues, recomputed from the facts and replaced per employee in the caller's transaction.
// Deriving a set of employees is: take their locks (lockDerivation) → read their facts once (derivation.repository)
// → derive each employee with the one pure function (src/domain/derivation/derive-employee.ts: cases, then active
// cases, then periods, then issues) → write every row (derivation.writer) → deadlines → care stages → analytics
// figures (analytics.step.ts). Idempotent: deriving twice from the same
// facts on the same day writes the same rows (a replayed event changes nothing).
import { randomUUID } from 'node:crypto';
import type { AppTransaction, Queryable } from '../../../db/client.ts';
import { appendAll } from '../../../domain/collections.ts';
import type { StoredCaseInput } from '../../../domain/derivation/case-inputs.ts';
import { computeEmployee, type EmployeeComputation } from '../../../domain/derivation/cases.ts';
import { deriveEmployee } from '../../../domain/derivation/derive-employee.ts';
import { lockAggregates, lockGate } from '../../concurrency.ts';
import { timeSlicer } from '../../platform/yielding.ts';
import { careDayOf, careEvaluationContextOf, evaluateCareStages } from '../care/index.ts';
import { recomputeAnalyticsFigures } from './analytics.step.ts';
import { recomputeDeadlines } from './deadlines.step.ts';
import { derivationSettings, loadEmployeeFacts } from './derivation.repository.ts';
import { type DerivedRows, writeDerivedRows } from './derivation.writer.ts';

/** The lock of an employee's derived state: two workers never derive one employee at the same time. */
export const DERIVATION_LOCK = 'employee-derived';
/** The gate a month lock closes (exclusive) while it freezes a month's claims: derivations take it shared. */
export const ACCOUNTING_GATE = 'accounting';

/**
 * Locks employees' derived state for the transaction: the accounting gate (shared) first, then each employee's
 * derivation lock in sorted order. Every writer of derived state or claims takes this, so a month lock (which
 * takes the gate exclusive) sees no derivation half done and none starts until it has committed.
 */
export async function lockDerivation(tx: Queryable, tenantId: string, employeeIds: Iterable<string>) {
  await lockGate(tx, tenantId, ACCOUNTING_GATE, 'shared');
  await lockAggregates(tx, tenantId, DERIVATION_LOCK, employeeIds);
}

/** Today's civil date in Switzerland (the day the computation is for: it decides whether an incapacity has ended). */
export function todayInZurich(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich' }).format(now);
}

/**
 * Recomputes employees' derived state in the caller's transaction (any number of employees; one read and one write
 * per table): cases and claims, then absence periods and data issues (the issue of an active case on a leaving date
 * needs the cases). The caller holds the employees' derivation locks (lockDerivation).
 */
export async function deriveEmployeeState(
  tx: AppTransaction | Queryable,
  tenantId: string,
  employeeIds: readonly string[],
  options: {
    asOfDate?: string;
    newId?: () => string;
    /** How long the loop over employees runs before it yields (default SLICE_BUDGET_MS; 0: after every employee). */
    sliceBudgetMs?: number;
  } = {},
): Promise<{ cases: number; claims: number; periods: number; issues: number }> {
  const unique = [...new Set(employeeIds)];
  if (unique.length === 0) return { cases: 0, claims: 0, periods: 0, issues: 0 };
  const settings = await derivationSettings(tx, tenantId);
  const asOfDate = options.asOfDate ?? todayInZurich();
  const newId = options.newId ?? randomUUID;
  const { facts, locks, accounting } = await loadEmployeeFacts(tx, unique);
  const tenant = {
    cases: settings.cases,
    periods: settings.periods,
    locks,
    accountingOf: (claimId: string) => accounting.get(claimId),
  };
  const rows = {
    persons: [] as DerivedRows['persons'][number][],
    cases: [] as DerivedRows['cases'][number][],
    claims: [] as DerivedRows['claims'][number][],
    totals: [] as DerivedRows['totals'][number][],
    periods: [] as DerivedRows['periods'][number][],
    issues: [] as DerivedRows['issues'][number][],
    removedIssueIds: [] as string[],
  };
  // A batch of 200 employees (or one upload's thousands) derives for seconds: the loop yields to the event loop
  // between employees once a slice has run its budget, so the process answers meanwhile (issue 28 section 2).
  const slice = timeSlicer(options.sliceBudgetMs);
  for (const employeeId of unique) {
    await slice();
    const employeeFacts = facts.get(employeeId);
    if (!employeeFacts) continue;
    const derived = deriveEmployee(tenantId, employeeFacts, tenant, asOfDate, newId);
    if (derived.person) rows.persons.push(derived.person);
    appendAll(rows.cases, derived.cases);
    appendAll(rows.claims, derived.claims);
    appendAll(rows.totals, derived.totals);
    appendAll(rows.periods, derived.periods);
    appendAll(rows.issues, derived.issues);
    appendAll(rows.removedIssueIds, derived.removedIssueIds);
  }
  await writeDerivedRows(tx, tenantId, unique, rows);
  // 5. Deadlines (issue 30, decision 0054): from the cases and claims just derived, reconciled with the stored ones
  // by deadline key (one read, one write for the batch).
  const coverages = new Map(
    (settings.cases?.facts.coverageConfigurations ?? []).map((entry) => [
      entry.coverageConfigurationId,
      entry.configuration,
    ]),
  );
  await recomputeDeadlines(tx, tenantId, unique, {
    cases: rows.cases,
    claims: rows.claims,
    reports: settings.reports,
    coverageOf: (id) => coverages.get(id),
    today: asOfDate,
    newId,
  });
  // 6. Care stages (issue 29): from the absences already read, the stage history the absences imply, with the tasks
  // and mails of a stage just entered (src/server/modules/care). Nothing when the tenant has no careConfiguration.
  // Always inside the caller's transaction (it holds the derivation locks, which are transaction-scoped).
  const careTx = tx as AppTransaction;
  const care = await careEvaluationContextOf(careTx, tenantId);
  if (care) {
    const careAbsences = new Map(
      unique.map((employeeId) => [employeeId, (facts.get(employeeId)?.absences ?? []).map(careDayOf)]),
    );
    await evaluateCareStages(careTx, tenantId, unique, { today: asOfDate, absences: careAbsences, context: care });
  }
  // 7. Analytics figures (issue 32, decision 0059): each employee's target and absence hours and duration parts per
  // month and segment, from the records and absences already read and the periods just derived; the employees' rows
  // of analytics_employee_months replaced (one delete, statements of 2 000 rows).
  await recomputeAnalyticsFigures(tx, tenantId, unique, {
    records: (employeeId) => facts.get(employeeId)?.records ?? [],
    absences: (employeeId) =>
      (facts.get(employeeId)?.absences ?? []).map((absence) => ({
        absenceId: absence.id,
        date: absence.date,
        type: absence.type,
        hours: absence.hours,
        percentage: absence.percentage,
      })),
    periods: rows.periods,
    cantons: settings.cantons,
    asOf: asOfDate,
    sliceBudgetMs: options.sliceBudgetMs,
  });
  return {
    cases: rows.cases.length,
    claims: rows.claims.length,
    periods: rows.periods.length,
    issues: rows.issues.length,
  };
}

/**
 * One employee's computation from what is stored now, without writing anything: the case detail's explanation
 * (explain: true, on the asOfDate the stored claims were computed on, so the amounts are identical) and the preview
 * of a case input before it is saved (`inputs` maps the stored inputs to the proposed ones). Null when the tenant
 * has no configuration or the employee no record or absence.
 */
export async function computeStoredEmployee(
  tx: Queryable,
  tenantId: string,
  employeeId: string,
  options: {
    explain?: boolean;
    asOfDate?: string;
    inputs?: (stored: readonly StoredCaseInput[]) => readonly StoredCaseInput[];
  } = {},
): Promise<(EmployeeComputation & { configurationVersion: string }) | null> {
  const settings = (await derivationSettings(tx, tenantId)).cases;
  if (!settings) return null;
  const { facts, locks } = await loadEmployeeFacts(tx, [employeeId], { withStoredDerivedState: false });
  const employee = facts.get(employeeId);
  if (!employee) return null;
  const stored = employee.inputs;
  const computation = computeEmployee(
    { ...employee, locks },
    employeeId,
    settings,
    options.asOfDate ?? todayInZurich(),
    randomUUID,
    {
      explain: options.explain ?? false,
      inputs: options.inputs ? options.inputs(stored) : stored,
    },
  );
  return computation ? { ...computation, configurationVersion: settings.configurationVersion } : null;
}
