// Data issues (issue 12, spec sections 3 "Issue" and 9, the eleven issue types, and the twelfth of issue 30: a
// certificate's incapacity % against the recorded one): pure detection from one employee's temporal records, live
// absences, active cases, medical certificates and the tenant's issue configuration. docs/domain/issues.md defines
// every type (trigger, severity, scope and scopeDate, fix); the spec gives only the names, so the definitions there
// are product decisions. In short:
//
// Severity (1-5; bulk dismissal defaults to <= 2, the ids mode only dismisses <= 2, spec section 7):
//   1 hint, 2 warning to check and dismiss when the data is right, 3 error in the data that changes a
//   calculation: it cannot be dismissed, it goes away when the data is fixed. 4 and 5 are kept for operator-only
//   issues; none of the twelve types uses them.
// Scope: what the user fixes (ABSENCE days, an ABSENCE_PERIOD, a MONTH, the EMPLOYEE, an EMPLOYEE_RECORD run, a
//   CASE); scopeDate: the date the issue is anchored on (see each type).
// Key: type | scope | scopeDate | subject (absence type, case id, certificate id): the identity across re-detections, so a
//   dismissed issue stays dismissed while it exists (redetect).
//
// The absence checks (missing weekend day, gap) look at SICK and ACCIDENT only: those are counted in calendar
// days (C1) for KTG and UVG, so a missing day changes money. They see the days after weekend fill (C17) and before
// the care combination of periods (that is for care stages; a missing day still costs a benefit day).
//
// The files: issue-model.ts (definitions, input and output types), absence-issues.ts, employee-issues.ts,
// hourly-issues.ts and certificate-issues.ts (the checks by family); this file runs them (detectIssues) and
// re-detects (redetect).
import { duplicateIssues, gapIssues, mixedTypeIssues } from './absence-issues.ts';
import { certificateMismatchIssues } from './certificate-issues.ts';
import { activeCaseIssues, hasNoWages, missingRecordIssues, recordRunIssues } from './employee-issues.ts';
import { hourlyAnniversaryIssues, hourlyEmploymentIssues, hourlyLeavingIssues } from './hourly-issues.ts';
import { type DetectedIssue, type IssueDetectionInput, intervalsOf } from './issue-model.ts';
import { ISSUE_TYPES, type IssueType } from './issue-types.ts';

export {
  type ActiveCase,
  CALENDAR_DAY_ABSENCE_TYPES,
  type DetectedIssue,
  ISSUE_DEFINITIONS,
  ISSUE_SCOPES,
  type IssueCertificate,
  type IssueConfiguration,
  type IssueDetailsByType,
  type IssueDetectionInput,
  type IssueEmployeeRecord,
  type IssueScope,
  type IssueSeverity,
} from './issue-model.ts';
export { ISSUE_TYPES, type IssueType };

// --- Detection and re-detection -----------------------------------------------------------------------------------

/**
 * All issues of one employee for the tenant's enabled types, sorted by scopeDate (null first), type (spec order)
 * and key; keys are unique. Pure: the same input gives the same issues in any input order.
 */
export function detectIssues(input: IssueDetectionInput): DetectedIssue[] {
  const enabled = new Set(input.configuration.enabledIssueTypes);
  const live = input.absences.filter((record) => !record.deleted);
  const intervals = intervalsOf(input.records);
  const { employeeId } = input;
  const found: DetectedIssue[] = [];
  const wants = (...types: IssueType[]) => types.some((type) => enabled.has(type));
  if (wants('ABSENCE_MISSING_SATURDAY_OR_SUNDAY', 'ABSENCE_GAP_BETWEEN_ABSENCES'))
    found.push(...gapIssues(input, live));
  if (wants('ABSENCE_DUPLICATED')) found.push(...duplicateIssues(employeeId, live));
  if (wants('ABSENCE_MIXED_TYPES_SAME_MONTH')) found.push(...mixedTypeIssues(employeeId, live));
  if (wants('EMPLOYEE_MISSING_WAGE_TYPES')) {
    found.push(...recordRunIssues(employeeId, intervals, 'EMPLOYEE_MISSING_WAGE_TYPES', hasNoWages));
  }
  if (wants('EMPLOYEE_MISSING_DATE_OF_EMPLOYMENT')) {
    found.push(
      ...recordRunIssues(
        employeeId,
        intervals,
        'EMPLOYEE_MISSING_DATE_OF_EMPLOYMENT',
        (record) => !record.data.dateOfEmployment,
      ),
    );
  }
  if (wants('EMPLOYEE_ACTIVE_CASE_WITH_LEAVING_DATE')) found.push(...activeCaseIssues(input, intervals));
  if (wants('EMPLOYEE_HOURLY_DATE_OF_EMPLOYMENT_CHECK')) {
    found.push(...hourlyEmploymentIssues(employeeId, intervals, live));
  }
  if (wants('EMPLOYEE_HOURLY_ANNIVERSARY_DATE_OF_EMPLOYMENT_CHECK')) {
    found.push(...hourlyAnniversaryIssues(input, intervals, live));
  }
  if (wants('EMPLOYEE_HOURLY_LEAVING_DATE_MID_MONTH')) found.push(...hourlyLeavingIssues(employeeId, intervals));
  if (wants('EMPLOYEE_RECORD_MISSING_CHECKER')) found.push(...missingRecordIssues(employeeId, intervals, live));
  if (wants('ABSENCE_CERTIFICATE_INCAPACITY_MISMATCH')) {
    found.push(...certificateMismatchIssues(employeeId, input.certificates ?? [], live));
  }
  const order = (type: IssueType) => ISSUE_TYPES.indexOf(type);
  return found
    .filter((detected) => enabled.has(detected.type))
    .sort(
      (a, b) =>
        (a.scopeDate ?? '').localeCompare(b.scopeDate ?? '') ||
        order(a.type) - order(b.type) ||
        (a.key < b.key ? -1 : a.key > b.key ? 1 : 0),
    );
}

/** What redetect needs of a stored issue. */
export type PreviousIssue = { id: string; key: string; ignoredAt: string | null };

/** A detected issue as it is to be stored: id null = new (the store assigns one). */
export type StoredIssue = DetectedIssue & { id: string | null; ignoredAt: string | null };

/**
 * Re-detection (spec "Issue": dismissed by ignoredAt): an issue detected again (same key) keeps its id and
 * ignoredAt and takes the new severity and details; a previous issue not detected again is removed (its id is in
 * removedIds); a new one has id null and ignoredAt null.
 */
export function redetect(
  previous: readonly PreviousIssue[],
  detected: readonly DetectedIssue[],
): { issues: StoredIssue[]; removedIds: string[] } {
  const byKey = new Map<string, PreviousIssue>();
  for (const old of previous) if (!byKey.has(old.key)) byKey.set(old.key, old);
  const kept = new Set<string>();
  const seen = new Set<string>();
  const issues: StoredIssue[] = [];
  for (const current of detected) {
    if (seen.has(current.key)) continue;
    seen.add(current.key);
    const old = byKey.get(current.key);
    if (old) kept.add(old.id);
    issues.push({ ...current, id: old?.id ?? null, ignoredAt: old?.ignoredAt ?? null });
  }
  const removedIds = previous.filter((old) => !kept.has(old.id)).map((old) => old.id);
  return { issues, removedIds };
}
