// What the employee form sends, checked with the contract's own schemas before it leaves the browser (the same
// rules and messages as the API): createEmployeeBody, newTemporalRecordBody, or employeeData for a correction,
// which then sends only the changed fields. Pure, tested without a browser.
import {
  type CreateEmployeeBody,
  createEmployeeBody,
  type EmployeeData,
  type EmployeeRecordSummary,
  employeeDataChecked,
  type NewTemporalRecordBody,
  newTemporalRecordBody,
  type PatchEmployeeBody,
} from '../../../../src/contracts/index.ts';
import type { PathIssue } from '../../lib/form-errors.ts';
import { draftToInput, type EmployeeDraft } from './employee-draft.ts';
import { changedFields } from './record-diff.ts';

export type EmployeeFormMode = 'create' | 'newRecord' | 'correct';

/** Fields of the record around the data: employeeId (create only) and validFrom (create and new record). */
export type RecordDraft = { employeeId: string; validFrom: string | null };

export type EmployeeFormCheck =
  | { ok: true; mode: 'create'; body: CreateEmployeeBody }
  | { ok: true; mode: 'newRecord'; body: NewTemporalRecordBody }
  | { ok: true; mode: 'correct'; body: PatchEmployeeBody }
  | {
      ok: false;
      /** Issues of the contract's schema (paths as in the body, 'data.' included where the body has it). */
      issues: PathIssue[];
      /** Form rules beyond the schema: translation key per field path. */
      ruleErrors: Record<string, string>;
      /** A correction that changes nothing. */
      noChanges: boolean;
    };

export type EmployeeFormContext = {
  /** The corrected record's data (correct) — the diff is taken against it. */
  before?: EmployeeData | null;
  /** The employee's records (newRecord): a record may not start on the day another one starts. */
  history?: readonly EmployeeRecordSummary[];
};

const failure = (
  issues: PathIssue[],
  ruleErrors: Record<string, string> = {},
  noChanges = false,
): EmployeeFormCheck => ({ ok: false, issues, ruleErrors, noChanges });

/** Form rules that the body schema does not express (a missing validFrom reads better than "invalid date"). */
function recordRules(mode: EmployeeFormMode, record: RecordDraft, context: EmployeeFormContext) {
  const ruleErrors: Record<string, string> = {};
  if (mode !== 'correct' && record.validFrom === null) ruleErrors.validFrom = 'employees.form.validFromRequired';
  if (mode === 'newRecord' && context.history?.some((entry) => entry.validFrom === record.validFrom)) {
    ruleErrors.validFrom = 'employees.form.recordStartsThatDay';
  }
  return ruleErrors;
}

export function checkEmployeeForm(
  mode: EmployeeFormMode,
  draft: EmployeeDraft,
  record: RecordDraft,
  context: EmployeeFormContext = {},
): EmployeeFormCheck {
  const data = draftToInput(draft);
  const ruleErrors = recordRules(mode, record, context);
  const issuesOf = (error: { issues: readonly PathIssue[] }) =>
    error.issues
      .map((issue) => ({ path: issue.path, message: issue.message }))
      // A rule error already explains validFrom.
      .filter((issue) => !(ruleErrors.validFrom && String(issue.path[0]) === 'validFrom'));

  if (mode === 'create') {
    const parsed = createEmployeeBody.safeParse({
      employeeId: record.employeeId,
      validFrom: record.validFrom ?? '',
      data,
    });
    if (!parsed.success || Object.keys(ruleErrors).length > 0) {
      return failure(parsed.success ? [] : issuesOf(parsed.error), ruleErrors);
    }
    return { ok: true, mode, body: parsed.data };
  }
  if (mode === 'newRecord') {
    const parsed = newTemporalRecordBody.safeParse({ validFrom: record.validFrom ?? '', data });
    if (!parsed.success || Object.keys(ruleErrors).length > 0) {
      return failure(parsed.success ? [] : issuesOf(parsed.error), ruleErrors);
    }
    return { ok: true, mode, body: parsed.data };
  }
  const parsed = employeeDataChecked.safeParse(data);
  if (!parsed.success) return failure(issuesOf(parsed.error));
  const patch = context.before ? changedFields(context.before, parsed.data) : parsed.data;
  if (Object.keys(patch).length === 0) return failure([], {}, true);
  return { ok: true, mode, body: { data: patch } };
}
