// The spec's data issue types (section 9), in the spec's order, followed by the one issue 30 adds on purpose (section 2:
// "a comparison of certificate % with recorded incapacity (a mismatch is a data issue)", decision 0053): one list for
// the domain, the contract and the web (this file imports nothing, so the web can take it without the contract's
// schemas).
export const ISSUE_TYPES = [
  'ABSENCE_MISSING_SATURDAY_OR_SUNDAY',
  'ABSENCE_DUPLICATED',
  'ABSENCE_MIXED_TYPES_SAME_MONTH',
  'ABSENCE_GAP_BETWEEN_ABSENCES',
  'EMPLOYEE_MISSING_WAGE_TYPES',
  'EMPLOYEE_MISSING_DATE_OF_EMPLOYMENT',
  'EMPLOYEE_ACTIVE_CASE_WITH_LEAVING_DATE',
  'EMPLOYEE_HOURLY_DATE_OF_EMPLOYMENT_CHECK',
  'EMPLOYEE_HOURLY_ANNIVERSARY_DATE_OF_EMPLOYMENT_CHECK',
  'EMPLOYEE_HOURLY_LEAVING_DATE_MID_MONTH',
  'EMPLOYEE_RECORD_MISSING_CHECKER',
  // Issue 30 (not in the spec's list of section 9): a medical certificate's incapacity % differs from the recorded one.
  'ABSENCE_CERTIFICATE_INCAPACITY_MISMATCH',
] as const;
export type IssueType = (typeof ISSUE_TYPES)[number];
