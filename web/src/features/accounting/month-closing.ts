// Closing a month on the screens (issue 28 section 3, decision 0041): a month after the current one is not offered
// for submitting or locking (the API refuses it too: 409 ACCOUNTING_MONTH_NOT_STARTED), and before submitting or
// locking the user sees the unit's open data issues by severity, each linked to the issues list filtered to it.
import { firstDayOf, monthHasBegun } from '../../../../src/domain/accounting/lock-date.ts';

export { firstDayOf, monthHasBegun };

/** Today's civil date in Switzerland ('2026-11-28'). */
export function todayInZurich(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Zurich' }).format(now);
}

export type OpenIssues = { total: number; bySeverity: readonly { severity: number; count: number }[] };

export type SeverityLink = {
  severity: 1 | 2 | 3;
  count: number;
  to: '/insurance/issues';
  search: { severity: number };
};

/**
 * The severities with open issues, most severe first, each with the issues list's address filtered to it
 * (`/insurance/issues?severity=3`: the router writes a number as it is, a text in JSON quotes).
 */
export function severityLinks(openIssues: OpenIssues): SeverityLink[] {
  return [...openIssues.bySeverity]
    .filter((entry) => entry.count > 0 && (entry.severity === 1 || entry.severity === 2 || entry.severity === 3))
    .sort((a, b) => b.severity - a.severity)
    .map((entry) => ({
      severity: entry.severity as 1 | 2 | 3,
      count: entry.count,
      to: '/insurance/issues',
      search: { severity: entry.severity },
    }));
}
