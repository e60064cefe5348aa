// Public surface of the issues feature (other code imports only from here).
export { issuesKeys } from './api/issues-keys.ts';
export { IssuesArea, type IssuesAreaProps } from './components/issues-area.tsx';
export { employeeName, groupIssues, issueDetailsText, issueFixTarget } from './issue-display.ts';
export { type IssueSeverity, type IssuesSearch, parseIssuesSearch } from './issues-search.ts';
