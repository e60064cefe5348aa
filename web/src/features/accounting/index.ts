// The accounting feature (issue 14, decision 0030): the daily-allowances area (months, widget, lines, submissions,
// files) and the claims area (cases with claims no accounting month has taken up, scheduled into an open month).

export { type DailyAllowancesSearch, parseDailyAllowancesSearch } from './accounting-search.ts';
export { CorrectionBadge, LockStateBadge, SubmissionStatusBadge } from './components/accounting-badges.tsx';
export { ClaimsArea } from './components/claims-area.tsx';
export { DailyAllowancesArea } from './components/daily-allowances-area.tsx';
export { ExportItem } from './components/month-files.tsx';
export { OpenIssuesNotice } from './components/open-issues-notice.tsx';
export { shortDateRange } from './date-range.ts';
export { monthHasBegun, todayInZurich } from './month-closing.ts';
