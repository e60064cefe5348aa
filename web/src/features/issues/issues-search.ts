// The issue list's severity filter lives in the URL (`?severity=3`), so a link (the home page's work list, decision
// 0039) opens the list already filtered, and reload and back keep it. Imports nothing: the router (every page's first
// load) uses the type.
export const ISSUE_SEVERITIES = [3, 2, 1] as const;
export type IssueSeverity = (typeof ISSUE_SEVERITIES)[number];

export type IssuesSearch = { severity?: IssueSeverity };

/** The search params -> the list's state: a severity 1-3 (as number or text), anything else dropped. */
export function parseIssuesSearch(raw: Record<string, unknown>): IssuesSearch {
  const value = typeof raw.severity === 'string' ? Number(raw.severity) : raw.severity;
  return ISSUE_SEVERITIES.includes(value as IssueSeverity) ? { severity: value as IssueSeverity } : {};
}
